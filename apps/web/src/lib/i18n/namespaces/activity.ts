import strings from '@/locales/en/activity.json';
import { englishNamespace } from '../i18n';

/** The `activity` namespace's English strings, and the `useTranslation` that reads them. */
export const useTranslation = englishNamespace('activity', strings);
