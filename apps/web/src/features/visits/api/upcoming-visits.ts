import { upcomingListSchema } from '@sehat/shared';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { queryKeys } from '@/lib/queries/keys';

/** GET /api/upcoming-visits — visits and follow-ups of the next month (docs/product.md#screens-and-routes, docs/product.md#data-calls). */
export function useUpcomingVisits() {
  return useQuery({
    queryKey: queryKeys.upcomingVisits.all,
    queryFn: ({ signal }) => apiGet('/api/upcoming-visits', upcomingListSchema, signal),
  });
}
