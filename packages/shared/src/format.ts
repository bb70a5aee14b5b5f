import { parseISO } from 'date-fns';
import type { Language } from './language.js';

let inr: Intl.NumberFormat | undefined;

/** ₹ with Indian grouping: 123456 → '₹1,23,456.00' (docs/architecture.md#d5-money). */
export function formatInr(amount: number | string): string {
  inr ??= new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });
  return inr.format(typeof amount === 'string' ? Number(amount) : amount);
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * Dates from the platform's CLDR data (Intl), so no locale table of our own and none of date-fns's
 * formatter in the web app's shell. English is US English with the day zero-padded, exactly date-fns's
 * 'MMM dd, yyyy' and 'MMMM dd, yyyy' ('Mar 05, 2026', 'September 05, 2026'; docs/product.md#limits-and-constants). Hindi has Hindi
 * month names, day first, Western digits ('23 नवंबर 2026'; docs/decisions/029-languages.md). Each formatter is built on
 * first use: building one takes milliseconds, which every page load paid for formats it never showed.
 */
function dateFormat(language: Language, month: 'short' | 'long'): Intl.DateTimeFormat {
  const key = `${language} ${month}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(language === 'hi' ? 'hi-IN' : 'en-US', {
      day: '2-digit',
      month,
      year: 'numeric',
      numberingSystem: 'latn',
    });
    dateFormats.set(key, format);
  }
  return format;
}

/**
 * A `yyyy-MM-dd` date or an ISO instant as 'MMM dd, yyyy' (lists, notifications; docs/product.md#screens-and-routes, docs/product.md#limits-and-constants); in Hindi
 * '23 नव॰ 2026'.
 */
export function formatShortDate(value: string, language: Language = 'en'): string {
  return dateFormat(language, 'short').format(parseISO(value));
}

/** A `yyyy-MM-dd` date or an ISO instant as 'MMMM dd, yyyy' (detail screens; docs/product.md#limits-and-constants); in Hindi '23 नवंबर 2026'. */
export function formatLongDate(value: string, language: Language = 'en'): string {
  return dateFormat(language, 'long').format(parseISO(value));
}

const weekdayFormats = new Map<Language, Intl.DateTimeFormat>();

/**
 * An ISO weekday (1 Monday … 7 Sunday, as medicine schedules keep it) by its short name from the platform's
 * CLDR data: 'Mon' … 'Sun', in Hindi 'सोम' … 'रवि'.
 */
export function formatWeekday(isoDay: number, language: Language = 'en'): string {
  let format = weekdayFormats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(language === 'hi' ? 'hi-IN' : 'en-US', {
      weekday: 'short',
      timeZone: 'UTC',
    });
    weekdayFormats.set(language, format);
  }
  // 5 January 2026 was a Monday.
  return format.format(Date.UTC(2026, 0, 4 + isoDay));
}

/** 'routine-checkup' → 'Routine Checkup' (docs/product.md#validation-rules: capitalised, hyphen as space). */
export function formatVisitType(value: string): string {
  return value
    .split('-')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/** 'HH:mm[:ss]' → 'h:mm AM/PM'; empty → 'TBD' (docs/product.md#upcoming-visits). */
export function formatTime12(value: string | null | undefined): string {
  if (!value) return 'TBD';
  const [h, m] = value.split(':').map(Number);
  if (h === undefined || m === undefined || Number.isNaN(h) || Number.isNaN(m)) return 'TBD';
  const suffix = h >= 12 ? 'PM' : 'AM';
  const hour = h % 12 === 0 ? 12 : h % 12;
  return `${hour}:${String(m).padStart(2, '0')} ${suffix}`;
}
