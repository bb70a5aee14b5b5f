import { i18n } from '@/lib/i18n/i18n';
import type { CreateClaimFields, Claim } from '@sehat/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { serverMessage, type ErrorPolicy } from '@/lib/error-policy';
import { queryKeys } from '@/lib/queries/keys';
import { claimPath } from './get-claim';

/** What a refused change of a claim shows: the server's reason (not pending any more, a field). */
export const changeClaimErrors = (failed: string): ErrorPolicy => ({
  rules: [{ status: [400, 409], toast: serverMessage.under(failed) }],
  fallback: { title: failed },
});

/**
 * PUT /api/claims/:id with the form's fields (JSON, strings as in the multipart form): only while
 * the claim is pending (409 otherwise). The receipt stays as filed.
 */
export function useUpdateClaim(id: string) {
  return useMutation({
    mutationFn: (fields: Record<keyof CreateClaimFields, string>) =>
      apiRequest<Claim>(claimPath(id), { method: 'PUT', body: fields }),
    meta: {
      invalidates: [queryKeys.claims.all],
      errorToast: changeClaimErrors(i18n.t('claims:claimsApi.updateFailed')),
    },
  });
}
