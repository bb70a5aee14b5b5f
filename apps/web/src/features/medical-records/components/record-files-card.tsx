import { useTranslation } from '@/lib/i18n/namespaces/medical-records';
import {
  filesUploadedMessage,
  MAX_PRESCRIPTION_FILES,
  MEDICAL_HISTORY_MESSAGES,
  UPLOAD_MESSAGES,
  type MedicalRecord,
} from '@sehat/shared';
import { useState } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { StoredFileRow } from '@/components/stored-file-row';
import { useFileActions } from '@/hooks/use-file-actions';
import { toastSuccess } from '@/lib/catalogue-toast';
import { toast } from '@/lib/toast';
import { useAddRecordFiles } from '../api/add-record-files';
import { useDeleteRecordFile } from '../api/delete-record-file';
import { FilePickerButton } from '@/components/file-picker-button';
import { UploadProgress } from './upload-progress';
import { messageGroup, messageText } from '@/lib/i18n/messages';
import { useMayShare, useReadOnly } from '@/lib/caregiving';

const M = messageGroup('medicalHistory', MEDICAL_HISTORY_MESSAGES);
const uploadMessages = messageGroup('upload', UPLOAD_MESSAGES);

/**
 * A record's prescription files (docs/product.md#medical-history-detail, docs/product.md#validation-rules):
 * download, open in a tab, remove, and upload more up to 5 in all (the
 * button is disabled at 5), with 'Uploading...' and progress. Failures are
 * toasted by the mutations' error policies.
 */
export function RecordFilesCard({ record }: { record: MedicalRecord }) {
  const { t } = useTranslation('medical-records');
  const [progress, setProgress] = useState(0);
  const [removing, setRemoving] = useState<string | null>(null);
  const actions = useFileActions(record.id);
  const upload = useAddRecordFiles(record.id, setProgress);
  const remove = useDeleteRecordFile(record.id);
  const files = record.prescription_files;
  const readOnly = useReadOnly();
  const mayShare = useMayShare();

  async function uploadFiles(picked: File[]) {
    setProgress(0);
    try {
      await upload.mutateAsync(picked);
    } catch {
      return;
    }
    toastSuccess(filesUploadedMessage(picked.length));
  }

  async function removeFile(name: string) {
    setRemoving(name);
    try {
      await remove.mutateAsync(name);
      toast.success(uploadMessages.removed);
    } catch {
      // toasted by the error policy
    } finally {
      setRemoving(null);
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('recordFilesCard.prescriptionFiles2')}</CardTitle>
        <CardDescription>
          {t('recordFilesCard.countAndLinks', { count: files.length, max: MAX_PRESCRIPTION_FILES })}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {files.length === 0 ? (
          <p className="text-sm text-muted-foreground">{messageText(M.prescriptionFilesEmpty)}</p>
        ) : (
          <ul className="grid grid-cols-1 gap-2" aria-label={t('recordFilesCard.prescriptionFiles')}>
            {files.map((file) => (
              <StoredFileRow
                key={file.name}
                file={file}
                actions={actions}
                removing={removing === file.name}
                shareTo={
                  mayShare
                    ? `/sharing?${new URLSearchParams({ file: `prescriptions/${file.name}`, name: file.display_name }).toString()}`
                    : undefined
                }
                onRemove={readOnly ? undefined : () => void removeFile(file.name)}
              />
            ))}
          </ul>
        )}
        {!readOnly && (
          <FilePickerButton
            existing={files.length}
            disabled={upload.isPending}
            onPick={(picked) => void uploadFiles(picked)}
          />
        )}
        {upload.isPending && <UploadProgress fraction={progress} />}
      </CardContent>
    </Card>
  );
}
