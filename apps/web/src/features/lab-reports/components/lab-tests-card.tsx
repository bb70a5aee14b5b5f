import { useTranslation } from '@/lib/i18n/namespaces/lab-reports';
import { formatShortDate } from '@sehat/shared';
import { LineChartIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useLabTests } from '../api/get-lab-tests';
import { FlagBadge } from '@/components/flag-badge';
import { LoadError } from '@/components/load-error';

/** The path of a test's trend page; `key` is 'hba1c' or 'custom:<name>'. */
export function trendPath(key: string): string {
  return `/pathological-reports/trends/${encodeURIComponent(key)}`;
}

/** 'Test trends': every test with results, its latest value and flag, each leading to its trend. */
export function LabTestsCard() {
  const { t } = useTranslation('lab-reports');
  const tests = useLabTests();
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>{t('labTestsCard.testTrends')}</h2>
        </CardTitle>
        <CardDescription>{t('labTestsCard.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        {tests.isPending ? (
          <Skeleton className="h-16 w-full" />
        ) : tests.isError ? (
          <LoadError
            what={t('labTestsCard.yourTests')}
            retrying={tests.isFetching}
            onRetry={() => void tests.refetch()}
          />
        ) : (
          <ul className="grid gap-2 sm:grid-cols-2" aria-label={t('labTestsCard.testsWithResults')}>
            {tests.data.items.map((test) => (
              <li key={test.key}>
                <Link
                  to={trendPath(test.key)}
                  className="flex items-center gap-3 rounded-md border px-3 py-2 outline-none hover:bg-accent/50 focus-visible:ring-[3px] focus-visible:ring-ring/50"
                >
                  <LineChartIcon aria-hidden="true" className="size-4 shrink-0 text-primary" />
                  <span className="grid min-w-0 flex-1">
                    <span className="text-sm font-medium wrap-anywhere">{test.test_name}</span>
                    <span className="text-xs text-muted-foreground">
                      {test.latest_value} {test.unit} on {formatShortDate(test.latest_date)} ·{' '}
                      {t('counts.results', { count: test.result_count })}
                    </span>
                  </span>
                  <FlagBadge flag={test.latest_flag} />
                </Link>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
