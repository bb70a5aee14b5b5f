import { createAuthClient } from 'better-auth/react';

/**
 * better-auth's browser client on the same origin (`/api/auth/*`). The session
 * lives in an httpOnly cookie; nothing is kept in storage (ARCHITECTURE.md
 * decision 1). Calls answer `{ data, error }` with `error = { message, status, code }`.
 */
export const authClient = createAuthClient({ basePath: '/api/auth' });

export type AuthSession = typeof authClient.$Infer.Session;

/** Reactive session: `{ data, isPending, error, refetch }`. */
export const useSession = authClient.useSession;

/**
 * How the last session ended, for the guard and the landing page. `expired`:
 * the API answered 401 to a signed-in screen (the session ended by itself:
 * idle, lifetime, revoked). `signedOut`: the patient signed out, so there is
 * no page to return to. Both are cleared when a signed-in screen opens again.
 */
export const sessionEnd = { expired: false, signedOut: false };

/**
 * Re-reads the session from the server into the shared session store (so the
 * route guard sees it at once) and returns it, or null when signed out.
 */
export async function reloadSession(): Promise<AuthSession | null> {
  const store = authClient.$store.atoms.session;
  if (!store) return null;
  await (store.get() as { refetch: () => Promise<void> }).refetch();
  return currentSession();
}

/** The session the store holds right now (no request), or null. */
export function currentSession(): AuthSession | null {
  const store = authClient.$store.atoms.session;
  return (store?.get() as { data: AuthSession | null } | undefined)?.data ?? null;
}

/** The message a better-auth error carries, or `fallback` when it has none (spec §8). */
function authErrorMessage(
  error: { message?: string | undefined } | null | undefined,
  fallback: string,
): string {
  const message = error?.message?.trim();
  return message ? message : fallback;
}

/** A failed better-auth call: the message to show, and the server's code when it sent one. */
export class AuthCallError extends Error {
  readonly code: string | undefined;

  constructor(message: string, code?: string) {
    super(message);
    this.name = 'AuthCallError';
    this.code = code;
  }
}

/**
 * Runs one better-auth call and resolves with its data. Rejects with an
 * AuthCallError carrying the server's message and code (e.g. INVALID_TOKEN),
 * or `fallback` without a code when it has no message or the call could not
 * reach the server (spec §8 "with the provider's message, else ...").
 */
export async function runAuthCall<T>(
  call: () => Promise<
    | { data: T; error: null }
    | { data: null; error: { message?: string | undefined; code?: string | undefined } }
  >,
  fallback: string,
): Promise<T> {
  let result: Awaited<ReturnType<typeof call>>;
  try {
    result = await call();
  } catch {
    throw new AuthCallError(fallback);
  }
  if (result.error) throw new AuthCallError(authErrorMessage(result.error, fallback), result.error.code);
  return result.data;
}
