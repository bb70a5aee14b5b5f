import { useTranslation } from '@/lib/i18n/namespaces/visits';
import { ArrowLeftIcon, CalendarCheckIcon, CalendarPlusIcon } from 'lucide-react';
import { Link } from 'react-router';
import { shortDate } from '@/lib/i18n/dates';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/page-header';
import { Card, CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useUpcomingVisits } from '../api/get-upcoming-visits';
import { UpcomingItemRow } from './upcoming-item-row';
import { useLogLoadFailure } from '@/hooks/use-log-load-failure';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { LoadError } from '@/components/load-error';

/**
 * /upcoming-visits — 'Upcoming Visits and Treatments' (docs/product.md#screens-and-routes): booked
 * visits (scheduled or confirmed) and follow-ups of the next 30 days, soonest
 * first. A failed load is logged (docs/product.md#data-calls) and says "Couldn't load upcoming
 * visits" with Retry, never the empty list (docs/product.md#screens-added-since-the-first-version).
 */
export function UpcomingVisitsPage() {
  const { t } = useTranslation('visits');
  const upcoming = useUpcomingVisits();
  const data = upcoming.data;

  useLogLoadFailure(upcoming.error, 'upcoming visits');
  useDocumentTitle(t('upcomingVisitsPage.upcomingVisits'));

  return (
    <div className="mx-auto grid w-full grid-cols-[minmax(0,1fr)] max-w-4xl gap-6">
      <PageHeader
        title={t('upcomingVisitsPage.upcomingVisitsAndTreatments')}
        description={
          <>
            {t('upcomingVisitsPage.next30Days')}
            {data && ` (${shortDate(data.from)} – ${shortDate(data.to)})`}
          </>
        }
        actions={
          <>
            <Button asChild variant="outline">
              <Link to="/dashboard">
                <ArrowLeftIcon aria-hidden="true" />
                {t('upcomingVisitsPage.dashboard')}
              </Link>
            </Button>
            <Button asChild>
              <Link to="/book-appointment">
                <CalendarPlusIcon aria-hidden="true" />
                {t('upcomingVisitsPage.bookAppointment')}
              </Link>
            </Button>
          </>
        }
      />

      {upcoming.isPending ? (
        <div
          className="grid gap-3"
          aria-busy="true"
          aria-label={t('upcomingVisitsPage.loadingUpcomingVisits')}
        >
          {[0, 1, 2].map((row) => (
            <Skeleton key={row} className="h-28 w-full" />
          ))}
        </div>
      ) : upcoming.isError && !data ? (
        <Card>
          <LoadError
            what={t('upcomingVisitsPage.upcomingVisits2')}
            onRetry={upcoming.refetch}
            retrying={upcoming.isFetching}
          />
        </Card>
      ) : !data || data.items.length === 0 ? (
        <Card>
          <CardContent className="flex flex-col items-center gap-3 py-8 text-center">
            <span className="flex size-14 items-center justify-center rounded-full bg-primary/10 text-primary">
              <CalendarCheckIcon aria-hidden="true" className="size-7" />
            </span>
            <h2 className="text-lg font-semibold">{t('upcomingVisitsPage.noUpcomingVisits')}</h2>
            <p className="max-w-sm text-sm text-muted-foreground">
              {t('upcomingVisitsPage.bookedAppointmentsAndFollowUps')}
            </p>
          </CardContent>
        </Card>
      ) : (
        <ul
          className="grid grid-cols-1 gap-3"
          aria-label={t('upcomingVisitsPage.upcomingVisitsAndFollowUps')}
        >
          {data.items.map((item) => (
            <UpcomingItemRow key={`${item.kind}-${item.id}`} item={item} />
          ))}
        </ul>
      )}
    </div>
  );
}
