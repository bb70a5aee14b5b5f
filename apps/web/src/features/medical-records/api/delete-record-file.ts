import { UPLOAD_MESSAGES, type MedicalRecord, GENERAL_MESSAGES } from '@sehat/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/queries/keys';
import { medicalRecordPath } from './get-medical-record';
import { messageGroup } from '@/lib/i18n/messages';

const uploadMessages = messageGroup('upload', UPLOAD_MESSAGES);
const generalMessages = messageGroup('general', GENERAL_MESSAGES);

/**
 * DELETE /api/medical-records/:id/files/:fileName; the record page shows the answer at once.
 * A failure is 'Error' over 'Failed to remove file. Please try again.'.
 */
export function useDeleteRecordFile(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fileName: string) =>
      apiRequest<MedicalRecord>(`${medicalRecordPath(id)}/files/${encodeURIComponent(fileName)}`, {
        method: 'DELETE',
      }),
    onSuccess: (record: MedicalRecord) => {
      queryClient.setQueryData(queryKeys.medicalRecords.detail(id), record);
    },
    meta: {
      invalidates: [queryKeys.prescriptions.all],
      errorToast: {
        fallback: { title: generalMessages.errorTitle, description: uploadMessages.removeFailed },
      },
    },
  });
}
