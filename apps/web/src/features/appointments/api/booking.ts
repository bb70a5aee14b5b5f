import {
  BOOKING_MESSAGES,
  bookAppointmentSchema,
  bookedVisitSchema,
  isPastDate,
  type BookAppointment,
} from '@sehat/shared';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiPost } from '@/lib/api-client';
import { serverMessage, type ErrorPolicy } from '@/lib/error-policy';
import { clinicsQuery } from '@/lib/queries/clinics';
import { hospitalQuery } from '@/lib/queries/hospitals';
import { queryKeys } from '@/lib/queries/keys';

/** The booking form's rules: the server's schema, and no day before today (docs/product.md#booking-fields). */
export const bookingFormSchema = bookAppointmentSchema.refine((booking) => !isPastDate(booking.visit_date), {
  path: ['visit_date'],
  message: BOOKING_MESSAGES.pastDate,
});

/** The patient's clinics in one city (docs/product.md#data-calls booking select); a failed load toasts 'Failed to load clinics'. */
export function useClinicsIn(state: string, city: string) {
  return useQuery({
    ...clinicsQuery({ state, city }),
    enabled: Boolean(state && city),
    retry: false,
    meta: { errorToast: { fallback: { title: BOOKING_MESSAGES.loadClinicsFailed } } },
  });
}

/** The hospital a card's 'Book Appointment' passed as `?hospital=`, to preselect it. */
export function usePreselectedHospital(id: string | null) {
  return useQuery({ ...hospitalQuery(id ?? ''), enabled: Boolean(id) });
}

/** What a refused booking shows (docs/product.md#booking-messages). */
export const bookingErrors: ErrorPolicy = {
  rules: [
    {
      status: 401,
      toast: { title: BOOKING_MESSAGES.authErrorTitle, description: BOOKING_MESSAGES.authError },
    },
    { status: 'client', toast: serverMessage.asTitle },
  ],
  fallback: { title: BOOKING_MESSAGES.bookFailed },
};

/**
 * POST /api/appointments: books a scheduled consultation, which shows on Upcoming visits, in the
 * bell and in the dashboard's count. Failures (docs/product.md#booking-messages): 'Authentication Error' when
 * signed out, the server's message for another refusal, else 'Failed to book appointment'.
 */
export function useBookAppointment() {
  return useMutation({
    mutationFn: (body: BookAppointment) => apiPost('/api/appointments', body, bookedVisitSchema),
    meta: {
      invalidates: [queryKeys.upcomingVisits.all, queryKeys.shell.all, queryKeys.dashboard.all],
      errorToast: bookingErrors,
    },
  });
}
