import { TZDate } from '@date-fns/tz';
import { addDays, differenceInCalendarDays, getISODay, parseISO } from 'date-fns';
import { calendarDateOf, type IsoDate } from '../time.js';

/**
 * A medicine's schedule and its expansion into doses (docs/decisions/054-medicines.md), without zod: the
 * API and the web expand a day's doses by the same rule. Times are wall-clock 'HH:mm' in the patient's time
 * zone (docs/decisions/032-patient-time-zone.md); a day is a calendar day there.
 */

/** The parts of a day the Indian notation names, in its order. */
export const DOSE_SLOTS = ['morning', 'afternoon', 'evening', 'night'] as const;
export type DoseSlot = (typeof DOSE_SLOTS)[number];

/**
 * When a slot's dose is due unless a time is given: morning 08:00, afternoon 14:00, evening 20:00, night
 * 22:00, on the patient's clock (docs/decisions/054-medicines.md).
 */
export const SLOT_TIMES: Readonly<Record<DoseSlot, string>> = {
  morning: '08:00',
  afternoon: '14:00',
  evening: '20:00',
  night: '22:00',
};

/**
 * The slots of the notation's positions: three numbers are morning-afternoon-night ('1-0-1': morning and
 * night), four are morning-afternoon-evening-night ('1-1-1-1').
 */
const PATTERN_SLOTS: Readonly<Record<3 | 4, readonly DoseSlot[]>> = {
  3: ['morning', 'afternoon', 'night'],
  4: ['morning', 'afternoon', 'evening', 'night'],
};

/** The quick choices of the add dialog. */
export const COMMON_PATTERNS = ['1-0-0', '0-0-1', '1-0-1', '1-1-1', '1-1-1-1', '½-0-½'] as const;

/** How the days of a schedule repeat: every day, every `n` days from the start, or on ISO weekdays (1 Monday … 7 Sunday). */
export type DoseRepeat =
  { kind: 'daily' } | { kind: 'every_n_days'; n: number } | { kind: 'weekdays'; days: number[] };

/**
 * A schedule: the Indian notation ('1-0-1', '1-1-1-1', '½-0-½'), or explicit times of day ('08:00',
 * '21:30') each of `amount` units, with how the days repeat; or as needed (no dose is due).
 */
export type MedicineSchedule =
  | { type: 'pattern'; pattern: string; repeat: DoseRepeat }
  | { type: 'times'; times: string[]; amount: number; repeat: DoseRepeat }
  | { type: 'as_needed' };

/** One dose of a schedule's day: its wall-clock time, its slot when the notation named it, how many units. */
export interface ScheduleDose {
  time: string;
  slot: DoseSlot | null;
  amount: number;
}

/** An amount of the notation: '0', '1', '2', '½', '1½', '0.5'; null when it is none of these. */
export function patternAmount(text: string): number | null {
  const trimmed = text.trim();
  const half = /^(\d?)½$/.exec(trimmed);
  if (half) return Number(half[1] || 0) + 0.5;
  if (!/^\d{1,2}(\.\d{1,2})?$/.test(trimmed)) return null;
  return Number(trimmed);
}

/** The doses of '1-0-1' notation, or null when it is not three or four amounts separated by '-'. */
export function patternDoses(pattern: string): ScheduleDose[] | null {
  const parts = pattern.split('-');
  if (parts.length !== 3 && parts.length !== 4) return null;
  const slots = PATTERN_SLOTS[parts.length];
  const doses: ScheduleDose[] = [];
  for (const [index, part] of parts.entries()) {
    const amount = patternAmount(part);
    if (amount === null) return null;
    const slot = slots[index] as DoseSlot;
    if (amount > 0) doses.push({ time: SLOT_TIMES[slot], slot, amount });
  }
  return doses;
}

/** A schedule's doses on a day it applies, earliest first (none for as needed or a notation that is not one). */
export function dailyDoses(schedule: MedicineSchedule): ScheduleDose[] {
  if (schedule.type === 'as_needed') return [];
  if (schedule.type === 'pattern') return patternDoses(schedule.pattern) ?? [];
  return [...new Set(schedule.times)].sort().map((time) => ({ time, slot: null, amount: schedule.amount }));
}

