/**
 * The language cookies' names, as `LANGUAGE_COOKIE` and `LANGUAGE_CHOSEN_COOKIE` of `@sehat/shared` name
 * them (written here so the entry chunk does not load zod; `language-cookie.test.ts` keeps them equal).
 */
export const LANGUAGE_COOKIE_NAME = 'sehat_lang';
/** Set for the browser session when a visitor picks a language before signing in. */
export const LANGUAGE_CHOSEN_COOKIE_NAME = 'sehat_lang_chosen';
