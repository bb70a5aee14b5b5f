import { VACCINATION_MESSAGES, type Immunization, type ImmunizationFields } from '@sehat/shared';
import { useMutation } from '@tanstack/react-query';
import { apiPost, apiRequest } from '@/lib/api-client';
import { serverMessage } from '@/lib/error-policy';
import { messageGroup } from '@/lib/i18n/messages';
import { queryKeys } from '@/lib/queries/keys';

const M = messageGroup('vaccinations', VACCINATION_MESSAGES);

/** A write moves the schedule, the dashboard's vaccines due and the bell (the shell). */
const invalidates = [queryKeys.vaccinations.all, queryKeys.dashboard.all, queryKeys.shell.all];

/**
 * POST /api/vaccinations (mark given) or PUT /api/vaccinations/:id (edit) → the dose saved. A refusal (before
 * birth, in the future, given already) shows the server's message; else 'save failed'.
 */
export function useSaveVaccination() {
  return useMutation({
    mutationFn: ({ id, fields }: { id: string | null; fields: ImmunizationFields }) =>
      id
        ? apiRequest<Immunization>(`/api/vaccinations/${id}`, { method: 'PUT', body: fields })
        : apiPost<Immunization>('/api/vaccinations', fields),
    meta: {
      invalidates,
      errorToast: {
        rules: [{ status: 'client', toast: serverMessage.asTitle }],
        fallback: { title: M.saveFailed },
      },
    },
  });
}

/** DELETE /api/vaccinations/:id. */
export function useDeleteVaccination() {
  return useMutation({
    mutationFn: (id: string) => apiRequest(`/api/vaccinations/${id}`, { method: 'DELETE' }),
    meta: {
      invalidates,
      errorToast: {
        rules: [{ status: 'client', toast: serverMessage.asTitle }],
        fallback: { title: M.deleteFailed },
      },
    },
  });
}
