import type { MailMessage } from '../mail/index.js';

/** Minutes a reset link stays valid (ARCHITECTURE.md decision 1). */
export const RESET_TOKEN_TTL_SECONDS = 30 * 60;

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * The password-reset e-mail: subject 'Reset your Sehat password', the link,
 * and how long it lasts. `url` is the server's one-time link.
 */
export function resetPasswordEmail(to: string, name: string, url: string): MailMessage {
  const minutes = RESET_TOKEN_TTL_SECONDS / 60;
  const greeting = name.trim() ? `Hello ${name.trim()},` : 'Hello,';
  return {
    to,
    subject: 'Reset your Sehat password',
    text: [
      greeting,
      '',
      'We received a request to reset the password of your Sehat account.',
      `Open this link within ${minutes} minutes to choose a new password:`,
      url,
      '',
      'If you did not ask for this, ignore this e-mail; your password stays the same.',
    ].join('\n'),
    html: [
      `<p>${escapeHtml(greeting)}</p>`,
      '<p>We received a request to reset the password of your Sehat account.</p>',
      `<p><a href="${escapeHtml(url)}">Choose a new password</a> (the link works for ${minutes} minutes, once).</p>`,
      '<p>If you did not ask for this, ignore this e-mail; your password stays the same.</p>',
    ].join('\n'),
  };
}
