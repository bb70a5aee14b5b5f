import { BOOKING_MESSAGES } from '@sehat/shared';
import { useQuery } from '@tanstack/react-query';
import { getClinicsQueryOptions } from '@/lib/queries/get-clinics';
import { messageGroup } from '@/lib/i18n/messages';

const bookingMessages = messageGroup('booking', BOOKING_MESSAGES);

/** The patient's clinics in one city; a failed load toasts 'Failed to load clinics'. */
export function useClinicsIn(state: string, city: string) {
  return useQuery({
    ...getClinicsQueryOptions({ state, city }),
    enabled: Boolean(state && city),
    retry: false,
    meta: { errorToast: { fallback: { title: bookingMessages.loadClinicsFailed } } },
  });
}
