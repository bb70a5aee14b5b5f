import type { Language } from '@sehat/shared';
import escapeHtml from 'escape-html';
import { inLanguage, type MailMessage } from '../mail/index.js';

/** The confirmation's words in each language (docs/decisions/029-languages.md: e-mails in the patient's language). */
const TEXTS: Record<Language, { subject: string; greeting(name: string): string; lines: string[] }> = {
  en: {
    subject: 'Your Sehat account has been erased',
    greeting: (name) => (name ? `Hello ${name},` : 'Hello,'),
    lines: [
      'Your Sehat account has been erased, as you asked.',
      'Your profile, medical records, lab reports, visits, claims, contacts and every uploaded file are deleted.',
      'If you did not ask for this, reply to this e-mail at once.',
    ],
  },
  hi: {
    subject: 'आपका Sehat खाता मिटा दिया गया है',
    greeting: (name) => (name ? `नमस्ते ${name},` : 'नमस्ते,'),
    lines: [
      'आपके कहने पर आपका Sehat खाता मिटा दिया गया है।',
      'आपकी प्रोफ़ाइल, मेडिकल रिकॉर्ड, लैब रिपोर्ट, विज़िट, क्लेम, संपर्क और अपलोड की गई हर फ़ाइल हटा दी गई है।',
      'अगर आपने ऐसा नहीं कहा था, तो इस ई-मेल का तुरंत जवाब दें।',
    ],
  },
};

/**
 * The confirmation sent once an account is erased, in the language the patient had chosen: that it
 * happened, and that nothing of the patient's is kept. It names no record, diagnosis or file.
 */
export function accountErasedEmail(to: string, name: string, language: Language = 'en'): MailMessage {
  const t = inLanguage(TEXTS, language);
  const greeting = t.greeting(name.trim());
  return {
    to,
    subject: t.subject,
    text: [greeting, '', ...t.lines].join('\n'),
    html: [greeting, ...t.lines].map((line) => `<p>${escapeHtml(line)}</p>`).join('\n'),
  };
}
