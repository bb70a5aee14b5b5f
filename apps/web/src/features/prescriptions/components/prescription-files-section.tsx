import { useTranslation } from '@/lib/i18n/namespaces/prescriptions';
import { type PrescriptionRecord, MEDICAL_HISTORY_MESSAGES } from '@sehat/shared';
import { shortDate } from '@/lib/i18n/dates';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { StoredFileRow } from '@/components/stored-file-row';
import { useFileActions } from '@/hooks/use-file-actions';
import { messageGroup, messageText } from '@/lib/i18n/messages';

const M = messageGroup('medicalHistory', MEDICAL_HISTORY_MESSAGES);

/** The files of one record, each with Download and Open. */
function RecordFiles({ record }: { record: PrescriptionRecord }) {
  const actions = useFileActions(record.id);
  const caption = `${record.primary_reason} · ${shortDate(record.record_date)}`;
  return (
    <>
      {record.prescription_files.map((file) => (
        <StoredFileRow key={file.name} file={file} actions={actions} caption={caption} />
      ))}
    </>
  );
}

/**
 * 'All Prescription Files' (docs/product.md#prescription-history): every file of
 * the listed prescription records, with download and open; empty state
 * 'No prescription files uploaded yet'.
 */
export function PrescriptionFilesSection({ records }: { records: PrescriptionRecord[] }) {
  const { t } = useTranslation('prescriptions');
  const withFiles = records.filter((record) => record.prescription_files.length > 0);
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('prescriptionFilesSection.allPrescriptionFiles2')}</CardTitle>
        <CardDescription>{t('prescriptionFilesSection.downloadAPrescriptionOrOpen')}</CardDescription>
      </CardHeader>
      <CardContent>
        {withFiles.length === 0 ? (
          <p className="text-sm text-muted-foreground">{messageText(M.prescriptionFilesEmpty)}</p>
        ) : (
          <ul
            className="grid grid-cols-1 gap-2"
            aria-label={t('prescriptionFilesSection.allPrescriptionFiles')}
          >
            {withFiles.map((record) => (
              <RecordFiles key={record.id} record={record} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
