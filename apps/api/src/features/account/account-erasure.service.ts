import { type EraseAccountRequest } from '@sehat/shared';
import type { Db } from '../../db/index.js';
import { invalid } from '../../errors/domain-errors.js';
import { BUCKETS, type Bucket, type StorageDriver } from '../../storage/index.js';
import { appendActivity } from '../activity/index.js';
import { checkAccountPassword, type SecondFactor } from '../auth/index.js';
import { mailLanguageOf, type MailOutbox } from '../mail/index.js';
import { accountErasedEmail } from './account-erasure-email.js';
import {
  deleteUserAndComplete,
  findAccountContact,
  journalErasure,
  listManagedMembers,
  listStoredFiles,
  pendingErasures,
  revokeSessions,
} from './account-erasure.repository.js';

/** What an erasure needs. */
export interface ErasureDeps {
  db: Db;
  storage: StorageDriver;
  /** Where the confirmation is queued, in the transaction that deletes the account. */
  outbox: MailOutbox;
  now: () => Date;
  secondFactor: SecondFactor;
}

/** Where an erasure request came from, for the activity entry of a refused code. */
export interface RequestOrigin {
  ip: string | null;
  userAgent: string | null;
}

/**
 * With two-factor sign-in on, a current TOTP code must come with the password (each code accepted once).
 * Raises invalid `TOTP_CODE_REQUIRED` without one, `INVALID_CODE` or `CODE_ALREADY_USED` for a refused one
 * (logged as `two_factor_failed`).
 */
async function checkSecondFactor(
  deps: ErasureDeps,
  userId: string,
  code: string | undefined,
  origin: RequestOrigin,
): Promise<void> {
  if (!(await deps.secondFactor.isEnabled(userId))) return;
  if (!code) throw invalid('twoFactor.codeRequired', 'TOTP_CODE_REQUIRED');
  const outcome = await deps.secondFactor.check(userId, code);
  if (outcome === 'accepted') return;
  await appendActivity(deps.db, { userId, kind: 'two_factor_failed', ...origin });
  throw outcome === 'replayed'
    ? invalid('twoFactor.codeReplayed', 'CODE_ALREADY_USED')
    : invalid('twoFactor.invalidCode', 'INVALID_CODE');
}

/**
 * Finishes a journaled erasure, idempotently: sessions revoked, then every file of the user and of the
 * family members it manages (docs/decisions/049-patients-apart-from-accounts.md) in every bucket deleted (those the rows know, and anything else under the user's folder), then the user row and
 * with it every row of the patient (queued mails about them included), in one transaction that also
 * completes the journal and queues the confirmation mail to the address the account had. Files go before
 * rows: a crash in between leaves rows whose files are gone, which the next start finishes erasing (and
 * confirms); never files without a journal entry to find them by.
 */
async function completeErasure(deps: ErasureDeps, userId: string): Promise<void> {
  const { db, storage } = deps;
  // Read while the rows are there: where the confirmation goes and in which language.
  const contact = await findAccountContact(db, userId);
  const language = await mailLanguageOf(db, userId);
  await revokeSessions(db, userId);
  // The account's own patient (its id is the account's) and every family member it manages.
  const memberIds = await listManagedMembers(db, userId);
  const patientIds = [userId, ...memberIds];
  for (const file of await listStoredFiles(db, patientIds))
    await storage.delete(file.bucket as Bucket, file.key);
  for (const bucket of BUCKETS)
    for (const patientId of patientIds)
      for (const object of await storage.list(bucket, `${patientId}/`))
        await storage.delete(bucket, object.key);
  const now = deps.now();
  await deleteUserAndComplete(db, userId, memberIds, now, async (tx) => {
    if (contact)
      await deps.outbox.enqueue(tx, accountErasedEmail(contact.email, contact.name, language), {
        userId: null,
        now,
      });
  });
  if (contact) deps.outbox.deliverSoon();
}

/**
 * Erases the signed-in patient's account for good (docs/decisions/024-erasure-export-activity-log.md; DPDP Act
 * 2023 s.12, right to erasure): checks `password` and, with two-factor sign-in on, `code`; journals the
 * erasure, deletes every file and row of the patient and every session, and queues a confirmation mail to
 * the address the account had (in the transaction that deletes the rows). The e-mail may sign up again as a new patient. Raises invalid (`WRONG_PASSWORD`)
 * when the password is not the account's, or a refused code (checkSecondFactor); nothing is deleted then.
 * A failure after the journal entry is finished at the next start (`resumePendingErasures`).
 */
export async function eraseAccount(
  deps: ErasureDeps,
  userId: string,
  { password, code }: EraseAccountRequest,
  origin: RequestOrigin,
): Promise<void> {
  if (!(await checkAccountPassword(deps.db, userId, password)))
    throw invalid('account.wrongPassword', 'WRONG_PASSWORD');
  await checkSecondFactor(deps, userId, code, origin);
  await journalErasure(deps.db, userId, deps.now());
  await completeErasure(deps, userId);
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
