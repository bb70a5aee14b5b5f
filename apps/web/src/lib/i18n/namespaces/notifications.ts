import strings from '@/locales/en/notifications.json';
import { englishNamespace } from '../i18n';

/** The `notifications` namespace's English strings, and the `useTranslation` that reads them. */
export const useTranslation = englishNamespace('notifications', strings);
