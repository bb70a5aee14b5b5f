import strings from '@/locales/en/appointments.json';
import { englishNamespace } from '../i18n';

/** The `appointments` namespace's English strings, and the `useTranslation` that reads them. */
export const useTranslation = englishNamespace('appointments', strings);
