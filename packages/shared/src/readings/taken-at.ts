import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';

/**
 * A reading's date and time as a form shows it (docs/decisions/052-readings.md): wall-clock time in the
 * patient's time zone (docs/decisions/032-patient-time-zone.md), whatever zone the browser is in.
 */

/** `at` as an `<input type="datetime-local">` value ('yyyy-MM-ddTHH:mm') in `timeZone`. */
export function localDateTimeIn(timeZone: string, at: Date = new Date()): string {
  return format(new TZDate(at.getTime(), timeZone), "yyyy-MM-dd'T'HH:mm");
}

/**
 * The instant of a wall-clock 'yyyy-MM-ddTHH:mm' in `timeZone`, as ISO 8601 with that zone's offset
 * ('2026-11-27T23:30:00.000+05:30'); null when `local` is not such a value.
 */
export function instantOfLocal(local: string, timeZone: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(local);
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  const date = new TZDate(year, month - 1, day, hour, minute, timeZone);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}
