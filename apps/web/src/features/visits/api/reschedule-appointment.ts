import type { RescheduleAppointment, BookedVisit } from '@sehat/shared';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '@/lib/api-client';
import { i18n } from '@/lib/i18n/i18n';
import { appointmentPath, changeErrors, VISIT_DEPENDENTS } from './cancel-appointment';

/** POST /api/appointments/:id/reschedule { visit_date }: today or later in the patient's time zone. */
export function useRescheduleAppointment(id: string) {
  return useMutation({
    mutationFn: (body: RescheduleAppointment) =>
      apiPost<BookedVisit>(`${appointmentPath(id)}/reschedule`, body),
    meta: {
      invalidates: VISIT_DEPENDENTS,
      errorToast: changeErrors(i18n.t('visits:appointmentChanges.rescheduleFailed')),
    },
  });
}
