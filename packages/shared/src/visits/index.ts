/**
 * Upcoming visits and treatments (docs/product.md#screens-and-routes, docs/product.md#data-calls): booked visits with status
 * scheduled or confirmed, plus medical-record follow-ups, from today to one
 * month ahead in the patient's time zone.
 */
export const UPCOMING_KINDS = ['visit', 'followup'] as const;
export type UpcomingKind = (typeof UPCOMING_KINDS)[number];

/** Type badge texts (docs/product.md#screens-and-routes). */

/** Status a follow-up is shown with (docs/product.md#screens-and-routes: follow-ups show 'Scheduled'). */
export const FOLLOW_UP_STATUS = 'scheduled';

/**
 * Soonest first: by date, then time (no time last), visits before follow-ups
 * on the same day and time, then by id so the order is stable.
 */
export function sortUpcoming<
  T extends { id: string; kind: UpcomingKind; date: string; time?: string | null },
>(items: readonly T[]): T[] {
  const kindRank = (kind: UpcomingKind) => (kind === 'visit' ? 0 : 1);
  return [...items].sort(
    (a, b) =>
      a.date.localeCompare(b.date) ||
      (a.time ?? '99').localeCompare(b.time ?? '99') ||
      kindRank(a.kind) - kindRank(b.kind) ||
      a.id.localeCompare(b.id),
  );
}

/** Status badge (docs/product.md#screens-and-routes): confirmed → default badge, anything else (scheduled) → secondary; text capitalised. */
export function upcomingStatusBadge(status: string): { label: string; variant: 'default' | 'secondary' } {
  const label = status ? status.charAt(0).toUpperCase() + status.slice(1) : 'Scheduled';
  return { label, variant: status === 'confirmed' ? 'default' : 'secondary' };
}
