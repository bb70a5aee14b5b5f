import { emergencyCardSchema } from '@sehat/shared';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { queryKeys } from '@/lib/queries/keys';

/** GET /api/emergency-card: the signed-in patient's card. A failure shows inline with Retry. */
export function useEmergencyCard() {
  return useQuery({
    queryKey: queryKeys.emergencyCard.all,
    queryFn: ({ signal }) => apiGet('/api/emergency-card', emergencyCardSchema, signal),
  });
}
