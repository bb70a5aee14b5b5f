/**
 * Which readings are due today (docs/decisions/052-readings.md#readings-due): a kind the patient has made a
 * habit of — logged on at least `READING_HABIT_DAYS` of the `READING_HABIT_WINDOW_DAYS` days before today,
 * in their time zone — and has not logged yet today. Sehat keeps no reading schedule: the patient's own
 * rhythm is the schedule, so a kind taken once in a while is never nagged about.
 */
import { TZDate } from '@date-fns/tz';
import { calendarDateOf, todayIn, type IsoDate } from '../time.js';
import { READING_KINDS, type ReadingKind } from './catalogue.js';

/** The days before today looked at (a week). */
export const READING_HABIT_WINDOW_DAYS = 7;
/** How many of those days make a habit. */
export const READING_HABIT_DAYS = 3;

/** One kind logged on one calendar day (`yyyy-MM-dd`, the patient's zone). */
export interface ReadingDay {
  kind: ReadingKind;
  day: string;
}

/** The days a habit is read from: `from` (today − 7 days) to `today`, and the instant `from` begins. */
export interface ReadingHabitWindow {
  from: IsoDate;
  today: IsoDate;
  since: Date;
}

/** The habit window at `now` in `timeZone` (the patient's): local midnight seven days ago up to today. */
export function readingHabitWindow(timeZone: string, now: Date): ReadingHabitWindow {
  const zoned = new TZDate(now, timeZone);
  const start = new TZDate(
    zoned.getFullYear(),
    zoned.getMonth(),
    zoned.getDate() - READING_HABIT_WINDOW_DAYS,
    timeZone,
  );
  return { from: calendarDateOf(start), today: todayIn(timeZone, now), since: new Date(start.getTime()) };
}

/**
 * The kinds due today, in READING_KINDS order, from the days each kind was logged (`days`, in the
 * patient's zone): logged on at least three days from `window.from` to the day before `window.today`, and
 * not on `window.today`. Days outside the window are ignored; a day logged twice counts once.
 */
export function readingsDue(
  days: readonly ReadingDay[],
  window: Pick<ReadingHabitWindow, 'from' | 'today'>,
): ReadingKind[] {
  const { from: windowStart, today } = window;
  const before = new Map<ReadingKind, Set<string>>();
  const loggedToday = new Set<ReadingKind>();
  for (const { kind, day } of days) {
    if (day === today) loggedToday.add(kind);
    else if (day >= windowStart && day < today) before.set(kind, (before.get(kind) ?? new Set()).add(day));
  }
  return READING_KINDS.filter(
    (kind) => !loggedToday.has(kind) && (before.get(kind)?.size ?? 0) >= READING_HABIT_DAYS,
  );
}
