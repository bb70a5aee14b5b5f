import type { SharePage } from '@sehat/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { queryKeys } from '@/lib/queries/keys';

/** GET /api/shares?page=&page_size=: the patient's links, newest first, with status and opens. */
export function getSharesQueryOptions(page: number, pageSize: number) {
  return queryOptions({
    queryKey: queryKeys.shares.list(page, pageSize),
    queryFn: ({ signal }) => apiGet<SharePage>(`/api/shares?page=${page}&page_size=${pageSize}`, signal),
    placeholderData: keepPreviousData,
  });
}

/** One page of the patient's share links. */
export function useShares(page: number, pageSize: number) {
  return useQuery(getSharesQueryOptions(page, pageSize));
}
