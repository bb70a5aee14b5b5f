import type { Shell } from '@sehat/shared';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { actingPatientId, setActingPatientId } from './acting-patient';
import { ApiError, apiRequest, onUnauthorized } from './api-client';
import { queryKeys } from './queries/keys';
import { queryClient } from './query-client';
import { renderQueryClient } from './render-scope';
import { endSignedOutAtLoad } from './signed-out-at-load';

/** The signed-in shell as GET /api/shell answers it: `{ user, patient, header, notifications }` (never the token). */
export type AuthSession = NonNullable<Shell>;

/** What `useSession` gives: the session or null, and whether the first read is still under way. */
interface SessionState {
  data: AuthSession | null;
  isPending: boolean;
  error: Error | null;
}

const SHELL_PATH = '/api/shell';

/**
 * How the last session ended, for the guard and the landing page. `expired`: the session ended by
 * itself (idle, lifetime, revoked) while a signed-in screen was open: the API answered 401, or the shell
 * came back empty. `signedOut`: the patient signed out, so there is no page to return to. Both are
 * cleared when a signed-in screen opens again.
 */
export const sessionEnd = { expired: false, signedOut: false };

/**
 * GET /api/shell through the API client: the shell, or null when nobody is signed in (the API answers
 * `null`; a 401 reads the same). Any other failure (offline, a 503 while the database is down) rejects,
 * and the query keeps the session already known, so an outage never signs anyone out (docs/decisions/010-database-outages.md). A session that was known and is now gone ended by itself unless the patient
 * signed out (`sessionEnd`).
 */
async function readShell(client: QueryClient, signal: AbortSignal): Promise<AuthSession | null> {
  const before = client.getQueryData<AuthSession | null>(queryKeys.shell.all);
  let shell: Shell;
  try {
    shell = await apiRequest<Shell>(SHELL_PATH, { signal, orNull: true });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404 && actingPatientId() !== null) {
      // The family member chosen is no longer the account's (removed, or another account signed in on this
      // browser): back to the account's own patient.
      setActingPatientId(null);
      return readShell(client, signal);
    }
    if (!(error instanceof ApiError && error.status === 401)) throw error;
    shell = null;
  }
  const session = shell?.user ? shell : null;
  if (before && !session && !sessionEnd.signedOut) sessionEnd.expired = true;
  return session;
}

/**
 * The one query of GET /api/shell, and so the session: the route guard, the header (profile strip and
 * language) and the bell all read it, a signed-in screen's first load is this request plus its own
 * (decision 046), and writes that change the header or the bell invalidate `queryKeys.shell.all`. It is read
 * again whenever the tab becomes visible (TanStack's focus manager listens to `visibilitychange`), stale or
 * not, as better-auth's own client does, so a session that ended while the tab was hidden is noticed on
 * return. Reading it needs neither better-auth's client (30 KB, loaded only for sign-in, sign-up, reset
 * and sign-out) nor zod.
 */
export function getShellQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.shell.all,
    queryFn: ({ client, signal }) => readShell(client, signal),
    refetchOnWindowFocus: 'always',
  });
}

/**
 * Reactive session for the route guard and the screens: `{ data, isPending, error }` over the shell query
 * (`data` null when nobody is signed in or the first read failed).
 */
export function useSession(): SessionState {
  const { data, isPending, error } = useQuery(getShellQueryOptions());
  return { data: data ?? null, isPending, error };
}

/** The session the shell query holds right now (no request), or null: for code outside React (a patient's "today"). */
export function currentSession(client: QueryClient = renderQueryClient() ?? queryClient): AuthSession | null {
  return client.getQueryData<AuthSession | null>(queryKeys.shell.all) ?? null;
}

/**
 * Reads the session from the server again into the shell query (so the route guard sees it at once; a
 * read already under way, started before a sign-in, is replaced) and answers it, or null when signed out;
 * a failed read keeps (and answers) the session already known.
 */
export async function reloadSession(client: QueryClient = queryClient): Promise<AuthSession | null> {
  if (client.getQueryState(queryKeys.shell.all))
    await client.refetchQueries({ queryKey: queryKeys.shell.all, exact: true });
  else await client.prefetchQuery(getShellQueryOptions());
  // On the prerendered landing, the guard takes over from here (it sends a signed-in patient on).
  endSignedOutAtLoad();
  return currentSession(client);
}

/**
 * Once the session has ended (the shell holds none: signed out, expired, a 401), forgets every cached
 * answer but the empty shell, and every mutation, so none of the patient's data reaches the next one; does
 * nothing while a session is known. Called when no screen observes those queries any more (the signed-in
 * layout has gone), so none of them is fetched again with no session.
 */
export function forgetEndedSession(client: QueryClient = queryClient): void {
  if (currentSession(client)) return;
  client.removeQueries({ predicate: (query) => query.queryKey[0] !== queryKeys.shell.all[0] });
  client.getMutationCache().clear();
}

// Any 401 from /api means the session is gone: the shell is read again, so the route guard sends the
// patient to /, where the landing page says the
// session expired (`readShell`).
// A read already under way will see the same (and a 401 to the shell's own read must not start another).
onUnauthorized(() => {
  console.warn('Session expired or missing; returning to sign in.');
  if (!queryClient.isFetching({ queryKey: queryKeys.shell.all })) void reloadSession();
});
