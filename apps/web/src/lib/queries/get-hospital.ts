import type { HospitalDetail } from '@sehat/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { queryKeys } from './keys';

/**
 * GET /api/hospitals/:id: a built-in hospital (HOS001–HOS004) or one of the patient's clinics
 * (CLN-…); any other id is a 404, which is not retried. Read by the hospital page (and started by its
 * route when it is opened directly, `app/routes.tsx`), by a clinic's edit page and by booking (to
 * preselect the hospital a 'Book Appointment' button passed).
 */
export function getHospitalQueryOptions(id: string) {
  return queryOptions({
    queryKey: queryKeys.hospitals.detail(id),
    queryFn: ({ signal }) => apiGet<HospitalDetail>(`/api/hospitals/${encodeURIComponent(id)}`, signal),
    retry: false,
  });
}

/** A built-in hospital or the patient's own clinic; a 404 (not retried) means 'Hospital Not Found'. */
export function useHospital(id: string | undefined) {
  return useQuery({ ...getHospitalQueryOptions(id ?? ''), enabled: Boolean(id) });
}
