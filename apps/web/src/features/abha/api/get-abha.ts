import type { Abha } from '@sehat/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { queryKeys } from '@/lib/queries/keys';

/**
 * GET /api/abha: the self-declared ABHA number (14 digits) and address. Read by /kyc and started by its
 * route when it is opened directly (`app/routes.tsx`).
 */
export function getAbhaQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.abha.all,
    queryFn: ({ signal }) => apiGet<Abha>('/api/abha', signal),
  });
}

/** The patient's ABHA. A failure shows inline with Retry. */
export function useAbha() {
  return useQuery(getAbhaQueryOptions());
}
