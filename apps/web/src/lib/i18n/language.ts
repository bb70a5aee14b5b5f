import { LANGUAGE_CHOSEN_COOKIE_NAME, LANGUAGE_COOKIE_NAME } from './language-cookie';

/** The UI languages (same as `@sehat/shared`'s LANGUAGES, kept here so the entry does not load zod). */
export type Language = 'en' | 'hi';

const hasCookie = (name: string, value: string) =>
  new RegExp(`(?:^|; )${name}=${value}(?:;|$)`).test(document.cookie);

/** The language to start in: a server-rendered screen's own, else the `sehat_lang` cookie's, else English. */
export function storedLanguage(): Language {
  // A screen the server rendered (with its `#sehat-state`) speaks the language the server chose for it,
  // the profile's (apps/api/src/plugins/screen-renderer.ts): hydrating it in another would not match its HTML.
  if (document.getElementById('sehat-state')) return document.documentElement.lang === 'hi' ? 'hi' : 'en';
  return hasCookie(LANGUAGE_COOKIE_NAME, 'hi') ? 'hi' : 'en';
}

const secureAttribute = () => (location.protocol === 'https:' ? '; Secure' : '');

/** `<html lang>` and the cookie follow the language (a year; read by the API at sign-up). */
export function applyLanguage(language: Language): void {
  // Set only when it changes: a new `lang` restyles the whole page (`:lang()`, the Devanagari font).
  if (document.documentElement.lang !== language) document.documentElement.lang = language;
  document.cookie = `${LANGUAGE_COOKIE_NAME}=${language}; Path=/; Max-Age=31536000; SameSite=Lax${secureAttribute()}`;
}

/**
 * Whether the visitor picked the cookie's language before signing in, in this browser session (the
 * landing's switch, with or without scripts: POST /api/language sets the same cookie). `clear` forgets it.
 */
export const languageChoice = {
  wasMade: () => hasCookie(LANGUAGE_CHOSEN_COOKIE_NAME, '1'),
  mark: () => {
    document.cookie = `${LANGUAGE_CHOSEN_COOKIE_NAME}=1; Path=/; SameSite=Lax${secureAttribute()}`;
  },
  clear: () => {
    document.cookie = `${LANGUAGE_CHOSEN_COOKIE_NAME}=; Path=/; Max-Age=0; SameSite=Lax${secureAttribute()}`;
  },
};
