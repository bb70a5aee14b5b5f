import type { NotificationList } from '@sehat/shared';
import { useQuery } from '@tanstack/react-query';
import { useLogLoadFailure } from '@/hooks/use-log-load-failure';
import { getShellQueryOptions } from '@/lib/session';

const EMPTY: NotificationList = { items: [], unread_count: 0 };

/**
 * The bell's list and unread count, from the shell (GET /api/shell, which the page's first load has
 * already read), refreshed every minute. A failed load is logged (docs/product.md#data-calls: "failed notification ...
 * loads are only logged") and `failed` (the last read failed) makes the bell say "Couldn't load" with
 * `retry` rather than a list that may be stale or "No notifications" (docs/product.md#screens-added-since-the-first-version).
 */
export function useNotifications() {
  const query = useQuery({
    ...getShellQueryOptions(),
    select: (shell) => shell?.notifications ?? EMPTY,
    refetchInterval: 60_000,
  });

  useLogLoadFailure(query.error, 'notifications');

  return {
    list: query.data ?? EMPTY,
    isPending: query.isPending,
    // The shell's first read comes with the page, so a failure is a refresh that failed.
    failed: query.isError,
    retry: query.refetch,
    retrying: query.isFetching,
  };
}
