import { hospitalDetailSchema } from '@sehat/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { queryKeys } from './keys';

/**
 * GET /api/hospitals/:id: a built-in hospital (HOS001–HOS004) or one of the patient's clinics
 * (CLN-…); any other id is a 404, which is not retried. Read by the hospital page and by booking
 * (to preselect the hospital a 'Book Appointment' button passed).
 */
export function hospitalQuery(id: string) {
  return queryOptions({
    queryKey: queryKeys.hospitals.detail(id),
    queryFn: ({ signal }) => apiGet(`/api/hospitals/${encodeURIComponent(id)}`, hospitalDetailSchema, signal),
    retry: false,
  });
}
