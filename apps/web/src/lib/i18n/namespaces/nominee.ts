import strings from '@/locales/en/nominee.json';
import { englishNamespace } from '../i18n';

/**
 * The `nominee` namespace's English strings (docs/decisions/060-nominee.md), and the `useTranslation` that
 * reads them: apart from `caregivers`, whose strings the header's switcher loads with the shell.
 */
export const useTranslation = englishNamespace('nominee', strings);
