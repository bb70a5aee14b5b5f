/**
 * The zod schemas of the calendar date contract. Its messages, limits and plain helpers are in `calendar-date.ts`, which
 * imports no zod, so a screen that needs only those does not load zod at first paint (docs/decisions/048-signed-in-screens-without-zod.md).
 */
import { z } from './zod.js';
import { isRealIsoDate } from './calendar-date.js';

/** A zod string that must be a real `yyyy-MM-dd` day (years 1900–2999), else `message`. */
export function isoDateString(message: string) {
  return z.string().trim().refine(isRealIsoDate, { message });
}
