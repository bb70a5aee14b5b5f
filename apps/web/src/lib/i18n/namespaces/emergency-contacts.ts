import strings from '@/locales/en/emergency-contacts.json';
import { englishNamespace } from '../i18n';

/** The `emergency-contacts` namespace's English strings, and the `useTranslation` that reads them. */
export const useTranslation = englishNamespace('emergency-contacts', strings);
