import strings from '@/locales/en/readings.json';
import { englishNamespace } from '../i18n';

/** The `readings` namespace's English strings, and the `useTranslation` that reads them. */
export const useTranslation = englishNamespace('readings', strings);
