import { UPLOAD_MESSAGES, type MedicalRecord } from '@sehat/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ErrorPolicy } from '@/lib/error-policy';
import { queryKeys } from '@/lib/queries/keys';
import { refusedFile, TOO_MANY_FILES, UPLOAD_FAILED } from './create-medical-record';
import { medicalRecordPath } from './get-medical-record';
import { uploadWithProgress } from './upload-with-progress';
import { messageGroup } from '@/lib/i18n/messages';

const uploadMessages = messageGroup('upload', UPLOAD_MESSAGES);

/** What a refused upload to a record shows. */
export const addFilesErrors: ErrorPolicy = {
  rules: [
    { code: 'TOO_MANY_FILES', toast: TOO_MANY_FILES },
    refusedFile,
    { status: 401, toast: { title: UPLOAD_FAILED } },
  ],
  fallback: { title: UPLOAD_FAILED, description: uploadMessages.uploadFailed },
};

/**
 * POST /api/medical-records/:id/files (multipart `files`) with upload progress (0–1); the record
 * page shows the answer at once, and prescription history lists the files. Failures: too
 * many files, a refused file, 'Upload failed' when signed out, else the generic one.
 */
export function useAddRecordFiles(id: string, onProgress: (fraction: number) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (files: File[]) => {
      const body = new FormData();
      for (const file of files) body.append('files', file);
      return uploadWithProgress<MedicalRecord>(`${medicalRecordPath(id)}/files`, body, onProgress);
    },
    onSuccess: (record: MedicalRecord) => {
      queryClient.setQueryData(queryKeys.medicalRecords.detail(id), record);
    },
    meta: {
      invalidates: [queryKeys.prescriptions.all],
      errorToast: addFilesErrors,
    },
  });
}
