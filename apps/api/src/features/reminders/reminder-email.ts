import type { Language } from '@sehat/shared';
import escapeHtml from 'escape-html';
import { inLanguage, type MailMessage } from '../mail/index.js';

/**
 * The reminders (docs/decisions/028-jobs-and-reminders.md): the day before an appointment or a follow-up,
 * 30 and 7 days before an insurance policy ends (docs/decisions/053-insurance-policies.md), the morning
 * digest of the day's doses for a patient who switched it on (docs/decisions/054-medicines.md), and a week
 * before a family member's vaccines are due (docs/decisions/055-vaccinations.md).
 */
export type ReminderKind = 'appointment' | 'follow-up' | 'policy-renewal' | 'medicine-digest' | 'vaccination';

type Reminder =
  | { kind: 'appointment'; hospitalName: string }
  | { kind: 'follow-up' }
  | { kind: 'policy-renewal'; daysLeft: number }
  | { kind: 'medicine-digest'; doses: number }
  | { kind: 'vaccination'; daysLeft: number };

/** The reminder's words in each language (docs/decisions/029-languages.md: e-mails in the patient's language). */
const TEXTS: Record<
  Language,
  { subject(r: Reminder): string; sentence(r: Reminder): string; open: string; footer: string }
> = {
  en: {
    subject: (r) =>
      r.kind === 'appointment'
        ? 'Appointment tomorrow'
        : r.kind === 'follow-up'
          ? 'Follow-up visit tomorrow'
          : r.kind === 'medicine-digest'
            ? 'Your medicines today'
            : r.kind === 'vaccination'
              ? `A vaccination is due in ${r.daysLeft} days`
              : `Your health insurance policy ends in ${r.daysLeft} days`,
    sentence: (r) =>
      r.kind === 'appointment'
        ? `You have an appointment at ${r.hospitalName} tomorrow.`
        : r.kind === 'follow-up'
          ? 'You have a follow-up visit tomorrow.'
          : r.kind === 'medicine-digest'
            ? `You have ${r.doses} doses of medicine to take today. Mark each one taken or skipped in Sehat.`
            : r.kind === 'vaccination'
              ? `A vaccination on your family's schedule in Sehat is due in ${r.daysLeft} days. Open Sehat to see which one, and mark it as given once it is done.`
              : `One of your health insurance policies ends in ${r.daysLeft} days. Renew it in time so the cover does not lapse.`,
    open: 'Open Sehat',
    footer: 'You can switch these reminders off on your profile in Sehat.',
  },
  hi: {
    subject: (r) =>
      r.kind === 'appointment'
        ? 'कल आपका अपॉइंटमेंट है'
        : r.kind === 'follow-up'
          ? 'कल आपकी फ़ॉलो-अप विज़िट है'
          : r.kind === 'medicine-digest'
            ? 'आज की आपकी दवाएँ'
            : r.kind === 'vaccination'
              ? `${r.daysLeft} दिन में एक टीका लगना है`
              : `आपकी हेल्थ इंश्योरेंस पॉलिसी ${r.daysLeft} दिन में ख़त्म हो रही है`,
    sentence: (r) =>
      r.kind === 'appointment'
        ? `कल ${r.hospitalName} में आपका अपॉइंटमेंट है।`
        : r.kind === 'follow-up'
          ? 'कल आपकी फ़ॉलो-अप विज़िट है।'
          : r.kind === 'medicine-digest'
            ? `आज आपको दवा की ${r.doses} ख़ुराकें लेनी हैं। हर ख़ुराक Sehat में ली या छोड़ी दर्ज करें।`
            : r.kind === 'vaccination'
              ? `Sehat में आपके परिवार की टीका सूची का एक टीका ${r.daysLeft} दिन में लगना है। कौन-सा, यह Sehat खोलकर देखें, और लगने के बाद उसे दर्ज करें।`
              : `आपकी एक हेल्थ इंश्योरेंस पॉलिसी ${r.daysLeft} दिन में ख़त्म हो रही है। समय पर रिन्यू करें, ताकि कवर न टूटे।`,
    open: 'Sehat खोलें',
    footer: 'ये रिमाइंडर आप Sehat में अपनी प्रोफ़ाइल से बंद कर सकते हैं।',
  },
};

