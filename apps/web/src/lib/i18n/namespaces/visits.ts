import strings from '@/locales/en/visits.json';
import { englishNamespace } from '../i18n';

/** The `visits` namespace's English strings, and the `useTranslation` that reads them. */
export const useTranslation = englishNamespace('visits', strings);
