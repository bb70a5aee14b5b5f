import { badgeText } from '@sehat/shared';
import { BellIcon, BellOffIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { ScrollArea } from '@/components/ui/scroll-area';
import { Spinner } from '@/components/ui/spinner';
import { useMarkNotificationRead } from '../api/mark-notification-read';
import { useNotifications } from '../api/get-notifications';
import { NotificationItem } from './notification-item';

/**
 * The header bell (spec §2): unread badge ('9+' above 9, hidden at 0) and a
 * popover whose list is 400px high. Selecting an unread item marks it read and
 * reloads the list.
 */
export function NotificationBell() {
  const { list, isPending } = useNotifications();
  const markRead = useMarkNotificationRead();
  const badge = badgeText(list.unread_count);

  return (
    <Popover>
      <PopoverTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          className="relative size-9"
          aria-label="Notifications"
          aria-describedby="notification-count"
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
        {list.unread_count === 0 ? 'No unread notifications' : `${list.unread_count} unread`}
      </span>
      <PopoverContent
        align="end"
        collisionPadding={8}
        aria-labelledby="notifications-title"
        className="w-[min(22rem,calc(100vw-1rem))] p-0"
      >
        <div className="flex items-center justify-between border-b px-4 py-3">
          <h2 id="notifications-title" className="text-sm font-semibold">
            Notifications
          </h2>
          {list.unread_count > 0 && (
            <span className="text-xs text-muted-foreground">{list.unread_count} unread</span>
          )}
        </div>
        <ScrollArea className="h-[400px]">
          {isPending ? (
            <div className="flex h-[400px] items-center justify-center">
              <Spinner label="Loading notifications" />
            </div>
          ) : list.items.length === 0 ? (
            <div className="flex h-[400px] flex-col items-center justify-center gap-2 px-6 text-center">
              <BellOffIcon aria-hidden="true" className="size-8 text-muted-foreground/60" />
              <p className="text-sm font-medium">No notifications</p>
              <p className="text-xs text-muted-foreground">You&apos;re all caught up!</p>
            </div>
          ) : (
            <ul className="divide-y">
              {list.items.map((item) => (
                <NotificationItem
                  key={`${item.type}:${item.id}`}
                  item={item}
                  onMarkRead={(target) =>
                    markRead.mutate({ notification_type: target.type, notification_id: target.id })
                  }
                />
              ))}
            </ul>
          )}
        </ScrollArea>
      </PopoverContent>
    </Popover>
  );
}
