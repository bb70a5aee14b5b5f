import type { EmergencyCard } from '@sehat/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { queryKeys } from '@/lib/queries/keys';

/**
 * GET /api/emergency-card: the signed-in patient's card. Read by the page and started by its route when it
 * is opened directly (`app/routes.tsx`).
 */
export function getEmergencyCardQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.emergencyCard.all,
    queryFn: ({ signal }) => apiGet<EmergencyCard>('/api/emergency-card', signal),
  });
}

/** The emergency card. A failure shows inline with Retry. */
export function useEmergencyCard() {
  return useQuery(getEmergencyCardQueryOptions());
}
