import { addDays, parseISO } from 'date-fns';
import { calendarDateOf, type IsoDate } from '../time.js';
import { appliesOn, dailyDoses, localDateOf, datesBetween, dosesOn, type MedicineSpan } from './schedule.js';

/**
 * Adherence and refill from a medicine's schedule (docs/decisions/054-medicines.md), without zod: the API
 * computes them, the web shows them.
 */

/** What a dose was marked: taken or skipped. A due dose not marked counts as not taken. */
export const DOSE_STATUSES = ['taken', 'skipped'] as const;
export type DoseStatus = (typeof DOSE_STATUSES)[number];

/** Doses taken out of doses due over a period; `ratio` taken / due (0–1), null when none was due. */
export interface Adherence {
  taken: number;
  due: number;
  ratio: number | null;
}

/** A recorded dose: its scheduled instant (ISO 8601) and its status. */
export interface MarkedDose {
  scheduled_at: string;
  status: DoseStatus;
}

/**
 * Adherence over the last `days` calendar days of `timeZone` ending today (today included): the doses of
 * the schedule due at or before `now`, and how many of them were marked taken. An as-needed medicine has
 * nothing due (null ratio): it is left out of adherence.
 */
export function adherenceOver(
  medicine: MedicineSpan,
  marked: readonly MarkedDose[],
  now: Date,
  timeZone: string,
  days: number,
): Adherence {
  const today = localDateOf(now, timeZone);
  const from = calendarDateOf(addDays(parseISO(today), 1 - days));
  const taken = new Set(
    marked.filter((dose) => dose.status === 'taken').map((dose) => Date.parse(dose.scheduled_at)),
  );
  let due = 0;
  let takenCount = 0;
  for (const date of datesBetween(from, today)) {
    for (const dose of dosesOn(medicine, date, timeZone)) {
      const at = Date.parse(dose.scheduled_at);
      if (at > now.getTime()) continue;
      due++;
      if (taken.has(at)) takenCount++;
    }
  }
  return { taken: takenCount, due, ratio: due === 0 ? null : takenCount / due };
}

/** How long a refill date is looked for ahead of the count: stock that lasts longer has no date. */
const REFILL_HORIZON_DAYS = 366;

/** The stock the patient counted: `count` units on `counted_on`, `units_per_dose` units for each amount of 1. */
export interface Stock {
  count: number;
  counted_on: IsoDate;
  units_per_dose: number;
}

/**
 * The day the stock runs out: walking the schedule's days from the day it was counted (that day's doses
 * included), the first day whose doses need more units than are left; null when the schedule is as needed,
 * the medicine ends first, or it lasts beyond a year. A dose of amount 1½ with 1 unit per dose uses 1.5 units.
 */
export function refillDate(medicine: MedicineSpan, stock: Stock): IsoDate | null {
  const perDay = dailyDoses(medicine.schedule).reduce((sum, dose) => sum + dose.amount, 0);
  if (perDay === 0) return null;
  let left = stock.count;
  let day = parseISO(stock.counted_on < medicine.start_date ? medicine.start_date : stock.counted_on);
  for (let i = 0; i < REFILL_HORIZON_DAYS; i++, day = addDays(day, 1)) {
    const date = calendarDateOf(day);
    if (medicine.end_date !== null && date > medicine.end_date) return null;
    if (!appliesOn(medicine, date)) continue;
    const need = perDay * stock.units_per_dose;
    if (left < need - 1e-9) return date;
    left -= need;
  }
  return null;
}
