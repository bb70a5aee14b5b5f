/**
 * The zod schemas of the notification contract. Its messages, limits and plain helpers are in `index.ts`, which
 * imports no zod, so a screen that needs only those does not load zod at first paint (docs/decisions/048-signed-in-screens-without-zod.md).
 */
import { z } from '../zod.js';
import { phi } from '../phi.js';
import { NOTIFICATION_TYPES } from './index.js';

/** A derived notification item (docs/product.md#notification-items); `date` is `yyyy-MM-dd` or an ISO instant. */
const notificationItemSchema = z.object({
  id: z.string(),
  type: z.enum(NOTIFICATION_TYPES),
  title: phi(z.string()),
  description: phi(z.string()),
  date: phi(z.string()),
  read: z.boolean(),
  /**
   * What `description` names, for a client that words it in the patient's language: a visit's doctor and
   * hospital (`description` is `visitLine`), an opened share link's label (`shareOpenedDescription`).
   */
  doctor_name: phi(z.string()).optional(),
  hospital_name: phi(z.string()).optional(),
  share_label: phi(z.string()).optional(),
});
export type NotificationItem = z.infer<typeof notificationItemSchema>;

/** GET /api/notifications — the bell's items and unread count in one answer. */
export const notificationListSchema = z.object({
  items: z.array(notificationItemSchema),
  unread_count: z.number().int().nonnegative(),
});
export type NotificationList = z.infer<typeof notificationListSchema>;

/** POST /api/notifications/read — mark one item read (upsert on the three columns, docs/product.md#data-calls). */
export const markNotificationReadSchema = z.object({
  notification_type: z.enum(NOTIFICATION_TYPES),
  notification_id: z.string().min(1).max(64),
});
export type MarkNotificationRead = z.infer<typeof markNotificationReadSchema>;
