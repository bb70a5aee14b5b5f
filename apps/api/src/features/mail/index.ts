/** Outgoing mail: SMTP or the dev outbox. */
export * from './mailer.js';
