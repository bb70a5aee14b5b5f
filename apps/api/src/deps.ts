import type { Env } from './config/env.js';
import type { Db } from './db/index.js';
import type { SecondFactor } from './features/auth/index.js';
import type { Mailer } from './features/mail/index.js';
import type { StorageDriver } from './storage/index.js';

/**
 * What every feature's routes receive, one way (docs/architecture.md#d11-features-have-a-public-surface):
 * each feature exports `xRoutes(deps: ApiDeps)`, registered in routes.ts.
 * Tests build the same object through buildApp.
 */
export interface ApiDeps {
  db: Db;
  /** The clock: "today" and every window come from it (tests inject a fixed instant). */
  now: () => Date;
  /** The parsed environment. */
  env: Env;
  /** File storage (docs/architecture.md#d3-files, docs/architecture.md#d9-one-upload-pipeline, docs/architecture.md#d13-files-encrypted-at-rest): profiles, prescriptions, claim-receipts. */
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
