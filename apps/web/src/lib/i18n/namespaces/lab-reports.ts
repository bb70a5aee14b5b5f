import strings from '@/locales/en/lab-reports.json';
import { englishNamespace } from '../i18n';

/** The `lab-reports` namespace's English strings, and the `useTranslation` that reads them. */
export const useTranslation = englishNamespace('lab-reports', strings);
