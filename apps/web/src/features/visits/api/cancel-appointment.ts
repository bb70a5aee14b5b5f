import type { BookedVisit } from '@sehat/shared';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '@/lib/api-client';
import { i18n } from '@/lib/i18n/i18n';
import { serverMessage, type ErrorPolicy } from '@/lib/error-policy';
import { queryKeys } from '@/lib/queries/keys';

export const appointmentPath = (id: string) => `/api/appointments/${encodeURIComponent(id)}`;

/** What a visit's change moves: upcoming visits, the bell and the dashboard's count. */
export const VISIT_DEPENDENTS = [
  queryKeys.upcomingVisits.all,
  queryKeys.shell.all,
  queryKeys.dashboard.all,
] as const;

/** A refused change shows the server's reason (not upcoming any more, a past date). */
export const changeErrors = (failed: string): ErrorPolicy => ({
  rules: [{ status: 'client', toast: serverMessage.under(failed) }],
  fallback: { title: failed },
});

/**
 * POST /api/appointments/:id/cancel: the visit becomes 'cancelled' and leaves upcoming lists and
 * counts (docs/product.md#screens-added-since-the-first-version). 409 once it is not scheduled or confirmed.
 */
export function useCancelAppointment(id: string) {
  return useMutation({
    mutationFn: () => apiPost<BookedVisit>(`${appointmentPath(id)}/cancel`, undefined),
    meta: {
      invalidates: VISIT_DEPENDENTS,
      errorToast: changeErrors(i18n.t('visits:appointmentChanges.cancelFailed')),
    },
  });
}
