import strings from '@/locales/en/handover.json';
import { englishNamespace } from '../i18n';

/**
 * The `handover` namespace's English strings (handing a profile over,
 * docs/decisions/057-handing-over-a-profile.md), and the `useTranslation` that reads them. Apart from
 * `family`, whose strings the header's switcher carries into every screen.
 */
export const useTranslation = englishNamespace('handover', strings);
