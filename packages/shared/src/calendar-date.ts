/** A calendar date written `yyyy-MM-dd` (SQL `date`; docs/architecture.md#d4-time-in-the-patients-zone). */
const ISO_DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * True when `value` is `yyyy-MM-dd` AND names a day that exists:
 * '2026-02-29' and '2026-13-01' are false, '2028-02-29' is true.
 */
export function isRealIsoDate(value: string): boolean {
  const match = ISO_DATE_PATTERN.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1900 || year > 2999) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}
