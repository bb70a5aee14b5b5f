import { BOOKING_MESSAGES, type BookAppointment, type BookedVisit } from '@sehat/shared';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '@/lib/api-client';
import { serverMessage, type ErrorPolicy } from '@/lib/error-policy';
import { queryKeys } from '@/lib/queries/keys';
import { messageGroup } from '@/lib/i18n/messages';

const bookingMessages = messageGroup('booking', BOOKING_MESSAGES);

/** What a refused booking shows (docs/product.md#booking-messages). */
export const bookingErrors: ErrorPolicy = {
  rules: [
    {
      status: 401,
      toast: { title: bookingMessages.authErrorTitle, description: bookingMessages.authError },
    },
    { status: 'client', toast: serverMessage.asTitle },
  ],
  fallback: { title: bookingMessages.bookFailed },
};

/**
 * POST /api/appointments: books a scheduled consultation, which shows on Upcoming visits, in the
 * bell and in the dashboard's count. Failures (docs/product.md#booking-messages): 'Authentication Error' when
 * signed out, the server's message for another refusal, else 'Failed to book appointment'.
 */
export function useBookAppointment() {
  return useMutation({
    mutationFn: (body: BookAppointment) => apiPost<BookedVisit>('/api/appointments', body),
    meta: {
      invalidates: [queryKeys.upcomingVisits.all, queryKeys.shell.all, queryKeys.dashboard.all],
      errorToast: bookingErrors,
    },
  });
}
