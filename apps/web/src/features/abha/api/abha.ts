import { ABHA_MESSAGES as M, abhaSchema, type UpdateAbhaRequest } from '@sehat/shared';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiGet, apiRequest } from '@/lib/api-client';
import { serverMessage } from '@/lib/error-policy';
import { queryKeys } from '@/lib/queries/keys';

/** GET /api/abha: the self-declared ABHA number (14 digits) and address. A failure shows inline with Retry. */
export function useAbha() {
  return useQuery({
    queryKey: queryKeys.abha.all,
    queryFn: ({ signal }) => apiGet('/api/abha', abhaSchema, signal),
  });
}

/** PUT /api/abha; the profile and the emergency card show the ABHA too, so they refresh. */
export function useSaveAbha() {
  return useMutation({
    mutationFn: (body: UpdateAbhaRequest) => apiRequest('/api/abha', abhaSchema, { method: 'PUT', body }),
    meta: {
      invalidates: [queryKeys.abha.all, queryKeys.profile.all, queryKeys.emergencyCard.all],
      errorToast: {
        rules: [{ status: 'client', toast: serverMessage.asTitle }],
        fallback: { title: M.saveFailed },
      },
    },
  });
}
