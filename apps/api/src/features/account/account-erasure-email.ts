import escapeHtml from 'escape-html';
import type { MailMessage } from '../mail/index.js';

/**
 * The confirmation sent once an account is erased: that it happened, and that nothing of the patient's is
 * kept. It names no record, diagnosis or file.
 */
export function accountErasedEmail(to: string, name: string): MailMessage {
  const greeting = name.trim() ? `Hello ${name.trim()},` : 'Hello,';
  const lines = [
    'Your Sehat account has been erased, as you asked.',
    'Your profile, medical records, lab reports, visits, claims, contacts and every uploaded file are deleted.',
    'If you did not ask for this, reply to this e-mail at once.',
  ];
  return {
    to,
    subject: 'Your Sehat account has been erased',
    text: [greeting, '', ...lines].join('\n'),
    html: [greeting, ...lines].map((line) => `<p>${escapeHtml(line)}</p>`).join('\n'),
  };
}
