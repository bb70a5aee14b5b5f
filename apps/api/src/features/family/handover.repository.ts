import { and, desc, eq, gt, is, isNull, sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/index.js';
import * as schema from '../../db/schema/index.js';
import {
  careGrants,
  handoverInvitations,
  medicalRecordCounts,
  patients,
  profiles,
} from '../../db/schema/index.js';

/**
 * Tables that reference a patient but hold no record of the person's health: the profile (replaced by the
 * handed-over one), derived counts, bell read marks, reminder bookkeeping, the reading of a document
 * not yet saved and the keys of imported FHIR resources (the records they made are counted themselves). Every other table whose column references `patients(id)` holds records.
 */
const NOT_RECORDS = new Set<PgTable>([
  schema.profiles,
  schema.medicalRecordCounts,
  schema.notificationReads,
  schema.reminderDeliveries,
  schema.documentReads,
  schema.handoverInvitations,
  schema.importedResources,
]);

/** `[table, column]` of every table column that references `patients(id)` and holds records. */
const RECORD_OWNERS: ReadonlyArray<readonly [string, string]> = (Object.values(schema) as unknown[])
  .filter((value): value is PgTable => is(value, PgTable) && value !== patients && !NOT_RECORDS.has(value))
  .flatMap((table) => {
    const config = getTableConfig(table);
    return config.foreignKeys
      .map((fk) => fk.reference())
      .filter((ref) => ref.foreignTable === patients)
      .map((ref) => [config.name, ref.columns[0]?.name ?? ''] as const);
  });

/** True when any record table has a row of the patient `patientId` (one statement). */
export async function holdsRecords(tx: Db, patientId: string): Promise<boolean> {
  const checks = RECORD_OWNERS.map(
    ([table, column]) =>
      sql`exists (select 1 from ${sql.identifier(table)} where ${sql.identifier(column)} = ${patientId})`,
  );
  const [row] = await tx
    .select({ held: sql<boolean>`(${sql.join(checks, sql` or `)})` })
    .from(patients)
    .where(eq(patients.id, patientId));
  return row?.held === true;
}

/** Inside the acceptance's transaction: the hand-over invitation with this token hash, locked, or null. */
export async function lockHandoverInvitation(tx: Db, tokenHash: string) {
  const [row] = await tx
    .select()
    .from(handoverInvitations)
    .where(eq(handoverInvitations.tokenHash, tokenHash))
    .for('update');
  return row ?? null;
}

/** Inside the acceptance's transaction: the patients row, locked, or null. */
export async function lockPatient(tx: Db, id: string) {
  const [row] = await tx.select().from(patients).where(eq(patients.id, id)).for('update');
  return row ?? null;
}

/**
 * Inside the acceptance's transaction (docs/decisions/057-handing-over-a-profile.md): makes family member
 * `memberId` the own patient of `accountId`, under the account's id, so every rule "the account's own
 * patient has the account's id" (docs/decisions/049-patients-apart-from-accounts.md) still holds. Marks the
 * invitation used; ends a grant the account held for the member (it now owns them); drops the member's
 * derived record counts (the counts trigger rebuilds them as the rows move); deletes the account's own,
 * empty patient (the caller checked `holdsRecords`); re-keys the member (every table follows by
 * `ON UPDATE CASCADE`) as the account's `self`; and gives the profile the account's e-mail, language and
 * time zone (account settings the profile carries).
 */
export async function takeOverPatient(
  tx: Db,
  {
    invitationId,
    memberId,
    accountId,
    now,
  }: { invitationId: string; memberId: string; accountId: string; now: Date },
): Promise<void> {
  await tx
    .update(handoverInvitations)
    .set({ acceptedAt: now })
    .where(eq(handoverInvitations.id, invitationId));
  await tx
    .update(careGrants)
    .set({ revokedAt: now })
    .where(
      and(
        eq(careGrants.patientId, memberId),
        eq(careGrants.accountId, accountId),
        isNull(careGrants.revokedAt),
      ),
    );
  const [own] = await tx
    .select({
      email: profiles.email,
      preferredLanguage: profiles.preferredLanguage,
      timeZone: profiles.timeZone,
    })
    .from(profiles)
    .where(eq(profiles.userId, accountId));
  await tx.delete(medicalRecordCounts).where(eq(medicalRecordCounts.patientId, memberId));
  await tx.delete(patients).where(and(eq(patients.id, accountId), eq(patients.isSelf, true)));
  await tx
    .update(patients)
    .set({ id: accountId, accountId, isSelf: true, relationship: 'self', updatedAt: now })
    .where(eq(patients.id, memberId));
  if (own) await tx.update(profiles).set(own).where(eq(profiles.userId, accountId));
}

/** A hand-over invitation still open: sent, neither accepted nor expired, nor withdrawn (deleted). */
export interface PendingHandover {
  patientId: string;
  email: string;
  expiresAt: Date;
}

/**
 * The open hand-over invitations `accountId` sent for its family members at `now`, newest first (the Family
 * page shows one per member).
 */
export function pendingHandovers(db: Db, accountId: string, now: Date): Promise<PendingHandover[]> {
  return db
    .select({
      patientId: handoverInvitations.patientId,
      email: handoverInvitations.email,
      expiresAt: handoverInvitations.expiresAt,
    })
    .from(handoverInvitations)
    .where(
      and(
        eq(handoverInvitations.invitedBy, accountId),
        isNull(handoverInvitations.acceptedAt),
        gt(handoverInvitations.expiresAt, now),
      ),
    )
    .orderBy(desc(handoverInvitations.createdAt));
}

/**
 * Deletes every invitation `accountId` sent for member `memberId` that was not accepted: its link then
 * answers like an unknown one. Answers how many went.
 */
export async function withdrawHandovers(db: Db, accountId: string, memberId: string): Promise<number> {
  const gone = await db
    .delete(handoverInvitations)
    .where(
      and(
        eq(handoverInvitations.patientId, memberId),
        eq(handoverInvitations.invitedBy, accountId),
        isNull(handoverInvitations.acceptedAt),
      ),
    )
    .returning({ id: handoverInvitations.id });
  return gone.length;
}
