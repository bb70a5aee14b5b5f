import { DEFAULT_TIME_ZONE, isTimeZone } from '@sehat/shared';

/** One choice of the time-zone select: the IANA name and its offset now ('GMT+5:30'). */
export interface TimeZoneOption {
  value: string;
  offset: string;
}

/** `timeZone`'s offset from GMT at `at`, as the browser names it ('GMT+5:30', 'GMT-4', 'GMT'). */
function offsetOf(timeZone: string, at: Date): string {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'shortOffset' }).formatToParts(at);
  return parts.find((part) => part.type === 'timeZoneName')?.value ?? '';
}

/**
 * The zones a patient can choose (decision 032): every IANA zone the browser knows
 * (`Intl.supportedValuesOf('timeZone')`) that the server accepts (`isTimeZone`), plus Asia/Kolkata and
 * the zone already saved, sorted by name. Browsers that still call India's zone 'Asia/Calcutta' list it
 * once, as 'Asia/Kolkata'.
 */
export function timeZoneOptions(saved: string, at: Date = new Date()): TimeZoneOption[] {
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  const names = new Set([DEFAULT_TIME_ZONE, saved, ...known].filter(isTimeZone));
  names.delete('Asia/Calcutta');
  return [...names].sort().map((value) => ({ value, offset: offsetOf(value, at) }));
}
