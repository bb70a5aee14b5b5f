import { AUTH_SERVER_MESSAGES } from '@sehat/shared';
import { GENERIC_ERROR_MESSAGE, statusCodeName } from '../../plugins/error-mapping.js';

/**
 * The JSON body a failed better-auth call answers with. better-auth sends
 * `{ code?, message }` (its client reads `message`); we keep those keys and
 * add our envelope `error: { code, message }`, so both better-auth's client
 * and our API client read the same sentence. A 5xx becomes the generic
 * sentence (details are in the log). `raw` is better-auth's body text.
 */
export function authErrorBody(statusCode: number, raw: string) {
  let parsed: { code?: unknown; message?: unknown } = {};
  try {
    const value: unknown = raw ? JSON.parse(raw) : {};
    if (typeof value === 'object' && value !== null) parsed = value;
  } catch {
    parsed = {};
  }
  const fallbackCode = statusCodeName(statusCode);
  const code =
    statusCode >= 500 ? fallbackCode : typeof parsed.code === 'string' ? parsed.code : fallbackCode;
  const message =
    statusCode >= 500
      ? GENERIC_ERROR_MESSAGE
      : typeof parsed.message === 'string' && parsed.message
        ? parsed.message
        : defaultMessage(statusCode);
  return { code, message, error: { code, message } };
}

function defaultMessage(statusCode: number): string {
  if (statusCode === 404) return 'Not found.';
  if (statusCode === 429) return AUTH_SERVER_MESSAGES.tooManyRequests;
  return statusCodeName(statusCode).replace(/_/g, ' ').toLowerCase();
}

/**
 * A successful better-auth JSON body without any `token` property, at any
 * depth: sign-in, sign-up and change-password answer `{ token, user }`,
 * get-session `{ session: { token, … }, user }`. The session token lives only
 * in the httpOnly cookie (docs/architecture.md#d14-sessions), never where a script
 * could read it. A body that is not JSON is returned unchanged.
 */
export function withoutSessionTokens(raw: string): string {
  try {
    return JSON.stringify(JSON.parse(raw, (key, value: unknown) => (key === 'token' ? undefined : value)));
  } catch {
    return raw;
  }
}
