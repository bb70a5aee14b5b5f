import { and, asc, count, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/index.js';
import { mailOutbox } from '../../db/schema/index.js';
import type { MailMessage, OutgoingMail } from './mailer.js';

/** A queued mail as a delivery run claimed it. */
export interface ClaimedMail {
  id: string;
  mail: OutgoingMail;
  /** Attempts so far, this one included. */
  attempts: number;
  createdAt: Date;
}

/** Writes `message` as a queued row due at `now`, through `db` (the caller's transaction). */
export async function insertQueuedMail(
  db: Db,
  row: { id: string; messageId: string; userId: string | null; message: MailMessage; now: Date },
): Promise<void> {
  const { id, messageId, userId, message, now } = row;
  await db.insert(mailOutbox).values({
    id,
    messageId,
    userId,
    recipient: message.to,
    subject: message.subject,
    textBody: message.text,
    htmlBody: message.html,
    status: 'queued',
    nextAttemptAt: now,
    createdAt: now,
    updatedAt: now,
  });
}

/**
 * Claims the queued mail due longest ago (`next_attempt_at` ≤ `now`), or null when none is due: one
 * statement counts the attempt and pushes `next_attempt_at` to `leaseUntil`, on a row locked with
 * `FOR UPDATE SKIP LOCKED`. Two runs (two instances) never claim one row, and a run that dies mid-send
 * leaves the row to be claimed again once the lease ends.
 */
export async function claimDueMail(db: Db, now: Date, leaseUntil: Date): Promise<ClaimedMail | null> {
  // Two statements in one transaction: an UPDATE … WHERE id IN (SELECT … LIMIT 1 SKIP LOCKED) may run its
  // subquery again per row and claim more rows than it returns.
  const row = await db.transaction(async (tx) => {
    const [due] = await tx
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.status, 'queued'), lte(mailOutbox.nextAttemptAt, now)))
      .orderBy(asc(mailOutbox.nextAttemptAt))
      .limit(1)
      .for('update', { skipLocked: true });
    if (!due) return undefined;
    const [claimed] = await tx
      .update(mailOutbox)
      .set({ attempts: sql`${mailOutbox.attempts} + 1`, nextAttemptAt: leaseUntil, updatedAt: now })
      .where(eq(mailOutbox.id, due.id))
      .returning();
    return claimed;
  });
  if (!row) return null;
  return {
    id: row.id,
    attempts: row.attempts,
    createdAt: row.createdAt,
    mail: {
      to: row.recipient ?? '',
      subject: row.subject,
      text: row.textBody ?? '',
      html: row.htmlBody ?? '',
      messageId: row.messageId,
    },
  };
}

/** Marks a claimed mail sent at `now` and clears its recipient and bodies (the metadata stays). */
export async function markMailSent(db: Db, id: string, now: Date): Promise<void> {
  await db
    .update(mailOutbox)
    .set({
      status: 'sent',
      sentAt: now,
      updatedAt: now,
      recipient: null,
      textBody: null,
      htmlBody: null,
      lastError: null,
    })
    .where(eq(mailOutbox.id, id));
}

/** Records a failed attempt (`error`: an SMTP code, never a message): queued again at `retryAt`, or failed when null. */
export async function markMailAttemptFailed(
  db: Db,
  id: string,
  error: string,
  now: Date,
  retryAt: Date | null,
): Promise<void> {
  await db
    .update(mailOutbox)
    .set(
      retryAt
        ? { nextAttemptAt: retryAt, lastError: error, updatedAt: now }
        : { status: 'failed', lastError: error, updatedAt: now },
    )
    .where(eq(mailOutbox.id, id));
}

/**
 * How many mails wait (`queued`: due or retrying) and how many were given up on (`failed`), for
 * operators and the metrics. One statement over the whole outbox; no recipient or body is read.
 */
export async function outboxCounts(db: Db): Promise<{ queued: number; failed: number }> {
  const rows = await db
    .select({ status: mailOutbox.status, n: count() })
    .from(mailOutbox)
    .where(inArray(mailOutbox.status, ['queued', 'failed']))
    .groupBy(mailOutbox.status);
  const of = (status: string) => rows.find((row) => row.status === status)?.n ?? 0;
  return { queued: of('queued'), failed: of('failed') };
}
