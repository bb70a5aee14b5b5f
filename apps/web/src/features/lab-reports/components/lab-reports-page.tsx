import { useTranslation } from '@/lib/i18n/namespaces/lab-reports';
import { DEFAULT_PAGE_SIZE } from '@sehat/shared';
import { ArrowLeftIcon, FlaskConicalIcon, PlusIcon } from 'lucide-react';
import { Link } from 'react-router';
import { EmptyState, ListSkeleton } from '@/components/empty-state';
import { PageHeader } from '@/components/page-header';
import { Pager, usePageParam } from '@/components/pager';
import { Button } from '@/components/ui/button';
import { useReadOnly } from '@/lib/caregiving';
import { Card, CardContent } from '@/components/ui/card';
import { useLogLoadFailure } from '@/hooks/use-log-load-failure';
import { useLabReports } from '@/lib/queries/get-lab-reports';
import { LabReportList } from './lab-report-list';
import { LabTestsCard } from './lab-tests-card';
import { LoadError } from '@/components/load-error';
import { useDocumentTitle } from '@/hooks/use-document-title';

/**
 * /pathological-reports (docs/product.md#screens-added-since-the-first-version, the dashboard card's target): the patient's lab reports a page
 * at a time (`?page=`), newest report date first, with 'Add Lab Report', and below them the tests
 * with results, each leading to its trend. A failed load says so with Retry.
 */
export function LabReportsPage() {
  const { t } = useTranslation('lab-reports');
  const readOnly = useReadOnly();
  const [page, setPage] = usePageParam();
  const reports = useLabReports(page, DEFAULT_PAGE_SIZE);
  const data = reports.data;
  useLogLoadFailure(reports.error, 'lab reports');

  const description = data
    ? t('counts.reportsFound', { count: data.total })
    : reports.isPending
      ? t('labReportsPage.loadingReports')
      : t('labReportsPage.loadFailed');

  useDocumentTitle(t('labReportsPage.pathologicalReports'));
  return (
    <div className="mx-auto grid w-full max-w-5xl grid-cols-[minmax(0,1fr)] gap-6">
      <PageHeader
        title={t('labReportsPage.pathologicalReports')}
        description={description}
        liveDescription
        actions={
          <>
            <Button asChild variant="outline">
              <Link to="/dashboard">
                <ArrowLeftIcon aria-hidden="true" />
                {t('labReportsPage.dashboard')}
              </Link>
            </Button>
            {!readOnly && (
              <Button asChild>
                <Link to="/pathological-reports/new">
                  <PlusIcon aria-hidden="true" />
                  {t('labReportsPage.addLabReport')}
                </Link>
              </Button>
            )}
          </>
        }
      />

      <Card className="py-0">
        <CardContent className="px-0">
          {reports.isPending ? (
            <ListSkeleton label={t('labReportsPage.loadingLabReports')} />
          ) : reports.isError && !data ? (
            <LoadError
              what={t('labReportsPage.yourLabReports')}
              retrying={reports.isFetching}
              onRetry={() => void reports.refetch()}
            />
          ) : !data || data.items.length === 0 ? (
            <EmptyState icon={FlaskConicalIcon} title={t('labReportsPage.noLabReportsYet')}>
              <p className="max-w-sm text-sm text-muted-foreground">
                {t('labReportsPage.addAReportWithIts')}
              </p>
            </EmptyState>
          ) : (
            <LabReportList reports={data.items} />
          )}
        </CardContent>
      </Card>

      {data && (
        <Pager
          label={t('labReportsPage.labReportPages')}
          page={page}
          total={data.total}
          pageSize={data.page_size}
          onPage={setPage}
        />
      )}

      {data && data.total > 0 && <LabTestsCard />}
    </div>
  );
}
