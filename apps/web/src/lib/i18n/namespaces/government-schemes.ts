import strings from '@/locales/en/government-schemes.json';
import { englishNamespace } from '../i18n';

/** The `government-schemes` namespace's English strings, and the `useTranslation` that reads them. */
export const useTranslation = englishNamespace('government-schemes', strings);
