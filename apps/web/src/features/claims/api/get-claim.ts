import { CLAIM_MESSAGES, type Claim } from '@sehat/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { queryKeys } from '@/lib/queries/keys';
import { messageGroup } from '@/lib/i18n/messages';

const claimsMessages = messageGroup('claims', CLAIM_MESSAGES);

/** The path of one claim (`:id` encoded): its GET here, its writes and receipt in the feature's other files. */
export const claimPath = (id: string) => `/api/claims/${encodeURIComponent(id)}`;

/**
 * GET /api/claims/:id: one of the patient's claims (another patient's is a 404, not retried). A failed
 * load toasts 'Failed to load claim details.'; the page then returns to the list. Read by the
 * claim and edit pages, and started by the claim's route when it is opened directly (`app/routes.tsx`).
 */
export function getClaimQueryOptions(id: string) {
  return queryOptions({
    queryKey: queryKeys.claims.detail(id),
    queryFn: ({ signal }) => apiGet<Claim>(claimPath(id), signal),
    retry: false,
    meta: { errorToast: { fallback: { title: claimsMessages.detailLoadFailed, id: 'claim-load-failed' } } },
  });
}

/** One claim; nothing is asked without an id. */
export function useClaim(id: string | undefined) {
  return useQuery({ ...getClaimQueryOptions(id ?? ''), enabled: Boolean(id) });
}
