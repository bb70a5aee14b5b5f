import { BOOKING_LIMITS, BOOKING_MESSAGES, BUILT_IN_HOSPITALS, isPastDate } from '@sehat/shared';
import { InfoIcon } from 'lucide-react';
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '@/lib/toast';
import { FormRow } from '@/components/form-row';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { ApiError } from '@/lib/api-client';
import { useSession } from '@/lib/auth-client';
import { useBookAppointment, useClinicsIn } from '../api/booking';
import { BookingPlaceFields, type BookingOption } from './booking-place-fields';
import { DateField } from './date-field';

/** State, city and hospital ID chosen before the form opens. */
export interface BookingPlace {
  state: string;
  city: string;
  hospital: string;
}

function authError(navigate: ReturnType<typeof useNavigate>) {
  toast.error(BOOKING_MESSAGES.authErrorTitle, { description: BOOKING_MESSAGES.authError });
  void navigate('/');
}

/**
 * Book appointment (spec §2, §4 booking transitions, §5 Booking, §8 Booking):
 * state → city → hospital/clinic, doctor, purpose and a day from today on;
 * creates a scheduled consultation and goes to /upcoming-visits.
 * `initial` preselects the hospital a 'Book Appointment' button passed.
 */
export function BookingForm({ initial }: { initial: BookingPlace | null }) {
  const navigate = useNavigate();
  const session = useSession();
  const book = useBookAppointment();
  const [state, setState] = useState(initial?.state ?? '');
  const [city, setCity] = useState(initial?.city ?? '');
  const [hospital, setHospital] = useState(initial?.hospital ?? '');
  const [doctor, setDoctor] = useState('');
  const [purpose, setPurpose] = useState('');
  const [date, setDate] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const busy = book.isPending;

  const clinics = useClinicsIn(state, city);
  useEffect(() => {
    if (clinics.isError) toast.error(BOOKING_MESSAGES.loadClinicsFailed);
  }, [clinics.isError]);

  const options = useMemo<BookingOption[]>(() => {
    if (!state || !city) return [];
    const builtIns = BUILT_IN_HOSPITALS.filter((h) => h.state === state && h.city === city).map((h) => ({
      value: h.id,
      label: h.name,
    }));
    const own = (clinics.data?.items ?? []).map((c) => ({
      value: c.clinic_id,
      label: `${c.name} (your clinic)`,
    }));
    return [...builtIns, ...own];
  }, [state, city, clinics.data]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!session.data) return authError(navigate);
    const body = {
      state,
      city,
      hospital,
      doctor_name: doctor.trim(),
      purpose: purpose.trim(),
      visit_date: date,
    };
    if (Object.values(body).some((v) => v === '')) {
      toast.error(BOOKING_MESSAGES.incompleteTitle, { description: BOOKING_MESSAGES.incomplete });
      return;
    }
    if (isPastDate(date)) {
      toast.error(BOOKING_MESSAGES.pastDate);
      return;
    }
    try {
      await book.mutateAsync(body);
      toast.success(BOOKING_MESSAGES.bookedTitle, { description: BOOKING_MESSAGES.booked });
      await navigate('/upcoming-visits');
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) return authError(navigate);
      const serverMessage = error instanceof ApiError && error.status >= 400 && error.status < 500;
      toast.error(serverMessage ? error.message : BOOKING_MESSAGES.bookFailed);
    }
  };

  const missing = (value: string) => submitted && value.trim() === '';

  return (
    <form
      onSubmit={(e) => void onSubmit(e)}
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
          setState(value);
          setCity('');
          setHospital('');
        }}
        onCity={(value) => {
          setCity(value);
          setHospital('');
        }}
        onHospital={setHospital}
      />

      <div className="sm:col-span-2">
        <FormRow id="booking-doctor" label="Doctor's Name" required>
          <Input
            id="booking-doctor"
            value={doctor}
            maxLength={BOOKING_LIMITS.doctorName}
            disabled={busy}
            placeholder="e.g. Dr. Sharma"
            aria-invalid={missing(doctor) || undefined}
            onChange={(e) => setDoctor(e.target.value)}
          />
        </FormRow>
      </div>
      <div className="sm:col-span-2">
        <FormRow id="booking-purpose" label="Purpose" required>
          <Textarea
            id="booking-purpose"
            rows={4}
            value={purpose}
            maxLength={BOOKING_LIMITS.purpose}
            disabled={busy}
            placeholder="Describe the reason for your visit"
            aria-invalid={missing(purpose) || undefined}
            onChange={(e) => setPurpose(e.target.value)}
          />
        </FormRow>
      </div>
      <FormRow id="booking-date" label="Appointment Date" required>
        <DateField
          id="booking-date"
          value={date}
          onChange={setDate}
          disabled={busy}
          invalid={missing(date)}
        />
      </FormRow>

      <p className="flex gap-2 rounded-lg border border-primary/20 bg-accent/60 p-3 text-sm sm:col-span-2">
        <InfoIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
        {BOOKING_MESSAGES.timeSlotNote}
      </p>

      <div className="flex flex-col-reverse gap-2 sm:col-span-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" disabled={busy} onClick={() => void navigate('/dashboard')}>
          {BOOKING_MESSAGES.cancel}
        </Button>
        <Button type="submit" disabled={busy} aria-busy={busy}>
          {busy ? BOOKING_MESSAGES.booking : BOOKING_MESSAGES.book}
        </Button>
      </div>
    </form>
  );
}
