import { SIDEBAR_COOKIE_MAX_AGE_SECONDS, SIDEBAR_COOKIE_NAME } from '@sehat/shared';

/**
 * Reads the sidebar's open state from a `document.cookie` string (docs/product.md#limits-and-constants:
 * cookie `sidebar_state`, 7 days). Returns `fallback` when the cookie is
 * missing or holds anything but 'true' / 'false'.
 */
export function readSidebarCookie(cookieHeader: string, fallback = true): boolean {
  for (const part of cookieHeader.split(';')) {
    const [rawName, ...rest] = part.split('=');
    if (rawName?.trim() !== SIDEBAR_COOKIE_NAME) continue;
    const value = rest.join('=').trim();
    if (value === 'true') return true;
    if (value === 'false') return false;
    return fallback;
  }
  return fallback;
}

/** The `document.cookie` assignment that keeps `open` for 7 days on every path. */
export function sidebarCookie(open: boolean): string {
  return `${SIDEBAR_COOKIE_NAME}=${open}; path=/; max-age=${SIDEBAR_COOKIE_MAX_AGE_SECONDS}; SameSite=Lax`;
}
