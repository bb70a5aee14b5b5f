import { z } from '../zod.js';
import { notificationListSchema } from '../notifications/schemas.js';
import { headerProfileSchema } from '../profile/header-schemas.js';
import { CARE_CATEGORIES } from '../caregivers/rules.js';

/** Who is signed in, as the shell knows it (never the session token: it stays in the httpOnly cookie). */
export const shellUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  /** The patient's IANA time zone (`profiles.time_zone`, default 'Asia/Kolkata'): their "today" (decision 032). */
  time_zone: z.string(),
});
export type ShellUser = z.infer<typeof shellUserSchema>;

/**
 * The patient the screen is of (docs/decisions/049-patients-apart-from-accounts.md): the account's own
 * (`role: 'self'`), a family member it manages (`'manager'`), or a patient it cares for with a grant
 * (`'viewer' | 'editor' | 'emergency'`, with the grant's `categories`: docs/decisions/051-caregivers.md);
 * the header's switcher names them.
 */
export const shellPatientSchema = z.object({
  id: z.string(),
  name: z.string(),
  relationship: z.string(),
  role: z.enum(['self', 'manager', 'viewer', 'editor', 'emergency']),
  categories: z.array(z.enum(CARE_CATEGORIES)).optional(),
});
export type ShellPatient = z.infer<typeof shellPatientSchema>;

/**
 * GET /api/shell — everything the frame of a signed-in screen needs, in one request (docs/decisions/037-screen-data-with-the-shell.md):
 * the session's user, the header strip (`GET /api/profile/header`) and the bell
 * (`GET /api/notifications`). `null` when nobody is signed in (no cookie, or a session that ended).
 */
export const shellSchema = z
  .object({
    user: shellUserSchema,
    patient: shellPatientSchema,
    header: headerProfileSchema,
    notifications: notificationListSchema,
  })
  .nullable();
export type Shell = z.infer<typeof shellSchema>;
