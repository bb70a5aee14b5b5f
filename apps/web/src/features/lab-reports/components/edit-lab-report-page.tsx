import { useTranslation } from '@/lib/i18n/namespaces/lab-reports';
import { useNavigate, useParams } from 'react-router';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { toast } from '@/lib/toast';
import { useLabReport } from '../api/get-lab-report';
import { useUpdateLabReport } from '../api/update-lab-report';
import { reportFormValues } from '../api/lab-report-form-values';
import { LabReportForm } from './lab-report-form';
import { ReportLoadState } from './report-load-state';
import { saveOutcome } from './save-outcome';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** /pathological-reports/:id/edit: change a report's details and results (its files stay). */
export function EditLabReportPage() {
  const { t } = useTranslation('lab-reports');
  const id = useParams().id ?? '';
  const navigate = useNavigate();
  const report = useLabReport(id, { staleTime: 0 });
  const edit = useUpdateLabReport(id);
  const detailPath = `/pathological-reports/${id}`;

  useDocumentTitle(t('editLabReportPage.editLabReport'));
  return (
    <div className="mx-auto grid w-full max-w-4xl grid-cols-[minmax(0,1fr)] gap-6">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight">{t('editLabReportPage.editLabReport')}</h1>
        <p className="text-sm text-muted-foreground">{t('editLabReportPage.description')}</p>
      </div>
      {report.data ? (
        <Card>
          <CardHeader>
            <CardTitle>{t('editLabReportPage.reportDetails')}</CardTitle>
            <CardDescription>{t('editLabReportPage.cardDescription')}</CardDescription>
          </CardHeader>
          <CardContent>
            <LabReportForm
              key={report.data.id}
              defaultValues={reportFormValues(report.data)}
              withFiles={false}
              submitLabel={t('editLabReportPage.saveChanges')}
              busyLabel={t('editLabReportPage.saving')}
              cancelTo={detailPath}
              onSave={(values) =>
                saveOutcome(edit.mutateAsync(values), async () => {
                  toast.success(t('editLabReportPage.updated'));
                  await navigate(detailPath);
                })
              }
            />
          </CardContent>
        </Card>
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
