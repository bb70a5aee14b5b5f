import type { TFunction } from 'i18next';
import { useTranslation } from '@/lib/i18n/namespaces/lab-reports';
import { type LabReport } from '@sehat/shared';
import { ArrowLeftIcon, PencilIcon, QrCodeIcon } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { longDate } from '@/lib/i18n/dates';
import { StoredFileRow } from '@/components/stored-file-row';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useFileActions } from '@/hooks/use-file-actions';
import { useLabReport } from '../api/get-lab-report';
import { fetchLabReportFileUrl } from '../api/get-lab-report-file-url';
import { DeleteLabReportButton } from './delete-lab-report-button';
import { LabResultsTable } from './lab-results-table';
import { ReportLoadState } from './report-load-state';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useMayShare, useReadOnly } from '@/lib/caregiving';

function flaggedLine(report: LabReport, t: TFunction<'lab-reports'>): string {
  const flagged = report.results.filter((r) => r.flag === 'high' || r.flag === 'low').length;
  const results = t('counts.results', { count: report.results.length });
  return flagged > 0
    ? t('labReportDetailPage.outsideRange', { results, flagged })
    : t('labReportDetailPage.allWithinRange', { results });
}

/** The report's files: open or download each through a signed link valid for an hour. */
function ReportFiles({ report }: { report: LabReport }) {
  const { t } = useTranslation('lab-reports');
  const actions = useFileActions(report.id, fetchLabReportFileUrl);
  if (report.files.length === 0) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>{t('labReportDetailPage.reportFiles2')}</h2>
        </CardTitle>
        <CardDescription>{t('labReportDetailPage.linksToDownloadOrOpen')}</CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="grid grid-cols-1 gap-2" aria-label={t('labReportDetailPage.reportFiles')}>
          {report.files.map((file) => (
            <StoredFileRow key={file.name} file={file} actions={actions} />
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}

/**
 * /pathological-reports/:id (docs/product.md#screens-added-since-the-first-version): the lab, date and ordering doctor; every result with its
 * High/Low flag and range (numeric tests link to their trend); the files; Edit and Delete.
 */
export function LabReportDetailPage() {
  const { t } = useTranslation('lab-reports');
  const id = useParams().id ?? '';
  const [deleted, setDeleted] = useState(false);
  const report = useLabReport(id, { enabled: !deleted });
  const readOnly = useReadOnly();
  const mayShare = useMayShare();
  const data = report.data;

  useDocumentTitle(
    data
      ? t('labReportDetailPage.labNameReport', { lab: data.lab_name })
      : t('labReportDetailPage.labReport'),
  );
  return (
    <div className="mx-auto grid w-full max-w-5xl grid-cols-[minmax(0,1fr)] gap-6">
      <Button asChild variant="ghost" size="sm" className="w-fit">
        <Link to="/pathological-reports">
          <ArrowLeftIcon aria-hidden="true" />
          {t('labReportDetailPage.backToPathologicalReports')}
        </Link>
      </Button>
      {data ? (
        <>
          <div className="flex flex-wrap items-start justify-between gap-3">
            <div className="grid min-w-0 gap-1">
              <h1 className="text-2xl font-semibold tracking-tight wrap-anywhere">{data.lab_name}</h1>
              <p className="text-sm text-muted-foreground">
                {t('labReportDetailPage.reportDate', { date: longDate(data.report_date) })}
                {data.ordering_doctor && (
                  <> · {t('labReportDetailPage.orderedBy', { doctor: data.ordering_doctor })}</>
                )}
              </p>
            </div>
            <div className="flex flex-wrap gap-2">
              {mayShare && (
                <Button asChild variant="outline">
                  <Link to={`/sharing?report=${encodeURIComponent(data.id)}`}>
                    <QrCodeIcon aria-hidden="true" />
                    {t('labReportDetailPage.share')}
                  </Link>
                </Button>
              )}
              {!readOnly && (
                <>
                  <Button asChild variant="outline">
                    <Link to={`/pathological-reports/${data.id}/edit`}>
                      <PencilIcon aria-hidden="true" />
                      {t('labReportDetailPage.editReport')}
                    </Link>
                  </Button>
                  <DeleteLabReportButton
                    id={data.id}
                    labName={data.lab_name}
                    onDeleted={() => setDeleted(true)}
                  />
                </>
              )}
            </div>
          </div>
          <Card className="gap-0 pb-0">
            <CardHeader className="pb-4">
              <CardTitle>
                <h2>{t('labReportDetailPage.testResults')}</h2>
              </CardTitle>
              <CardDescription>{flaggedLine(data, t)}</CardDescription>
            </CardHeader>
            <CardContent className="px-0 pb-2">
              <LabResultsTable results={data.results} />
            </CardContent>
          </Card>
          <ReportFiles report={data} />
        </>
      ) : (
        <ReportLoadState
          what="lab report"
          error={report.error}
          retrying={report.isFetching}
          onRetry={() => void report.refetch()}
        />
      )}
    </div>
  );
}
