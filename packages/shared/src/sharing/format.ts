import { DEFAULT_TIME_ZONE } from '../constants.js';
import type { Language } from '../language.js';

const instantFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * An ISO instant in the patient's time zone (share expiry and opens): '6 Mar 2026, 10:00 am', or in Hindi
 * '6 मार्च 2026, 10:00 am' (Hindi month names, Western digits; docs/decisions/029-languages.md). `timeZone` is the patient's IANA
 * zone (decision 032). Each formatter is built on first use, not when the module loads.
 */
export function formatShareInstant(
  iso: string,
  language: Language = 'en',
  timeZone: string = DEFAULT_TIME_ZONE,
): string {
  const key = `${language} ${timeZone}`;
  let format = instantFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(language === 'hi' ? 'hi-IN' : 'en-IN', {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZone,
      numberingSystem: 'latn',
    });
    instantFormats.set(key, format);
  }
  return format.format(new Date(iso));
}
