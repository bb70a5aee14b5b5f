import { useTranslation } from '@/lib/i18n/namespaces/clinics';
import {
  CLINIC_CHANGE_MESSAGES,
  CLINIC_LIMITS,
  CLINIC_MESSAGES,
  type Clinic,
  type CreateClinic,
} from '@sehat/shared';
import { useController, useForm, type FieldErrors } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { FormControl, FormField, InputField } from '@/components/form-field';
import { StateCityFields } from '@/components/state-city-fields';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/textarea';
import { lazyResolver, preloadOnFirstUse } from '@/lib/lazy-resolver';
import { toast } from '@/lib/toast';
import { clinicToFormValues, useCreateClinic, type ClinicFormValues } from '../api/create-clinic';
import { useUpdateClinic } from '../api/update-clinic';
import { SpecialtiesField } from './specialties-field';
import { fieldErrorText, messageGroup } from '@/lib/i18n/messages';

const clinicChangesMessages = messageGroup('clinicChanges', CLINIC_CHANGE_MESSAGES);
const clinicsMessages = messageGroup('clinics', CLINIC_MESSAGES);

/** The server's schema over the typed values (../validation.ts), loaded on first use. */
const resolver = lazyResolver(() => import('../validation').then((m) => m.clinicFormResolver));

const EMPTY: ClinicFormValues = {
  name: '',
  phone: '',
  email: '',
  address: '',
  state: '',
  city: '',
  specialties: [],
  rating: '',
  coordinates: '',
  maps_link: '',
};

/** A field's inline message: the required-fields sentence (toasted once) becomes 'Required'. */
function inlineError(message: string | undefined): string | undefined {
  return message === clinicsMessages.required.key ? 'Required' : message;
}

/**
 * The toast of a refused form (docs/product.md#clinic-messages): 'Validation Error' with 'Please fill in all
 * required fields.' when one is empty, else with the first field's message.
 */
function toastInvalid(errors: FieldErrors<ClinicFormValues>): void {
  const messages = Object.values(errors).map((error) => error?.message);
  const first = messages.find((message) => typeof message === 'string');
  const description = messages.includes(clinicsMessages.required.key)
    ? clinicsMessages.required
    : first && fieldErrorText(first);
  toast.error(clinicsMessages.requiredTitle, { description });
}

/**
 * Add clinic (docs/product.md#screens-and-routes, docs/product.md#clinic-fields, docs/product.md#clinic-messages): required name, phone,
 * e-mail, address, state, city; state clears city; checked with the server's
 * schema; 'Saving...' while busy; resets on success. A refused save is
 * toasted by the mutation's error policy. With `clinic` it edits that clinic
 * (PUT) and returns to its page; Cancel too.
 */
export function AddClinicForm({ clinic }: { clinic?: Clinic }) {
  const { t } = useTranslation('clinics');
  const navigate = useNavigate();
  const createClinic = useCreateClinic();
  const editClinic = useUpdateClinic(clinic?.clinic_id ?? '');
  const form = useForm<ClinicFormValues, unknown, CreateClinic>({
    resolver,
    defaultValues: clinic ? clinicToFormValues(clinic) : EMPTY,
  });
  const back = clinic ? `/hospital/${encodeURIComponent(clinic.clinic_id)}` : '/dashboard';
  const { control, register, formState, setValue } = form;
  const errors = formState.errors;
  const { field: stateField } = useController({ control, name: 'state' });
  const { field: cityField } = useController({ control, name: 'city' });
  const { field: specialtiesField } = useController({ control, name: 'specialties' });
  const busy = createClinic.isPending || editClinic.isPending;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      if (clinic) await editClinic.mutateAsync(values);
      else await createClinic.mutateAsync(values);
    } catch {
      return; // toasted by the error policy
    }
    if (clinic) {
      toast.success(clinicChangesMessages.updated);
      await navigate(back);
      return;
    }
    toast.success(clinicsMessages.saved);
    form.reset(EMPTY);
  }, toastInvalid);

  /** Id, busy state, error and registration of one of the text fields. */
  const field = (key: Exclude<keyof ClinicFormValues, 'specialties'>) => ({
    id: `clinic-${key}`,
    disabled: busy,
    error: inlineError(errors[key]?.message),
    ...register(key),
  });

  return (
    <form
      {...preloadOnFirstUse(resolver.preload)}
      onSubmit={onSubmit}
      noValidate
      className="grid grid-cols-[minmax(0,1fr)] gap-5 sm:grid-cols-2"
      aria-busy={busy}
    >
      <InputField
        label={t('addClinicForm.clinicName')}
        required
        maxLength={CLINIC_LIMITS.name}
        autoComplete="organization"
        {...field('name')}
      />
      <InputField
        label={t('addClinicForm.phone')}
        required
        type="tel"
        maxLength={CLINIC_LIMITS.phone}
        placeholder="+91 98765 43210"
        {...field('phone')}
      />
      <InputField
        label={t('addClinicForm.email')}
        required
        type="email"
        maxLength={CLINIC_LIMITS.email}
        placeholder={t('addClinicForm.clinicExampleCom')}
        {...field('email')}
      />
      <InputField
        label={t('addClinicForm.rating15')}
        type="number"
        inputMode="decimal"
        min={0}
        max={5}
        step={0.1}
        placeholder="4.5"
        {...field('rating')}
      />
      <div className="sm:col-span-2">
        <FormField
          id="clinic-address"
          label={t('addClinicForm.address')}
          required
          error={inlineError(errors.address?.message)}
        >
          <FormControl>
            <Textarea disabled={busy} rows={2} maxLength={CLINIC_LIMITS.address} {...register('address')} />
          </FormControl>
        </FormField>
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
          error: inlineError(errors.state?.message),
        }}
        city={{
          value: cityField.value,
          onChange: cityField.onChange,
          onBlur: cityField.onBlur,
          error: inlineError(errors.city?.message),
        }}
        stateRef={stateField.ref}
        cityRef={cityField.ref}
      />

      <div className="sm:col-span-2">
        <SpecialtiesField
          value={specialtiesField.value}
          onChange={specialtiesField.onChange}
          disabled={busy}
        />
      </div>

      <InputField
        label={t('addClinicForm.coordinatesLatLng')}
        hint={t('addClinicForm.optionalEG129716')}
        inputMode="decimal"
        maxLength={64}
        placeholder="12.9716,77.5946"
        {...field('coordinates')}
      />
      <InputField
        label={t('addClinicForm.googleMapsLink')}
        type="url"
        maxLength={CLINIC_LIMITS.mapsLink}
        placeholder={t('addClinicForm.httpsMapsGoogleCom')}
        {...field('maps_link')}
      />

      <div className="flex flex-col-reverse gap-2 sm:col-span-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" disabled={busy} onClick={() => void navigate(back)}>
          {t('addClinicForm.cancel')}
        </Button>
        <Button type="submit" disabled={busy} aria-busy={busy}>
          {busy
            ? t('addClinicForm.saving')
            : clinic
              ? t('addClinicForm.saveChanges')
              : t('addClinicForm.saveClinic')}
        </Button>
      </div>
    </form>
  );
}
