import strings from '@/locales/en/claims.json';
import { englishNamespace } from '../i18n';

/** The `claims` namespace's English strings, and the `useTranslation` that reads them. */
export const useTranslation = englishNamespace('claims', strings);
