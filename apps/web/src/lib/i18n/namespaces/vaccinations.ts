import strings from '@/locales/en/vaccinations.json';
import { englishNamespace } from '../i18n';

/** The `vaccinations` namespace's English strings, and the `useTranslation` that reads them. */
export const useTranslation = englishNamespace('vaccinations', strings);
