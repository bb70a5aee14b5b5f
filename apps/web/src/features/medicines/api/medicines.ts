import { MEDICINE_MESSAGES, type Medicine, type MedicineFields, type MedicineList } from '@sehat/shared';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { apiGet, apiPost, apiRequest } from '@/lib/api-client';
import { serverMessage } from '@/lib/error-policy';
import { messageGroup } from '@/lib/i18n/messages';
import { queryKeys } from '@/lib/queries/keys';

const M = messageGroup('medicines', MEDICINE_MESSAGES);

/** A change to the list or a dose moves the list, the dashboard's Today card and the bell. */
const invalidates = [queryKeys.medicines.all, queryKeys.dashboard.all, queryKeys.shell.all];

/** GET /api/medicines: every medicine, current first, with adherence (7 / 30 days) and refill date. */
export function getMedicinesQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.medicines.all,
    queryFn: ({ signal }) => apiGet<MedicineList>('/api/medicines', signal),
  });
}

/** The patient's medicine list. */
export function useMedicines() {
  return useQuery(getMedicinesQueryOptions());
}

/** POST /api/medicines (add) or PUT /api/medicines/:id (edit). A refusal shows the server's message. */
export function useSaveMedicine() {
  return useMutation({
    mutationFn: ({ id, fields }: { id: string | null; fields: MedicineFields }) =>
      id
        ? apiRequest<Medicine>(`/api/medicines/${id}`, { method: 'PUT', body: fields })
        : apiPost<Medicine>('/api/medicines', fields),
    meta: {
      invalidates,
      errorToast: {
        rules: [{ status: 'client', toast: serverMessage.asTitle }],
        fallback: { title: M.saveFailed },
      },
    },
  });
}

/** DELETE /api/medicines/:id (its marked doses go with it). */
export function useDeleteMedicine() {
  return useMutation({
    mutationFn: (id: string) => apiRequest(`/api/medicines/${id}`, { method: 'DELETE' }),
    meta: {
      invalidates,
      errorToast: {
        rules: [{ status: 'client', toast: serverMessage.asTitle }],
        fallback: { title: M.deleteFailed },
      },
    },
  });
}
