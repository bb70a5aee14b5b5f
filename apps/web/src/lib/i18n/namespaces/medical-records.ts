import strings from '@/locales/en/medical-records.json';
import { englishNamespace } from '../i18n';

/** The `medical-records` namespace's English strings, and the `useTranslation` that reads them. */
export const useTranslation = englishNamespace('medical-records', strings);
