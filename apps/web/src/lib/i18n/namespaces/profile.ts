import strings from '@/locales/en/profile.json';
import { englishNamespace } from '../i18n';

/** The `profile` namespace's English strings, and the `useTranslation` that reads them. */
export const useTranslation = englishNamespace('profile', strings);
