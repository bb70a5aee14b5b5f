import strings from '@/locales/en/emergency-card.json';
import { englishNamespace } from '../i18n';

/** The `emergency-card` namespace's English strings, and the `useTranslation` that reads them. */
export const useTranslation = englishNamespace('emergency-card', strings);
