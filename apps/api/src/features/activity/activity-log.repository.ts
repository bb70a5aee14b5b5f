import type { ActivityKind, ActivityQuery } from '@sehat/shared';
import { pageOffset } from '@sehat/shared';
import { and, count, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/index.js';
import { activityLog } from '../../db/schema/index.js';

/** One entry to append: the patient, what happened, and where from. */
export interface ActivityRecord {
  userId: string;
  kind: ActivityKind;
  subjectId?: string | null;
  ip?: string | null;
  userAgent?: string | null;
  at?: Date;
}

/** Longest user-agent kept, in characters (a header can be up to several KB). */
const USER_AGENT_MAX = 200;

/** Appends one entry. */
export async function appendActivity(db: Db, entry: ActivityRecord): Promise<void> {
  await db.insert(activityLog).values({
    userId: entry.userId,
    kind: entry.kind,
    subjectId: entry.subjectId ?? null,
    ip: entry.ip ?? null,
    userAgent: entry.userAgent ? entry.userAgent.slice(0, USER_AGENT_MAX) : null,
    ...(entry.at ? { at: entry.at } : {}),
  });
}

/** One page of the patient's entries, newest first, optionally of one kind; with the total. */
export async function listActivity(db: Db, userId: string, query: ActivityQuery) {
  const where = and(
    eq(activityLog.userId, userId),
    query.kind ? eq(activityLog.kind, query.kind) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(activityLog)
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
  await tx.delete(activityLog).where(inArray(activityLog.userId, [userId, ...memberIds]));
  await tx.insert(activityLog).values({ userId, kind: 'account_erased', at });
}
