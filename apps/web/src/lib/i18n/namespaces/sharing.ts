import strings from '@/locales/en/sharing.json';
import { englishNamespace } from '../i18n';

/** The `sharing` namespace's English strings, and the `useTranslation` that reads them. */
export const useTranslation = englishNamespace('sharing', strings);
