import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth.js';

/**
 * The durable mail outbox (docs/decisions/040-mail-outbox.md): one row per e-mail, written in the
 * transaction of the event that causes it (a reminder claimed, an account erased, a reset asked for) and
 * delivered by the `mail-delivery` job. `status` is 'queued' (due at `next_attempt_at`), 'sent' (the SMTP
 * server accepted it, or the dev outbox wrote it) or 'failed' (refused for 3 days). Once sent, the
 * recipient and both bodies are cleared: only the metadata stays. `user_id` is the account the mail is
 * sent to (null for the erasure confirmation, whose account is gone); erasing the account deletes the row.
 * `last_error` holds an SMTP error code only, never a server's message (which can quote the address).
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey(),
    /** The Message-ID header, `<id@host>`: the same on every attempt, so a receiver can drop a repeat. */
    messageId: text('message_id').notNull().unique(),
    userId: text('user_id').references(() => user.id, { onDelete: 'cascade' }),
    recipient: text('recipient'),
    subject: text('subject').notNull(),
    textBody: text('text_body'),
    htmlBody: text('html_body'),
    status: text('status', { enum: ['queued', 'sent', 'failed'] })
      .notNull()
      .default('queued'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('mail_outbox_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'queued'`),
    index('mail_outbox_user_idx').on(t.userId),
    check('mail_outbox_status_check', sql`${t.status} in ('queued', 'sent', 'failed')`),
  ],
);
