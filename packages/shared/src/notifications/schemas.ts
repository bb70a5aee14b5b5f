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
  /** The key of `title` in the shared table: the screen shows it in the patient's language. */
  title_key: z.string(),
  /**
   * When `description` is a message of the table (a visit's line, an opened share link's), its key and the
   * values its template is filled with (the names the patient gave, so PHI); absent when `description` is
   * the patient's own text (a record's title).
   */
  description_key: z.string().optional(),
  description_values: phi(z.record(z.string(), z.union([z.string(), z.number()]))).optional(),
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
