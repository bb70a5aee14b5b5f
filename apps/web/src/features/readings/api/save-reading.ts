import { READING_MESSAGES, type Reading, type ReadingFields } from '@sehat/shared';
import { useMutation } from '@tanstack/react-query';
import { apiPost, apiRequest } from '@/lib/api-client';
import { serverMessage } from '@/lib/error-policy';
import { messageGroup } from '@/lib/i18n/messages';
import { queryKeys } from '@/lib/queries/keys';

const M = messageGroup('readings', READING_MESSAGES);

/**
 * POST /api/readings (log) or PUT /api/readings/:id (edit) → the saved reading, flagged. A refusal (out of
 * bounds, dated in the future) shows the server's message; else 'save failed'.
 */
export function useSaveReading() {
  return useMutation({
    mutationFn: ({ id, fields }: { id: string | null; fields: ReadingFields }) =>
      id
        ? apiRequest<Reading>(`/api/readings/${id}`, { method: 'PUT', body: fields })
        : apiPost<Reading>('/api/readings', fields),
    meta: {
      invalidates: [queryKeys.readings.all],
      errorToast: {
        rules: [{ status: 'client', toast: serverMessage.asTitle }],
        fallback: { title: M.saveFailed },
      },
    },
  });
}

/** DELETE /api/readings/:id. */
export function useDeleteReading() {
  return useMutation({
    mutationFn: (id: string) => apiRequest(`/api/readings/${id}`, { method: 'DELETE' }),
    meta: {
      invalidates: [queryKeys.readings.all],
      errorToast: {
        rules: [{ status: 'client', toast: serverMessage.asTitle }],
        fallback: { title: M.deleteFailed },
      },
    },
  });
}
