import { and, desc, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/index.js';
import { careGrants, careInvitations, patients, profiles, user } from '../../db/schema/index.js';

/** A grant with both sides' names, as the lists show it. */
export interface GrantRow {
  id: string;
  patientId: string;
  patientName: string | null;
  caregiverName: string;
  caregiverEmail: string;
  role: string;
  categories: string[];
  startsAt: Date;
  expiresAt: Date;
  reminders: boolean;
}

const patientProfile = alias(profiles, 'patient_profile');
const grantColumns = {
  id: careGrants.id,
  patientId: careGrants.patientId,
  patientName: sql<string | null>`coalesce(${patientProfile.displayName}, ${patientProfile.fullName})`,
  caregiverName: user.name,
  caregiverEmail: user.email,
  role: careGrants.role,
  categories: careGrants.categories,
  startsAt: careGrants.startsAt,
  expiresAt: careGrants.expiresAt,
  reminders: careGrants.reminders,
};

/** The unrevoked grants matching `where`, newest first, with both sides' names. */
function grantRows(db: Db, where: ReturnType<typeof and>): Promise<GrantRow[]> {
  return db
    .select(grantColumns)
    .from(careGrants)
    .innerJoin(user, eq(user.id, careGrants.accountId))
    .leftJoin(patientProfile, eq(patientProfile.userId, careGrants.patientId))
    .where(and(isNull(careGrants.revokedAt), where))
    .orderBy(desc(careGrants.createdAt));
}

/** The patient's unrevoked grants (expired ones too, so they can be renewed). */
export function grantsOfPatient(db: Db, patientId: string): Promise<GrantRow[]> {
  return grantRows(db, eq(careGrants.patientId, patientId));
}

/** The live grants (started, not expired, not revoked) the account holds. */
export function grantsHeldBy(db: Db, accountId: string, now: Date): Promise<GrantRow[]> {
  return grantRows(
    db,
    and(eq(careGrants.accountId, accountId), lte(careGrants.startsAt, now), gt(careGrants.expiresAt, now)),
  );
}

/** The patient's open invitations (not accepted, not expired), newest first. */
export function openInvitations(db: Db, patientId: string, now: Date) {
  return db
    .select()
    .from(careInvitations)
    .where(
      and(
        eq(careInvitations.patientId, patientId),
        isNull(careInvitations.acceptedAt),
        gt(careInvitations.expiresAt, now),
      ),
    )
    .orderBy(desc(careInvitations.createdAt));
}

/** The account with this e-mail (lower-case), or null. */
export async function accountByEmail(db: Db, email: string): Promise<{ id: string } | null> {
  const [row] = await db
    .select({ id: user.id })
    .from(user)
    .where(sql`lower(${user.email}) = ${email}`);
  return row ?? null;
}

/** True when `accountId` manages `patientId` or holds an unrevoked, unexpired grant for them. */
export async function hasAccess(db: Db, patientId: string, accountId: string, now: Date): Promise<boolean> {
  const [managed] = await db
    .select({ id: patients.id })
    .from(patients)
    .where(and(eq(patients.id, patientId), eq(patients.accountId, accountId)));
  if (managed) return true;
  const [granted] = await db
    .select({ id: careGrants.id })
    .from(careGrants)
    .where(
      and(
        eq(careGrants.patientId, patientId),
        eq(careGrants.accountId, accountId),
        isNull(careGrants.revokedAt),
        gt(careGrants.expiresAt, now),
      ),
    );
  return Boolean(granted);
}

/**
 * Inside the acceptance's transaction: the invitation with this token hash, locked, or null. The caller
 * checks that it is open and the account's.
 */
export async function lockInvitation(tx: Db, tokenHash: string) {
  const [row] = await tx
    .select()
    .from(careInvitations)
    .where(eq(careInvitations.tokenHash, tokenHash))
    .for('update');
  return row ?? null;
}

/** Ends (revokes at `now`) an expired, unrevoked grant of the pair, so a new one may take its place. */
export async function closeExpiredGrant(tx: Db, patientId: string, accountId: string, now: Date) {
  await tx
    .update(careGrants)
    .set({ revokedAt: now })
    .where(
      and(
        eq(careGrants.patientId, patientId),
        eq(careGrants.accountId, accountId),
        isNull(careGrants.revokedAt),
        lte(careGrants.expiresAt, now),
      ),
    );
}

/**
 * Revokes the grant at `now` when `accountId` is its caregiver or manages its patient: its patient and
 * caregiver account; null when it is neither's or already revoked.
 */
export async function revokeGrant(db: Db, id: string, accountId: string, now: Date) {
  const rows = await db
    .update(careGrants)
    .set({ revokedAt: now })
    .where(
      and(
        eq(careGrants.id, id),
        isNull(careGrants.revokedAt),
        or(
          eq(careGrants.accountId, accountId),
          sql`exists (select 1 from ${patients} where ${patients.id} = ${careGrants.patientId} and ${patients.accountId} = ${accountId})`,
        ),
      ),
    )
    .returning({ patientId: careGrants.patientId, accountId: careGrants.accountId });
  return rows[0] ?? null;
}

/**
 * Sets a new end of an unrevoked grant whose patient `accountId` manages (an expired grant is live again);
 * false when it is not theirs or revoked.
 */
export async function renewGrant(db: Db, id: string, accountId: string, expiresAt: Date) {
  const rows = await db
    .update(careGrants)
    .set({ expiresAt })
    .where(
      and(
        eq(careGrants.id, id),
        isNull(careGrants.revokedAt),
        sql`exists (select 1 from ${patients} where ${patients.id} = ${careGrants.patientId} and ${patients.accountId} = ${accountId})`,
      ),
    )
    .returning({ id: careGrants.id });
  return rows.length > 0;
}

/** Deletes an open invitation of the patient; false when there is none with that id. */
export async function deleteInvitation(db: Db, patientId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(careInvitations)
    .where(
      and(
        eq(careInvitations.id, id),
        eq(careInvitations.patientId, patientId),
        isNull(careInvitations.acceptedAt),
      ),
    )
    .returning({ id: careInvitations.id });
  return rows.length > 0;
}

/** The display name of a patient (their profile's), or null. */
export async function patientName(db: Db, patientId: string): Promise<string | null> {
  const [row] = await db
    .select({ name: sql<string | null>`coalesce(${profiles.displayName}, ${profiles.fullName})` })
    .from(profiles)
    .where(eq(profiles.userId, patientId));
  return row?.name ?? null;
}
