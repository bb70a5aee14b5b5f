import { shellSchema, type Shell } from '@sehat/shared';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { currentSession, fetchShell, sessionReadAt, subscribeSession } from '@/lib/session';
import { queryKeys } from './keys';

/**
 * GET /api/shell: the signed-in patient, the header strip and the bell in one request (docs/decisions/037-screen-data-with-the-shell.md),
 * checked against the shared schema. It starts from what the session store already read when the page
 * opened (no second request), and every read also refreshes the store, so the route guard notices a
 * session that ended. Writes that change the header or the bell invalidate `queryKeys.shell.all`.
 */
export const shellQuery = queryOptions({
  queryKey: queryKeys.shell.all,
  queryFn: async (): Promise<Shell> => shellSchema.parse(await fetchShell()),
  initialData: () => {
    const shell = currentSession();
    return shell ? shellSchema.parse(shell) : undefined;
  },
  initialDataUpdatedAt: sessionReadAt,
});

/**
 * Keeps the shell query in step with the session store when the store reads the session by itself
 * (the tab became visible, sign-in): answers the unsubscribe.
 */
export function syncShellQuery(client: QueryClient): () => void {
  return subscribeSession(() => {
    const shell = currentSession();
    const cachedAt = client.getQueryState(queryKeys.shell.all)?.dataUpdatedAt ?? 0;
    if (shell && cachedAt < sessionReadAt())
      client.setQueryData(queryKeys.shell.all, shellSchema.parse(shell), { updatedAt: sessionReadAt() });
  });
}
