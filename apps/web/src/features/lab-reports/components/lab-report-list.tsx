import type { TFunction } from 'i18next';
import { useTranslation } from '@/lib/i18n/namespaces/lab-reports';
import { type LabReportPage } from '@sehat/shared';
import { ChevronRightIcon, PaperclipIcon } from 'lucide-react';
import { Link } from 'react-router';
import { shortDate } from '@/lib/i18n/dates';
import { Badge } from '@/components/ui/badge';

type Item = LabReportPage['items'][number];

function counts(report: Item, t: TFunction<'lab-reports'>): string {
  return t('counts.results', { count: report.result_count });
}

/** The reports of one page, newest first: each a link to its detail with date, lab, doctor and counts. */
export function LabReportList({ reports }: { reports: readonly Item[] }) {
  const { t } = useTranslation('lab-reports');
  return (
    <ul aria-label={t('labReportList.labReports')} className="divide-y">
      {reports.map((report) => (
        <li key={report.id}>
          <Link
            to={`/pathological-reports/${report.id}`}
            className="flex items-center gap-3 px-4 py-4 outline-none hover:bg-accent/50 focus-visible:bg-accent focus-visible:ring-2 focus-visible:ring-ring/50 focus-visible:ring-inset sm:px-6"
          >
            <span className="grid min-w-0 flex-1 gap-1">
              <span className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
                <span className="font-semibold wrap-anywhere">{report.lab_name}</span>
                <span className="text-sm text-muted-foreground">{shortDate(report.report_date)}</span>
              </span>
              {report.ordering_doctor && (
                <span className="text-sm wrap-anywhere text-muted-foreground">
                  {t('labReportList.orderedBy', { doctor: report.ordering_doctor })}
                </span>
              )}
              <span className="flex flex-wrap items-center gap-2 text-sm">
                <span>{counts(report, t)}</span>
                {report.flagged_count > 0 && (
                  <Badge variant="destructive">
                    {t('labReportList.outsideRange', { count: report.flagged_count })}
                  </Badge>
                )}
                {report.file_count > 0 && (
                  <span className="inline-flex items-center gap-1 text-muted-foreground">
                    <PaperclipIcon aria-hidden="true" className="size-3.5" />
                    {t('counts.files', { count: report.file_count })}
                  </span>
                )}
              </span>
            </span>
            <ChevronRightIcon aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
          </Link>
        </li>
      ))}
    </ul>
  );
}
