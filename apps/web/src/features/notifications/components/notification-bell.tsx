import { useTranslation } from '@/lib/i18n/namespaces/notifications';
import { badgeText } from '@sehat/shared';
import { BellIcon, CheckCheckIcon } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { useMarkAllNotificationsRead, useMarkNotificationRead } from '../api/mark-notification-read';
import { useNotifications } from '../api/get-notifications';
import { ListLoading } from './notification-list-loading';

/**
 * The list (its scroll area and items, about 8 KB gzip) is fetched when the patient points at or focuses
 * the bell, not with every signed-in screen's first load (docs/decisions/031-web-budgets.md).
 */
const loadList = () => import('./notification-list');
const NotificationList = lazy(async () => ({ default: (await loadList()).NotificationList }));

/**
 * The header bell (docs/product.md#screens-and-routes): unread badge ('9+' above 9, hidden at 0) and a
 * popover whose list is 400px high. Each item opens what it announces; opening
 * an unread one marks it read and reloads the list. "Mark all as read" marks
 * every item shown. A failed load says "Couldn't load notifications" with Retry.
 */
export function NotificationBell() {
  const { t } = useTranslation('notifications');
  const [open, setOpen] = useState(false);
  const { list, isPending, failed, retry, retrying } = useNotifications();
  const markRead = useMarkNotificationRead();
  const markAll = useMarkAllNotificationsRead();
  const badge = badgeText(list.unread_count);

  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          className="relative size-9"
          aria-label={t('notificationBell.notifications')}
          aria-describedby="notification-count"
          onPointerEnter={() => void loadList()}
          onFocus={() => void loadList()}
        >
          <BellIcon />
          {badge && (
            <span
              data-testid="notification-badge"
              className="absolute -top-0.5 -right-0.5 flex h-4.5 min-w-4.5 items-center justify-center rounded-full bg-destructive px-1 text-[10px] leading-none font-bold text-white"
            >
              {badge}
            </span>
          )}
        </Button>
      </PopoverTrigger>
      <span id="notification-count" className="sr-only">
        {list.unread_count === 0
          ? t('notificationBell.noUnreadNotifications')
          : t('notificationBell.unreadCount', { count: list.unread_count })}
      </span>
      <PopoverContent
        align="end"
        collisionPadding={8}
        aria-labelledby="notifications-title"
        className="w-[min(22rem,calc(100vw-1rem))] p-0"
      >
        <div className="flex items-center justify-between border-b px-4 py-3">
          <h2 id="notifications-title" className="text-sm font-semibold">
            {t('notificationBell.notifications')}
          </h2>
          {list.unread_count > 0 && (
            <Button
              type="button"
              variant="ghost"
              size="sm"
              className="h-7 px-2 text-xs"
              disabled={markAll.isPending}
              onClick={() => markAll.mutate()}
            >
              <CheckCheckIcon aria-hidden="true" />
              {t('notificationBell.markAllAsRead')}
            </Button>
          )}
        </div>
        <Suspense fallback={<ListLoading />}>
          <NotificationList
            list={list}
            isPending={isPending}
            failed={failed}
            retry={retry}
            retrying={retrying}
            onOpen={(target) => {
              setOpen(false);
              if (!target.read)
                markRead.mutate({ notification_type: target.type, notification_id: target.id });
            }}
          />
        </Suspense>
      </PopoverContent>
    </Popover>
  );
}
