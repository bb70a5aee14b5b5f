import { useTranslation } from '@/lib/i18n/namespaces/lab-reports';
import { filesUploadedMessage } from '@sehat/shared';
import { useNavigate } from 'react-router';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { toastSuccess } from '@/lib/catalogue-toast';
import { toast } from '@/lib/toast';
import { useCreateLabReport } from '../api/create-lab-report';
import { EMPTY_REPORT } from '../api/lab-report-form-values';
import { LabReportForm } from './lab-report-form';
import { saveOutcome } from './save-outcome';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** /pathological-reports/new: add a lab report with its results and files; then its detail. */
export function AddLabReportPage() {
  const { t } = useTranslation('lab-reports');
  const navigate = useNavigate();
  const create = useCreateLabReport();
  useDocumentTitle(t('addLabReportPage.addLabReport'));
  return (
    <div className="mx-auto grid w-full max-w-4xl grid-cols-[minmax(0,1fr)] gap-6">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight">{t('addLabReportPage.addLabReport')}</h1>
        <p className="text-sm text-muted-foreground">{t('addLabReportPage.description')}</p>
      </div>
      <Card>
        <CardHeader>
          <CardTitle>{t('addLabReportPage.reportDetails')}</CardTitle>
          <CardDescription>{t('addLabReportPage.fieldsMarkedAreRequired')}</CardDescription>
        </CardHeader>
        <CardContent>
          <LabReportForm
            defaultValues={EMPTY_REPORT}
            withFiles
            submitLabel={t('addLabReportPage.saveReport')}
            busyLabel={t('addLabReportPage.saving')}
            cancelTo="/pathological-reports"
            onSave={(report, files) =>
              saveOutcome(create.mutateAsync({ report, files }), async (saved) => {
                toast.success(t('addLabReportPage.added'));
                if (files.length > 0) toastSuccess(filesUploadedMessage(files.length));
                await navigate(`/pathological-reports/${saved.id}`);
              })
            }
          />
        </CardContent>
      </Card>
    </div>
  );
}
