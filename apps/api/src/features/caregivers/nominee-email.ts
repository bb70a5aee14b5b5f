import type { Language } from '@sehat/shared';
import escapeHtml from 'escape-html';
import { inLanguage, type MailMessage } from '../mail/index.js';

const TEXTS: Record<
  Language,
  { subject: string; body(nominee: string, days: number): string; refuse: string }
> = {
  en: {
    subject: 'Emergency access was requested on Sehat',
    body: (nominee, days) =>
      `${nominee}, your nominee on Sehat, has asked for emergency access. Unless you refuse within ${days} day(s), they will be able to view all of these health records until you end their access.`,
    refuse: 'To refuse, sign in and open the Caregivers page:',
  },
  hi: {
    subject: 'Sehat पर आपातकालीन पहुँच माँगी गई है',
    body: (nominee, days) =>
      `Sehat पर आपके नामित व्यक्ति ${nominee} ने आपातकालीन पहुँच माँगी है। अगर आप ${days} दिन के अंदर मना नहीं करते, तो वे ये सभी स्वास्थ्य रिकॉर्ड देख सकेंगे, जब तक आप उनकी पहुँच ख़त्म न करें।`,
    refuse: 'मना करने के लिए साइन इन करें और देखभाल करने वाले पेज पर जाएँ:',
  },
};

/**
 * The mail telling the patient's managing account of a nominee's emergency-access request
 * (docs/decisions/060-nominee.md), in that account's language: who asked and the waiting period, and the
 * Caregivers page where it is refused. Like the caregiver invitation it names a person and a role, never a
 * patient's health data.
 */
export function nomineeRequestEmail(
  to: string,
  nominee: string,
  days: number,
  link: string,
  language: Language,
): MailMessage {
  const t = inLanguage(TEXTS, language);
  const body = t.body(nominee.trim(), days);
  return {
    to,
    subject: t.subject,
    text: [body, '', t.refuse, link].join('\n'),
    html: [body, t.refuse]
      .map((line) => `<p>${escapeHtml(line)}</p>`)
      .concat(`<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`)
      .join('\n'),
  };
}
