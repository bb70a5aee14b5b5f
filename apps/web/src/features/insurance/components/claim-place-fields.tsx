import {
  CLAIM_MESSAGES,
  OTHER_HOSPITAL_VALUE,
  STATE_NAMES,
  citiesOf,
  type ClaimForm,
  type CreateClaimFields,
} from '@sehat/shared';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { Input } from '@/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { useOwnClinicNames } from '../api/own-clinics';
import { FormRow, describedBy } from '@/components/form-row';

/**
 * State, City and Hospital/Clinic Name of the claim form (spec §2, §4):
 * choosing a state clears the city; the hospital list is the patient's own
 * clinics plus 'Other (Type below)', which reveals a free-text name.
 */
export function ClaimPlaceFields({
  form,
  disabled,
}: {
  form: UseFormReturn<ClaimForm, unknown, CreateClaimFields>;
  disabled: boolean;
}) {
  const { control, register, setValue, watch, formState } = form;
  const errors = formState.errors;
  const state = watch('state');
  const hospitalChoice = watch('hospital_choice');
  const cities = state ? citiesOf(state) : [];
  const clinics = useOwnClinicNames();

  return (
    <>
      <FormRow id="claim-state" label="State" required error={errors.state?.message}>
        <Controller
          control={control}
          name="state"
          render={({ field }) => (
            <Select
              value={field.value}
              disabled={disabled}
              onValueChange={(value) => {
                field.onChange(value);
                setValue('city', '', { shouldValidate: formState.isSubmitted });
              }}
            >
              <SelectTrigger
                id="claim-state"
                aria-required="true"
                ref={field.ref}
                onBlur={field.onBlur}
                aria-invalid={!!errors.state || undefined}
                aria-describedby={describedBy('claim-state', errors.state?.message)}
                className="w-full"
              >
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

      <FormRow id="claim-city" label="City" required error={errors.city?.message}>
        <Controller
          control={control}
          name="city"
          render={({ field }) => (
            <Select value={field.value} disabled={disabled || !state} onValueChange={field.onChange}>
              <SelectTrigger
                id="claim-city"
                aria-required="true"
                ref={field.ref}
                onBlur={field.onBlur}
                aria-invalid={!!errors.city || undefined}
                aria-describedby={describedBy('claim-city', errors.city?.message)}
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

      <FormRow
        id="claim-hospital"
        label="Hospital/Clinic Name"
        required
        error={errors.hospital_choice?.message}
      >
        <Controller
          control={control}
          name="hospital_choice"
          render={({ field }) => (
            <Select value={field.value} disabled={disabled} onValueChange={field.onChange}>
              <SelectTrigger
                id="claim-hospital"
                aria-required="true"
                ref={field.ref}
                onBlur={field.onBlur}
                aria-invalid={!!errors.hospital_choice || undefined}
                aria-describedby={describedBy('claim-hospital', errors.hospital_choice?.message)}
                className="w-full"
              >
                <SelectValue placeholder="Select hospital/clinic" />
              </SelectTrigger>
              <SelectContent>
                {(clinics.data ?? []).map((name) => (
                  <SelectItem key={name} value={name}>
                    {name}
                  </SelectItem>
                ))}
                <SelectItem value={OTHER_HOSPITAL_VALUE}>{CLAIM_MESSAGES.otherHospital}</SelectItem>
              </SelectContent>
            </Select>
          )}
        />
      </FormRow>

      {hospitalChoice === OTHER_HOSPITAL_VALUE && (
        <FormRow
          id="claim-hospital-other"
          label="Enter Hospital/Clinic Name"
          required
          error={errors.hospital_other?.message}
        >
          <Input
            id="claim-hospital-other"
            aria-required="true"
            placeholder="Type the hospital or clinic name"
            maxLength={200}
            disabled={disabled}
            aria-invalid={!!errors.hospital_other || undefined}
            aria-describedby={describedBy('claim-hospital-other', errors.hospital_other?.message)}
            {...register('hospital_other')}
          />
        </FormRow>
      )}
    </>
  );
}
