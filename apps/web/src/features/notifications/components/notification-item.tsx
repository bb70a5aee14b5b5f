import { useTranslation } from '@/lib/i18n/namespaces/notifications';
import type { NotificationItem as Item, NotificationType } from '@sehat/shared';
import {
  CalendarClockIcon,
  FileTextIcon,
  FlaskConicalIcon,
  PillIcon,
  QrCodeIcon,
  ShieldAlertIcon,
  StethoscopeIcon,
  SyringeIcon,
  UsersIcon,
  type LucideIcon,
} from 'lucide-react';
import { Link } from 'react-router';
import { shortDate } from '@/lib/i18n/dates';
import { messageText } from '@/lib/i18n/messages';
import { cn } from '@/lib/utils';

const ICONS: Record<NotificationType, LucideIcon> = {
  visit: CalendarClockIcon,
  followup: StethoscopeIcon,
  medical_record: FileTextIcon,
  lab_report: FlaskConicalIcon,
  share_opened: QrCodeIcon,
  caregiver_change: UsersIcon,
  policy_renewal: ShieldAlertIcon,
  dose_due: PillIcon,
  refill_due: PillIcon,
  vaccination_due: SyringeIcon,
  handover_accepted: UsersIcon,
  nominee_request: ShieldAlertIcon,
};

/**
 * Where an item leads (docs/product.md#screens-added-since-the-first-version): a visit to the upcoming list, an opened share link
 * to the sharing page, a caregiver's change to the activity page, a policy's renewal to the policy, a dose
 * or a refill to the medicines page, a record
 * or follow-up to its record.
 * to the sharing page, a caregiver's change to the activity page, a policy's renewal to the policy, a record
 * or follow-up to its record, a vaccine due to the Vaccinations page, a nominee's request to the Caregivers
 * page where it is refused (docs/decisions/060-nominee.md).
 */
function notificationTarget(item: Pick<Item, 'type' | 'id'>): string {
  switch (item.type) {
    case 'visit':
      return '/upcoming-visits';
    case 'share_opened':
      return '/sharing';
    case 'caregiver_change':
    case 'handover_accepted':
      return '/activity';
    case 'nominee_request':
      return '/caregivers';
    case 'policy_renewal':
      return `/insurance-policy/${encodeURIComponent(item.id.split(':')[0] ?? '')}`;
    case 'dose_due':
    case 'refill_due':
      return '/medicines';
    case 'vaccination_due':
      return '/vaccinations';
    case 'lab_report':
      return `/pathological-reports/${encodeURIComponent(item.id)}`;
    default:
      return `/medical-history/${encodeURIComponent(item.id)}`;
  }
}

/**
 * The item's line in the patient's language: a line of the shared table by its key and values (a visit's,
 * an opened link's), else the patient's own text (a record's title) as it is.
 */
function description(item: Item): string {
  if (!item.description_key) return item.description;
  const values = item.description_values;
  return messageText({ key: item.description_key, values, english: item.description });
}

function safeShortDate(value: string): string {
  try {
    return shortDate(value);
  } catch {
    return value;
  }
}

/**
 * One bell entry: title, description and 'MMM dd, yyyy' date (docs/product.md#screens-and-routes), a link to what it
 * announces. Opening an unread item (highlighted, with a dot) marks it read.
 */
export function NotificationItem({ item, onOpen }: { item: Item; onOpen: (item: Item) => void }) {
  const { t } = useTranslation('notifications');
  const Icon = ICONS[item.type];
  return (
    <li data-read={item.read ? 'true' : 'false'}>
      <Link
        to={notificationTarget(item)}
        onClick={() => onOpen(item)}
        className={cn(
          'flex w-full items-start gap-3 px-4 py-3 text-left transition-colors outline-none hover:bg-accent focus-visible:bg-accent focus-visible:ring-2 focus-visible:ring-ring/50 focus-visible:ring-inset',
          !item.read && 'bg-accent/40',
        )}
      >
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
            {messageText({ key: item.title_key, english: item.title })}
          </span>
          <span className="text-xs wrap-anywhere text-muted-foreground">{description(item)}</span>
          <span className="text-xs text-muted-foreground">{safeShortDate(item.date)}</span>
        </span>
        {!item.read && <span className="mt-1.5 size-2 shrink-0 rounded-full bg-primary" aria-hidden="true" />}
        {!item.read && <span className="sr-only">{t('notificationItem.unread')}</span>}
      </Link>
    </li>
  );
}
