import strings from '@/locales/en/clinics.json';
import { englishNamespace } from '../i18n';

/** The `clinics` namespace's English strings, and the `useTranslation` that reads them. */
export const useTranslation = englishNamespace('clinics', strings);
