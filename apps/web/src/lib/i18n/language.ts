import { LANGUAGE_COOKIE_NAME } from './language-cookie';

/** The UI languages (same as `@sehat/shared`'s LANGUAGES, kept here so the entry does not load zod). */
export type Language = 'en' | 'hi';

/** The language in the `sehat_lang` cookie, or English. */
export function storedLanguage(): Language {
  const match = document.cookie.match(new RegExp(`(?:^|; )${LANGUAGE_COOKIE_NAME}=(en|hi)(?:;|$)`));
  return match?.[1] === 'hi' ? 'hi' : 'en';
}

/** `<html lang>` and the cookie follow the language (a year; read by the API at sign-up). */
export function applyLanguage(language: Language): void {
  document.documentElement.lang = language;
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${LANGUAGE_COOKIE_NAME}=${language}; Path=/; Max-Age=31536000; SameSite=Lax${secure}`;
}
