import type { DateWindow, MarkNotificationRead, NotificationType } from '@sehat/shared';
import {
  NOTIFICATION_FOLLOW_UP_LIMIT,
  NOTIFICATION_RECORD_LIMIT,
  NOTIFICATION_VISIT_LIMIT,
  VISIT_STATUSES,
} from '@sehat/shared';
import { and, asc, between, desc, eq, gte, inArray, lte } from 'drizzle-orm';
import type { Db } from '../../db/index.js';
import { labReports, medicalRecords, notificationReads, visits } from '../../db/schema/index.js';

/**
 * The patient's upcoming visits (status scheduled/confirmed) dated in
 * `window`, earliest first, at most 5 (spec §7 visits, notifications).
 */
export async function findUpcomingVisits(db: Db, userId: string, window: DateWindow) {
  return db
    .select({
      id: visits.id,
      visitDate: visits.visitDate,
      doctorName: visits.doctorName,
      hospitalName: visits.hospitalName,
    })
    .from(visits)
    .where(
      and(
        eq(visits.userId, userId),
        inArray(visits.status, [...VISIT_STATUSES]),
        between(visits.visitDate, window.from, window.to),
      ),
    )
    .orderBy(asc(visits.visitDate), asc(visits.visitTime), asc(visits.id))
    .limit(NOTIFICATION_VISIT_LIMIT);
}

/** The patient's records with follow_up_date in `window`, earliest first, at most 5 (spec §7). */
export async function findDueFollowUps(db: Db, userId: string, window: DateWindow) {
  return db
    .select({
      id: medicalRecords.id,
      followUpDate: medicalRecords.followUpDate,
      primaryReason: medicalRecords.primaryReason,
    })
    .from(medicalRecords)
    .where(
      and(eq(medicalRecords.userId, userId), between(medicalRecords.followUpDate, window.from, window.to)),
    )
    .orderBy(asc(medicalRecords.followUpDate), asc(medicalRecords.id))
    .limit(NOTIFICATION_FOLLOW_UP_LIMIT);
}

/** The patient's records created from `since` up to `until`, newest first, at most 3 (spec §7). */
export async function findRecentRecords(db: Db, userId: string, since: Date, until: Date) {
  return db
    .select({
      id: medicalRecords.id,
      createdAt: medicalRecords.createdAt,
      primaryReason: medicalRecords.primaryReason,
    })
    .from(medicalRecords)
    .where(
      and(
        eq(medicalRecords.userId, userId),
        gte(medicalRecords.createdAt, since),
        lte(medicalRecords.createdAt, until),
      ),
    )
    .orderBy(desc(medicalRecords.createdAt), desc(medicalRecords.id))
    .limit(NOTIFICATION_RECORD_LIMIT);
}

/**
 * The patient's lab reports created from `since` up to `until`, newest first,
 * at most 3: the bell announces a new report like a new record (issue 10).
 */
export async function findRecentLabReports(db: Db, userId: string, since: Date, until: Date) {
  return db
    .select({ id: labReports.id, createdAt: labReports.createdAt, labName: labReports.labName })
    .from(labReports)
    .where(
      and(eq(labReports.userId, userId), gte(labReports.createdAt, since), lte(labReports.createdAt, until)),
    )
    .orderBy(desc(labReports.createdAt), desc(labReports.id))
    .limit(NOTIFICATION_RECORD_LIMIT);
}

/** Keys `<type>:<id>` of every notification the patient marked read. */
export async function findReadKeys(db: Db, userId: string): Promise<Set<string>> {
  const rows = await db
    .select({ type: notificationReads.notificationType, id: notificationReads.notificationId })
    .from(notificationReads)
    .where(eq(notificationReads.userId, userId));
  return new Set(rows.map((row) => readKey(row.type, row.id)));
}

export function readKey(type: NotificationType | string, id: string): string {
  return `${type}:${id}`;
}

/** Record that the patient read one item; a repeat is a no-op (upsert on the three columns, spec §7). */
export async function insertRead(db: Db, userId: string, read: MarkNotificationRead): Promise<void> {
  await db
    .insert(notificationReads)
    .values({ userId, notificationType: read.notification_type, notificationId: read.notification_id })
    .onConflictDoNothing({
      target: [
        notificationReads.userId,
        notificationReads.notificationType,
        notificationReads.notificationId,
      ],
    });
}

/** Record several reads at once; repeats are no-ops (the same upsert as `insertRead`). */
export async function insertReads(
  db: Db,
  userId: string,
  reads: readonly MarkNotificationRead[],
): Promise<void> {
  if (reads.length === 0) return;
  await db
    .insert(notificationReads)
    .values(
      reads.map((read) => ({
        userId,
        notificationType: read.notification_type,
        notificationId: read.notification_id,
      })),
    )
    .onConflictDoNothing({
      target: [
        notificationReads.userId,
        notificationReads.notificationType,
        notificationReads.notificationId,
      ],
    });
}
