import type { FamilyList } from '@sehat/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { queryKeys } from '@/lib/queries/keys';

/**
 * GET /api/family: the account's own patient, then its family members (at most 10). Read by the Family
 * page and the header's switcher, and started by the page's route when it is opened directly.
 */
export function getFamilyQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.family.all,
    queryFn: ({ signal }) => apiGet<FamilyList>('/api/family', signal),
  });
}

/** The account's family. A failure shows inline with Retry. */
export function useFamily(enabled = true) {
  return useQuery({ ...getFamilyQueryOptions(), enabled });
}
