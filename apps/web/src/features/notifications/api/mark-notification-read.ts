import type { MarkNotificationRead } from '@sehat/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '@/lib/api-client';
import { notificationsQueryKey } from './get-notifications';

/** POST /api/notifications/read { notification_type, notification_id } → 204 (spec §4, §7). */
function markNotificationRead(input: MarkNotificationRead): Promise<undefined> {
  return apiPost('/api/notifications/read', input);
}

/** Marks one item read, then reloads the list (spec §2 "Marking an item read reloads the list"). */
export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationRead,
    onError: (error) => console.warn('Failed to mark the notification read', error),
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationsQueryKey }),
  });
}
