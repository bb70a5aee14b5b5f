import { ACCOUNT_MESSAGES } from '@sehat/shared';
import type { Db } from '../../db/index.js';
import { invalid } from '../../errors/domain-errors.js';
import { BUCKETS, type Bucket, type StorageDriver } from '../../storage/index.js';
import { checkAccountPassword } from '../auth/index.js';
import type { Mailer } from '../mail/index.js';
import { accountErasedEmail } from './account-erasure-email.js';
import {
  deleteUserAndComplete,
  findAccountContact,
  journalErasure,
  listStoredFiles,
  pendingErasures,
  revokeSessions,
} from './account-erasure.repository.js';

/** What an erasure needs. */
export interface ErasureDeps {
  db: Db;
  storage: StorageDriver;
  mailer: Mailer;
  now: () => Date;
}

/**
 * Finishes a journaled erasure, idempotently: sessions revoked, then every file of the user in every
 * bucket deleted (those the rows know, and anything else under the user's folder), then the user row and
 * with it every row of the patient, in one transaction that also completes the journal. Files go before
 * rows: a crash in between leaves rows whose files are gone, which the next start finishes erasing; never
 * files without a journal entry to find them by.
 */
async function completeErasure(deps: ErasureDeps, userId: string): Promise<void> {
  const { db, storage } = deps;
  await revokeSessions(db, userId);
  for (const file of await listStoredFiles(db, userId)) await storage.delete(file.bucket as Bucket, file.key);
  for (const bucket of BUCKETS)
    for (const object of await storage.list(bucket, `${userId}/`)) await storage.delete(bucket, object.key);
  await deleteUserAndComplete(db, userId, deps.now());
}

/**
 * Erases the signed-in patient's account for good (issue "Easy sharing and data rights" scope 3; DPDP Act
 * 2023 s.12, right to erasure): checks `password`, journals the erasure, deletes every file and row of the
 * patient and every session, then mails a confirmation to the address the account had. The e-mail may sign
 * up again as a new patient. Raises invalid (`WRONG_PASSWORD`) when the password is not the account's;
 * nothing is deleted then. A failure after the journal entry is finished at the next start
 * (`resumePendingErasures`).
 */
export async function eraseAccount(deps: ErasureDeps, userId: string, password: string): Promise<void> {
  if (!(await checkAccountPassword(deps.db, userId, password)))
    throw invalid(ACCOUNT_MESSAGES.wrongPassword, 'WRONG_PASSWORD');
  const contact = await findAccountContact(deps.db, userId);
  await journalErasure(deps.db, userId, deps.now());
  await completeErasure(deps, userId);
  if (contact) await deps.mailer.send(accountErasedEmail(contact.email, contact.name));
}

/**
 * Finishes every erasure a crash cut short (run at start-up). Returns how many were finished; one that
 * fails again is left journaled for the next start and reported through `onError`.
 */
export async function resumePendingErasures(
  deps: ErasureDeps,
  onError: (error: unknown) => void,
): Promise<number> {
  let finished = 0;
  for (const userId of await pendingErasures(deps.db)) {
    try {
      await completeErasure(deps, userId);
      finished += 1;
    } catch (error) {
      onError(error);
    }
  }
  return finished;
}
