import type { ReadingKind, VaccineDue } from '@sehat/shared';
import { HeartPulseIcon, PlusIcon } from 'lucide-react';
import { Suspense, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { useReadOnly } from '@/lib/caregiving';
import { preloadable } from '@/lib/lazy-component';
import { useTranslation } from '@/lib/i18n/namespaces/dashboard';

// Loaded only when a reading or a vaccine is due: the dashboard's first screen carries none of it.
const ReadingsDueToday = preloadable(async () => (await import('./readings-due-today')).ReadingsDueToday);
const VaccinesDueToday = preloadable(async () => (await import('./vaccines-due-today')).VaccinesDueToday);

/**
 * What to do today, above the counts (docs/decisions/052-readings.md): "Log a reading" opens the Readings page
 * with its log dialog already open (two taps: this button, then Save), and a link to the Readings page. Plain
 * links: the dashboard's first screen asks the API nothing more for them. `children` (today's doses,
 * docs/decisions/054-medicines.md) and the vaccines due (docs/decisions/055-vaccinations.md) come in the
 * dashboard's one answer and go under the actions, and so do the readings due
 * (docs/decisions/052-readings.md#readings-due).
 */
export function TodayCard({
  children,
  readingsDue,
  vaccinesDue,
}: {
  children?: ReactNode;
  readingsDue: readonly ReadingKind[];
  vaccinesDue: readonly VaccineDue[];
}) {
  const { t } = useTranslation('dashboard');
  const readOnly = useReadOnly();
  return (
    <section
      aria-labelledby="dashboard-today"
      className="flex flex-wrap items-center justify-between gap-4 rounded-xl border bg-card p-5 shadow-sm"
    >
      <div className="flex min-w-0 items-start gap-4">
        <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg bg-accent text-primary">
          <HeartPulseIcon aria-hidden="true" className="size-5" />
        </span>
        <div className="grid gap-1">
          <h2 id="dashboard-today" className="font-semibold">
            {t('today.today')}
          </h2>
          <p className="text-sm text-muted-foreground">{t('today.todayText')}</p>
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        {!readOnly && (
          <Button asChild>
            <Link to="/readings?log=1">
              <PlusIcon aria-hidden="true" />
              {t('today.logReading')}
            </Link>
          </Button>
        )}
        <Button asChild variant="outline">
          <Link to="/readings">{t('today.seeReadings')}</Link>
        </Button>
      </div>
      {children}
      {readingsDue.length > 0 && (
        <Suspense fallback={null}>
          <ReadingsDueToday kinds={readingsDue} />
        </Suspense>
      )}
      {vaccinesDue.length > 0 && (
        <Suspense fallback={null}>
          <VaccinesDueToday items={vaccinesDue} />
        </Suspense>
      )}
    </section>
  );
}
