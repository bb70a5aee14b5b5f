import { readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq, isNull } from 'drizzle-orm';
import { expect, vi } from 'vitest';
import type { App } from '../app.js';
import type { Db } from '../db/index.js';
import { mailOutbox } from '../db/schema/index.js';
import { MAIL_DELIVERY_JOB, type OutboxMail } from '../features/mail/index.js';

/** Where buildTestApp makes each app's DATA_DIR: `<tmpdir>/sehat-api-test-*`. */
export const TEST_DATA_DIR_PREFIX = 'sehat-api-test-';

/**
 * Every mail the dev outbox of `dataDir` holds for `to`, oldest first (the files as written; no delivery
 * run). Another worker's test app removes its DATA_DIR when it closes, possibly between the listing and
 * the reading: a file gone by then is that app's, and is skipped.
 */
export async function outboxFilesTo(dataDir: string, to: string): Promise<OutboxMail[]> {
  const dir = path.join(dataDir, 'outbox');
  const files = await readdir(dir).catch(() => [] as string[]);
  const mails = await Promise.all(
    files
      .filter((file) => file.endsWith('.json'))
      .sort()
      .map(async (file) => {
        const text = await readFile(path.join(dir, file), 'utf8').catch((error: NodeJS.ErrnoException) => {
          if (error.code === 'ENOENT') return null;
          throw error;
        });
        return text === null ? null : (JSON.parse(text) as OutboxMail);
      }),
  );
  return mails.filter((mail): mail is OutboxMail => mail !== null && mail.to === to);
}

/** How many mails to `to` wait in the outbox, never tried yet or being sent (a failed attempt sets last_error). */
async function untriedMailsTo(db: Db, to: string): Promise<number> {
  const rows = await db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.recipient, to), eq(mailOutbox.status, 'queued'), isNull(mailOutbox.lastError)));
  return rows.length;
}

/**
 * Every mail delivered to `to` through the dev outbox, oldest first: runs the app's mail-delivery job
 * until no untried mail to `to` is left (bounded: 10 s), then reads the outboxes of every test app. Every
 * test app, whichever worker it runs in, delivers any due row of the shared database into its own
 * DATA_DIR, so the mail may be in another app's folder; addresses are unique per test.
 */
export async function mailsTo(t: { app: App; db: Db }, to: string): Promise<OutboxMail[]> {
  await vi.waitFor(
    async () => {
      expect(await t.app.jobs.runNow(MAIL_DELIVERY_JOB)).toBe('completed');
      expect(await untriedMailsTo(t.db, to)).toBe(0);
    },
    { timeout: 10_000, interval: 50 },
  );
  const dirs = (await readdir(tmpdir())).filter((name) => name.startsWith(TEST_DATA_DIR_PREFIX));
  const found = await Promise.all(dirs.map((dir) => outboxFilesTo(path.join(tmpdir(), dir), to)));
  return found.flat().sort((a, b) => a.sentAt.localeCompare(b.sentAt));
}

/** The newest mail delivered to `to` (mailsTo), or undefined. */
export async function latestMailTo(t: { app: App; db: Db }, to: string): Promise<OutboxMail | undefined> {
  return (await mailsTo(t, to)).at(-1);
}

/** The first http(s) link in a mail's text. */
export function firstLink(mail: OutboxMail): string {
  const match = /https?:\/\/\S+/.exec(mail.text);
  if (!match) throw new Error(`no link in mail "${mail.subject}"`);
  return match[0];
}
