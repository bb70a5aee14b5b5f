import { MEDICINE_MESSAGES, type DoseMark, type MarkedDoseRecord } from '@sehat/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { serverMessage } from '@/lib/error-policy';
import { messageGroup } from '@/lib/i18n/messages';
import { queryKeys } from '@/lib/queries/keys';

const M = messageGroup('medicines', MEDICINE_MESSAGES);

/**
 * PUT /api/medicines/:id/doses (docs/decisions/054-medicines.md): marks a dose taken or skipped (again
 * replaces it), from the Medicines page or the dashboard's Today card; the list, the dashboard and the bell
 * refresh. A refusal shows the server's message.
 */
export function useMarkDose() {
  return useMutation({
    mutationFn: ({ medicineId, mark }: { medicineId: string; mark: DoseMark }) =>
      apiRequest<MarkedDoseRecord>(`/api/medicines/${medicineId}/doses`, { method: 'PUT', body: mark }),
    meta: {
      invalidates: [queryKeys.medicines.all, queryKeys.dashboard.all, queryKeys.shell.all],
      errorToast: {
        rules: [{ status: 'client', toast: serverMessage.asTitle }],
        fallback: { title: M.doseFailed },
      },
    },
  });
}
