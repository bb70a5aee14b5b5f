/** The cookies of the request the server is rendering right now (`withRequestCookies`), else none. */
let rendering: string | null = null;

/**
 * The page's cookies as a `Cookie` header string: the browser's `document.cookie`, or, while the server
 * renders a screen, those of the request it renders, so state kept in a cookie (the sidebar's) renders the
 * same on both sides and hydrates without a mismatch.
 */
export function pageCookies(): string {
  return typeof document === 'undefined' ? (rendering ?? '') : document.cookie;
}

/**
 * Runs `render`, which must be synchronous, with `cookies` as the page's cookies: one server render of one
 * request (app/server-render.tsx); no other render can run in between.
 */
export function withRequestCookies<T>(cookies: string, render: () => T): T {
  rendering = cookies;
  try {
    return render();
  } finally {
    rendering = null;
  }
}
