import { useTranslation } from '@/lib/i18n/namespaces/appointments';
import { BOOKING_LIMITS, BOOKING_MESSAGES, BUILT_IN_HOSPITALS, type BookAppointment } from '@sehat/shared';
import { InfoIcon } from 'lucide-react';
import { useMemo, type FormEvent } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { FormControl, FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { useSession } from '@/lib/session';
import { lazyResolver, preloadOnFirstUse } from '@/lib/lazy-resolver';
import { toast } from '@/lib/toast';
import { useBookAppointment } from '../api/book-appointment';
import { useClinicsIn } from '../api/get-clinics-in';
import { BookingPlaceFields, type BookingOption } from './booking-place-fields';
import { DateField } from './date-field';
import { fieldErrorText, messageGroup, messageText } from '@/lib/i18n/messages';

const bookingMessages = messageGroup('booking', BOOKING_MESSAGES);

/** State, city and hospital ID chosen before the form opens. */
export interface BookingPlace {
  state: string;
  city: string;
  hospital: string;
}

/** The form's values as typed (`visit_date` is `yyyy-MM-dd` or ''). */
type BookingValues = { [K in keyof BookAppointment]: string };

const resolver = lazyResolver(() => import('../validation').then((m) => m.bookingResolver));

/**
 * Book appointment (docs/product.md#screens-and-routes, docs/product.md#states-and-transitions booking transitions, docs/product.md#booking-fields, docs/product.md#booking-messages):
 * state → city → hospital/clinic, doctor, purpose and a day from today on;
 * creates a scheduled consultation and goes to /upcoming-visits.
 * `initial` preselects the hospital a 'Book Appointment' button passed. A
 * refused booking is toasted by the mutation's error policy.
 */
export function BookingForm({ initial }: { initial: BookingPlace | null }) {
  const { t } = useTranslation('appointments');
  const navigate = useNavigate();
  const session = useSession();
  const book = useBookAppointment();
  const form = useForm<BookingValues, unknown, BookAppointment>({
    resolver,
    defaultValues: {
      state: initial?.state ?? '',
      city: initial?.city ?? '',
      hospital: initial?.hospital ?? '',
      doctor_name: '',
      purpose: '',
      visit_date: '',
    },
  });
  const { errors, isSubmitted } = form.formState;
  const [state, city, hospital, date] = form.watch(['state', 'city', 'hospital', 'visit_date']);
  const set = (name: keyof BookingValues, value: string) =>
    form.setValue(name, value, { shouldValidate: isSubmitted });
  const busy = book.isPending;

  const clinics = useClinicsIn(state, city);

  const options = useMemo<BookingOption[]>(() => {
    if (!state || !city) return [];
    const builtIns = BUILT_IN_HOSPITALS.filter((h) => h.state === state && h.city === city).map((h) => ({
      value: h.id,
      label: h.name,
    }));
    const own = (clinics.data ?? []).map((c) => ({
      value: c.clinic_id,
      label: t('bookingForm.yourClinic', { name: c.name }),
    }));
    return [...builtIns, ...own];
  }, [state, city, clinics.data, t]);

  /** 'Incomplete Form' when a field is empty, else the rule broken (a day in the past). */
  const onInvalid = (fieldErrors: FieldErrors<BookingValues>) => {
    if (Object.values(form.getValues()).some((value) => value.trim() === '')) {
      toast.error(bookingMessages.incompleteTitle, { description: bookingMessages.incomplete });
      return;
    }
    const first = Object.values(fieldErrors).find((error) => typeof error?.message === 'string');
    toast.error(
      typeof first?.message === 'string' ? fieldErrorText(first.message) : bookingMessages.incomplete,
    );
  };

  const onValid = async (booking: BookAppointment) => {
    try {
      await book.mutateAsync(booking);
    } catch {
      return; // toasted by the error policy; a 401 also returns the patient to /
    }
    toast.success(bookingMessages.bookedTitle, { description: bookingMessages.booked });
    await navigate('/upcoming-visits');
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (!session.data) {
      event.preventDefault();
      toast.error(bookingMessages.authErrorTitle, { description: bookingMessages.authError });
      void navigate('/');
      return;
    }
    void form.handleSubmit(onValid, onInvalid)(event);
  };

  return (
    <form
      {...preloadOnFirstUse(resolver.preload)}
      onSubmit={onSubmit}
      noValidate
      className="grid grid-cols-[minmax(0,1fr)] gap-5 sm:grid-cols-2"
      aria-busy={busy}
    >
      <BookingPlaceFields
        state={state}
        city={city}
        hospital={hospital}
        options={options}
        loadingOptions={clinics.isFetching}
        disabled={busy}
        onState={(value) => {
          set('state', value);
          set('city', '');
          set('hospital', '');
        }}
        onCity={(value) => {
          set('city', value);
          set('hospital', '');
        }}
        onHospital={(value) => set('hospital', value)}
      />

      <div className="sm:col-span-2">
        <FormField
          id="booking-doctor"
          label={t('bookingForm.doctorSName')}
          required
          invalid={!!errors.doctor_name}
        >
          <FormControl>
            <Input
              maxLength={BOOKING_LIMITS.doctorName}
              disabled={busy}
              placeholder={t('bookingForm.eGDrSharma')}
              {...form.register('doctor_name')}
            />
          </FormControl>
        </FormField>
      </div>
      <div className="sm:col-span-2">
        <FormField id="booking-purpose" label={t('bookingForm.purpose')} required invalid={!!errors.purpose}>
          <FormControl>
            <Textarea
              rows={4}
              maxLength={BOOKING_LIMITS.purpose}
              disabled={busy}
              placeholder={t('bookingForm.describeTheReasonForYour')}
              {...form.register('purpose')}
            />
          </FormControl>
        </FormField>
      </div>
      <FormField
        id="booking-date"
        label={t('bookingForm.appointmentDate')}
        required
        invalid={!!errors.visit_date}
      >
        <FormControl>
          <DateField value={date} onChange={(value) => set('visit_date', value)} disabled={busy} />
        </FormControl>
      </FormField>

      <p className="flex gap-2 rounded-lg border border-primary/20 bg-accent/60 p-3 text-sm sm:col-span-2">
        <InfoIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
        {messageText(bookingMessages.timeSlotNote)}
      </p>

      <div className="flex flex-col-reverse gap-2 sm:col-span-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" disabled={busy} onClick={() => void navigate('/dashboard')}>
          {messageText(bookingMessages.cancel)}
        </Button>
        <Button type="submit" disabled={busy} aria-busy={busy}>
          {busy ? messageText(bookingMessages.booking) : messageText(bookingMessages.book)}
        </Button>
      </div>
    </form>
  );
}
