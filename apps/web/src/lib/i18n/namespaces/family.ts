import strings from '@/locales/en/family.json';
import { englishNamespace } from '../i18n';

/** The `family` namespace's English strings, and the `useTranslation` that reads them. */
export const useTranslation = englishNamespace('family', strings);
