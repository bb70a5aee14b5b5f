import { CLINIC_MESSAGES, type Clinic, type CreateClinic } from '@sehat/shared';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '@/lib/api-client';
import { serverMessage, type ErrorPolicy } from '@/lib/error-policy';
import { queryKeys } from '@/lib/queries/keys';
import { messageGroup } from '@/lib/i18n/messages';

const clinicsMessages = messageGroup('clinics', CLINIC_MESSAGES);

/** The add-clinic form's values as typed: text everywhere (rating too), and the specialties added. */
export interface ClinicFormValues {
  name: string;
  phone: string;
  email: string;
  address: string;
  state: string;
  city: string;
  specialties: string[];
  rating: string;
  coordinates: string;
  maps_link: string;
}

/** What a refused clinic shows (docs/product.md#clinic-messages). */
export const createClinicErrors: ErrorPolicy = {
  rules: [
    {
      status: 401,
      toast: { title: clinicsMessages.authRequiredTitle, description: clinicsMessages.authRequired },
    },
    { status: 'client', toast: serverMessage.asTitle },
  ],
  fallback: { title: clinicsMessages.saveFailed },
};

/**
 * POST /api/clinics: saves a clinic; the server answers it with its new clinic_id. Failures
 * (docs/product.md#clinic-messages): 'Authentication Required' when signed out, the server's message for another
 * refusal, else 'Failed to save clinic information.'.
 */
export function useCreateClinic() {
  return useMutation({
    mutationFn: (body: CreateClinic) => apiPost<Clinic>('/api/clinics', body),
    meta: {
      invalidates: [queryKeys.clinics.all],
      errorToast: createClinicErrors,
    },
  });
}

/** A saved clinic as the form's values (a rating of 0, 'not rated', as an empty field). */
export function clinicToFormValues(clinic: Clinic): ClinicFormValues {
  return {
    name: clinic.name,
    phone: clinic.phone,
    email: clinic.email,
    address: clinic.address,
    state: clinic.state,
    city: clinic.city,
    specialties: clinic.specialties,
    rating: clinic.rating > 0 ? String(clinic.rating) : '',
    coordinates: clinic.coordinates ?? '',
    maps_link: clinic.maps_link ?? '',
  };
}
