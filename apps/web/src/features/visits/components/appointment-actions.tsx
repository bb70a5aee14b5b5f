import type { TFunction } from 'i18next';
import { useTranslation } from '@/lib/i18n/namespaces/visits';
import { type UpcomingItem, APPOINTMENT_CHANGE_MESSAGES } from '@sehat/shared';
import { CalendarClockIcon, XCircleIcon } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { longDate } from '@/lib/i18n/dates';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { InputField } from '@/components/form-field';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import { loadOnce, preloadOnFirstUse } from '@/lib/lazy-resolver';
import { refusalWords } from '@/lib/error-policy';
import { toast } from '@/lib/toast';
import { useCancelAppointment } from '../api/cancel-appointment';
import { useRescheduleAppointment } from '../api/reschedule-appointment';
import { patientToday } from '@/lib/patient-today';
import { messageGroup, wordsText } from '@/lib/i18n/messages';

const C = messageGroup('appointments', APPOINTMENT_CHANGE_MESSAGES);

/** The new day's check (shared schema + "not before today"), loaded when the dialog is first used. */
const loadValidation = loadOnce(() => import('../validation'));

/** 'Your visit to {place} on {date} with {doctor} will be cancelled.', naming what the visit has. */
function cancelDescription(visit: UpcomingItem, t: TFunction<'visits'>): string {
  const vars = { place: visit.hospital_name, date: longDate(visit.date), doctor: visit.doctor_name };
  if (visit.hospital_name && visit.doctor_name)
    return t('appointmentActions.cancelDescriptionPlaceDoctor', vars);
  if (visit.hospital_name) return t('appointmentActions.cancelDescriptionPlace', vars);
  if (visit.doctor_name) return t('appointmentActions.cancelDescriptionDoctor', vars);
  return t('appointmentActions.cancelDescription', vars);
}

/** Reschedule: a dialog with the new date (today or later); the server's refusal shows by the field. */
function RescheduleDialog({ visit }: { visit: UpcomingItem }) {
  const { t } = useTranslation('visits');
  const [open, setOpen] = useState(false);
  const [date, setDate] = useState(visit.date);
  const [error, setError] = useState<string | undefined>();
  const reschedule = useRescheduleAppointment(visit.id);
  const busy = reschedule.isPending;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problem = (await loadValidation()).rescheduleDateProblem(date);
    if (problem) return setError(problem);
    try {
      await reschedule.mutateAsync({ visit_date: date });
    } catch (failure) {
      if (failure instanceof ApiError && failure.status === 400) setError(wordsText(refusalWords(failure)));
      return;
    }
    toast.success(C.rescheduled, { description: longDate(date) });
    setOpen(false);
  }

  return (
    <AlertDialog
      open={open}
      onOpenChange={(next) => {
        if (busy) return;
        setOpen(next);
        setError(undefined);
        setDate(visit.date);
      }}
    >
      <AlertDialogTrigger asChild>
        <Button variant="outline" size="sm">
          <CalendarClockIcon aria-hidden="true" />
          {t('appointmentActions.reschedule')}
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogTitle>{t('appointmentActions.rescheduleAppointment')}</AlertDialogTitle>
        <AlertDialogDescription>
          {t('appointmentActions.rescheduleDescription', {
            place: visit.hospital_name ?? t('appointmentActions.yourVisit'),
            date: longDate(visit.date),
          })}
        </AlertDialogDescription>
        <form
          {...preloadOnFirstUse(loadValidation.preload)}
          className="grid gap-4"
          noValidate
          onSubmit={(event) => void submit(event)}
        >
          <InputField
            id={`reschedule-${visit.id}`}
            label={t('appointmentActions.newDate')}
            type="date"
            required
            min={patientToday()}
            value={date}
            error={error}
            disabled={busy}
            onChange={(event) => {
              setDate(event.target.value);
              setError(undefined);
            }}
          />
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialogCancel asChild>
              <Button type="button" variant="outline" disabled={busy}>
                {t('appointmentActions.cancel')}
              </Button>
            </AlertDialogCancel>
            <Button type="submit" disabled={busy} aria-busy={busy}>
              {busy ? t('appointmentActions.saving') : t('appointmentActions.reschedule')}
            </Button>
          </div>
        </form>
      </AlertDialogContent>
    </AlertDialog>
  );
}

/**
 * A booked visit's Reschedule and Cancel (docs/product.md#screens-added-since-the-first-version). Cancel asks first;
 * the cancelled visit leaves upcoming visits, the bell and the dashboard's count.
 */
export function AppointmentActions({ visit }: { visit: UpcomingItem }) {
  const { t } = useTranslation('visits');
  const cancel = useCancelAppointment(visit.id);
  return (
    <div className="flex flex-wrap gap-2">
      <RescheduleDialog visit={visit} />
      <ConfirmDialog
        trigger={
          <Button variant="outline" size="sm" className="text-destructive">
            <XCircleIcon aria-hidden="true" />
            {t('appointmentActions.cancelAppointment')}
          </Button>
        }
        title={t('appointmentActions.cancelThisAppointment')}
        description={cancelDescription(visit, t)}
        confirmLabel={t('appointmentActions.cancelAppointment')}
        cancelLabel={t('appointmentActions.keepAppointment')}
        busyLabel={t('appointmentActions.cancelling')}
        onConfirm={async () => {
          await cancel.mutateAsync();
          toast.success(C.cancelled);
        }}
      />
    </div>
  );
}
