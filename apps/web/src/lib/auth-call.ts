import type { Message } from '@sehat/shared';
import type { authClient } from './auth-client';
import type { ShownMessage } from './i18n/messages';

/**
 * better-auth's browser client, loaded on first use (sign-in, sign-up, reset, sign-out, password change)
 * rather than with the landing page's first paint: an auth form starts the load when the patient first
 * focuses or presses inside it (`PRELOAD_ON_FIRST_USE`).
 */
export function loadAuthClient(): Promise<typeof authClient> {
  return import('./auth-client').then((module) => module.authClient);
}

/**
 * A failed better-auth call: the server's code when it sent one, and what to show: the key and values of
 * its refusal in the shared table with its English (the API words every auth refusal by its code), or
 * the caller's `fallback` when the call could not reach the server or the answer named no key.
 */
export class AuthCallError extends Error {
  readonly code: string | undefined;
  readonly words: ShownMessage;

  constructor(words: ShownMessage, code?: string) {
    super(words.english ?? words.key);
    this.name = 'AuthCallError';
    this.code = code;
    this.words = words;
  }
}

/** The refusal better-auth's client reports (it spreads the API's body into `error`), as words to show. */
function refusalOf(
  error: { message?: unknown; key?: unknown; values?: unknown },
  fallback: Message,
): ShownMessage {
  if (typeof error.key !== 'string') return fallback;
  const values =
    typeof error.values === 'object' && error.values !== null
      ? (error.values as Record<string, string | number>)
      : undefined;
  const english = typeof error.message === 'string' && error.message.trim() ? error.message : undefined;
  return { key: error.key, values, english };
}

/**
 * Runs one better-auth call with the lazily loaded client and resolves with its data. Rejects with an
 * AuthCallError carrying the server's code (e.g. INVALID_TOKEN) and the key, values and English of its
 * refusal, or `fallback` without a code when the call could not reach the server (docs/product.md#messages
 * "with the provider's message, else ..."). `fallback` is a message of the shared table (`messageGroup`).
 */
export async function runAuthCall<T>(
  call: (
    client: typeof authClient,
  ) => Promise<
    | { data: T; error: null }
    | { data: null; error: { message?: string | undefined; code?: string | undefined } }
  >,
  fallback: Message,
): Promise<T> {
  let result: Awaited<ReturnType<typeof call>>;
  try {
    result = await call(await loadAuthClient());
  } catch {
    throw new AuthCallError(fallback);
  }
  if (result.error) throw new AuthCallError(refusalOf(result.error, fallback), result.error.code);
  return result.data;
}
