import strings from '@/locales/en/dashboard.json';
import { englishNamespace } from '../i18n';

/** The `dashboard` namespace's English strings, and the `useTranslation` that reads them. */
export const useTranslation = englishNamespace('dashboard', strings);
