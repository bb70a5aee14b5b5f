import type {
  MarkNotificationRead,
  Message,
  MessageKey,
  NotificationItem,
  NotificationList,
  NotificationType,
} from '@sehat/shared';
import {
  englishMessage,
  NOTIFICATION_SHARE_LIMIT,
  notificationWindow,
  recentRecordsSince,
  shareOpenedDescription,
  todayIn,
  visitLine,
} from '@sehat/shared';
import type { Db } from '../../db/index.js';
import { renewalNotices } from '../insurance-policies/index.js';
import { medicineNotices } from '../medicines/index.js';
import { recentlyOpenedShares } from '../sharing/index.js';
import { vaccinesToAttend } from '../vaccinations/index.js';
import {
  findCaregiverChanges,
  findDueFollowUps,
  findHandovers,
  findNomineeRequests,
  findReadKeys,
  findRecentLabReports,
  findRecentRecords,
  findUpcomingVisits,
  insertRead,
  insertReads,
  readKey,
} from './notifications.repository.js';

/** At most this many vaccine doses in the bell (the soonest due first). */
const VACCINE_NOTICES = 5;

/** The keys of the bell's item titles in the shared table. */
const NOTIFICATION_TITLES: Record<NotificationType, MessageKey> = {
  visit: 'notifications.visitTitle',
  followup: 'notifications.followupTitle',
  medical_record: 'notifications.medicalRecordTitle',
  lab_report: 'notifications.labReportTitle',
  share_opened: 'sharing.openedTitle',
  caregiver_change: 'notifications.caregiverChangeTitle',
  policy_renewal: 'insurancePolicies.renewalReminderTitle',
  dose_due: 'medicines.doseDueTitle',
  refill_due: 'medicines.refillTitle',
  vaccination_due: 'vaccinations.reminderTitle',
  handover_accepted: 'notifications.handoverAcceptedTitle',
  nominee_request: 'notifications.nomineeRequestTitle',
};

/** An item's title and, for a line of the shared table, its description: the key and values, and the English. */
function worded(type: NotificationType, description: Message | string) {
  const title = { title: englishMessage(NOTIFICATION_TITLES[type]), title_key: NOTIFICATION_TITLES[type] };
  if (typeof description === 'string') return { ...title, description };
  return {
    ...title,
    description: englishMessage(description),
    description_key: description.key,
    ...(description.values ? { description_values: description.values } : {}),
  };
}

/**
 * The bell's items (docs/product.md#screens-and-routes, docs/product.md#data-calls): first a nominee's
 * emergency-access requests of the last 7 days (docs/decisions/060-nominee.md), then visits in the next 7 days
 * (≤ 5), then follow-ups due in the next 7 days (≤ 5), then records created in the last 7 days (≤ 3, newest
 * first), then lab reports added in the same 7 days (≤ 3, newest first;
 * docs/product.md#screens-added-since-the-first-version), then share links first opened in the last 7 days
 * (≤ 3, newest first; docs/decisions/023-share-links.md), then changes a caregiver made in the same 7 days
 * (≤ 3, newest first; docs/decisions/051-caregivers.md), then family members who took their handed-over
 * profile in the same 7 days (docs/decisions/057-handing-over-a-profile.md), then insurance policies to renew (ending within 30
 * days, a new item within 7; docs/decisions/053-insurance-policies.md), then today's doses due and not marked
 * and medicines running out within 3 days (docs/decisions/054-medicines.md), then vaccine doses due within a
 * week, due or overdue (≤ 5, soonest first; docs/decisions/055-vaccinations.md); each flagged `read` from
 * notification_reads, with the unread count. Dates are 'yyyy-MM-dd' for visits and follow-ups and an ISO
 * instant for new records and reports.
 */