/**
 * The copy a caregiver who asked for the patient's reminders gets
 * (docs/decisions/051-caregivers.md#reminders-to-caregivers): the same one detail, said of "someone you care
 * for", never naming them.
 */
const CAREGIVER_TEXTS: Record<Language, { subject: string; sentence(r: Reminder): string; footer: string }> =
  {
    en: {
      subject: 'A reminder for someone you care for',
      sentence: (r) =>
        r.kind === 'appointment'
          ? `Someone you care for on Sehat has an appointment at ${r.hospitalName} tomorrow.`
          : r.kind === 'follow-up'
            ? 'Someone you care for on Sehat has a follow-up visit tomorrow.'
            : r.kind === 'medicine-digest'
              ? `Someone you care for on Sehat has ${r.doses} doses of medicine to take today.`
              : r.kind === 'vaccination'
                ? `A vaccination of someone you care for on Sehat is due in ${r.daysLeft} days.`
                : `A health insurance policy of someone you care for on Sehat ends in ${r.daysLeft} days.`,
      footer:
        'You get these because you asked for them as a caregiver. Switch them off on the Caregivers page in Sehat.',
    },
    hi: {
      subject: 'जिनकी आप देखभाल करते हैं, उनके लिए एक रिमाइंडर',
      sentence: (r) =>
        r.kind === 'appointment'
          ? `जिनकी आप Sehat पर देखभाल करते हैं, उनका कल ${r.hospitalName} में अपॉइंटमेंट है।`
          : r.kind === 'follow-up'
            ? 'जिनकी आप Sehat पर देखभाल करते हैं, उनकी कल फ़ॉलो-अप विज़िट है।'
            : r.kind === 'medicine-digest'
              ? `जिनकी आप Sehat पर देखभाल करते हैं, उन्हें आज दवा की ${r.doses} ख़ुराकें लेनी हैं।`
              : r.kind === 'vaccination'
                ? `जिनकी आप Sehat पर देखभाल करते हैं, उनका एक टीका ${r.daysLeft} दिन में लगना है।`
                : `जिनकी आप Sehat पर देखभाल करते हैं, उनकी एक हेल्थ इंश्योरेंस पॉलिसी ${r.daysLeft} दिन में ख़त्म हो रही है।`,
      footer:
        'ये रिमाइंडर आपको मिलते हैं क्योंकि आपने देखभाल करने वाले के रूप में इन्हें चुना। इन्हें Sehat में देखभाल करने वालों के पेज से बंद करें।',
    },
  };

/**
 * A reminder e-mail in the patient's language. It names the hospital of an appointment and nothing
 * else of the record: no diagnosis, medicine or doctor (docs/decisions/028-jobs-and-reminders.md), and a policy's
 * renewal names no insurer, number or amount, a medicine digest only how many doses (never a medicine's
 * name), and a vaccination neither the vaccine nor the person, so a mailbox seen by someone else reveals no
 * health information. `appUrl` is the page to open; `audience` 'caregiver' is a caregiver's copy.
 */
export function reminderEmail(
  to: string,
  reminder: Reminder,
  appUrl: string,
  language: Language = 'en',
  audience: 'patient' | 'caregiver' = 'patient',
): MailMessage {
  const own = inLanguage(TEXTS, language);
  const copy = inLanguage(CAREGIVER_TEXTS, language);
  const t =
    audience === 'patient'
      ? { subject: own.subject(reminder), sentence: own.sentence(reminder), footer: own.footer }
      : { subject: copy.subject, sentence: copy.sentence(reminder), footer: copy.footer };
  return {
    to,
    subject: t.subject,
    text: [t.sentence, '', `${own.open}: ${appUrl}`, '', t.footer].join('\n'),
    html: [
      `<p>${escapeHtml(t.sentence)}</p>`,
      `<p><a href="${escapeHtml(appUrl)}">${escapeHtml(own.open)}</a></p>`,
      `<p>${escapeHtml(t.footer)}</p>`,
    ].join('\n'),
  };
}
