import { CARE_INVITATION_DAYS, type Language } from '@sehat/shared';
import escapeHtml from 'escape-html';
import { inLanguage, type MailMessage } from '../mail/index.js';

const TEXTS: Record<
  Language,
  { subject: string; body(inviter: string): string; open: string; ignore: string }
> = {
  en: {
    subject: 'Your health records on Sehat can be yours',
    body: (inviter) =>
      `${inviter} has kept your health records on Sehat and invites you to take them over with your own account. ` +
      'Once you accept, the records are yours, and they can see them only if you invite them as a caregiver.',
    open: `Sign in (or sign up) with this e-mail address and open this link within ${CARE_INVITATION_DAYS} days:`,
    ignore: 'If you do not know this person, ignore this e-mail; nothing changes until you accept.',
  },
  hi: {
    subject: 'Sehat पर आपके स्वास्थ्य रिकॉर्ड आपके हो सकते हैं',
    body: (inviter) =>
      `${inviter} ने Sehat पर आपके स्वास्थ्य रिकॉर्ड रखे हैं और आपको अपने खाते से इन्हें लेने के लिए बुलाया है। ` +
      'स्वीकार करने पर रिकॉर्ड आपके होंगे, और वे इन्हें तभी देख पाएँगे जब आप उन्हें देखभालकर्ता के रूप में बुलाएँ।',
    open: `इसी ई-मेल पते से साइन इन (या साइन अप) करें और ${CARE_INVITATION_DAYS} दिन के अंदर यह लिंक खोलें:`,
    ignore: 'अगर आप इन्हें नहीं जानते, तो इस ई-मेल को अनदेखा करें; स्वीकार करने तक कुछ नहीं बदलता।',
  },
};

/**
 * The hand-over invitation (docs/decisions/057-handing-over-a-profile.md) in the managing account's
 * language: who invites and the one-time link. Like a caregiver's invitation (docs/decisions/051-caregivers.md)
 * the subject names no patient and no health data, and the token travels in the link's fragment.
 */
export function handoverEmail(to: string, inviter: string, link: string, language: Language): MailMessage {
  const t = inLanguage(TEXTS, language);
  const body = t.body(inviter.trim() || to);
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
