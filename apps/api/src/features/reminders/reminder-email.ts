import type { Language } from '@sehat/shared';
import escapeHtml from 'escape-html';
import { inLanguage, type MailMessage } from '../mail/index.js';

/** The two reminders (docs/decisions/028-jobs-and-reminders.md). */
export type ReminderKind = 'appointment' | 'follow-up';

type Reminder = { kind: 'appointment'; hospitalName: string } | { kind: 'follow-up' };

/** The reminder's words in each language (docs/decisions/029-languages.md: e-mails in the patient's language). */
const TEXTS: Record<
  Language,
  { subject: Record<ReminderKind, string>; sentence(r: Reminder): string; open: string; footer: string }
> = {
  en: {
    subject: { appointment: 'Appointment tomorrow', 'follow-up': 'Follow-up visit tomorrow' },
    sentence: (r) =>
      r.kind === 'appointment'
        ? `You have an appointment at ${r.hospitalName} tomorrow.`
        : 'You have a follow-up visit tomorrow.',
    open: 'Open Sehat',
    footer: 'You can switch these reminders off on your profile in Sehat.',
  },
  hi: {
    subject: { appointment: 'कल आपका अपॉइंटमेंट है', 'follow-up': 'कल आपकी फ़ॉलो-अप विज़िट है' },
    sentence: (r) =>
      r.kind === 'appointment' ? `कल ${r.hospitalName} में आपका अपॉइंटमेंट है।` : 'कल आपकी फ़ॉलो-अप विज़िट है।',
    open: 'Sehat खोलें',
    footer: 'ये रिमाइंडर आप Sehat में अपनी प्रोफ़ाइल से बंद कर सकते हैं।',
  },
};

/**
 * A reminder e-mail in the patient's language. It names the hospital of an appointment and nothing
 * else of the record: no diagnosis, medicine or doctor (docs/decisions/028-jobs-and-reminders.md), so a mailbox seen by someone
 * else reveals no health information. `appUrl` is the page the patient opens (their upcoming visits).
 */
export function reminderEmail(
  to: string,
  reminder: Reminder,
  appUrl: string,
  language: Language = 'en',
): MailMessage {
  const t = inLanguage(TEXTS, language);
  const sentence = t.sentence(reminder);
  return {
    to,
    subject: t.subject[reminder.kind],
    text: [sentence, '', `${t.open}: ${appUrl}`, '', t.footer].join('\n'),
    html: [
      `<p>${escapeHtml(sentence)}</p>`,
      `<p><a href="${escapeHtml(appUrl)}">${escapeHtml(t.open)}</a></p>`,
      `<p>${escapeHtml(t.footer)}</p>`,
    ].join('\n'),
  };
}
