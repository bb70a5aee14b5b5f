import { CARE_CATEGORIES, NOMINEE_GRANT_END } from '@sehat/shared';
import { and, eq, gt, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/index.js';
import { careGrants, careNominees, patients, user } from '../../db/schema/index.js';

/** A nominee row with the id and name of the grant its caregiver holds for the patient. */
export interface NomineeRow {
  patientId: string;
  accountId: string;
  waitDays: number;
  requestedAt: Date | null;
  refusedAt: Date | null;
  grantedAt: Date | null;
  grantId: string;
  caregiverName: string;
}

const nomineeColumns = {
  patientId: careNominees.patientId,
  accountId: careNominees.accountId,
  waitDays: careNominees.waitDays,
  requestedAt: careNominees.requestedAt,
  refusedAt: careNominees.refusedAt,
  grantedAt: careNominees.grantedAt,
  grantId: careGrants.id,
  caregiverName: user.name,
};

/** Nominee rows matching `where`, each with its caregiver's unrevoked grant for the patient (none: not listed). */
function nomineeRows(db: Db, where: ReturnType<typeof and>): Promise<NomineeRow[]> {
  return db
    .select(nomineeColumns)
    .from(careNominees)
    .innerJoin(
      careGrants,
      and(
        eq(careGrants.patientId, careNominees.patientId),
        eq(careGrants.accountId, careNominees.accountId),
        isNull(careGrants.revokedAt),
      ),
    )
    .innerJoin(user, eq(user.id, careNominees.accountId))
    .where(where);
}

/** The patient's nominee, or null. */
export async function nomineeOfPatient(db: Db, patientId: string): Promise<NomineeRow | null> {
  const [row] = await nomineeRows(db, eq(careNominees.patientId, patientId));
  return row ?? null;
}

/** The patients that named `accountId` their nominee. */
export function nominationsOf(db: Db, accountId: string): Promise<NomineeRow[]> {
  return nomineeRows(db, eq(careNominees.accountId, accountId));
}

/** The caregiver account of the patient's live grant `grantId` (started, not expired, not revoked), or null. */
export async function liveGrantAccount(
  db: Db,
  patientId: string,
  grantId: string,
  now: Date,
): Promise<string | null> {
  const [row] = await db
    .select({ accountId: careGrants.accountId })
    .from(careGrants)
    .where(
      and(
        eq(careGrants.id, grantId),
        eq(careGrants.patientId, patientId),
        isNull(careGrants.revokedAt),
        lte(careGrants.startsAt, now),
        gt(careGrants.expiresAt, now),
      ),
    );
  return row?.accountId ?? null;
}

/** The patient of `accountId`'s live grant `grantId`, or null. */
export async function liveGrantPatient(
  db: Db,
  accountId: string,
  grantId: string,
  now: Date,
): Promise<string | null> {
  const [row] = await db
    .select({ patientId: careGrants.patientId })
    .from(careGrants)
    .where(
      and(
        eq(careGrants.id, grantId),
        eq(careGrants.accountId, accountId),
        isNull(careGrants.revokedAt),
        lte(careGrants.startsAt, now),
        gt(careGrants.expiresAt, now),
      ),
    );
  return row?.patientId ?? null;
}

/**
 * Names `accountId` the patient's nominee with `waitDays`: a new nominee starts with no request; the same
 * nominee keeps their request and gets the new waiting period.
 */
export async function upsertNominee(
  db: Db,
  row: { patientId: string; accountId: string; waitDays: number; namedBy: string; now: Date },
): Promise<void> {
  const fresh = sql`${careNominees.accountId} <> excluded.account_id`;
  await db
    .insert(careNominees)
    .values({
      patientId: row.patientId,
      accountId: row.accountId,
      waitDays: row.waitDays,
      namedBy: row.namedBy,
      namedAt: row.now,
    })
    .onConflictDoUpdate({
      target: careNominees.patientId,
      set: {
        accountId: sql`excluded.account_id`,
        waitDays: sql`excluded.wait_days`,
        namedBy: sql`excluded.named_by`,
        namedAt: sql`excluded.named_at`,
        requestedAt: sql`case when ${fresh} then null else ${careNominees.requestedAt} end`,
        refusedAt: sql`case when ${fresh} then null else ${careNominees.refusedAt} end`,
        grantedAt: sql`case when ${fresh} then null else ${careNominees.grantedAt} end`,
      },
    });
}

/** Removes the patient's nominee (`accountId` too when given); false when there was none. */
export async function deleteNominee(db: Db, patientId: string, accountId?: string): Promise<boolean> {
  const rows = await db
    .delete(careNominees)
    .where(
      and(
        eq(careNominees.patientId, patientId),
        accountId === undefined ? undefined : eq(careNominees.accountId, accountId),
      ),
    )
    .returning({ id: careNominees.patientId });
  return rows.length > 0;
}

/**
 * Starts a request by the patient's nominee `accountId` at `now` unless one is pending or granted (a refused
 * one may be made again); false when none started.
 */
export async function startRequest(db: Db, patientId: string, accountId: string, now: Date) {
  const rows = await db
    .update(careNominees)
    .set({ requestedAt: now, refusedAt: null, grantedAt: null })
    .where(
      and(
        eq(careNominees.patientId, patientId),
        eq(careNominees.accountId, accountId),
        sql`(${careNominees.requestedAt} is null or ${careNominees.refusedAt} is not null)`,
      ),
    )
    .returning({ id: careNominees.patientId });
  return rows.length > 0;
}

/** A request made, neither refused nor granted. */
const pending = and(
  isNotNull(careNominees.requestedAt),
  isNull(careNominees.refusedAt),
  isNull(careNominees.grantedAt),
);

/** Marks the patient's pending request refused at `now` if its period has not ended; false otherwise. */
export async function refusePending(db: Db, patientId: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(careNominees)
    .set({ refusedAt: now })
    .where(
      and(
        eq(careNominees.patientId, patientId),
        pending,
        sql`${careNominees.requestedAt} + ${careNominees.waitDays} * interval '1 day' > ${now}`,
      ),
    )
    .returning({ id: careNominees.patientId });
  return rows.length > 0;
}

/** Pending requests whose waiting period ended by `now`: patient and nominee account. */
export function dueRequests(db: Db, now: Date) {
  return db
    .select({ patientId: careNominees.patientId, accountId: careNominees.accountId })
    .from(careNominees)
    .where(
      and(pending, sql`${careNominees.requestedAt} + ${careNominees.waitDays} * interval '1 day' <= ${now}`),
    );
}

/**
 * Inside a transaction: marks the pending request granted at `now` and makes the nominee's unrevoked grant a
 * viewer of every category with no end (NOMINEE_GRANT_END). Returns the grant's id; null when the request
 * is no longer pending (another run granted it) or the grant is gone (the nominee row is then removed).
 */
export async function grantRequest(
  tx: Db,
  patientId: string,
  accountId: string,
  now: Date,
): Promise<string | null> {
  const marked = await tx
    .update(careNominees)
    .set({ grantedAt: now })
    .where(and(eq(careNominees.patientId, patientId), eq(careNominees.accountId, accountId), pending))
    .returning({ id: careNominees.patientId });
  if (marked.length === 0) return null;
  const [grant] = await tx
    .update(careGrants)
    .set({ role: 'viewer', categories: [...CARE_CATEGORIES], expiresAt: new Date(NOMINEE_GRANT_END) })
    .where(
      and(
        eq(careGrants.patientId, patientId),
        eq(careGrants.accountId, accountId),
        isNull(careGrants.revokedAt),
      ),
    )
    .returning({ id: careGrants.id });
  if (!grant) {
    await deleteNominee(tx, patientId, accountId);
    return null;
  }
  return grant.id;
}

/** The account that manages the patient (the one told of a request): its id and e-mail, or null. */
export async function managingAccount(db: Db, patientId: string) {
  const [row] = await db
    .select({ id: user.id, email: user.email })
    .from(patients)
    .innerJoin(user, eq(user.id, patients.accountId))
    .where(eq(patients.id, patientId));
  return row ?? null;
}
