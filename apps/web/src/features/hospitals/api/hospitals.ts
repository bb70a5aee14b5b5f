import { reverseGeocodeResultSchema } from '@sehat/shared';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
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
