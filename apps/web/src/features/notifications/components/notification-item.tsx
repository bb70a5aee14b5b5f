import { formatShortDate, type NotificationItem as Item, type NotificationType } from '@sehat/shared';
import {
  CalendarClockIcon,
  FileTextIcon,
  FlaskConicalIcon,
  StethoscopeIcon,
  type LucideIcon,
} from 'lucide-react';
import { cn } from '@/lib/utils';

const ICONS: Record<NotificationType, LucideIcon> = {
  visit: CalendarClockIcon,
  followup: StethoscopeIcon,
  medical_record: FileTextIcon,
  lab_report: FlaskConicalIcon,
};

function safeShortDate(value: string): string {
  try {
    return formatShortDate(value);
  } catch {
    return value;
  }
}

/**
 * One bell entry: title, description and 'MMM dd, yyyy' date (spec §2). An
 * unread item is highlighted, carries a dot and is a button that marks it read.
 */
export function NotificationItem({ item, onMarkRead }: { item: Item; onMarkRead: (item: Item) => void }) {
  const Icon = ICONS[item.type];
  const body = (
    <>
      <span
        className={cn(
          'mt-0.5 inline-flex size-8 shrink-0 items-center justify-center rounded-full',
          item.read ? 'bg-muted text-muted-foreground' : 'bg-accent text-primary',
        )}
      >
        <Icon aria-hidden="true" className="size-4" />
      </span>
      <span className="grid min-w-0 flex-1 gap-0.5">
        <span className={cn('text-sm', item.read ? 'font-medium text-foreground/80' : 'font-semibold')}>
          {item.title}
        </span>
        <span className="text-xs break-words text-muted-foreground">{item.description}</span>
        <span className="text-xs text-muted-foreground">{safeShortDate(item.date)}</span>
      </span>
      {!item.read && <span className="mt-1.5 size-2 shrink-0 rounded-full bg-primary" aria-hidden="true" />}
      {!item.read && <span className="sr-only">(unread, select to mark as read)</span>}
    </>
  );

  const base = 'flex w-full items-start gap-3 px-4 py-3 text-left';
  if (item.read) {
    return (
      <li className={base} data-read="true">
        {body}
      </li>
    );
  }
  return (
    <li data-read="false">
      <button
        type="button"
        onClick={() => onMarkRead(item)}
        className={cn(
          base,
          'bg-accent/40 transition-colors outline-none hover:bg-accent focus-visible:bg-accent focus-visible:ring-2 focus-visible:ring-ring/50 focus-visible:ring-inset',
        )}
      >
        {body}
      </button>
    </li>
  );
}
