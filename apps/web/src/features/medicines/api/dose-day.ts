import type { DoseDay } from '@sehat/shared';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { queryKeys } from '@/lib/queries/keys';

/** GET /api/medicines/doses: today's doses in the patient's zone (the Medicines page's second request). */
export function useTodayDoses() {
  return useQuery({
    queryKey: [...queryKeys.medicines.all, 'doses'],
    queryFn: ({ signal }) => apiGet<DoseDay>('/api/medicines/doses', signal),
  });
}
