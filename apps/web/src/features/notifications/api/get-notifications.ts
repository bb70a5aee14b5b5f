import { notificationListSchema, type NotificationList } from '@sehat/shared';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { useLogLoadFailure } from '@/hooks/use-log-load-failure';
import { queryKeys } from '@/lib/queries/keys';

const EMPTY: NotificationList = { items: [], unread_count: 0 };

/** GET /api/notifications → NotificationList: the bell's items and unread count in one request (spec §2, §7). */
function getNotifications(signal?: AbortSignal): Promise<NotificationList> {
  return apiGet('/api/notifications', notificationListSchema, signal);
}

/**
 * The bell's list, refreshed every minute. A failed load is logged (spec §7: "failed
 * notification ... loads are only logged") and `failed` makes the bell say "Couldn't load" with
 * `retry` rather than "No notifications" (issue "Complete records" scope 6).
 */
export function useNotifications() {
  const query = useQuery({
    queryKey: queryKeys.notifications.all,
    queryFn: ({ signal }) => getNotifications(signal),
    refetchInterval: 60_000,
  });

  useLogLoadFailure(query.error, 'notifications');

  return {
    list: query.data ?? EMPTY,
    isPending: query.isPending,
    failed: query.isError && !query.data,
    retry: query.refetch,
    retrying: query.isFetching,
  };
}
