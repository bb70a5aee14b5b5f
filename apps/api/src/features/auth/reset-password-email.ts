import escapeHtml from 'escape-html';
import type { Language } from '@sehat/shared';
import { inLanguage, type MailMessage } from '../mail/index.js';

/** Minutes a reset link stays valid (docs/architecture.md#d1-auth-with-better-auth). */
export const RESET_TOKEN_TTL_SECONDS = 30 * 60;

interface ResetTexts {
  subject: string;
  greeting: (name: string) => string;
  request: string;
  openWithin: (minutes: number) => string;
  linkText: string;
  linkNote: (minutes: number) => string;
  ignore: string;
}

/** The mail's sentences in each language (docs/decisions/029-languages.md: e-mails in the patient's language). */
const TEXTS: Record<Language, ResetTexts> = {
  en: {
    subject: 'Reset your Sehat password',
    greeting: (name) => (name ? `Hello ${name},` : 'Hello,'),
    request: 'We received a request to reset the password of your Sehat account.',
    openWithin: (minutes) => `Open this link within ${minutes} minutes to choose a new password:`,
    linkText: 'Choose a new password',
    linkNote: (minutes) => `(the link works for ${minutes} minutes, once)`,
    ignore: 'If you did not ask for this, ignore this e-mail; your password stays the same.',
  },
  hi: {
    subject: 'अपना Sehat पासवर्ड बदलें',
    greeting: (name) => (name ? `नमस्ते ${name},` : 'नमस्ते,'),
    request: 'हमें आपके Sehat खाते का पासवर्ड बदलने का अनुरोध मिला है।',
    openWithin: (minutes) => `नया पासवर्ड चुनने के लिए ${minutes} मिनट के अंदर यह लिंक खोलें:`,
    linkText: 'नया पासवर्ड चुनें',
    linkNote: (minutes) => `(लिंक ${minutes} मिनट तक, सिर्फ़ एक बार काम करेगा)`,
    ignore: 'अगर आपने यह नहीं माँगा था, तो इस ईमेल को अनदेखा करें; आपका पासवर्ड नहीं बदलेगा।',
  },
};

/**
 * The password-reset e-mail in the patient's language: subject 'Reset your Sehat password' (Hindi:
 * 'अपना Sehat पासवर्ड बदलें'), the link, and how long it lasts. `url` is the server's one-time link.
 */
export function resetPasswordEmail(
  to: string,
  name: string,
  url: string,
  language: Language = 'en',
): MailMessage {
  const minutes = RESET_TOKEN_TTL_SECONDS / 60;
  const t = inLanguage(TEXTS, language);
  const greeting = t.greeting(name.trim());
  return {
    to,
    subject: t.subject,
    text: [greeting, '', t.request, t.openWithin(minutes), url, '', t.ignore].join('\n'),
    html: [
      `<p>${escapeHtml(greeting)}</p>`,
      `<p>${escapeHtml(t.request)}</p>`,
      `<p><a href="${escapeHtml(url)}">${escapeHtml(t.linkText)}</a> ${escapeHtml(t.linkNote(minutes))}.</p>`,
      `<p>${escapeHtml(t.ignore)}</p>`,
    ].join('\n'),
  };
}
