/**
 * Landing-page text cleaning (docs/product.md#text-cleaning): removes the characters
 * < > ' " and trims. Applied to e-mail, password, full name and reset e-mail;
 * never to confirm-password.
 */
export function cleanText(value: string): string {
  return value.replace(/[<>'"]/g, '').trim();
}

/**
 * Every character JavaScript's `String.prototype.trim` removes (ECMAScript
 * WhiteSpace and LineTerminator: tab, line feed, vertical tab, form feed,
 * carriage return, space, no-break space, the Unicode space separators, line
 * and paragraph separators, byte-order mark). Text made only of these is
 * blank, in the browser, in the API and in SQL (apps/api/src/db/conditions.ts).
 */
export const BLANK_CHARACTERS =
  '\t\n\v\f\r \u00a0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200a' +
  '\u2028\u2029\u202f\u205f\u3000\ufeff';

/** True when `value` holds a character other than BLANK_CHARACTERS (null and undefined are blank). */
export function isNotBlankText(value: string | null | undefined): value is string {
  return typeof value === 'string' && value.trim().length > 0;
}
