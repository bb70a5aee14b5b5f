import type { Env } from './config/env.js';
import type { Db } from './db/index.js';
import type { StorageDriver } from './storage/index.js';

/** One outgoing e-mail: plain text and HTML bodies of the same content. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Sends mail; injected into `buildApp` so tests and deployments choose the transport (features/mail). */
export interface Mailer {
  /** True when mail leaves the machine (SMTP); false for the dev outbox. */
  readonly delivers: boolean;
  send(message: MailMessage): Promise<void>;
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
}

/**
 * What every feature's routes receive, one way (docs/architecture.md):
 * each feature exports `xRoutes(deps: ApiDeps)`, registered in routes.ts.
 * Tests build the same object through buildApp. The interfaces a feature implements (Mailer, SecondFactor)
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
  /** Outgoing mail (SMTP_URL, else the dev outbox). */
  mailer: Mailer;
  /** Most bytes of files one patient may store (STORAGE_QUOTA_MB × 1 MiB). */
  quotaBytes: number;
  /** Checks a patient's TOTP codes, each accepted once (erasing the account asks for one when 2FA is on). */
  secondFactor: SecondFactor;
}
