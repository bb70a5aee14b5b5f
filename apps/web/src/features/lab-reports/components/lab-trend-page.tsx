import type { TFunction } from 'i18next';
import { useTranslation } from '@/lib/i18n/namespaces/lab-reports';
import { formatReferenceRange, type LabTrend } from '@sehat/shared';
import { ArrowLeftIcon } from 'lucide-react';
import { Suspense } from 'react';
import { Link, useParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { preloadable } from '@/lib/lazy-component';
import { useLabTrend } from '../api/get-lab-trend';
import { LabTrendTable } from './lab-trend-table';
import { ReportLoadState } from './report-load-state';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** The chart and its library load only here, after the page's text and table. */
const LabTrendChart = preloadable(async () => (await import('./lab-trend-chart')).LabTrendChart);

function bandText(trend: LabTrend, t: TFunction<'lab-reports'>): string {
  const range = formatReferenceRange({
    ...(trend.reference_low === null ? {} : { low: trend.reference_low }),
    ...(trend.reference_high === null ? {} : { high: trend.reference_high }),
  });
  return range
    ? t('labTrendPage.referenceRange', { range: `${range}${trend.unit ? ` ${trend.unit}` : ''}` })
    : t('labTrendPage.noReferenceRange');
}

function TrendBody({ trend }: { trend: LabTrend }) {
  const { t } = useTranslation('lab-reports');
  return (
    <>
      <div className="grid gap-1">
        <h1 className="text-2xl font-semibold tracking-tight wrap-anywhere">{trend.test_name}</h1>
        <p className="text-sm text-muted-foreground">
          {bandText(trend, t)}
          {trend.loinc && <> · LOINC {trend.loinc}</>}
        </p>
      </div>
      <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <Card className="min-w-0">
          <CardHeader>
            <CardTitle>
              <h2>{t('labTrendPage.trend')}</h2>
            </CardTitle>
            <CardDescription>{t('labTrendPage.bandHint')}</CardDescription>
          </CardHeader>
          <CardContent>
            <Suspense
              fallback={<Skeleton className="h-[300px] w-full" aria-label={t('labTrendPage.loadingChart')} />}
            >
              <LabTrendChart trend={trend} />
            </Suspense>
          </CardContent>
        </Card>
        <Card className="min-w-0 gap-0 pb-2">
          <CardHeader className="pb-4">
            <CardTitle>
              <h2>{t('labTrendPage.values')}</h2>
            </CardTitle>
            <CardDescription>{t('counts.valuesNewestFirst', { count: trend.points.length })}</CardDescription>
          </CardHeader>
          <CardContent className="px-0">
            <LabTrendTable trend={trend} />
          </CardContent>
        </Card>
      </div>
    </>
  );
}

/**
 * /pathological-reports/trends/:key (docs/product.md#screens-added-since-the-first-version): one test's values over time as a line chart with
 * the reference band, and an accessible table of every value with its date beside it.
 */
export function LabTrendPage() {
  const { t } = useTranslation('lab-reports');
  const key = useParams().key ?? '';
  const trend = useLabTrend(key);
  useDocumentTitle(
    trend.data
      ? t('labTrendPage.testNameTrend', { test: trend.data.test_name })
      : t('labTrendPage.testTrend'),
  );
  return (
    <div className="mx-auto grid w-full max-w-6xl grid-cols-[minmax(0,1fr)] gap-6">
      <Button asChild variant="ghost" size="sm" className="w-fit">
        <Link to="/pathological-reports">
          <ArrowLeftIcon aria-hidden="true" />
          {t('labTrendPage.backToPathologicalReports')}
        </Link>
      </Button>
      {trend.data ? (
        <TrendBody trend={trend.data} />
      ) : (
        <ReportLoadState
          what="trend"
          error={trend.error}
          retrying={trend.isFetching}
          onRetry={() => void trend.refetch()}
        />
      )}
    </div>
  );
}
