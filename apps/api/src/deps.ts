import type { Env } from './config/env.js';
import type { Db } from './db/index.js';
import type { StorageDriver } from './storage/index.js';

/** One e-mail's content: plain text and HTML bodies of the same words. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/**
 * The durable mail outbox (docs/decisions/040-mail-outbox.md; features/mail): a feature queues a mail as a
 * row in the transaction of the event that causes it; the mail-delivery job sends it.
 */
export interface MailOutbox {
  /** Queues `message`, due at `now`; `userId` is the patient it concerns (null when the account is gone). */
  enqueue(db: Db, message: MailMessage, options: { userId: string | null; now: Date }): Promise<void>;
  /** Asks for a delivery run now; call after the transaction holding the row has committed. */
  deliverSoon(): void;
}

/**
 * Checks a patient's TOTP codes with Sehat's replay protection on top of better-auth's twoFactor plugin,
 * which accepts the same code again for as long as its window lasts (docs/decisions/027-two-factor-sign-in.md; features/auth).
 */
export interface SecondFactor {
  /** Whether the patient has two-factor sign-in on (`user.two_factor_enabled`). */
  isEnabled(userId: string): Promise<boolean>;
  /**
   * Checks `code` and, when it is right, claims its time-step atomically: a step at or before the last
   * accepted one is `replayed` (also when two requests race with the same code).
   */
  check(userId: string, code: string): Promise<'accepted' | 'wrong' | 'replayed'>;
  /**
   * Whole seconds left of the lock better-auth's plugin puts on the patient's second step after too many
   * refused codes (`two_factor.locked_until`), rounded up; 0 when it is not locked.
   */
  lockedForSeconds(userId: string): Promise<number>;
}

/**
 * What every feature's routes receive, one way (docs/architecture.md):
 * each feature exports `xRoutes(deps: ApiDeps)`, registered in routes.ts.
 * Tests build the same object through buildApp. The interfaces a feature implements (MailOutbox, SecondFactor)
 * are declared here, not imported from the feature: features import this file, so importing them back
 * would make a cycle (the cycle check in `npm test` refuses one, type-only imports included).
 */
export interface ApiDeps {
  db: Db;
  /** The clock: "today" and every window come from it (tests inject a fixed instant). */
  now: () => Date;
  /** The parsed environment. */
  env: Env;
  /** File storage (docs/decisions/007-file-storage.md): profiles, prescriptions, claim-receipts. */
  storage: StorageDriver;
  /** Key of the signed file links (`fileUrlSecret(...)`). */
  fileSecret: string;
  /** Outgoing mail: rows of the durable outbox, delivered by the mail-delivery job (SMTP_URL, else the dev outbox). */
  outbox: MailOutbox;
  /** Most bytes of files one patient may store (STORAGE_QUOTA_MB × 1 MiB). */
  quotaBytes: number;
  /** Checks a patient's TOTP codes, each accepted once (erasing the account asks for one when 2FA is on). */
  secondFactor: SecondFactor;
}
