import { i18n } from '@/lib/i18n/i18n';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/queries/keys';
import { claimPath } from './get-claim';
import { changeClaimErrors } from './update-claim';

/**
 * DELETE /api/claims/:id: a pending claim and its receipts go (409 once decided). Only the lists
 * reload: the open detail would refetch a 404 before the page leaves.
 */
export function useDeleteClaim(id: string) {
  return useMutation({
    mutationFn: () => apiRequest(claimPath(id), { method: 'DELETE' }),
    meta: {
      invalidates: [queryKeys.claims.lists],
      errorToast: changeClaimErrors(i18n.t('claims:claimsApi.deleteFailed')),
    },
  });
}
