import strings from '@/locales/en/caregivers.json';
import { englishNamespace } from '../i18n';

/** The `caregivers` namespace's English strings, and the `useTranslation` that reads them. */
export const useTranslation = englishNamespace('caregivers', strings);
