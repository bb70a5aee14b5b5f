import { useTranslation } from '@/lib/i18n/namespaces/claims';
import { CLAIM_MESSAGES, OTHER_HOSPITAL_VALUE, type ClaimForm, type CreateClaimFields } from '@sehat/shared';
import { useState } from 'react';
import { Controller, useController, type UseFormReturn } from 'react-hook-form';
import { FormControl, FormField, InputField } from '@/components/form-field';
import { StateCityFields } from '@/components/state-city-fields';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { useClinicsByName } from '@/lib/queries/get-clinics';
import { messageGroup, messageText } from '@/lib/i18n/messages';

const claimsMessages = messageGroup('claims', CLAIM_MESSAGES);

/**
 * State, City and Hospital/Clinic Name of the claim form (docs/product.md#screens-and-routes, docs/product.md#states-and-transitions):
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
  const { t } = useTranslation('claims');
  const { control, register, setValue, watch, formState } = form;
  const errors = formState.errors;
  const { field: stateField } = useController({ control, name: 'state' });
  const { field: cityField } = useController({ control, name: 'city' });
  const hospitalChoice = watch('hospital_choice');
  // The clinics load when the patient reaches for the list (pointer, focus or opening it).
  const [wanted, setWanted] = useState(false);
  const want = () => setWanted(true);
  const clinics = useClinicsByName(wanted);
  // Each clinic name once. The saved clinic
  // (editing) shows in the closed list before the clinics have loaded.
  const names = [...new Set((clinics.data ?? []).map((clinic) => clinic.name))];
  const shown =
    hospitalChoice && hospitalChoice !== OTHER_HOSPITAL_VALUE && !names.includes(hospitalChoice)
      ? [hospitalChoice, ...names]
      : names;

  return (
    <>
      <StateCityFields
        idPrefix="claim"
        disabled={disabled}
        ariaRequired
        state={{
          value: stateField.value,
          onChange: (value) => {
            stateField.onChange(value);
            setValue('city', '', { shouldValidate: formState.isSubmitted });
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

      <FormField
        id="claim-hospital"
        label={t('claimPlaceFields.hospitalClinicName')}
        required
        error={errors.hospital_choice?.message}
      >
        <Controller
          control={control}
          name="hospital_choice"
          render={({ field }) => (
            <Select
              value={field.value}
              disabled={disabled}
              onValueChange={field.onChange}
              onOpenChange={want}
            >
              <FormControl>
                <SelectTrigger
                  aria-required="true"
                  ref={field.ref}
                  onBlur={field.onBlur}
                  onFocus={want}
                  onPointerEnter={want}
                  className="w-full"
                >
                  <SelectValue placeholder={t('claimPlaceFields.selectHospitalClinic')} />
                </SelectTrigger>
              </FormControl>
              <SelectContent>
                {shown.map((name) => (
                  <SelectItem key={name} value={name}>
                    {name}
                  </SelectItem>
                ))}
                <SelectItem value={OTHER_HOSPITAL_VALUE}>
                  {messageText(claimsMessages.otherHospital)}
                </SelectItem>
              </SelectContent>
            </Select>
          )}
        />
      </FormField>

      {hospitalChoice === OTHER_HOSPITAL_VALUE && (
        <InputField
          id="claim-hospital-other"
          label={t('claimPlaceFields.enterHospitalClinicName')}
          required
          error={errors.hospital_other?.message}
          aria-required="true"
          placeholder={t('claimPlaceFields.typeTheHospitalOrClinic')}
          maxLength={200}
          disabled={disabled}
          {...register('hospital_other')}
        />
      )}
    </>
  );
}
