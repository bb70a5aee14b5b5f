import strings from '@/locales/en/prescriptions.json';
import { englishNamespace } from '../i18n';

/** The `prescriptions` namespace's English strings, and the `useTranslation` that reads them. */
export const useTranslation = englishNamespace('prescriptions', strings);
