/** The language cookie's name: `LANGUAGE_COOKIE` of `@sehat/shared` (a test keeps the two equal). */
export const LANGUAGE_COOKIE_NAME = 'sehat_lang';
