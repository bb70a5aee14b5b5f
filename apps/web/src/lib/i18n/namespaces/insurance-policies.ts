import strings from '@/locales/en/insurance-policies.json';
import { englishNamespace } from '../i18n';

/** The `insurance-policies` namespace's English strings, and the `useTranslation` that reads them. */
export const useTranslation = englishNamespace('insurance-policies', strings);
