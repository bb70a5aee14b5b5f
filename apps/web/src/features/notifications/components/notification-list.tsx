import { useTranslation } from '@/lib/i18n/namespaces/notifications';
import type { NotificationList as List } from '@sehat/shared';
import { BellOffIcon } from 'lucide-react';
import { LoadError } from '@/components/load-error';
import { ScrollArea } from '@/components/ui/scroll-area';
import { NotificationItem } from './notification-item';
import { ListLoading } from './notification-list-loading';

type Item = List['items'][number];

interface NotificationListProps {
  list: List;
  isPending: boolean;
  failed: boolean;
  retry: () => void;
  retrying: boolean;
  /** An item was opened (its link followed): the bell closes, and marks it read if it was not. */
  onOpen: (item: Item) => void;
}

/**
 * The bell's list, 400px high (docs/product.md#screens-and-routes): a spinner while the shell is first read, "Couldn't load
 * notifications" with Retry when it failed, "No notifications" when empty, else the items. Its own chunk,
 * loaded with the bell's first pointing or focus (notification-bell.tsx).
 */
export function NotificationList({
  list,
  isPending,
  failed,
  retry,
  retrying,
  onOpen,
}: NotificationListProps) {
  const { t } = useTranslation('notifications');
  return (
    <ScrollArea className="h-[400px]">
      {isPending ? (
        <ListLoading />
      ) : failed ? (
        <div className="flex h-[400px] items-center justify-center">
          <LoadError
            compact
            what={t('notificationBell.notifications2')}
            onRetry={retry}
            retrying={retrying}
          />
        </div>
      ) : list.items.length === 0 ? (
        <div className="flex h-[400px] flex-col items-center justify-center gap-2 px-6 text-center">
          <BellOffIcon aria-hidden="true" className="size-8 text-muted-foreground/60" />
          <p className="text-sm font-medium">{t('notificationBell.noNotifications')}</p>
          <p className="text-xs text-muted-foreground">{t('notificationBell.allCaughtUp')}</p>
        </div>
      ) : (
        <ul className="divide-y">
          {list.items.map((item) => (
            <NotificationItem key={`${item.type}:${item.id}`} item={item} onOpen={onOpen} />
          ))}
        </ul>
      )}
    </ScrollArea>
  );
}
