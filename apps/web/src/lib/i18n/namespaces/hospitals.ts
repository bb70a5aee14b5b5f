import strings from '@/locales/en/hospitals.json';
import { englishNamespace } from '../i18n';

/** The `hospitals` namespace's English strings, and the `useTranslation` that reads them. */
export const useTranslation = englishNamespace('hospitals', strings);
