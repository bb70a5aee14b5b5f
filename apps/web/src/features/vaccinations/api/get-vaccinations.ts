import type { Vaccinations } from '@sehat/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { queryKeys } from '@/lib/queries/keys';

/**
 * GET /api/vaccinations: the open patient's schedule (each dose's status on today in their zone), its
 * sources and the doses given: the Vaccinations page's one request, started by its route.
 */
export function getVaccinationsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.vaccinations.all,
    queryFn: ({ signal }) => apiGet<Vaccinations>('/api/vaccinations', signal),
  });
}

/** The schedule and the doses given. */
export function useVaccinations() {
  return useQuery(getVaccinationsQueryOptions());
}
