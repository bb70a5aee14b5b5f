/**
 * Outgoing mail (docs/decisions/040-mail-outbox.md): features queue mail in the durable outbox in the
 * transaction of their event; the `mail-delivery` job sends it through SMTP or the dev outbox.
 */
export * from './mailer.js';
export * from './mail-language.js';
export { createMailOutbox, MAIL_DELIVERY_JOB, mailDeliveryJob, type MailOutbox } from './mail-delivery.js';
export { outboxCounts } from './mail-outbox.repository.js';
