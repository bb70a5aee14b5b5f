/**
 * The zod schemas of the activity log contract. Its messages, limits and plain helpers are in `index.ts`, which
 * imports no zod, so a screen that needs only those does not load zod at first paint (docs/decisions/048-signed-in-screens-without-zod.md).
 */
import { z } from '../zod.js';
import { messageKey } from '../message-key.js';
import { phi } from '../phi.js';
import { pageQuerySchema, pageSchema } from '../pagination.js';
import { ACTIVITY_KINDS } from './index.js';

/** GET /api/activity `?page=&page_size=&kind=`: newest first, optionally one kind. */
export const activityQuerySchema = pageQuerySchema.extend({
  kind: z.enum(ACTIVITY_KINDS, { error: messageKey('request.unknownActivityKind') }).optional(),
});
export type ActivityQuery = z.infer<typeof activityQuerySchema>;

/** One entry: `at` an ISO instant; `ip` and `user_agent` as the server saw them, when known. */
export const activityEntrySchema = z.object({
  id: z.uuid(),
  kind: z.enum(ACTIVITY_KINDS),
  at: z.string(),
  ip: z.string().nullable(),
  user_agent: z.string().nullable(),
  subject_id: z.string().nullable(),
  /** The caregiver who acted, when it was not the patient's own or managing account (docs/decisions/051-caregivers.md). */
  actor_name: phi(z.string().nullable()).optional(),
});
export type ActivityEntry = z.infer<typeof activityEntrySchema>;

export const activityPageSchema = pageSchema(activityEntrySchema);
export type ActivityPage = z.infer<typeof activityPageSchema>;
