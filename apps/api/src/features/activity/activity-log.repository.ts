import type { ActivityKind, ActivityQuery } from '@sehat/shared';
import { pageOffset } from '@sehat/shared';
import { and, count, desc, eq, getTableColumns, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/index.js';
import { preparedFor } from '../../db/prepared.js';
import { activityLog, user } from '../../db/schema/index.js';

/** One entry to append: the patient, what happened, and where from. */
export interface ActivityRecord {
  userId: string;
  kind: ActivityKind;
  subjectId?: string | null;
  ip?: string | null;
  userAgent?: string | null;
  at?: Date;
  /** The caregiver's account when a caregiver acted (docs/decisions/051-caregivers.md). */
  actorAccountId?: string | null;
}

/** Longest user-agent kept, in characters (a header can be up to several KB). */
const USER_AGENT_MAX = 200;

/** Appends one entry (`at` defaults to the database's now()). */
export async function appendActivity(db: Db, entry: ActivityRecord): Promise<void> {
  await appendStatement(db).execute({
    patientId: entry.userId,
    kind: entry.kind,
    subjectId: entry.subjectId ?? null,
    ip: entry.ip ?? null,
    userAgent: entry.userAgent ? entry.userAgent.slice(0, USER_AGENT_MAX) : null,
    actorAccountId: entry.actorAccountId ?? null,
    at: entry.at ? entry.at.toISOString() : null,
  });
}

// Prepared once (db/prepared.ts): every record write appends its entry. A transaction passed as `db` gets a
// statement of its own (prepared.ts keys by handle), so its entry still commits or rolls back with it.
const appendStatement = preparedFor((db) =>
  db
    .insert(activityLog)
    .values({
      patientId: sql.placeholder('patientId'),
      kind: sql.placeholder('kind'),
      subjectId: sql.placeholder('subjectId'),
      ip: sql.placeholder('ip'),
      userAgent: sql.placeholder('userAgent'),
      actorAccountId: sql.placeholder('actorAccountId'),
      at: sql`coalesce(${sql.placeholder('at')}::timestamptz, now())`,
    })
    .prepare('activity_append'),
);

/**
 * Appends a caregiver's read (`caregiver_read`, the screen's route as the subject) unless the same caregiver
 * read the same screen of the patient within the last minute: one statement, so a screen's repeated
 * requests leave one entry a minute. True when it appended.
 */
export async function appendReadOnce(
  db: Db,
  entry: { userId: string; actorAccountId: string; subjectId: string; ip: string; userAgent: string | null },
): Promise<boolean> {
  const userAgent = entry.userAgent ? entry.userAgent.slice(0, USER_AGENT_MAX) : null;
  const result = await db.execute(sql`
    insert into ${activityLog} (patient_id, kind, subject_id, ip, user_agent, actor_account_id)
    select ${entry.userId}, 'caregiver_read', ${entry.subjectId}, ${entry.ip}, ${userAgent}, ${entry.actorAccountId}
    where not exists (
      select 1 from ${activityLog}
      where patient_id = ${entry.userId} and actor_account_id = ${entry.actorAccountId}
        and kind = 'caregiver_read' and subject_id = ${entry.subjectId} and at > now() - interval '1 minute'
    )
    returning 1`);
  // Both drivers answer `rows` (node-postgres's QueryResult, PGlite's Results).
  return (result as { rows: unknown[] }).rows.length > 0;
}

/** One page of the patient's entries, newest first, optionally of one kind; with the total. */
export async function listActivity(db: Db, userId: string, query: ActivityQuery) {
  const where = and(
    eq(activityLog.patientId, userId),
    query.kind ? eq(activityLog.kind, query.kind) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({ ...getTableColumns(activityLog), actorName: user.name })
      .from(activityLog)
      .leftJoin(user, eq(user.id, activityLog.actorAccountId))
      .where(where)
      .orderBy(desc(activityLog.at), desc(activityLog.id))
      .limit(query.page_size)
      .offset(pageOffset(query)),
    db.select({ n: count() }).from(activityLog).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** Lets this transaction update or delete log rows (the trigger of migration 0007 checks it). */
function allowMaintenance(db: Pick<Db, 'execute'>): Promise<unknown> {
  return db.execute(sql`select set_config('sehat.activity_log_maintenance', 'on', true)`);
}

/** Deletes entries older than `cutoff` (the one-year retention); returns how many went. */
export function purgeActivityBefore(db: Db, cutoff: Date): Promise<number> {
  return db.transaction(async (tx) => {
    await allowMaintenance(tx);
    const deleted = await tx
      .delete(activityLog)
      .where(lt(activityLog.at, cutoff))
      .returning({ id: activityLog.id });
    return deleted.length;
  });
}

/**
 * Inside an account's erasure transaction: deletes every entry of the user and of the family members it
 * managed (`memberIds`, docs/decisions/049-patients-apart-from-accounts.md) and leaves one tombstone
 * (`account_erased`, the id and the time, nothing else).
 */
export async function replaceWithTombstone(
  tx: Pick<Db, 'execute' | 'delete' | 'insert'>,
  userId: string,
  at: Date,
  memberIds: readonly string[] = [],
): Promise<void> {
  await allowMaintenance(tx);
  await tx.delete(activityLog).where(inArray(activityLog.patientId, [userId, ...memberIds]));
  await tx.insert(activityLog).values({ patientId: userId, kind: 'account_erased', at });
}
