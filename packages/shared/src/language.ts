import { z } from './zod.js';

/**
 * The languages of the UI and of e-mails (docs/architecture.md#d16-languages, docs/decisions/029-languages.md): English and Hindi.
 * English is the default and the fallback of every missing translation.
 */
export const LANGUAGES = ['en', 'hi'] as const;
export const languageSchema = z.enum(LANGUAGES);
export type Language = z.infer<typeof languageSchema>;
export const DEFAULT_LANGUAGE: Language = 'en';

/**
 * The cookie that holds the choice before sign-in (`sehat_lang=hi`); read by the API at sign-up so the
 * new profile starts in the language the visitor picked on the landing page.
 */
export const LANGUAGE_COOKIE = 'sehat_lang';

/**
 * Set, for the browser session, when a visitor picks a language before signing in: the next sign-in then
 * saves that choice on the profile instead of switching to the profile's (the latest choice wins).
 */
export const LANGUAGE_CHOSEN_COOKIE = 'sehat_lang_chosen';

/** POST /api/language form body (`language=hi`): the switch on the landing page, answered without scripts. */
export const languageChoiceSchema = z.object({ language: languageSchema });
export type LanguageChoice = z.infer<typeof languageChoiceSchema>;

/** PUT /api/profile/language body and answer: the signed-in patient's preferred language. */
export const preferredLanguageSchema = z.object({ preferred_language: languageSchema });
export type PreferredLanguage = z.infer<typeof preferredLanguageSchema>;

/** The value of the cookie `cookieName` in a `Cookie` header, or null. */
function cookieValue(cookieHeader: string | null | undefined, cookieName: string): string | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === cookieName) return value ?? '';
  }
  return null;
}

/** The language a `Cookie` header asks for, or null when it names none we speak. */
export function languageFromCookieHeader(cookieHeader: string | null | undefined): Language | null {
  const parsed = languageSchema.safeParse(cookieValue(cookieHeader, LANGUAGE_COOKIE));
  return parsed.success ? parsed.data : null;
}

/** Whether a `Cookie` header says the visitor picked its language before signing in (LANGUAGE_CHOSEN_COOKIE). */
export function languageChosenInCookieHeader(cookieHeader: string | null | undefined): boolean {
  return cookieValue(cookieHeader, LANGUAGE_CHOSEN_COOKIE) === '1';
}
