import { DEFAULT_TIME_ZONE } from '../constants.js';
import type { Language } from '../language.js';

const instant = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: DEFAULT_TIME_ZONE,
});

const hindiInstant = new Intl.DateTimeFormat('hi-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: DEFAULT_TIME_ZONE,
  numberingSystem: 'latn',
});

/**
 * An ISO instant in the patient's time zone (share expiry and opens): '6 Mar 2026, 10:00 am', or in Hindi
 * '6 मार्च 2026, 10:00 am' (Hindi month names, Western digits; issue 13).
 */
export function formatShareInstant(iso: string, language: Language = 'en'): string {
  return (language === 'hi' ? hindiInstant : instant).format(new Date(iso));
}
