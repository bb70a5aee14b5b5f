import { z } from '../zod.js';
import { fillTemplate } from '../message-template.js';
import { phi } from '../phi.js';

/** The bell's item titles (docs/product.md#notification-items) and a visit's line; an opened share's are in SHARE_MESSAGES. */
export const NOTIFICATION_MESSAGES = {
  visitTitle: 'Upcoming visit',
  followupTitle: 'Follow-up due',
  medicalRecordTitle: 'New medical record added',
  labReportTitle: 'New lab report added',
  /** A template: `visitLine` fills it; a translation keeps the placeholders. */
  visitLine: '{{doctor}} at {{hospital}}',
} as const;

/** A visit's line in the bell: 'Dr. Mehta at Apollo Hospital'. */
export function visitLine(doctor: string, hospital: string): string {
  return fillTemplate(NOTIFICATION_MESSAGES.visitLine, { doctor, hospital });
}

/**
 * 'lab_report': a lab report added in the last 7 days, announced like a new record (docs/product.md#screens-added-since-the-first-version);
 * 'share_opened': a share link first opened in the last 7 days (docs/decisions/023-share-links.md).
 */
const NOTIFICATION_TYPES = ['visit', 'followup', 'medical_record', 'lab_report', 'share_opened'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

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

/** Badge text: the count, '9+' above nine, nothing at zero (docs/product.md#screens-and-routes). */
export function badgeText(unread: number): string | null {
  if (unread <= 0) return null;
  return unread > 9 ? '9+' : String(unread);
}
