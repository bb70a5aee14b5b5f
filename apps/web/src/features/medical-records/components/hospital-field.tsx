import { BUILT_IN_HOSPITALS, HOSPITAL_CHOICE_OTHERS } from '@sehat/shared';
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n/namespaces/medical-records';
import { FormControl, FormField, InputField } from '@/components/form-field';
import {
  Select,
  SelectContent,
  SelectGroup,
  SelectItem,
  SelectLabel,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select';
import { useClinicsByName } from '@/lib/queries/get-clinics';

type HospitalFieldProps = {
  /** The dropdown's value: a built-in id (HOS001…), `clinic:<id>`, or 'OTHERS'. */
  choice: string;
  /** The typed name when 'OTHERS' is chosen. */
  customName: string;
  /** Called with the new choice and the hospital name it stands for ('' for 'OTHERS'). */
  onChoice: (choice: string, hospitalName: string) => void;
  onCustomName: (name: string) => void;
  error?: string | undefined;
  disabled?: boolean;
};

/**
 * Hospital name (docs/product.md#add-medical-history): a dropdown of the four
 * built-in hospitals (HOS001–HOS004), the patient's own clinics and
 * 'OTHERS', which reveals a text input for the name.
 */
export function HospitalField({
  choice,
  customName,
  onChoice,
  onCustomName,
  error,
  disabled = false,
}: HospitalFieldProps) {
  const { t } = useTranslation('medical-records');
  // The clinics load when the patient reaches for the dropdown (pointer, focus or opening it).
  const [wanted, setWanted] = useState(false);
  const want = () => setWanted(true);
  const clinics = useClinicsByName(wanted);
  const isOther = choice === HOSPITAL_CHOICE_OTHERS;

  function choose(value: string) {
    if (value === HOSPITAL_CHOICE_OTHERS) return onChoice(value, customName);
    const builtIn = BUILT_IN_HOSPITALS.find((hospital) => hospital.id === value);
    const clinic = clinics.data?.find((c) => `clinic:${c.id}` === value);
    onChoice(value, builtIn?.name ?? clinic?.name ?? '');
  }

  return (
    <>
      <FormField id="mh-hospital" label={t('form.hospitalName')} required error={isOther ? undefined : error}>
        <Select value={choice} onValueChange={choose} onOpenChange={want} disabled={disabled}>
          <FormControl>
            <SelectTrigger className="w-full" onPointerEnter={want} onFocus={want}>
              <SelectValue placeholder={t('form.hospitalPlaceholder')} />
            </SelectTrigger>
          </FormControl>
          <SelectContent>
            <SelectGroup>
              <SelectLabel>{t('form.hospitalsGroup')}</SelectLabel>
              {BUILT_IN_HOSPITALS.map((hospital) => (
                <SelectItem key={hospital.id} value={hospital.id}>
                  {hospital.name} ({hospital.id})
                </SelectItem>
              ))}
            </SelectGroup>
            {clinics.data && clinics.data.length > 0 && (
              <SelectGroup>
                <SelectLabel>{t('form.myClinicsGroup')}</SelectLabel>
                {clinics.data.map((clinic) => (
                  <SelectItem key={clinic.id} value={`clinic:${clinic.id}`}>
                    {clinic.name} ({clinic.clinic_id})
                  </SelectItem>
                ))}
              </SelectGroup>
            )}
            <SelectGroup>
              <SelectItem value={HOSPITAL_CHOICE_OTHERS}>OTHERS</SelectItem>
            </SelectGroup>
          </SelectContent>
        </Select>
      </FormField>
      {isOther && (
        <InputField
          id="mh-hospital-other"
          label={t('form.customHospital')}
          required
          error={error}
          value={customName}
          maxLength={200}
          placeholder={t('form.customHospitalPlaceholder')}
          disabled={disabled}
          onChange={(event) => onCustomName(event.target.value)}
        />
      )}
    </>
  );
}

/**
 * The dropdown's value for a saved hospital name (editing a record): a built-in hospital's id,
 * else 'OTHERS' with the name typed, so a deleted clinic's name is kept as it was.
 */
export function hospitalChoiceOf(hospitalName: string): { choice: string; customName: string } {
  const builtIn = BUILT_IN_HOSPITALS.find((hospital) => hospital.name === hospitalName);
  if (builtIn) return { choice: builtIn.id, customName: '' };
  return { choice: HOSPITAL_CHOICE_OTHERS, customName: hospitalName };
}
