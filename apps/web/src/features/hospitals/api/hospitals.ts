import { i18n } from '@/lib/i18n/i18n';
import { reverseGeocodeResultSchema } from '@sehat/shared';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiGet, apiRequest } from '@/lib/api-client';
import { serverMessage } from '@/lib/error-policy';
import { queryKeys } from '@/lib/queries/keys';
import { clinicsQuery } from '@/lib/queries/clinics';
import { hospitalQuery } from '@/lib/queries/hospitals';

/** Every clinic of the patient, newest first, listed beside the built-in hospitals. */
export function useAllClinics() {
  return useQuery(clinicsQuery());
}

/** A built-in hospital or the patient's own clinic; a 404 (not retried) means 'Hospital Not Found'. */
export function useHospital(id: string | undefined) {
  return useQuery({ ...hospitalQuery(id ?? ''), enabled: Boolean(id) });
}

/**
 * GET /api/geocode/reverse: our state and city for a position (decimal degrees, 6 places sent).
 * The API's `geocode` feature; the web keeps it here, beside its one screen (decision 008).
 */
export function fetchReverseGeocode(lat: number, lng: number) {
  const params = new URLSearchParams({ lat: lat.toFixed(6), lon: lng.toFixed(6) });
  return apiGet(`/api/geocode/reverse?${params.toString()}`, reverseGeocodeResultSchema);
}

/**
 * DELETE /api/clinics/:clinic_id: one of the patient's clinics goes; records, visits and claims
 * that name it keep its name. Lists of clinics and hospitals follow.
 */
export function useDeleteClinic(clinicId: string) {
  return useMutation({
    mutationFn: () =>
      apiRequest(`/api/clinics/${encodeURIComponent(clinicId)}`, undefined, { method: 'DELETE' }),
    meta: {
      // Not the open hospital page, which would refetch a 404 before it leaves.
      invalidates: [queryKeys.clinics.all],
      errorToast: {
        rules: [{ status: 'client', toast: serverMessage.asTitle }],
        fallback: { title: i18n.t('hospitals:hospitalsApi.deleteFailed') },
      },
    },
  });
}
