import { useSyncExternalStore } from 'react';
import type { authClient } from './auth-client';

/** The signed-in session as better-auth's GET /api/auth/get-session answers it (`{ session, user }`). */
export type AuthSession = typeof authClient.$Infer.Session;

/** What `useSession` gives: the session or null, and whether the first read is still under way. */
interface SessionState {
  data: AuthSession | null;
  isPending: boolean;
  error: Error | null;
}

const GET_SESSION_URL = '/api/auth/get-session';

let state: SessionState = { data: null, isPending: true, error: null };
const listeners = new Set<() => void>();
let inFlight: Promise<AuthSession | null> | null = null;

function publish(next: SessionState): void {
  state = next;
  for (const listener of listeners) listener();
}

/**
 * Reads the session from the server. A 401 or an empty answer is "signed out"; any other failure (offline,
 * 503 while the database is down) keeps the session already known, so an outage never signs anyone out
 * (issue "Trustworthy under faults", point 1).
 */
async function fetchSession(): Promise<AuthSession | null> {
  try {
    const response = await fetch(GET_SESSION_URL, { credentials: 'same-origin', cache: 'no-store' });
    if (response.status === 401) {
      publish({ data: null, isPending: false, error: null });
      return null;
    }
    if (!response.ok) throw new Error(`get-session answered ${response.status}`);
    const data = (await response.json()) as AuthSession | null;
    publish({ data: data?.user ? data : null, isPending: false, error: null });
    return state.data;
  } catch (error) {
    publish({ ...state, isPending: false, error: error instanceof Error ? error : new Error(String(error)) });
    return state.data;
  }
}

/**
 * Re-reads the session from the server into the session store (so the route guard sees it at once) and
 * returns it, or null when signed out. Concurrent calls share one request.
 */
export function reloadSession(): Promise<AuthSession | null> {
  inFlight ??= fetchSession().finally(() => {
    inFlight = null;
  });
  return inFlight;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Reactive session for the route guard and the shell: `{ data, isPending, error }`. The first subscriber
 * starts the first read; the session is read again whenever the tab becomes visible (as better-auth's own
 * client does), so a session that ended while the tab was hidden is noticed on return. This store keeps
 * better-auth's client (and its 30 KB) out of the entry chunk: the client loads only for sign-in, sign-up,
 * reset and sign-out (`loadAuthClient`).
 */
export function useSession(): SessionState {
  return useSyncExternalStore(subscribe, () => state);
}

/** The session the store holds right now (no request), or null. */
export function currentSession(): AuthSession | null {
  return state.data;
}

/**
 * How the last session ended, for the guard and the landing page. `expired`: the API answered 401 to a
 * signed-in screen (the session ended by itself: idle, lifetime, revoked). `signedOut`: the patient signed
 * out, so there is no page to return to. Both are cleared when a signed-in screen opens again.
 */
export const sessionEnd = { expired: false, signedOut: false };

if (typeof document !== 'undefined') {
  void reloadSession();
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void reloadSession();
  });
}
