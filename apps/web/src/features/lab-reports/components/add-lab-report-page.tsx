import { useTranslation } from '@/lib/i18n/namespaces/lab-reports';
import { DOCUMENT_READING_MESSAGES, filesUploadedMessage, type DocumentRead } from '@sehat/shared';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { toastSuccess } from '@/lib/catalogue-toast';
import { messageGroup } from '@/lib/i18n/messages';
import { toast } from '@/lib/toast';
import { useCreateLabReport } from '../api/create-lab-report';
import { EMPTY_REPORT } from '../api/lab-report-form-values';
import { draftFormValues, rowsToCheck } from '../api/read-lab-report';
import { ReadFromFile, ReadOriginal } from '@/components/read-from-file';
import { LabReportForm } from './lab-report-form';
import { saveOutcome } from './save-outcome';
import { useDocumentTitle } from '@/hooks/use-document-title';

const M = messageGroup('documentReading', DOCUMENT_READING_MESSAGES);

/**
 * /pathological-reports/new: add a lab report with its results and files, typed or read from a PDF or a
 * photo (the form then opens pre-filled beside the original); then its detail.
 */
export function AddLabReportPage() {
  const { t } = useTranslation('lab-reports');
  const navigate = useNavigate();
  const create = useCreateLabReport();
  const [read, setRead] = useState<{ read: DocumentRead; file: File } | null>(null);
  const onRead = useCallback((done: DocumentRead, file: File) => {
    setRead((current) => (current?.read.read_id === done.read_id ? current : { read: done, file }));
  }, []);
  useDocumentTitle(t('addLabReportPage.addLabReport'));
  const draft = read?.read.draft;
  return (
    <div className="mx-auto grid w-full max-w-6xl grid-cols-[minmax(0,1fr)] gap-6">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight">{t('addLabReportPage.addLabReport')}</h1>
        <p className="text-sm text-muted-foreground">{t('addLabReportPage.description')}</p>
      </div>
      <ReadFromFile path="/api/lab-reports/read" readingMessage={M.reading} onRead={onRead} />
      <div className={read ? 'grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]' : 'grid gap-6'}>
        <Card>
          <CardHeader>
            <CardTitle>{t('addLabReportPage.reportDetails')}</CardTitle>
            <CardDescription>{t('addLabReportPage.fieldsMarkedAreRequired')}</CardDescription>
          </CardHeader>
          <CardContent>
            <LabReportForm
              key={read?.read.read_id ?? 'typed'}
              defaultValues={draft ? draftFormValues(draft) : EMPTY_REPORT}
              checkRows={draft ? rowsToCheck(draft) : undefined}
              unmapped={draft?.unmapped}
              withFiles
              submitLabel={t('addLabReportPage.saveReport')}
              busyLabel={t('addLabReportPage.saving')}
              cancelTo="/pathological-reports"
              onSave={(report, files) =>
                saveOutcome(
                  create.mutateAsync({ report, files, readId: read?.read.read_id }),
                  async (saved) => {
                    toast.success(t('addLabReportPage.added'));
                    const attached = files.length + (read ? 1 : 0);
                    if (attached > 0) toastSuccess(filesUploadedMessage(attached));
                    await navigate(`/pathological-reports/${saved.id}`);
                  },
                )
              }
            />
          </CardContent>
        </Card>
        {read && <ReadOriginal file={read.file} />}
      </div>
    </div>
  );
}
