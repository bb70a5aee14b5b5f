import type { DashboardCounts } from '@sehat/shared';
import { ChevronRightIcon } from 'lucide-react';
import { useTranslation } from '@/lib/i18n/namespaces/dashboard';
import { Link } from 'react-router';
import { Skeleton } from '@/components/ui/skeleton';
import { LoadError } from '@/components/load-error';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { cn } from '@/lib/utils';
import { useDashboard } from '../api/get-dashboard';
import { DASHBOARD_CARDS, STAT_TILES, type DashboardCard } from './dashboard-items';
import { PolicyDashboardCard } from './policy-card';
import { TodayCard } from './today-card';
import { TodayDoses } from './today-doses';

const cardClass =
  'group flex h-full items-start gap-4 rounded-xl border bg-card p-5 text-card-foreground shadow-sm transition-[box-shadow,border-color,transform]';
const focusClass = 'outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50';

/** A count: a skeleton while loading, '—' (never a zero) when the load failed. */
function Count({
  value,
  loading,
  className,
}: {
  value: number | null;
  loading: boolean;
  className?: string;
}) {
  const { t } = useTranslation('dashboard');
  if (loading) return <Skeleton className={cn('inline-block h-5 w-8 align-middle', className)} />;
  if (value === null)
    return (
      <span className={className} aria-label={t('notLoaded')}>
        —
      </span>
    );
  return <span className={className}>{value}</span>;
}

function CardBody({
  card,
  counts,
  loading,
}: {
  card: DashboardCard;
  counts: DashboardCounts | null;
  loading: boolean;
}) {
  const { t } = useTranslation('dashboard');
  const Icon = card.icon;
  return (
    <>
      <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg bg-accent text-primary">
        <Icon aria-hidden="true" className="size-5" />
      </span>
      <span className="grid min-w-0 flex-1 gap-1">
        <span className="font-semibold">{t(`cards.${card.id}.title`)}</span>
        <span className="text-sm text-muted-foreground">{t(`cards.${card.id}.description`)}</span>
        {card.count && (
          <span className="mt-1 text-sm">
            <Count
              value={counts ? counts[card.count.key] : null}
              loading={loading}
              className="font-semibold text-primary"
            />{' '}
            <span className="text-muted-foreground">{t(`cards.${card.id}.unit`)}</span>
          </span>
        )}
      </span>
    </>
  );
}

/**
 * /dashboard (docs/product.md#screens-and-routes): the welcome heading, what to do today (log a reading), four stat
 * tiles and nine cards; counts and the active insurance policy from one request.
 */
export function DashboardPage() {
  const dashboard = useDashboard();
  const { isPending } = dashboard;
  const counts = dashboard.failed ? null : dashboard.counts;
  const { t } = useTranslation('dashboard');
  useDocumentTitle(t('documentTitle'));

  return (
    <div className="mx-auto grid w-full max-w-6xl gap-8">
      <div className="grid gap-1">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('title')}</h1>
        <p className="text-muted-foreground">{t('subtitle')}</p>
      </div>

      <TodayCard readingsDue={dashboard.readingsDue} vaccinesDue={dashboard.vaccinesDue}>
        <TodayDoses day={dashboard.todayDoses} />
      </TodayCard>

      <section aria-label={t('summary')} className="grid gap-3">
        {dashboard.failed && (
          <LoadError
            compact
            what={t('counts')}
            onRetry={dashboard.retry}
            retrying={dashboard.retrying}
            className="rounded-xl border border-dashed"
          />
        )}
        <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4">
          {STAT_TILES.map(({ icon: Icon, to, key }) => (
            <li key={key}>
              <Link
                to={to}
                className={cn(
                  'grid h-full gap-1 rounded-xl border bg-card p-4 shadow-sm hover:border-primary/40 hover:shadow-md',
                  focusClass,
                )}
              >
                <span className="flex items-center justify-between gap-2 text-sm font-medium text-muted-foreground">
                  {t(`tiles.${key}.label`)}
                  <Icon aria-hidden="true" className="size-4 shrink-0 text-primary" />
                </span>
                <Count
                  value={counts ? counts[key] : null}
                  loading={isPending}
                  className="text-2xl font-bold"
                />
                <span className="text-xs text-muted-foreground">{t(`tiles.${key}.hint`)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section aria-label={t('services')}>
        <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {DASHBOARD_CARDS.map((card) => (
            <li key={card.id}>
              {card.id === 'policy' ? (
                <PolicyDashboardCard
                  className={cardClass}
                  linkClassName={focusClass}
                  policy={dashboard.activePolicy}
                >
                  <CardBody card={card} counts={counts} loading={isPending} />
                </PolicyDashboardCard>
              ) : (
                <Link
                  to={card.to}
                  className={cn(
                    cardClass,
                    'hover:-translate-y-0.5 hover:border-primary/40 hover:shadow-md',
                    focusClass,
                  )}
                >
                  <CardBody card={card} counts={counts} loading={isPending} />
                  <ChevronRightIcon
                    aria-hidden="true"
                    className="mt-1 size-4 shrink-0 text-muted-foreground transition-transform group-hover:translate-x-0.5"
                  />
                </Link>
              )}
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
