import { useTranslation } from '@/lib/i18n/namespaces/notifications';
import { Spinner } from '@/components/ui/spinner';

/** The bell's list while it loads: a spinner in the list's 400px. */
export function ListLoading() {
  const { t } = useTranslation('notifications');
  return (
    <div className="flex h-[400px] items-center justify-center">
      <Spinner label={t('notificationBell.loadingNotifications')} />
    </div>
  );
}
