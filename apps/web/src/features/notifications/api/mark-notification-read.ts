import type { MarkNotificationRead } from '@sehat/shared';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '@/lib/api-client';
import { queryKeys } from '@/lib/queries/keys';

/** POST /api/notifications/read { notification_type, notification_id } → 204 (docs/product.md#states-and-transitions, docs/product.md#data-calls). */
function markNotificationRead(input: MarkNotificationRead): Promise<undefined> {
  return apiPost('/api/notifications/read', input);
}

/**
 * Marks one item read; the list reloads whether it worked or not (docs/product.md#screens-and-routes "Marking an item read
 * reloads the list"). A failure is only logged (docs/product.md#data-calls).
 */
export function useMarkNotificationRead() {
  return useMutation({
    mutationFn: markNotificationRead,
    onError: (error) => console.warn('Failed to mark the notification read', error),
    meta: { invalidates: [queryKeys.shell.all] },
  });
}

/** POST /api/notifications/read-all → 204: every item the bell shows is marked read. */
function markAllNotificationsRead(): Promise<undefined> {
  return apiPost('/api/notifications/read-all', undefined);
}

/** "Mark all as read" (docs/product.md#screens-added-since-the-first-version); the list reloads either way, a failure is logged. */
export function useMarkAllNotificationsRead() {
  return useMutation({
    mutationFn: markAllNotificationsRead,
    onError: (error) => console.warn('Failed to mark the notifications read', error),
    meta: { invalidates: [queryKeys.shell.all] },
  });
}
