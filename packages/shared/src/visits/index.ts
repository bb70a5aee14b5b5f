import { z } from '../zod.js';
import { phi } from '../phi.js';

/**
 * Upcoming visits and treatments (docs/product.md#screens-and-routes, docs/product.md#data-calls): booked visits with status
 * scheduled or confirmed, plus medical-record follow-ups, from today to one
 * month ahead in the patient's time zone.
 */
const UPCOMING_KINDS = ['visit', 'followup'] as const;
export type UpcomingKind = (typeof UPCOMING_KINDS)[number];

/** Type badge texts (docs/product.md#screens-and-routes). */

/** Status a follow-up is shown with (docs/product.md#screens-and-routes: follow-ups show 'Scheduled'). */
export const FOLLOW_UP_STATUS = 'scheduled';

const upcomingItemSchema = z.object({
  kind: z.enum(UPCOMING_KINDS),
  /** Visit id, or the medical record's id for a follow-up (its row links to /medical-history/{id}). */
  id: z.string(),
  /** `yyyy-MM-dd`: visit_date or follow_up_date. */
  date: phi(z.string()),
  /** 'HH:mm:ss' or null (shown 'TBD'); follow-ups have none. */
  time: z.string().nullable(),
  status: z.string(),
  hospital_name: phi(z.string().nullable()),
  doctor_name: phi(z.string().nullable()),
  /** Visit: its appointment type (e.g. 'consultation'); follow-up: the record's primary reason. */
  title: phi(z.string()),
  /** Visit: the purpose typed on booking (notes); follow-up: the diagnosis. */
  details: phi(z.string().nullable()),
  /** Follow-up only: the record's treatment plan. */
  treatment_plan: phi(z.string().nullable()),
});
export type UpcomingItem = z.infer<typeof upcomingItemSchema>;

/** GET /api/upcoming-visits: every item of the window (at most one month, so not paged), soonest first. */
export const upcomingListSchema = z.object({
  items: z.array(upcomingItemSchema),
  /** The window, `yyyy-MM-dd` inclusive. */
  from: z.string(),
  to: z.string(),
});
export type UpcomingList = z.infer<typeof upcomingListSchema>;

/**
 * Soonest first: by date, then time (no time last), visits before follow-ups
 * on the same day and time, then by id so the order is stable.
 */
export function sortUpcoming(items: readonly UpcomingItem[]): UpcomingItem[] {
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
