import type { authClient } from './auth-client';

/**
 * better-auth's browser client, loaded on first use (sign-in, sign-up, reset, sign-out, password change)
 * rather than with the landing page's first paint: an auth form starts the load when the patient first
 * focuses or presses inside it (`PRELOAD_ON_FIRST_USE`).
 */
export function loadAuthClient(): Promise<typeof authClient> {
  return import('./auth-client').then((module) => module.authClient);
}

/** The message a better-auth error carries, or `fallback` when it has none (docs/product.md#messages). */
function authErrorMessage(
  error: { message?: string | undefined } | null | undefined,
  fallback: string,
): string {
  const message = error?.message?.trim();
  return message ? message : fallback;
}

/**
 * A failed better-auth call: the message to show, the server's code when it sent one, and the key and
 * values of its message in the shared table (the API words every auth refusal by its code).
 */
export class AuthCallError extends Error {
  readonly code: string | undefined;
  readonly key: string | undefined;
  readonly values: Record<string, string | number> | undefined;

  constructor(message: string, code?: string, key?: string, values?: Record<string, string | number>) {
    super(message);
    this.name = 'AuthCallError';
    this.code = code;
    this.key = key;
    this.values = values;
  }
}

/**
 * Runs one better-auth call with the lazily loaded client and resolves with its data. Rejects with an
 * AuthCallError carrying the server's message, code (e.g. INVALID_TOKEN), key and values, or `fallback` without a code
 * when it has no message or the call could not reach the server (docs/product.md#messages "with the provider's message,
 * else ...").
 */
export async function runAuthCall<T>(
  call: (
    client: typeof authClient,
  ) => Promise<
    | { data: T; error: null }
    | { data: null; error: { message?: string | undefined; code?: string | undefined } }
  >,
  fallback: string,
): Promise<T> {
  let result: Awaited<ReturnType<typeof call>>;
  try {
    result = await call(await loadAuthClient());
  } catch {
    throw new AuthCallError(fallback);
  }
  if (result.error) {
    // better-auth's client spreads the body into `error`: the API's `key` and `values` are there too.
    const { key, values } = result.error as { key?: unknown; values?: unknown };
    throw new AuthCallError(
      authErrorMessage(result.error, fallback),
      result.error.code,
      typeof key === 'string' ? key : undefined,
      typeof values === 'object' && values !== null ? (values as Record<string, string | number>) : undefined,
    );
  }
  return result.data;
}
