import { clinicSchema, type CreateClinicInput } from '@sehat/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '@/lib/api-client';

/** POST /api/clinics — saves a clinic; the server answers it with its new clinic_id. */
export function useCreateClinic() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateClinicInput) => apiPost('/api/clinics', body, clinicSchema),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['clinics'] });
    },
  });
}
