import type { Message } from '../message-catalogue.js';
export { NOTIFICATION_MESSAGES } from './messages.js';

/** A visit's line in the bell: 'Dr. Mehta at Apollo Hospital'. */
export function visitLine(doctor: string, hospital: string): Message {
  return { key: 'notifications.visitLine', values: { doctor, hospital } };
}

/**
 * 'lab_report': a lab report added in the last 7 days, announced like a new record (docs/product.md#screens-added-since-the-first-version);
 * 'share_opened': a share link first opened in the last 7 days (docs/decisions/023-share-links.md);
 * 'policy_renewal': an insurance policy ending within 30 days, again within 7 (docs/decisions/053-insurance-policies.md);
 * 'dose_due': a dose of today whose time has come, not marked yet; 'refill_due': a medicine's stock running
 * out within 3 days (docs/decisions/054-medicines.md).
 * 'policy_renewal': an insurance policy ending within 30 days, again within 7 (docs/decisions/053-insurance-policies.md).
 * 'vaccination_due': a vaccine dose due within a week, due or overdue (docs/decisions/055-vaccinations.md).
 * 'handover_accepted': a family member took their handed-over profile in the last 7 days (docs/decisions/057-handing-over-a-profile.md).
 * 'nominee_request': the nominee asked for emergency access in the last 7 days (docs/decisions/060-nominee.md).
 */
export const NOTIFICATION_TYPES = [
  'visit',
  'followup',
  'medical_record',
  'lab_report',
  'share_opened',
  'caregiver_change',
  'policy_renewal',
  'dose_due',
  'refill_due',
  'vaccination_due',
  'handover_accepted',
  'nominee_request',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** Badge text: the count, '9+' above nine, nothing at zero (docs/product.md#screens-and-routes). */
export function badgeText(unread: number): string | null {
  if (unread <= 0) return null;
  return unread > 9 ? '9+' : String(unread);
}
