import type { Shell } from '@sehat/shared';
import { useSyncExternalStore } from 'react';
import { dropPrefetched } from './prefetch';

/** The signed-in shell as GET /api/shell answers it: `{ user, header, notifications }` (never the token). */
export type AuthSession = NonNullable<Shell>;

/** What `useSession` gives: the session or null, and whether the first read is still under way. */
interface SessionState {
  data: AuthSession | null;
  isPending: boolean;
  error: Error | null;
  /** When `data` was last read from the server (ms since the epoch), 0 before. */
  readAt: number;
}

const SHELL_URL = '/api/shell';

let state: SessionState = { data: null, isPending: true, error: null, readAt: 0 };
const listeners = new Set<() => void>();
let inFlight: Promise<AuthSession | null> | null = null;

/**
 * How the last session ended, for the guard and the landing page. `expired`: the session ended by
 * itself (idle, lifetime, revoked) while a signed-in screen was open: the API answered 401, or the shell
 * came back empty. `signedOut`: the patient signed out, so there is no page to return to. Both are
 * cleared when a signed-in screen opens again.
 */
export const sessionEnd = { expired: false, signedOut: false };

function publish(next: SessionState): void {
  if (state.data && !next.data) {
    dropPrefetched();
    if (!sessionEnd.signedOut) sessionEnd.expired = true;
  }
  state = next;
  for (const listener of listeners) listener();
}

/**
 * GET /api/shell into the store: the shell, or null when nobody is signed in. Concurrent calls share one
 * request. Rejects on any other failure (offline, 503 while the database is down) and then keeps the
 * session already known, so an outage never signs anyone out (docs/decisions/010-database-outages.md).
 * The answer is checked against the shared schema where it is used (`lib/queries/shell.ts`), which keeps
 * zod out of the landing route.
 */
export function fetchShell(): Promise<AuthSession | null> {
  inFlight ??= (async () => {
    try {
      const response = await fetch(SHELL_URL, { credentials: 'same-origin', cache: 'no-store' });
      if (response.status === 401) {
        publish({ data: null, isPending: false, error: null, readAt: Date.now() });
        return null;
      }
      if (!response.ok) throw new Error(`GET /api/shell answered ${response.status}`);
      const data = (await response.json()) as Shell;
      publish({ data: data?.user ? data : null, isPending: false, error: null, readAt: Date.now() });
      return state.data;
    } catch (error) {
      const failure = error instanceof Error ? error : new Error(String(error));
      publish({ ...state, isPending: false, error: failure });
      throw failure;
    }
  })().finally(() => {
    inFlight = null;
  });
  return inFlight;
}

/**
 * Re-reads the session from the server into the session store (so the route guard sees it at once) and
 * returns it, or null when signed out; a failed read keeps (and answers) the session already known.
 */
export function reloadSession(): Promise<AuthSession | null> {
  return fetchShell().catch(() => state.data);
}

/** Listens to every change of the store; answers the unsubscribe. */
export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Reactive session for the route guard and the shell: `{ data, isPending, error }`. The first read starts
 * with the page; the session is read again whenever the tab becomes visible (as better-auth's own client
 * does), so a session that ended while the tab was hidden is noticed on return. The same answer carries the
 * header strip and the bell (`lib/queries/shell.ts` hands it to TanStack Query), so a signed-in screen's
 * first load is this request plus its own (docs/decisions/037-screen-data-with-the-shell.md). This store keeps better-auth's client (and
 * its 30 KB) out of the entry chunk: the client loads only for sign-in, sign-up, reset and sign-out
 * (`loadAuthClient`).
 */
export function useSession(): SessionState {
  return useSyncExternalStore(subscribeSession, () => state);
}

/** The session the store holds right now (no request), or null. */
export function currentSession(): AuthSession | null {
  return state.data;
}

/** When the store last read the session from the server (ms since the epoch), 0 before. */
export function sessionReadAt(): number {
  return state.readAt;
}

if (typeof document !== 'undefined') {
  void reloadSession();
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void reloadSession();
  });
}
