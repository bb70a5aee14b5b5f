import {
  MAX_PAGE_SIZE,
  clinicPageSchema,
  hospitalDetailSchema,
  reverseGeocodeResultSchema,
  type Clinic,
} from '@sehat/shared';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';

/** Pages read at most for the list (100 each): a patient's own clinics never come near this. */
const MAX_CLINIC_PAGES = 20;

/** Every clinic of the patient, newest first (GET /api/clinics, paged through). */
export function useAllClinics() {
  return useQuery({
    queryKey: ['clinics', 'all'],
    queryFn: async ({ signal }) => {
      const all: Clinic[] = [];
      for (let page = 1; page <= MAX_CLINIC_PAGES; page += 1) {
        const data = await apiGet(
          `/api/clinics?page=${page}&page_size=${MAX_PAGE_SIZE}`,
          clinicPageSchema,
          signal,
        );
        all.push(...data.items);
        if (all.length >= data.total || data.items.length === 0) break;
      }
      return all;
    },
  });
}

/** GET /api/hospitals/:id — a built-in hospital or the patient's own clinic; 404 otherwise. */
export function useHospital(id: string | undefined) {
  return useQuery({
    queryKey: ['hospitals', id],
    queryFn: ({ signal }) =>
      apiGet(`/api/hospitals/${encodeURIComponent(id ?? '')}`, hospitalDetailSchema, signal),
    enabled: Boolean(id),
    retry: false,
  });
}

/** GET /api/geocode/reverse — our state and city for a position (decimal degrees, 6 places sent). */
export function fetchReverseGeocode(lat: number, lng: number) {
  const params = new URLSearchParams({ lat: lat.toFixed(6), lon: lng.toFixed(6) });
  return apiGet(`/api/geocode/reverse?${params.toString()}`, reverseGeocodeResultSchema);
}
