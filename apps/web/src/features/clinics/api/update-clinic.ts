import type { CreateClinic, Clinic } from '@sehat/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/queries/keys';
import { createClinicErrors } from './create-clinic';

/**
 * PUT /api/clinics/:clinic_id with the whole form: the clinic's lists and its hospital page
 * follow. Failures as on add (the server's message for a refused field).
 */
export function useUpdateClinic(clinicId: string) {
  return useMutation({
    mutationFn: (body: CreateClinic) =>
      apiRequest<Clinic>(`/api/clinics/${encodeURIComponent(clinicId)}`, { method: 'PUT', body }),
    meta: {
      invalidates: [queryKeys.clinics.all, queryKeys.hospitals.all],
      errorToast: createClinicErrors,
    },
  });
}
