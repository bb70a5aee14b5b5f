import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { OutboxMail } from '../features/mail/mailer.js';

/** Every mail the dev outbox of `dataDir` holds for `to`, oldest first. */
export async function mailsTo(dataDir: string, to: string): Promise<OutboxMail[]> {
  const dir = path.join(dataDir, 'outbox');
  const files = await readdir(dir).catch(() => [] as string[]);
  const mails = await Promise.all(
    files
      .filter((file) => file.endsWith('.json'))
      .sort()
      .map(async (file) => JSON.parse(await readFile(path.join(dir, file), 'utf8')) as OutboxMail),
  );
  return mails.filter((mail) => mail.to === to);
}

/** The newest mail for `to` in the outbox of `dataDir`, or undefined. */
export async function latestMailTo(dataDir: string, to: string): Promise<OutboxMail | undefined> {
  return (await mailsTo(dataDir, to)).at(-1);
}

/** The first http(s) link in a mail's text. */
export function firstLink(mail: OutboxMail): string {
  const match = /https?:\/\/\S+/.exec(mail.text);
  if (!match) throw new Error(`no link in mail "${mail.subject}"`);
  return match[0];
}
