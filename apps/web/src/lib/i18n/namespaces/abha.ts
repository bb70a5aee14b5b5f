import strings from '@/locales/en/abha.json';
import { englishNamespace } from '../i18n';

/** The `abha` namespace's English strings, and the `useTranslation` that reads them. */
export const useTranslation = englishNamespace('abha', strings);
