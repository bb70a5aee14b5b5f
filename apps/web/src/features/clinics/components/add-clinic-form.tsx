import {
  CLINIC_LIMITS,
  CLINIC_MESSAGES,
  STATE_NAMES,
  citiesOf,
  createClinicSchema,
  parseRating,
} from '@sehat/shared';
import { useState } from 'react';
import { Controller, useForm, type Path } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { toast } from '@/lib/toast';
import { FormRow, describedBy } from '@/components/form-row';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
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
  const { control, register, formState, setError, clearErrors, setValue, watch } = form;
  const errors = formState.errors;
  const state = watch('state');
  const cities = state ? citiesOf(state) : [];
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

  const field = (key: keyof ClinicFormValues) => ({
    id: `clinic-${key}`,
    disabled: busy,
    'aria-invalid': !!errors[key] || undefined,
    'aria-describedby': describedBy(`clinic-${key}`, errors[key]?.message),
  });

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="grid grid-cols-[minmax(0,1fr)] gap-5 sm:grid-cols-2"
      aria-busy={busy}
    >
      <FormRow id="clinic-name" label="Clinic Name" required error={errors.name?.message}>
        <Input
          {...field('name')}
          maxLength={CLINIC_LIMITS.name}
          autoComplete="organization"
          {...register('name')}
        />
      </FormRow>
      <FormRow id="clinic-phone" label="Phone" required error={errors.phone?.message}>
        <Input
          {...field('phone')}
          type="tel"
          maxLength={CLINIC_LIMITS.phone}
          placeholder="+91 98765 43210"
          {...register('phone')}
        />
      </FormRow>
      <FormRow id="clinic-email" label="Email" required error={errors.email?.message}>
        <Input
          {...field('email')}
          type="email"
          maxLength={CLINIC_LIMITS.email}
          placeholder="clinic@example.com"
          {...register('email')}
        />
      </FormRow>
      <FormRow id="clinic-rating" label="Rating (1-5)" error={errors.rating?.message}>
        <Input
          {...field('rating')}
          type="number"
          inputMode="decimal"
          min={0}
          max={5}
          step={0.1}
          placeholder="4.5"
          {...register('rating')}
        />
      </FormRow>
      <div className="sm:col-span-2">
        <FormRow id="clinic-address" label="Address" required error={errors.address?.message}>
          <Textarea
            {...field('address')}
            rows={2}
            maxLength={CLINIC_LIMITS.address}
            {...register('address')}
          />
        </FormRow>
      </div>

      <FormRow id="clinic-state" label="State" required error={errors.state?.message}>
        <Controller
          control={control}
          name="state"
          render={({ field: f }) => (
            <Select
              value={f.value}
              disabled={busy}
              onValueChange={(value) => {
                f.onChange(value);
                setValue('city', '');
              }}
            >
              <SelectTrigger {...field('state')} ref={f.ref} onBlur={f.onBlur} className="w-full">
                <SelectValue placeholder="Select state" />
              </SelectTrigger>
              <SelectContent>
                {STATE_NAMES.map((name) => (
                  <SelectItem key={name} value={name}>
                    {name}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          )}
        />
      </FormRow>
      <FormRow id="clinic-city" label="City" required error={errors.city?.message}>
        <Controller
          control={control}
          name="city"
          render={({ field: f }) => (
            <Select value={f.value} disabled={busy || !state} onValueChange={f.onChange}>
              <SelectTrigger
                {...field('city')}
                disabled={busy || !state}
                ref={f.ref}
                onBlur={f.onBlur}
                className="w-full"
              >
                <SelectValue placeholder={state ? 'Select city' : 'Select state first'} />
              </SelectTrigger>
              <SelectContent>
                {cities.map((name) => (
                  <SelectItem key={name} value={name}>
                    {name}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          )}
        />
      </FormRow>

      <div className="sm:col-span-2">
        <SpecialtiesField value={specialties} onChange={setSpecialties} disabled={busy} />
      </div>

      <FormRow
        id="clinic-coordinates"
        label="Coordinates (lat,lng)"
        hint="Optional, e.g. 12.9716,77.5946"
        error={errors.coordinates?.message}
      >
        <Input
          {...field('coordinates')}
          aria-describedby={describedBy('clinic-coordinates', errors.coordinates?.message, 'hint')}
          inputMode="decimal"
          maxLength={64}
          placeholder="12.9716,77.5946"
          {...register('coordinates')}
        />
      </FormRow>
      <FormRow id="clinic-maps_link" label="Google Maps Link" error={errors.maps_link?.message}>
        <Input
          {...field('maps_link')}
          type="url"
          maxLength={CLINIC_LIMITS.mapsLink}
          placeholder="https://maps.google.com/..."
          {...register('maps_link')}
        />
      </FormRow>

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
