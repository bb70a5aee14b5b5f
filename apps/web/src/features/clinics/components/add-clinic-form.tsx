import { CLINIC_LIMITS, CLINIC_MESSAGES, createClinicSchema, parseRating } from '@sehat/shared';
import { useState } from 'react';
import { useController, useForm, type Path } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { toast } from '@/lib/toast';
import { FormRow, describedBy } from '@/components/form-row';
import { InputRow } from '@/components/input-row';
import { StateCityFields } from '@/components/state-city-fields';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/textarea';
import { ApiError } from '@/lib/api-client';
import { useCreateClinic } from '../api/create-clinic';
import { SpecialtiesField } from './specialties-field';

/** The form's raw values: text as typed (rating too; non-numeric becomes 0 on save). */
type ClinicFormValues = {
  name: string;
  phone: string;
  email: string;
  address: string;
  state: string;
  city: string;
  rating: string;
  coordinates: string;
  maps_link: string;
};

const EMPTY: ClinicFormValues = {
  name: '',
  phone: '',
  email: '',
  address: '',
  state: '',
  city: '',
  rating: '',
  coordinates: '',
  maps_link: '',
};
const REQUIRED: (keyof ClinicFormValues)[] = ['name', 'phone', 'email', 'address', 'state', 'city'];

/**
 * Add clinic (spec §2, §5 Add clinic, §8 Clinic): required name, phone,
 * e-mail, address, state, city; state clears city; checked with the server's
 * schema; 'Saving...' while busy; resets on success.
 */
export function AddClinicForm() {
  const navigate = useNavigate();
  const createClinic = useCreateClinic();
  const [specialties, setSpecialties] = useState<string[]>([]);
  const form = useForm<ClinicFormValues>({ defaultValues: EMPTY });
  const { control, register, formState, setError, clearErrors, setValue } = form;
  const errors = formState.errors;
  const { field: stateField } = useController({ control, name: 'state' });
  const { field: cityField } = useController({ control, name: 'city' });
  const busy = createClinic.isPending;

  const onSubmit = form.handleSubmit(async (values) => {
    clearErrors();
    if (REQUIRED.some((key) => values[key].trim() === '')) {
      for (const key of REQUIRED) if (values[key].trim() === '') setError(key, { message: 'Required' });
      toast.error(CLINIC_MESSAGES.requiredTitle, { description: CLINIC_MESSAGES.required });
      return;
    }
    const parsed = createClinicSchema.safeParse({
      ...values,
      rating: parseRating(values.rating),
      specialties,
    });
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const key = issue.path[0];
        if (typeof key === 'string' && key in EMPTY)
          setError(key as Path<ClinicFormValues>, { message: issue.message });
      }
      toast.error(CLINIC_MESSAGES.requiredTitle, { description: parsed.error.issues[0]?.message });
      return;
    }
    try {
      await createClinic.mutateAsync({ ...values, rating: parseRating(values.rating), specialties });
      toast.success(CLINIC_MESSAGES.saved);
      form.reset(EMPTY);
      setSpecialties([]);
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) {
        toast.error(CLINIC_MESSAGES.authRequiredTitle, { description: CLINIC_MESSAGES.authRequired });
        return;
      }
      const message =
        error instanceof ApiError && error.status < 500 && error.status !== 0
          ? error.message
          : CLINIC_MESSAGES.saveFailed;
      toast.error(message);
    }
  });

  /** Id, busy state, error and registration of one of the text fields. */
  const field = (key: keyof ClinicFormValues) => ({
    id: `clinic-${key}`,
    disabled: busy,
    error: errors[key]?.message,
    ...register(key),
  });

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="grid grid-cols-[minmax(0,1fr)] gap-5 sm:grid-cols-2"
      aria-busy={busy}
    >
      <InputRow
        label="Clinic Name"
        required
        maxLength={CLINIC_LIMITS.name}
        autoComplete="organization"
        {...field('name')}
      />
      <InputRow
        label="Phone"
        required
        type="tel"
        maxLength={CLINIC_LIMITS.phone}
        placeholder="+91 98765 43210"
        {...field('phone')}
      />
      <InputRow
        label="Email"
        required
        type="email"
        maxLength={CLINIC_LIMITS.email}
        placeholder="clinic@example.com"
        {...field('email')}
      />
      <InputRow
        label="Rating (1-5)"
        type="number"
        inputMode="decimal"
        min={0}
        max={5}
        step={0.1}
        placeholder="4.5"
        {...field('rating')}
      />
      <div className="sm:col-span-2">
        <FormRow id="clinic-address" label="Address" required error={errors.address?.message}>
          <Textarea
            id="clinic-address"
            disabled={busy}
            aria-invalid={!!errors.address || undefined}
            aria-describedby={describedBy('clinic-address', errors.address?.message)}
            rows={2}
            maxLength={CLINIC_LIMITS.address}
            {...register('address')}
          />
        </FormRow>
      </div>

      <StateCityFields
        idPrefix="clinic"
        disabled={busy}
        state={{
          value: stateField.value,
          onChange: (value) => {
            stateField.onChange(value);
            setValue('city', '');
          },
          onBlur: stateField.onBlur,
          error: errors.state?.message,
        }}
        city={{
          value: cityField.value,
          onChange: cityField.onChange,
          onBlur: cityField.onBlur,
          error: errors.city?.message,
        }}
        stateRef={stateField.ref}
        cityRef={cityField.ref}
      />

      <div className="sm:col-span-2">
        <SpecialtiesField value={specialties} onChange={setSpecialties} disabled={busy} />
      </div>

      <InputRow
        label="Coordinates (lat,lng)"
        hint="Optional, e.g. 12.9716,77.5946"
        inputMode="decimal"
        maxLength={64}
        placeholder="12.9716,77.5946"
        {...field('coordinates')}
      />
      <InputRow
        label="Google Maps Link"
        type="url"
        maxLength={CLINIC_LIMITS.mapsLink}
        placeholder="https://maps.google.com/..."
        {...field('maps_link')}
      />

      <div className="flex flex-col-reverse gap-2 sm:col-span-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" disabled={busy} onClick={() => void navigate('/dashboard')}>
          Cancel
        </Button>
        <Button type="submit" disabled={busy} aria-busy={busy}>
          {busy ? 'Saving...' : 'Save Clinic'}
        </Button>
      </div>
    </form>
  );
}
