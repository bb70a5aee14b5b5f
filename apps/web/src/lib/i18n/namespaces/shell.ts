import strings from '@/locales/en/shell.json';
import { englishNamespace } from '../i18n';

/** The `shell` namespace's English strings, and the `useTranslation` that reads them. */
export const useTranslation = englishNamespace('shell', strings);
