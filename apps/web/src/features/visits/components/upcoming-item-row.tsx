import { useTranslation } from '@/lib/i18n/namespaces/visits';
import { formatTime12, upcomingStatusBadge, VISIT_STATUSES, type UpcomingItem } from '@sehat/shared';
import { CalendarIcon, ChevronRightIcon, ClockIcon, HospitalIcon, StethoscopeIcon } from 'lucide-react';
import { Link } from 'react-router';
import { shortDate } from '@/lib/i18n/dates';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/utils';
import { AppointmentActions } from './appointment-actions';
import { useReadOnly } from '@/lib/caregiving';

function Body({ item }: { item: UpcomingItem }) {
  const { t } = useTranslation('visits');
  const status = upcomingStatusBadge(item.status);
  return (
    <>
      <div className="flex flex-wrap items-center gap-2">
        <Badge variant={item.kind === 'visit' ? 'outline' : 'secondary'}>
          {t(`upcomingItemRow.kind.${item.kind}`)}
        </Badge>
        <Badge variant={status.variant}>
          {(VISIT_STATUSES as readonly string[]).includes(item.status || 'scheduled')
            ? t(`upcomingItemRow.status.${item.status || 'scheduled'}`)
            : status.label}
        </Badge>
      </div>
      <p className="font-medium wrap-anywhere">{item.title}</p>
      {item.details && (
        <p className="text-sm text-muted-foreground line-clamp-2 wrap-anywhere">{item.details}</p>
      )}
      <dl className="flex flex-wrap gap-x-5 gap-y-1 text-sm text-muted-foreground">
        <div className="flex items-center gap-1.5">
          <dt>
            <CalendarIcon aria-hidden="true" className="size-4" />
            <span className="sr-only">{t('upcomingItemRow.date')}</span>
          </dt>
          <dd>{shortDate(item.date)}</dd>
        </div>
        <div className="flex items-center gap-1.5">
          <dt>
            <ClockIcon aria-hidden="true" className="size-4" />
            <span className="sr-only">{t('upcomingItemRow.time')}</span>
          </dt>
          <dd>{formatTime12(item.time)}</dd>
        </div>
        {item.doctor_name && (
          <div className="flex items-center gap-1.5">
            <dt>
              <StethoscopeIcon aria-hidden="true" className="size-4" />
              <span className="sr-only">{t('upcomingItemRow.doctor')}</span>
            </dt>
            <dd>{item.doctor_name}</dd>
          </div>
        )}
        {item.hospital_name && (
          <div className="flex min-w-0 items-center gap-1.5">
            <dt>
              <HospitalIcon aria-hidden="true" className="size-4" />
              <span className="sr-only">{t('upcomingItemRow.hospital')}</span>
            </dt>
            <dd className="truncate">{item.hospital_name}</dd>
          </div>
        )}
      </dl>
    </>
  );
}

/**
 * One upcoming visit or follow-up (docs/product.md#screens-and-routes): type badge 'Visit' or
 * 'Follow-up', status badge (confirmed default, scheduled secondary), date
 * 'MMM dd, yyyy', time in 12-hour form or 'TBD'. Only follow-ups are links,
 * to /medical-history/{id}; a visit has Reschedule and Cancel.
 */
export function UpcomingItemRow({ item }: { item: UpcomingItem }) {
  const { t } = useTranslation('visits');
  const readOnly = useReadOnly();
  const base = 'grid gap-2 rounded-lg border bg-card p-4';
  if (item.kind !== 'followup') {
    return (
      <li className={base} data-kind="visit">
        <Body item={item} />
        {!readOnly && <AppointmentActions visit={item} />}
      </li>
    );
  }
  return (
    <li data-kind="followup">
      <Link
        to={`/medical-history/${item.id}`}
        aria-label={t('upcomingItemRow.followUpLink', { title: item.title, date: shortDate(item.date) })}
        className={cn(
          base,
          'relative pr-10 outline-none transition-colors hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50',
        )}
      >
        <Body item={item} />
        <ChevronRightIcon
          aria-hidden="true"
          className="absolute top-1/2 right-3 size-5 -translate-y-1/2 text-muted-foreground"
        />
      </Link>
    </li>
  );
}
