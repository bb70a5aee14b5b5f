import strings from '@/locales/en/components.json';
import { englishNamespace } from '../i18n';

/** The `components` namespace's English strings, and the `useTranslation` that reads them. */
export const useTranslation = englishNamespace('components', strings);
