import { CLAIM_MESSAGES, type ClaimList } from '@sehat/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { queryKeys } from '@/lib/queries/keys';
import { messageGroup } from '@/lib/i18n/messages';

const claimsMessages = messageGroup('claims', CLAIM_MESSAGES);

/**
 * GET /api/claims?page=&page_size=: the patient's claims, newest claim_date first. A failed load
 * toasts 'Failed to load insurance claims.'.
 */
export function getClaimsQueryOptions(page: number, pageSize: number) {
  return queryOptions({
    queryKey: queryKeys.claims.list(page, pageSize),
    queryFn: ({ signal }) => apiGet<ClaimList>(`/api/claims?page=${page}&page_size=${pageSize}`, signal),
    placeholderData: keepPreviousData,
    meta: { errorToast: { fallback: { title: claimsMessages.loadFailed, id: 'claims-load-failed' } } },
  });
}

/** One page of the patient's claims. */
export function useClaims(page: number, pageSize: number) {
  return useQuery(getClaimsQueryOptions(page, pageSize));
}
