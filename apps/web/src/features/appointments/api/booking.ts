import {
  MAX_PAGE_SIZE,
  bookedVisitSchema,
  clinicPageSchema,
  hospitalDetailSchema,
  type BookAppointment,
} from '@sehat/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPost } from '@/lib/api-client';

/** GET /api/clinics?state=&city= — the patient's clinics in one city (spec §7 booking select). */
export function useClinicsIn(state: string, city: string) {
  return useQuery({
    queryKey: ['clinics', 'in', state, city],
    queryFn: ({ signal }) => {
      const params = new URLSearchParams({ state, city, page_size: String(MAX_PAGE_SIZE) });
      return apiGet(`/api/clinics?${params.toString()}`, clinicPageSchema, signal);
    },
    enabled: Boolean(state && city),
    retry: false,
  });
}

/** GET /api/hospitals/:id — to preselect the hospital a card's 'Book Appointment' passed. */
export function usePreselectedHospital(id: string | null) {
  return useQuery({
    queryKey: ['hospitals', id],
    queryFn: ({ signal }) =>
      apiGet(`/api/hospitals/${encodeURIComponent(id ?? '')}`, hospitalDetailSchema, signal),
    enabled: Boolean(id),
    retry: false,
  });
}

/** POST /api/appointments — books; on success every cached list (visits, bell, dashboard) is refreshed. */
export function useBookAppointment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BookAppointment) => apiPost('/api/appointments', body, bookedVisitSchema),
    onSuccess: async () => {
      await queryClient.invalidateQueries();
    },
  });
}
