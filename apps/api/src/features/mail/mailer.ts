import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Env } from '../../config/env.js';

/** One outgoing e-mail: plain text and HTML bodies of the same content. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Sends mail; injected into `buildApp` so tests and deployments choose the transport. */
export interface Mailer {
  /** True when mail leaves the machine (SMTP); false for the dev outbox. */
  readonly delivers: boolean;
  send(message: MailMessage): Promise<void>;
}

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

/** SMTP at `url` (smtp:// or smtps://) through nodemailer, from `from`. */
function createSmtpMailer(url: string, from: string): Mailer {
  const transport = nodemailer.createTransport(url);
  return {
    delivers: true,
    async send(message) {
      await transport.sendMail({ from, ...message });
    },
  };
}

/** SMTP when SMTP_URL is set, else the outbox under DATA_DIR/outbox. */
export function createMailer(env: Env): Mailer {
  return env.SMTP_URL
    ? createSmtpMailer(env.SMTP_URL, env.MAIL_FROM)
    : createOutboxMailer(path.join(env.DATA_DIR, 'outbox'));
}