/** The span a medicine is taken over: from `start_date`, to `end_date` inclusive or ongoing (null). */
export interface MedicineSpan {
  schedule: MedicineSchedule;
  start_date: IsoDate;
  end_date: IsoDate | null;
}

/** Whether the schedule's days include `date` (inside the span and on its repeat). */
export function appliesOn(medicine: MedicineSpan, date: IsoDate): boolean {
  if (medicine.schedule.type === 'as_needed') return false;
  if (date < medicine.start_date || (medicine.end_date !== null && date > medicine.end_date)) return false;
  const { repeat } = medicine.schedule;
  if (repeat.kind === 'every_n_days')
    return differenceInCalendarDays(parseISO(date), parseISO(medicine.start_date)) % repeat.n === 0;
  if (repeat.kind === 'weekdays') return repeat.days.includes(getISODay(parseISO(date)));
  return true;
}

/** A dose due at an instant: the schedule's dose and when it falls. */
export interface DueDose extends ScheduleDose {
  /** The instant, ISO 8601 in UTC ('2026-11-27T18:00:00.000Z' for 23:30 in Asia/Kolkata). */
  scheduled_at: string;
}

/** Instants already worked out, by zone, date and time: a zone's wall clock costs Intl calls each time. */
const instants = new Map<string, number>();
const INSTANT_CACHE_SIZE = 20_000;

/** The instant of the wall-clock `time` ('HH:mm') on `date` in `timeZone`. */
export function instantOn(date: IsoDate, time: string, timeZone: string): Date {
  const key = `${timeZone} ${date} ${time}`;
  const known = instants.get(key);
  if (known !== undefined) return new Date(known);
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  const at = new TZDate(year, month - 1, day, hour, minute, timeZone).getTime();
  if (instants.size >= INSTANT_CACHE_SIZE) instants.clear();
  instants.set(key, at);
  return new Date(at);
}

/**
 * The doses due on the calendar day `date` of `timeZone`, earliest first: a dose at 23:30 in Asia/Kolkata
 * on 27 November is due at 18:00 UTC that day and belongs to the 27th there (to the 28th nowhere).
 */
export function dosesOn(medicine: MedicineSpan, date: IsoDate, timeZone: string): DueDose[] {
  if (!appliesOn(medicine, date)) return [];
  return dailyDoses(medicine.schedule).map((dose) => ({
    ...dose,
    scheduled_at: instantOn(date, dose.time, timeZone).toISOString(),
  }));
}

/** The calendar date (`yyyy-MM-dd`) of `at` on the clocks of `timeZone`. */
export function localDateOf(at: Date, timeZone: string): IsoDate {
  return calendarDateOf(new TZDate(at.getTime(), timeZone));
}

/** The calendar dates from `from` to `to` inclusive (an empty list when `to` is before `from`). */
export function datesBetween(from: IsoDate, to: IsoDate): IsoDate[] {
  const days: IsoDate[] = [];
  for (let day = parseISO(from); calendarDateOf(day) <= to; day = addDays(day, 1))
    days.push(calendarDateOf(day));
  return days;
}

/** Whether the medicine is taken on `today` or later (not ended before it): the emergency card's "current". */
export function isCurrent(medicine: Pick<MedicineSpan, 'start_date' | 'end_date'>, today: IsoDate): boolean {
  return medicine.start_date <= today && (medicine.end_date === null || medicine.end_date >= today);
}

/**
 * A schedule in a few language-neutral characters, as a prescription writes it: '1-0-1', '08:00, 21:30',
 * 'SOS' for as needed; every N days and weekdays add '/N d' and 'ISO days' ('1-0-0 /2 d', '08:00 · 1,3,5').
 */
export function scheduleShorthand(schedule: MedicineSchedule): string {
  if (schedule.type === 'as_needed') return 'SOS';
  const base = schedule.type === 'pattern' ? schedule.pattern : schedule.times.join(', ');
  const { repeat } = schedule;
  if (repeat.kind === 'every_n_days') return `${base} /${repeat.n} d`;
  if (repeat.kind === 'weekdays') return `${base} · ${repeat.days.join(',')}`;
  return base;
}
