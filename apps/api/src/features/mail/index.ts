/** Outgoing mail: SMTP (delivered in the background, with retries) or the dev outbox. */
export * from './mailer.js';
