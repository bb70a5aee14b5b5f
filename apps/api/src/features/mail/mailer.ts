import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type Nodemailer from 'nodemailer';
import type { Env } from '../../config/env.js';
import type { Mailer, MailMessage } from '../../deps.js';
import { deliverWithRetries, type MailLog } from './mail-retry.js';

/** Declared in deps.ts, which carries a Mailer to every feature; re-exported for the features that send mail. */
export type { Mailer, MailMessage };

/** What the dev outbox writes per mail, as JSON. */
export interface OutboxMail extends MailMessage {
  /** ISO instant. */
  sentAt: string;
}

/**
 * The dev outbox (no SMTP_URL): each mail becomes
 * `<dir>/<sentAt-ms>-<random>.json` holding { to, subject, text, html, sentAt }.
 */
function createOutboxMailer(dir: string): Mailer {
  return {
    delivers: false,
    async send(message) {
      const sentAt = new Date();
      await mkdir(dir, { recursive: true });
      const file = path.join(dir, `${sentAt.getTime()}-${randomBytes(4).toString('hex')}.json`);
      const mail: OutboxMail = { ...message, sentAt: sentAt.toISOString() };
      await writeFile(file, `${JSON.stringify(mail, null, 2)}\n`, { mode: 0o600 });
    },
  };
}

/** How the SMTP mailer retries and where it reports failures. */
export interface SmtpOptions {
  /** Waits between attempts (default 30 s, 2, 5 and 10 minutes: mail-retry.ts). */
  retryDelaysMs?: readonly number[];
  log?: MailLog;
}

/**
 * SMTP at `url` (smtp:// or smtps://) through nodemailer, from `from`.
 * `send` resolves at once: delivery, and its retries while the server is
 * down, happen in the background (mail-retry.ts).
 */
function createSmtpMailer(url: string, from: string, options: SmtpOptions): Mailer {
  // Loaded only when SMTP is configured: the dev outbox needs none of its ~13 MB.
  const nodemailer = createRequire(import.meta.url)('nodemailer') as typeof Nodemailer;
  // A server that accepts the connection and then stalls fails the attempt within a minute.
  const transport = nodemailer.createTransport(url, {
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 60_000,
  });
  const deliver = async (message: MailMessage) => {
    await transport.sendMail({ from, ...message });
  };
  return {
    delivers: true,
    send(message) {
      deliverWithRetries(deliver, message, { delaysMs: options.retryDelaysMs, log: options.log });
      return Promise.resolve();
    },
  };
}

/** SMTP when SMTP_URL is set, else the outbox under DATA_DIR/outbox (written before `send` resolves). */
export function createMailer(env: Env, options: SmtpOptions = {}): Mailer {
  return env.SMTP_URL
    ? createSmtpMailer(env.SMTP_URL, env.MAIL_FROM, options)
    : createOutboxMailer(path.join(env.DATA_DIR, 'outbox'));
}
