import { TZDate } from '@date-fns/tz';
import { addDays, addMonths, subDays, subMonths } from 'date-fns';
import {
  DEFAULT_TIME_ZONE,
  LAB_RESULTS_WINDOW_MONTHS,
  NOTIFICATION_LOOKAHEAD_DAYS,
  NOTIFICATION_RECENT_RECORD_DAYS,
  UPCOMING_WINDOW_MONTHS,
} from './constants.js';

/**
 * The shape of an IANA time zone name: Area/Location ('Asia/Kolkata', 'America/Argentina/Buenos_Aires',
 * 'Etc/GMT-4') or 'UTC'. The bare legacy links ('IST', 'EST', 'Japan') are left out: runtimes accept
 * some of them, and 'IST' means India, Ireland or Israel depending on who reads it.
 */
const TIME_ZONE_NAME = /^(UTC|[A-Za-z]+(\/[A-Za-z0-9][A-Za-z0-9_+-]*){1,2})$/;

/**
 * Whether `name` is an IANA time zone this runtime knows (ECMA-402 `Intl.DateTimeFormat`), e.g.
 * 'Asia/Kolkata', 'Asia/Dubai', 'Europe/London', 'UTC'. At most 64 characters; offsets ('+05:30') and
 * abbreviations ('IST') are not zones.
 */
export function isTimeZone(name: string): boolean {
  if (name.length > 64 || !TIME_ZONE_NAME.test(name)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** A calendar date as `yyyy-MM-dd`. */
export type IsoDate = string;

/** An inclusive range of calendar dates, both `yyyy-MM-dd`. */
export interface DateWindow {
  from: IsoDate;
  to: IsoDate;
}

/**
 * Today's calendar date (`yyyy-MM-dd`) in the patient's time zone, never the
 * server's (docs/architecture.md#d4-time-in-the-patients-zone). At 00:30 IST on 5 March, UTC is still
 * 4 March; this returns `2026-03-05`.
 */
export function todayIn(timeZone: string = DEFAULT_TIME_ZONE, now: Date = new Date()): IsoDate {
  return perDay(timeZone, now, 'today', calendarDateOf);
}

/** The hour (0–23) on the clocks of `timeZone` at `now` (e.g. reminders go out from 08:00 there). */
export function hourIn(timeZone: string = DEFAULT_TIME_ZONE, now: Date = new Date()): number {
  return new TZDate(now, timeZone).getHours();
}

/** One calendar day of one zone: its local midnight, the next one, and what was derived from it. */
interface ZoneDay {
  start: number;
  end: number;
  day: TZDate;
  derived: Map<string, unknown>;
}

/**
 * The day each zone was last asked about. Every window below depends only on the calendar day, and
 * working it out through Intl costs more CPU than the SQL that uses it (`npm run bench:load` profile,
 * 2026-11-25), so each is computed once per zone and day.
 */
const zoneDays = new Map<string, ZoneDay>();

function zoneDay(timeZone: string, now: Date): ZoneDay {
  const at = now.getTime();
  const known = zoneDays.get(timeZone);
  if (known && at >= known.start && at < known.end) return known;
  const zoned = new TZDate(now, timeZone);
  const day = new TZDate(zoned.getFullYear(), zoned.getMonth(), zoned.getDate(), timeZone);
  const fresh = { start: day.getTime(), end: addDays(day, 1).getTime(), day, derived: new Map() };
  zoneDays.set(timeZone, fresh);
  return fresh;
}

/** `derive(today)` for `now`'s calendar day in `timeZone`, computed once per zone, day and `key`. */
function perDay<T>(timeZone: string, now: Date, key: string, derive: (today: TZDate) => T): T {
  const { day, derived } = zoneDay(timeZone, now);
  if (!derived.has(key)) derived.set(key, derive(day));
  return derived.get(key) as T;
}

/**
 * The calendar date `date` shows, as `yyyy-MM-dd`: in the runtime's zone for a Date, in its own zone for
 * a TZDate (a day picked in a calendar, a day of the patient's zone).
 */
export function calendarDateOf(date: Date): IsoDate {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * Upcoming visits and follow-ups: today to one month ahead, inclusive
 * (docs/product.md#dashboard-counts, docs/product.md#upcoming-visits; shown as 'next 30 days').
 */
export function upcomingWindow(timeZone: string = DEFAULT_TIME_ZONE, now: Date = new Date()): DateWindow {
  return perDay(timeZone, now, 'upcoming', (today) =>
    Object.freeze({
      from: calendarDateOf(today),
      to: calendarDateOf(addMonths(today, UPCOMING_WINDOW_MONTHS)),
    }),
  );
}

/** Notification look-ahead: today to today + 7 days, inclusive (docs/product.md#data-calls, docs/product.md#limits-and-constants). */
export function notificationWindow(timeZone: string = DEFAULT_TIME_ZONE, now: Date = new Date()): DateWindow {
  return perDay(timeZone, now, 'notifications', (today) =>
    Object.freeze({
      from: calendarDateOf(today),
      to: calendarDateOf(addDays(today, NOTIFICATION_LOOKAHEAD_DAYS)),
    }),
  );
}

/** Recent lab results: test_date from three months ago to today, inclusive (docs/product.md#data-calls, docs/product.md#limits-and-constants). */
export function labResultsWindow(timeZone: string = DEFAULT_TIME_ZONE, now: Date = new Date()): DateWindow {
  return perDay(timeZone, now, 'labResults', (today) =>
    Object.freeze({
      from: calendarDateOf(subMonths(today, LAB_RESULTS_WINDOW_MONTHS)),
      to: calendarDateOf(today),
    }),
  );
}

/**
 * Start instant of "created in the last 7 days" (docs/product.md#notification-calls): the
 * patient's local midnight seven days before today.
 */
export function recentRecordsSince(timeZone: string = DEFAULT_TIME_ZONE, now: Date = new Date()): Date {
  const since = perDay(timeZone, now, 'recentRecords', (today) =>
    subDays(today, NOTIFICATION_RECENT_RECORD_DAYS).getTime(),
  );
  return new Date(since);
}
