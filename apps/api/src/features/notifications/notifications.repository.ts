import type { DateWindow, MarkNotificationRead, NotificationType } from '@sehat/shared';
import {
  NOTIFICATION_FOLLOW_UP_LIMIT,
  NOTIFICATION_RECORD_LIMIT,
  NOTIFICATION_VISIT_LIMIT,
  VISIT_STATUSES,
} from '@sehat/shared';
import { and, asc, between, desc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/index.js';
import { preparedFor } from '../../db/prepared.js';
import {
  activityLog,
  handoverInvitations,
  labReports,
  medicalRecords,
  notificationReads,
  profiles,
  user,
  visits,
} from '../../db/schema/index.js';

/**
 * The patient's upcoming visits (status scheduled/confirmed) dated in
 * `window`, earliest first, at most 5 (docs/product.md#visit-calls, notifications).
 */
export async function findUpcomingVisits(db: Db, patientId: string, window: DateWindow) {
  return upcomingVisits(db).execute({ patientId, from: window.from, to: window.to });
}

const upcomingVisits = preparedFor((db) =>
  db
    .select({
      id: visits.id,
      visitDate: visits.visitDate,
      doctorName: visits.doctorName,
      hospitalName: visits.hospitalName,
    })
    .from(visits)
    .where(
      and(
        eq(visits.patientId, sql.placeholder('patientId')),
        inArray(visits.status, [...VISIT_STATUSES]),
        between(visits.visitDate, sql.placeholder('from'), sql.placeholder('to')),
      ),
    )
    .orderBy(asc(visits.visitDate), asc(visits.visitTime), asc(visits.id))
    .limit(NOTIFICATION_VISIT_LIMIT)
    .prepare('notifications_upcoming_visits'),
);

/** The patient's records with follow_up_date in `window`, earliest first, at most 5 (docs/product.md#data-calls). */
export async function findDueFollowUps(db: Db, patientId: string, window: DateWindow) {
  return dueFollowUps(db).execute({ patientId, from: window.from, to: window.to });
}

const dueFollowUps = preparedFor((db) =>
  db
    .select({
      id: medicalRecords.id,
      followUpDate: medicalRecords.followUpDate,
      primaryReason: medicalRecords.primaryReason,
    })
    .from(medicalRecords)
    .where(
      and(
        eq(medicalRecords.patientId, sql.placeholder('patientId')),
        between(medicalRecords.followUpDate, sql.placeholder('from'), sql.placeholder('to')),
      ),
    )
    .orderBy(asc(medicalRecords.followUpDate), asc(medicalRecords.id))
    .limit(NOTIFICATION_FOLLOW_UP_LIMIT)
    .prepare('notifications_due_follow_ups'),
);

/** The patient's records created from `since` up to `until`, newest first, at most 3 (docs/product.md#data-calls). */
export async function findRecentRecords(db: Db, patientId: string, since: Date, until: Date) {
  return recentRecords(db).execute({ patientId, since, until });
}

const recentRecords = preparedFor((db) =>
  db
    .select({
      id: medicalRecords.id,
      createdAt: medicalRecords.createdAt,
      primaryReason: medicalRecords.primaryReason,
    })
    .from(medicalRecords)
    .where(
      and(
        eq(medicalRecords.patientId, sql.placeholder('patientId')),
        gte(medicalRecords.createdAt, sql.placeholder('since')),
        lte(medicalRecords.createdAt, sql.placeholder('until')),
      ),
    )
    .orderBy(desc(medicalRecords.createdAt), desc(medicalRecords.id))
    .limit(NOTIFICATION_RECORD_LIMIT)
    .prepare('notifications_recent_records'),
);

/**
 * The patient's lab reports created from `since` up to `until`, newest first,
 * at most 3: the bell announces a new report like a new record (docs/product.md#screens-added-since-the-first-version).
 */
export async function findRecentLabReports(db: Db, patientId: string, since: Date, until: Date) {
  return recentLabReports(db).execute({ patientId, since, until });
}

const recentLabReports = preparedFor((db) =>
  db
    .select({ id: labReports.id, createdAt: labReports.createdAt, labName: labReports.labName })
    .from(labReports)
    .where(
      and(
        eq(labReports.patientId, sql.placeholder('patientId')),
        gte(labReports.createdAt, sql.placeholder('since')),
        lte(labReports.createdAt, sql.placeholder('until')),
      ),
    )
    .orderBy(desc(labReports.createdAt), desc(labReports.id))
    .limit(NOTIFICATION_RECORD_LIMIT)
    .prepare('notifications_recent_lab_reports'),
);

/**
 * The patient's activity entries a caregiver wrote (any kind but `caregiver_read` and a nominee's request
 * and grant, which the bell shows as themselves) between `since` and
 * `until`, newest first, at most 3, with the caregiver's name (docs/decisions/051-caregivers.md).
 */
export async function findCaregiverChanges(db: Db, patientId: string, since: Date, until: Date) {
  return caregiverChanges(db).execute({ patientId, since, until });
}

const caregiverChanges = preparedFor((db) =>
  db
    .select({ id: activityLog.id, at: activityLog.at, name: user.name })
    .from(activityLog)
    .innerJoin(user, eq(user.id, activityLog.actorAccountId))
    .where(
      and(
        eq(activityLog.patientId, sql.placeholder('patientId')),
        sql`${activityLog.kind} not in ('caregiver_read', 'nominee_requested', 'nominee_granted')`,
        gte(activityLog.at, sql.placeholder('since')),
        lte(activityLog.at, sql.placeholder('until')),
      ),
    )
    .orderBy(desc(activityLog.at), desc(activityLog.id))
    .limit(NOTIFICATION_RECORD_LIMIT)
    .prepare('notifications_caregiver_changes'),
);

/**
 * The patient's `profile_handed_over` entries between `since` and `until` (docs/decisions/057-handing-over-a-profile.md),
 * newest first (≤ NOTIFICATION_RECORD_LIMIT), with the name of the profile handed over (through the invitation).
 */
export function findHandovers(db: Db, patientId: string, since: Date, until: Date) {
  return db
    .select({
      id: activityLog.id,
      at: activityLog.at,
      name: sql<string | null>`coalesce(${profiles.displayName}, ${profiles.fullName})`,
    })
    .from(activityLog)
    .leftJoin(handoverInvitations, eq(handoverInvitations.id, activityLog.subjectId))
    .leftJoin(profiles, eq(profiles.userId, handoverInvitations.patientId))
    .where(
      and(
        eq(activityLog.patientId, patientId),
        eq(activityLog.kind, 'profile_handed_over'),
        gte(activityLog.at, since),
        lte(activityLog.at, until),
      ),
    )
    .orderBy(desc(activityLog.at), desc(activityLog.id))
    .limit(NOTIFICATION_RECORD_LIMIT);
}

/**
 * The patient's `nominee_requested` entries between `since` and `until` (docs/decisions/060-nominee.md),
 * newest first (≤ NOTIFICATION_RECORD_LIMIT), with the nominee's name.
 */
export function findNomineeRequests(db: Db, patientId: string, since: Date, until: Date) {
  return db
    .select({ id: activityLog.id, at: activityLog.at, name: user.name })
    .from(activityLog)
    .innerJoin(user, eq(user.id, activityLog.actorAccountId))
    .where(
      and(
        eq(activityLog.patientId, patientId),
        eq(activityLog.kind, 'nominee_requested'),
        gte(activityLog.at, since),
        lte(activityLog.at, until),
      ),
    )
    .orderBy(desc(activityLog.at), desc(activityLog.id))
    .limit(NOTIFICATION_RECORD_LIMIT);
}

/** Keys `<type>:<id>` of every notification the patient marked read. */
export async function findReadKeys(db: Db, patientId: string): Promise<Set<string>> {
  const rows = await readKeys(db).execute({ patientId });
  return new Set(rows.map((row) => readKey(row.type, row.id)));
}

const readKeys = preparedFor((db) =>
  db
    .select({ type: notificationReads.notificationType, id: notificationReads.notificationId })
    .from(notificationReads)
    .where(eq(notificationReads.patientId, sql.placeholder('patientId')))
    .prepare('notifications_read_keys'),
);

export function readKey(type: NotificationType | string, id: string): string {
  return `${type}:${id}`;
}

/** Record that the patient read one item; a repeat is a no-op (upsert on the three columns, docs/product.md#data-calls). */
export async function insertRead(db: Db, patientId: string, read: MarkNotificationRead): Promise<void> {
  await db
    .insert(notificationReads)
    .values({ patientId, notificationType: read.notification_type, notificationId: read.notification_id })
    .onConflictDoNothing({
      target: [
        notificationReads.patientId,
        notificationReads.notificationType,
        notificationReads.notificationId,
      ],
    });
}

/** Record several reads at once; repeats are no-ops (the same upsert as `insertRead`). */
export async function insertReads(
  db: Db,
  patientId: string,
  reads: readonly MarkNotificationRead[],
): Promise<void> {
  if (reads.length === 0) return;
  await db
    .insert(notificationReads)
    .values(
      reads.map((read) => ({
        patientId,
        notificationType: read.notification_type,
        notificationId: read.notification_id,
      })),
    )
    .onConflictDoNothing({
      target: [
        notificationReads.patientId,
        notificationReads.notificationType,
        notificationReads.notificationId,
      ],
    });
}
