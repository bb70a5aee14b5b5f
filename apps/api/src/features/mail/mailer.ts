import { mkdir, rename, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type Nodemailer from 'nodemailer';
import type { Env } from '../../config/env.js';
import type { MailMessage } from '../../deps.js';

export type { MailMessage };

/** A mail as the delivery job hands it to a transport: its content and its fixed Message-ID. */
export interface OutgoingMail extends MailMessage {
  /** `<uuid@host>`: the same on every attempt of one outbox row. */
  messageId: string;
}

/**
 * The transport the `mail-delivery` job sends through (docs/decisions/040-mail-outbox.md): SMTP or the
 * dev outbox. `send` resolves once the mail is accepted (the SMTP server answered 250, or the file is
 * written) and rejects otherwise (refused, timed out, unreachable), with nodemailer's `code` and
 * `responseCode` on the error. Features never call it: they write an outbox row (`MailOutbox`).
 */
export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
}

/** What the dev outbox writes per mail, as JSON. */
export interface OutboxMail extends OutgoingMail {
  /** ISO instant. */
  sentAt: string;
}

/** Where a transport reports (a pino-style logger): file names and codes only, never an address or a body. */
export interface MailLog {
  info(details: object, message: string): void;
}

/** The file name of a mail in the dev outbox: the send time (ms, so names sort by time), the row's id. */
function outboxFileName(mail: OutgoingMail, sentAt: Date): string {
  const id = /^<([^@>]+)@/.exec(mail.messageId)?.[1] ?? 'mail';
  return `${sentAt.getTime()}-${id}.json`;
}

/**
 * The dev outbox (no SMTP_URL): each mail becomes `<dir>/<sentAt-ms>-<row id>.json` holding
 * { to, subject, text, html, messageId, sentAt }, written to a temporary name and renamed, so a reader
 * never sees half a file. The log line names the file only: the link and the address stay in the file.
 */
function createOutboxMailer(dir: string, log: MailLog | undefined): Mailer {
  return {
    async send(mail) {
      const sentAt = new Date();
      await mkdir(dir, { recursive: true, mode: 0o700 });
      const file = outboxFileName(mail, sentAt);
      const content: OutboxMail = { ...mail, sentAt: sentAt.toISOString() };
      const partial = path.join(dir, `.${file}.partial`);
      await writeFile(partial, `${JSON.stringify(content, null, 2)}\n`, { mode: 0o600 });
      await rename(partial, path.join(dir, file));
      log?.info({ file }, 'mail written to the dev outbox');
    },
  };
}

/**
 * SMTP at `url` (smtp:// or smtps://) through nodemailer, from `from`. `send` resolves when the server
 * accepted the mail; a server that accepts the connection and then stalls fails the attempt within a
 * minute, so a delivery run never hangs on it.
 */
function createSmtpMailer(url: string, from: string): Mailer {
  // Loaded only when SMTP is configured: the dev outbox needs none of its ~13 MB.
  const nodemailer = createRequire(import.meta.url)('nodemailer') as typeof Nodemailer;
  const transport = nodemailer.createTransport(url, {
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 60_000,
  });
  return {
    async send(mail) {
      await transport.sendMail({ from, ...mail });
    },
  };
}

/** SMTP when SMTP_URL is set, else the dev outbox under DATA_DIR/outbox (which logs each file's name). */
export function createMailer(env: Env, options: { log?: MailLog } = {}): Mailer {
  return env.SMTP_URL
    ? createSmtpMailer(env.SMTP_URL, env.MAIL_FROM)
    : createOutboxMailer(path.join(env.DATA_DIR, 'outbox'), options.log);
}
