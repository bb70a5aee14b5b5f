import type { UpcomingList } from '@sehat/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { queryKeys } from '@/lib/queries/keys';

/**
 * GET /api/upcoming-visits — visits and follow-ups of the next month. Read by the page and
 * started by its route when it is opened directly (`app/routes.tsx`).
 */
export function getUpcomingVisitsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.upcomingVisits.all,
    queryFn: ({ signal }) => apiGet<UpcomingList>('/api/upcoming-visits', signal),
  });
}

/** The upcoming visits and follow-ups. */
export function useUpcomingVisits() {
  return useQuery(getUpcomingVisitsQueryOptions());
}
