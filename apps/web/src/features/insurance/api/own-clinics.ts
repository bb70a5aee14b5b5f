import { clinicPageSchema } from '@sehat/shared';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';

/**
 * The patient's own clinic names for the claim form's hospital list, sorted
 * by name (spec §7 "select id, name of own clinics ordered by name"). A failed
 * load leaves the list empty: the form still offers 'Other (Type below)'.
 */
export function useOwnClinicNames() {
  return useQuery({
    queryKey: ['clinics', 'claim-form'],
    queryFn: async ({ signal }) => {
      const page = await apiGet('/api/clinics?page_size=100', clinicPageSchema, signal);
      const names = [...new Set(page.items.map((clinic) => clinic.name))];
      return names.sort((a, b) => a.localeCompare(b, 'en-IN', { sensitivity: 'base' }));
    },
    retry: false,
  });
}
