import escapeHtml from 'escape-html';
import type { MailMessage } from '../mail/index.js';

/** The two reminders (issue 12 point 2). */
export type ReminderKind = 'appointment' | 'follow-up';

/**
 * A reminder e-mail. It names the hospital of an appointment and nothing
 * else of the record: no diagnosis, medicine or doctor (issue 12 point 2), so
 * a mailbox seen by someone else reveals no health information. `appUrl` is
 * the page the patient opens (their upcoming visits).
 */
export function reminderEmail(
  to: string,
  reminder: { kind: 'appointment'; hospitalName: string } | { kind: 'follow-up' },
  appUrl: string,
): MailMessage {
  const sentence =
    reminder.kind === 'appointment'
      ? `You have an appointment at ${reminder.hospitalName} tomorrow.`
      : 'You have a follow-up visit tomorrow.';
  const footer = 'You can switch these reminders off on your profile in Sehat.';
  return {
    to,
    subject: reminder.kind === 'appointment' ? 'Appointment tomorrow' : 'Follow-up visit tomorrow',
    text: [sentence, '', `Open Sehat: ${appUrl}`, '', footer].join('\n'),
    html: [
      `<p>${escapeHtml(sentence)}</p>`,
      `<p><a href="${escapeHtml(appUrl)}">Open Sehat</a></p>`,
      `<p>${escapeHtml(footer)}</p>`,
    ].join('\n'),
  };
}
