/**
 * The zod schemas of the upcoming visits contract. Its messages, limits and plain helpers are in `index.ts`, which
 * imports no zod, so a screen that needs only those does not load zod at first paint (docs/decisions/048-signed-in-screens-without-zod.md).
 */
import { z } from '../zod.js';
import { phi } from '../phi.js';
import { UPCOMING_KINDS } from './index.js';

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
