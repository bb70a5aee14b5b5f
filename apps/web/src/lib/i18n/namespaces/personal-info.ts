import strings from '@/locales/en/personal-info.json';
import { englishNamespace } from '../i18n';

/** The `personal-info` namespace's English strings, and the `useTranslation` that reads them. */
export const useTranslation = englishNamespace('personal-info', strings);
