/**
 * Where sign-in returns to (docs/decisions/013-session-lifetime.md). The route guard leaves the page
 * the patient was on in the landing route's location state (the URL stays
 * `/`); after sign-in the app goes back there.
 */
export interface SignInReturnState {
  /** Path (with query and hash) of the signed-in page the patient was on or opened. */
  from?: string;
}

/**
 * `value` when it is a same-origin relative path ('/medical-history/xyz?x#y'),
 * else null. The router navigates in-app (history.pushState), so a path that
 * starts with one '/' cannot leave the site; protocol-relative '//host',
 * absolute URLs, backslashes (read as '/' by URL parsers) and control
 * characters are refused (no open redirect). '/' itself is null: the landing
 * page is no place to return to.
 */
export function safeReturnPath(value: unknown): string | null {
  return typeof value === 'string' && /^\/[^/\\\p{Cc}][^\\\p{Cc}]*$/u.test(value) ? value : null;
}
