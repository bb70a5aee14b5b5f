import type { MarkNotificationRead, NotificationItem, NotificationList } from '@sehat/shared';
import { DEFAULT_TIME_ZONE, notificationWindow, recentRecordsSince } from '@sehat/shared';
import type { Db } from '../../db/index.js';
import {
  findDueFollowUps,
  findReadKeys,
  findRecentLabReports,
  findRecentRecords,
  findUpcomingVisits,
  insertRead,
  readKey,
} from './notifications.repository.js';

/** Item titles of the bell (spec §3 "Notification item"). */
const NOTIFICATION_TITLES = {
  visit: 'Upcoming visit',
  followup: 'Follow-up due',
  medical_record: 'New medical record added',
  lab_report: 'New lab report added',
} as const;

/**
 * The bell's items (spec §2, §7): visits in the next 7 days (≤ 5), then
 * follow-ups due in the next 7 days (≤ 5), then records created in the
 * last 7 days (≤ 3, newest first), then lab reports added in the same 7
 * days (≤ 3, newest first; issue 10); each flagged `read` from
 * notification_reads, with the unread count. Dates are 'yyyy-MM-dd' for
 * visits and follow-ups and an ISO instant for new records and reports.
 */
export async function listNotifications(
  db: Db,
  userId: string,
  now: Date,
  timeZone: string = DEFAULT_TIME_ZONE,
): Promise<NotificationList> {
  const window = notificationWindow(timeZone, now);
  const since = recentRecordsSince(timeZone, now);
  const [upcoming, followUps, recent, labReports, readKeys] = await Promise.all([
    findUpcomingVisits(db, userId, window),
    findDueFollowUps(db, userId, window),
    findRecentRecords(db, userId, since, now),
    findRecentLabReports(db, userId, since, now),
    findReadKeys(db, userId),
  ]);
  const unread = (item: Omit<NotificationItem, 'read'>): NotificationItem => ({
    ...item,
    read: readKeys.has(readKey(item.type, item.id)),
  });
  const items = [
    ...upcoming.map((visit) =>
      unread({
        id: visit.id,
        type: 'visit',
        title: NOTIFICATION_TITLES.visit,
        description: `${visit.doctorName} at ${visit.hospitalName}`,
        date: visit.visitDate,
      }),
    ),
    ...followUps.map((record) =>
      unread({
        id: record.id,
        type: 'followup',
        title: NOTIFICATION_TITLES.followup,
        description: record.primaryReason,
        date: record.followUpDate ?? '',
      }),
    ),
    ...recent.map((record) =>
      unread({
        id: record.id,
        type: 'medical_record',
        title: NOTIFICATION_TITLES.medical_record,
        description: record.primaryReason,
        date: record.createdAt.toISOString(),
      }),
    ),
    ...labReports.map((report) =>
      unread({
        id: report.id,
        type: 'lab_report',
        title: NOTIFICATION_TITLES.lab_report,
        description: report.labName,
        date: report.createdAt.toISOString(),
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
