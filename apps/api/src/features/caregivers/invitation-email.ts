import { CARE_INVITATION_DAYS, CARE_ROLE_LABELS, type CareRole, type Language } from '@sehat/shared';
import escapeHtml from 'escape-html';
import { inLanguage, type MailMessage } from '../mail/index.js';

const TEXTS: Record<
  Language,
  { subject: string; body(inviter: string, role: string): string; open: string; ignore: string }
> = {
  en: {
    subject: 'You are invited to help on Sehat',
    body: (inviter, role) =>
      `${inviter} has invited you to help with their family's health records on Sehat, as: ${role}.`,
    open: `Sign in (or sign up) with this e-mail address and open this link within ${CARE_INVITATION_DAYS} days:`,
    ignore: 'If you do not know this person, ignore this e-mail; nothing is shared until you accept.',
  },
  hi: {
    subject: 'आपको Sehat पर मदद के लिए बुलाया गया है',
    body: (inviter, role) =>
      `${inviter} ने आपको Sehat पर अपने परिवार के स्वास्थ्य रिकॉर्ड में मदद के लिए बुलाया है, इस रूप में: ${role}।`,
    open: `इसी ई-मेल पते से साइन इन (या साइन अप) करें और ${CARE_INVITATION_DAYS} दिन के अंदर यह लिंक खोलें:`,
    ignore: 'अगर आप इन्हें नहीं जानते, तो इस ई-मेल को अनदेखा करें; स्वीकार करने तक कुछ साझा नहीं होता।',
  },
};

/**
 * The caregiver invitation (docs/decisions/051-caregivers.md) in the inviting account's language: who
 * invites, as which role, and the one-time link. The subject names no patient and no health data; the token
 * travels in the link's fragment (`#`), which browsers never send to a server, so no request log holds it.
 */
export function invitationEmail(
  to: string,
  inviter: string,
  role: CareRole,
  link: string,
  language: Language,
): MailMessage {
  const t = inLanguage(TEXTS, language);
  const body = t.body(inviter.trim() || to, CARE_ROLE_LABELS[role][language]);
  return {
    to,
    subject: t.subject,
    text: [body, '', t.open, link, '', t.ignore].join('\n'),
    html: [body, t.open]
      .map((line) => `<p>${escapeHtml(line)}</p>`)
      .concat(
        `<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`,
        `<p>${escapeHtml(t.ignore)}</p>`,
      )
      .join('\n'),
  };
}
