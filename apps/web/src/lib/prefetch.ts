/**
 * GETs started before the page that needs them has loaded (`prefetchGet`), kept for that page's first
 * `apiGet` (lib/api-client.ts takes them). Its own module, without imports, so the entry can start one
 * without carrying the API client.
 */

/** How long a prefetched answer waits for its page (ms): a page claims it within a second or two of opening. */
export const PREFETCH_TTL_MS = 10_000;

/** GETs started before their page asked for them (`prefetchGet`), by path, each for the page's first `apiGet`. */
const prefetched = new Map<string, { response: Promise<Response | null>; startedAt: number }>();

/**
 * Starts GET `path` now, with the session cookie, for the page about to open: its first `apiGet(path)`
 * within {@link PREFETCH_TTL_MS} takes this answer instead of asking again. Opening a signed-in screen, its
 * data then comes in alongside the shell's instead of after the page's code has arrived and rendered (docs/decisions/037-screen-data-with-the-shell.md: the screen's 2 requests in parallel, not in a chain). A 401 (nobody signed in yet), a 5xx or
 * a failure is never handed over: the page asks again as usual (`takePrefetched`).
 */
export function prefetchGet(path: string, now: number = Date.now()): void {
  if (prefetched.has(path)) return;
  const response = fetch(path, { headers: { Accept: 'application/json' }, credentials: 'same-origin' }).catch(
    () => null,
  );
  prefetched.set(path, { response, startedAt: now });
}

/** Forgets every prefetched answer (the session ended: none of them may reach the next patient). */
export function dropPrefetched(): void {
  prefetched.clear();
}

/**
 * The prefetched answer to GET `path`, once, if it was started within the last PREFETCH_TTL_MS and is the
 * patient's own: a 2xx, or a 4xx other than 401 (a record that is not theirs is as much a 404 now as then).
 * Else null: nothing prefetched, too old, sent before anyone was signed in (401), a 5xx or no answer at all,
 * so the page asks again.
 */
export async function takePrefetched(path: string, now: number): Promise<Response | null> {
  const entry = prefetched.get(path);
  if (!entry) return null;
  prefetched.delete(path);
  if (now - entry.startedAt > PREFETCH_TTL_MS) return null;
  const response = await entry.response;
  if (!response || response.status === 401 || response.status >= 500) return null;
  return response;
}
