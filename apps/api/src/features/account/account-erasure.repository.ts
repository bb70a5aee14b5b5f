import { and, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/index.js';
import {
  accountErasures,
  attemptCounter,
  patients,
  session,
  storedFiles,
  user,
  verification,
} from '../../db/schema/index.js';
import { replaceWithTombstone } from '../activity/index.js';

/** Journals the erasure of `userId` (kept if one is already journaled). */
export async function journalErasure(db: Db, userId: string, at: Date): Promise<void> {
  await db.insert(accountErasures).values({ userId, requestedAt: at }).onConflictDoNothing();
}

/** Ends every session of the user at once: no request of theirs is served while the erasure runs. */
export async function revokeSessions(db: Db, userId: string): Promise<void> {
  await db.delete(session).where(eq(session.userId, userId));
}

/** The user's e-mail address and name, for the confirmation mail; null once the user row is gone. */
export async function findAccountContact(db: Db, userId: string) {
  const [row] = await db.select({ email: user.email, name: user.name }).from(user).where(eq(user.id, userId));
  return row ?? null;
}

/**
 * The family members the account manages (docs/decisions/049-patients-apart-from-accounts.md): erased with it.
 * Empty once the account's row is gone (they cascade from it).
 */
export async function listManagedMembers(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .select({ id: patients.id })
    .from(patients)
    .where(and(eq(patients.accountId, userId), ne(patients.id, userId)));
  return rows.map((row) => row.id);
}

/** Every stored file the rows of these patients know of: bucket and key. */
export function listStoredFiles(db: Db, patientIds: readonly string[]) {
  return db
    .select({ bucket: storedFiles.bucket, key: storedFiles.key })
    .from(storedFiles)
    .where(inArray(storedFiles.patientId, [...patientIds]));
}

/**
 * Deletes the rows that name the user but have no foreign key to cascade from: better-auth's verification
 * rows (a password reset's value is the user id, so is a sign-in's two-factor challenge's) and the
 * per-patient limit counters (`erase:<user id>`, `upload:<user id>`, …). Any such row whose identifier,
 * value or key holds the id goes; ids are random, so no other account's row does.
 */
async function deleteRowsNaming(db: Db, userId: string): Promise<void> {
  await db
    .delete(verification)
    .where(
      or(
        sql`position(${userId} in ${verification.value}) > 0`,
        sql`position(${userId} in ${verification.identifier}) > 0`,
      ),
    );
  await db.delete(attemptCounter).where(sql`position(${userId} in ${attemptCounter.key}) > 0`);
}

/**
 * Deletes the user row (its patients cascade from it, and from them every health table: profile, records,
 * lab reports, visits, claims, clinics, contacts, stored files; then sessions, accounts, outbox mails) and
 * every other row that names the user (pending password resets, two-factor challenges, limit counters),
 * replaces the activity log of the patient and of its family members (`memberIds`) with its
 * `account_erased` tombstone, completes the journal entry and calls `confirm` (which queues the
 * confirmation mail), in one transaction.
 */
export async function deleteUserAndComplete(
  db: Db,
  userId: string,
  memberIds: readonly string[],
  at: Date,
  confirm: (tx: Db) => Promise<void>,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(user).where(eq(user.id, userId));
    await deleteRowsNaming(tx, userId);
    await replaceWithTombstone(tx, userId, at, memberIds);
    await tx
      .update(accountErasures)
      .set({ completedAt: at })
      .where(and(eq(accountErasures.userId, userId), isNull(accountErasures.completedAt)));
    await confirm(tx);
  });
}

/** Ids of erasures journaled but not completed (cut short by a crash). */
export async function pendingErasures(db: Db): Promise<string[]> {
  const rows = await db
    .select({ userId: accountErasures.userId })
    .from(accountErasures)
    .where(isNull(accountErasures.completedAt));
  return rows.map((row) => row.userId);
}
