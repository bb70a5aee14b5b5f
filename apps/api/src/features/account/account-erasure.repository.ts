import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/index.js';
import {
  accountErasures,
  attemptCounter,
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

/** Every stored file the user's rows know of: bucket and key. */
export function listStoredFiles(db: Db, userId: string) {
  return db
    .select({ bucket: storedFiles.bucket, key: storedFiles.key })
    .from(storedFiles)
    .where(eq(storedFiles.userId, userId));
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
 * Deletes the user row (every table of the patient cascades from it: profile, records, lab reports,
 * visits, claims, clinics, contacts, stored files, sessions, accounts, outbox mails) and every other row
 * that names the user (pending password resets, two-factor challenges, limit counters), replaces the
 * patient's activity log with its `account_erased` tombstone, completes the journal entry and calls
 * `confirm` (which queues the confirmation mail), in one transaction.
 */
export async function deleteUserAndComplete(
  db: Db,
  userId: string,
  at: Date,
  confirm: (tx: Db) => Promise<void>,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(user).where(eq(user.id, userId));
    await deleteRowsNaming(tx, userId);
    await replaceWithTombstone(tx, userId, at);
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
