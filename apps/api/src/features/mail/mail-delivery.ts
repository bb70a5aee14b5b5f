import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/index.js';
import type { JobDefinition } from '../../jobs/index.js';
import type { MailOutbox } from '../../deps.js';
import type { Mailer } from './mailer.js';
import {
  claimDueMail,
  insertQueuedMail,
  markMailAttemptFailed,
  markMailSent,
} from './mail-outbox.repository.js';

/** The job that delivers the outbox (registered on the job runner by app.ts). */
export const MAIL_DELIVERY_JOB = 'mail-delivery';
/** How often it runs, in minutes; it is also asked to run right after a mail is queued (`deliverSoon`). */
const MAIL_DELIVERY_EVERY_MINUTES = 1;
/** Wait after the first failed attempt; each next wait doubles, up to MAX_RETRY_DELAY_MS. */
const FIRST_RETRY_DELAY_MS = 60_000;
const MAX_RETRY_DELAY_MS = 6 * 3_600_000;
/** A mail still refused this long after it was queued is given up on (status `failed`). */
const MAIL_GIVE_UP_AFTER_MS = 3 * 24 * 3_600_000;
/**
 * How long a claimed mail is left to its run before another run may claim it again: longer than one
 * SMTP attempt can take (10 s to connect, 10 s for the greeting, 60 s of silence: mailer.ts).
 */
const CLAIM_LEASE_MS = 5 * 60_000;
/** Most mails one run sends; the rest go at the next run, a minute later at most. */
const MAILS_PER_RUN = 200;

/** Where delivery reports: row ids, counts and error codes only, never an address, a subject or a body. */
export interface DeliveryLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

/**
 * When a mail whose `attempts`-th attempt failed at `now` is tried again: 1 minute after the first
 * failure, doubling (2, 4, 8 … minutes) up to 6 hours between attempts; null (give up) once the mail is
 * 3 days old, so attempts span at least 3 days and never go on forever.
 */
function nextAttemptAt(attempts: number, createdAt: Date, now: Date): Date | null {
  if (now.getTime() - createdAt.getTime() >= MAIL_GIVE_UP_AFTER_MS) return null;
  const delay = Math.min(FIRST_RETRY_DELAY_MS * 2 ** Math.max(attempts - 1, 0), MAX_RETRY_DELAY_MS);
  return new Date(now.getTime() + delay);
}

/**
 * The error of a failed attempt as the outbox and the log may keep it: nodemailer's `code` and the SMTP
 * `responseCode` (e.g. `ECONNECTION 421`), never the message, which can quote the address.
 */
function failureCode(error: unknown): string {
  const { code, responseCode } = (error ?? {}) as { code?: unknown; responseCode?: unknown };
  const parts = [
    typeof code === 'string' && /^[A-Z0-9_]{1,32}$/i.test(code) ? code : null,
    typeof responseCode === 'number' && Number.isInteger(responseCode) ? String(responseCode) : null,
  ].filter((part) => part !== null);
  return parts.length > 0 ? parts.join(' ') : 'ERROR';
}

/**
 * Sends every queued mail due at `now` through `mailer`, one claimed row at a time (up to 200 a run):
 * marked `sent` once the transport accepted it, else queued again with backoff (`nextAttemptAt`) or
 * marked `failed` and logged with its id and code. A refused mail never stops the others; a database
 * error ends the run (the runner retries it). Resolves with how many mails were sent.
 */
async function deliverDueMails(
  deps: { db: Db; mailer: Mailer; log: DeliveryLog },
  now: Date,
): Promise<number> {
  let sent = 0;
  for (let i = 0; i < MAILS_PER_RUN; i++) {
    const claimed = await claimDueMail(deps.db, now, new Date(now.getTime() + CLAIM_LEASE_MS));
    if (!claimed) break;
    try {
      await deps.mailer.send(claimed.mail);
    } catch (error) {
      const code = failureCode(error);
      const retryAt = nextAttemptAt(claimed.attempts, claimed.createdAt, now);
      await markMailAttemptFailed(deps.db, claimed.id, code, now, retryAt);
      const details = { mailId: claimed.id, attempt: claimed.attempts, code };
      if (retryAt)
        deps.log.warn({ ...details, retryAt: retryAt.toISOString() }, 'mail not delivered; will retry');
      else deps.log.error(details, 'mail not delivered for 3 days; marked failed');
      continue;
    }
    await markMailSent(deps.db, claimed.id, now);
    sent++;
  }
  return sent;
}

/** The delivery job: every minute and whenever a mail is queued; logs how many mails it sent. */
export function mailDeliveryJob(deps: { db: Db; mailer: Mailer; log: DeliveryLog }): JobDefinition {
  return {
    name: MAIL_DELIVERY_JOB,
    everyMinutes: MAIL_DELIVERY_EVERY_MINUTES,
    runAtStart: true,
    async run(now) {
      const sent = await deliverDueMails(deps, now);
      if (sent > 0) deps.log.info({ sent }, 'sent queued mails');
    },
  };
}

/**
 * How features send mail (docs/decisions/040-mail-outbox.md): `enqueue` writes the mail as an outbox row
 * through the given `db`, which is the transaction of the event that causes it, so the mail exists if
 * and only if the event committed; `deliverSoon` then asks the delivery job to run at once.
 */
export type { MailOutbox };

/** The outbox of a server at `baseUrl` (its host names the Message-IDs); `deliverSoon` triggers the job. */
export function createMailOutbox(baseUrl: string, deliverSoon: () => void): MailOutbox {
  const host = new URL(baseUrl).hostname || 'sehat.invalid';
  return {
    async enqueue(db, message, { userId, now }) {
      const id = randomUUID();
      await insertQueuedMail(db, { id, messageId: `<${id}@${host}>`, userId, message, now });
    },
    deliverSoon,
  };
}
