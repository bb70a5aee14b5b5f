import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/index.js';
import { accountErasures, session, storedFiles, user } from '../../db/schema/index.js';
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
 * Deletes the user row (every table of the patient cascades from it: profile, records, lab reports,
 * visits, claims, clinics, contacts, stored files, sessions, accounts, outbox mails), replaces the
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