export async function listNotifications(
  db: Db,
  userId: string,
  now: Date,
  timeZone: string,
): Promise<NotificationList> {
  const window = notificationWindow(timeZone, now);
  const since = recentRecordsSince(timeZone, now);
  const today = todayIn(timeZone, now);
  const [
    upcoming,
    followUps,
    recent,
    labReports,
    opened,
    changes,
    renewals,
    medicines,
    vaccines,
    handovers,
    nomineeRequests,
    readKeys,
  ] = await Promise.all([
    findUpcomingVisits(db, userId, window),
    findDueFollowUps(db, userId, window),
    findRecentRecords(db, userId, since, now),
    findRecentLabReports(db, userId, since, now),
    recentlyOpenedShares(db, userId, since, now, NOTIFICATION_SHARE_LIMIT),
    findCaregiverChanges(db, userId, since, now),
    renewalNotices(db, userId, today),
    medicineNotices(db, userId, now, timeZone),
    vaccinesToAttend(db, userId, today),
    findHandovers(db, userId, since, now),
    findNomineeRequests(db, userId, since, now),
    findReadKeys(db, userId),
  ]);
  const unread = (item: Omit<NotificationItem, 'read'>): NotificationItem => ({
    ...item,
    read: readKeys.has(readKey(item.type, item.id)),
  });
  const items = [
    ...nomineeRequests.map((request) =>
      unread({
        id: request.id,
        type: 'nominee_request',
        ...worded('nominee_request', {
          key: 'caregivers.nomineeRequestedBy',
          values: { name: request.name },
        }),
        date: request.at.toISOString(),
      }),
    ),
    ...upcoming.map((visit) =>
      unread({
        id: visit.id,
        type: 'visit',
        ...worded('visit', visitLine(visit.doctorName, visit.hospitalName)),
        date: visit.visitDate,
      }),
    ),
    ...followUps.map((record) =>
      unread({
        id: record.id,
        type: 'followup',
        ...worded('followup', record.primaryReason),
        date: record.followUpDate ?? '',
      }),
    ),
    ...recent.map((record) =>
      unread({
        id: record.id,
        type: 'medical_record',
        ...worded('medical_record', record.primaryReason),
        date: record.createdAt.toISOString(),
      }),
    ),
    ...labReports.map((report) =>
      unread({
        id: report.id,
        type: 'lab_report',
        ...worded('lab_report', report.labName),
        date: report.createdAt.toISOString(),
      }),
    ),
    ...opened.map((share) =>
      unread({
        id: share.id,
        type: 'share_opened',
        ...worded('share_opened', shareOpenedDescription(share.label)),
        date: share.firstOpenedAt.toISOString(),
      }),
    ),
    ...changes.map((change) =>
      unread({
        id: change.id,
        type: 'caregiver_change',
        ...worded('caregiver_change', { key: 'caregivers.changedBy', values: { name: change.name } }),
        date: change.at.toISOString(),
      }),
    ),
    ...renewals.map((renewal) =>
      unread({
        id: renewal.id,
        type: 'policy_renewal',
        ...worded('policy_renewal', renewal.description),
        date: renewal.endDate,
      }),
    ),
    ...medicines.map((notice) =>
      unread({
        id: notice.id,
        type: notice.type,
        ...worded(notice.type, notice.description),
        date: notice.date,
      }),
    ),
    ...vaccines.slice(0, VACCINE_NOTICES).map((dose) =>
      unread({
        id: `${dose.vaccine}:${dose.dose}`,
        type: 'vaccination_due',
        ...worded('vaccination_due', {
          key: dose.status === 'overdue' ? 'vaccinations.reminderOverdue' : 'vaccinations.reminderDue',
          values: { vaccine: dose.label },
        }),
        date: dose.due_date,
      }),
    ),
    ...handovers.map((handover) =>
      unread({
        id: handover.id,
        type: 'handover_accepted',
        ...worded('handover_accepted', {
          key: 'family.handoverAcceptedBy',
          values: { name: handover.name ?? '' },
        }),
        date: handover.at.toISOString(),
      }),
    ),
  ];
  return { items, unread_count: items.filter((item) => !item.read).length };
}

/** Mark one item read for the patient (POST /api/notifications/read); idempotent. */
export async function markNotificationRead(
  db: Db,
  userId: string,
  read: MarkNotificationRead,
): Promise<void> {
  await insertRead(db, userId, read);
}

/**
 * Marks every item the bell shows now read (POST /api/notifications/read-all): the same items
 * as `listNotifications` at `now`, each upserted like a single read, so items that appear later
 * stay unread. Returns how many were unread. Only the patient's own items (docs/product.md#screens-added-since-the-first-version).
 */
export async function markAllNotificationsRead(
  db: Db,
  userId: string,
  now: Date,
  timeZone: string,
): Promise<number> {
  const { items } = await listNotifications(db, userId, now, timeZone);
  const unread = items.filter((item) => !item.read);
  await insertReads(
    db,
    userId,
    unread.map((item) => ({ notification_type: item.type, notification_id: item.id })),
  );
  return unread.length;
}
