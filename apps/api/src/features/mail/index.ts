/** Outgoing mail: SMTP (delivered in the background, with retries) or the dev outbox; the recipient's language. */
export * from './mailer.js';
export * from './mail-language.js';
