import { MutationCache, QueryCache, QueryClient, type QueryKey } from '@tanstack/react-query';
import { ApiError } from './api-client';
import { showErrorToast, type ErrorPolicy } from './error-policy';

/** What a query may declare in `meta`: the toast its failure gets (none when absent). */
type AppQueryMeta = { errorToast?: ErrorPolicy };

/**
 * What a mutation may declare in `meta`: the toast its failure gets, and the query-key prefixes
 * (from `lib/queries/keys.ts`) of the data it changes, invalidated once it settles.
 */
export type AppMutationMeta = { errorToast?: ErrorPolicy; invalidates?: readonly QueryKey[] };

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: AppQueryMeta;
    mutationMeta: AppMutationMeta;
  }
}

/**
 * Invalidates exactly the `prefixes` a settled mutation names. A failure may have changed part of
 * what it touches, so failures refresh too, except a 401: the session is gone and the patient's
 * cached data is about to be dropped (`lib/session.ts`: `onUnauthorized`, `forgetEndedSession`).
 */
async function invalidateTouched(
  client: QueryClient,
  prefixes: readonly QueryKey[] | undefined,
  error: unknown = null,
): Promise<void> {
  if (!prefixes || (error instanceof ApiError && error.status === 401)) return;
  await Promise.all(prefixes.map((queryKey) => client.invalidateQueries({ queryKey })));
}

/**
 * A TanStack Query client with the app's one error policy and invalidation rule: a failed query or
 * mutation with `meta.errorToast` shows that toast (docs/product.md#messages); a mutation's `meta.invalidates` are
 * refreshed before its `mutateAsync` settles. Data is fresh for 30 s; a 4xx (including 401) is not
 * retried, other failures once; mutations are never retried.
 */
export function createQueryClient(): QueryClient {
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (query.meta?.errorToast) showErrorToast(error, query.meta.errorToast);
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (mutation.meta?.errorToast) showErrorToast(error, mutation.meta.errorToast);
      },
      onSettled: (_data, error, _variables, _context, mutation) =>
        invalidateTouched(client, mutation.meta?.invalidates, error),
    }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: true,
        retry: (failureCount, error) => {
          if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
          return failureCount < 1;
        },
      },
      mutations: { retry: false },
    },
  });
  return client;
}

/** The app's one client, provided at the root (`app/provider.tsx`): the session and every GET live in it. */
export const queryClient = createQueryClient();
