import strings from '@/locales/en/medicines.json';
import { englishNamespace } from '../i18n';

/** The `medicines` namespace's English strings, and the `useTranslation` that reads them. */
export const useTranslation = englishNamespace('medicines', strings);
