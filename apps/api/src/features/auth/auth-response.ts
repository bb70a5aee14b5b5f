import { englishMessage, isMessageKey, toMessage, type MessageKey, type MessageRef } from '@sehat/shared';
import { APIError } from 'better-auth/api';
import { messageValues, statusCodeName } from '../../plugins/error-mapping.js';

/**
 * The one table from the error codes of the auth routes to keys of the shared table: better-auth's own
 * codes (`BASE_ERROR_CODES`, whose English the shared table repeats verbatim, as a test checks) and Sehat's
 * codes on those routes. Words are found by code, never by better-auth's English
 * (docs/decisions/039-one-message-path.md).
 */
export const AUTH_ERROR_KEYS = {
  INVALID_EMAIL_OR_PASSWORD: 'authServer.invalidEmailOrPassword',
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: 'authServer.userAlreadyExists',
  INVALID_PASSWORD: 'authServer.invalidPassword',
  INVALID_TOKEN: 'authServer.invalidToken',
  TOKEN_EXPIRED: 'authServer.tokenExpired',
  PASSWORD_TOO_SHORT: 'authServer.passwordTooShort',
  PASSWORD_TOO_LONG: 'authServer.passwordTooLong',
  USER_NOT_FOUND: 'authServer.userNotFound',
  TOO_MANY_SIGN_IN_ATTEMPTS: 'authServer.tooManySignInAttempts',
  COMMON_PASSWORD: 'authServer.commonPassword',
  INVALID_CODE: 'twoFactor.invalidCode',
  CODE_ALREADY_USED: 'twoFactor.codeReplayed',
  INVALID_BACKUP_CODE: 'twoFactor.invalidBackupCode',
} as const satisfies Record<string, MessageKey>;

/**
 * A refusal Sehat raises on an auth route: better-auth's `APIError` whose body carries the code, the key and
 * values of its message and its English (`authErrorBody` passes them on).
 */
export function authRefusal(
  status: 'BAD_REQUEST' | 'UNAUTHORIZED' | 'TOO_MANY_REQUESTS',
  code: string,
  message: MessageRef,
  headers?: Record<string, string>,
): APIError {
  const { key, values } = toMessage(message);
  const body = { code, key, ...(values ? { values } : {}), message: englishMessage(message) };
  return new APIError(status, body, headers);
}

/** The key of a failed auth call: one Sehat put in the body, else its code's (AUTH_ERROR_KEYS), else its status's. */
function authErrorKey(statusCode: number, parsed: { code?: unknown; key?: unknown }): MessageKey {
  if (statusCode >= 500) return 'general.generic';
  if (typeof parsed.key === 'string' && isMessageKey(parsed.key)) return parsed.key;
  if (typeof parsed.code === 'string' && Object.hasOwn(AUTH_ERROR_KEYS, parsed.code))
    return AUTH_ERROR_KEYS[parsed.code as keyof typeof AUTH_ERROR_KEYS];
  if (statusCode === 404) return 'request.notFound';
  if (statusCode === 429) return 'authServer.tooManyRequests';
  return 'request.refused';
}

/**
 * The JSON body a failed better-auth call answers with. better-auth sends `{ code?, message }` (its client
 * reads `message`); we answer `{ code, key, values?, message }` at the top and again as our envelope
 * `error`, so better-auth's client and our API client read the same: the key of the message by the code
 * (`authErrorKey`) and its English. A 5xx becomes the generic sentence (details are in the log). `raw` is
 * better-auth's body text.
 */
export function authErrorBody(statusCode: number, raw: string) {
  let parsed: { code?: unknown; message?: unknown; key?: unknown; values?: unknown } = {};
  try {
    const value: unknown = raw ? JSON.parse(raw) : {};
    if (typeof value === 'object' && value !== null) parsed = value;
  } catch {
    parsed = {};
  }
  const fallbackCode = statusCodeName(statusCode);
  const code =
    statusCode >= 500 ? fallbackCode : typeof parsed.code === 'string' ? parsed.code : fallbackCode;
  const key = authErrorKey(statusCode, parsed);
  const values = statusCode >= 500 ? undefined : messageValues(parsed.values);
  const message = englishMessage(values ? { key, values } : key);
  const error = values ? { code, key, values, message } : { code, key, message };
  return { ...error, error };
}

/**
 * A successful better-auth JSON body without any `token` property, at any
 * depth: sign-in, sign-up and change-password answer `{ token, user }`,
 * get-session `{ session: { token, … }, user }`. The session token lives only
 * in the httpOnly cookie , never where a script
 * could read it. A body that is not JSON is returned unchanged.
 */
export function withoutSessionTokens(raw: string): string {
  try {
    return JSON.stringify(JSON.parse(raw, (key, value: unknown) => (key === 'token' ? undefined : value)));
  } catch {
    return raw;
  }
}
