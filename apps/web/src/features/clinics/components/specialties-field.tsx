import { useTranslation } from '@/lib/i18n/namespaces/clinics';
import { CLINIC_LIMITS, addSpecialty } from '@sehat/shared';
import { ChipListField } from '@/components/chip-list-field';

/**
 * Specialties, added one at a time by the Add button or Enter (docs/product.md#validation-rules):
 * trimmed, no empties, no duplicates (a repeat is dropped), each removable.
 */
export function SpecialtiesField({
  value,
  onChange,
  disabled,
}: {
  value: string[];
  onChange: (next: string[]) => void;
  disabled: boolean;
}) {
  const { t } = useTranslation('clinics');
  return (
    <ChipListField
      id="clinic-specialty"
      label={t('specialtiesField.specialties')}
      listLabel={t('specialtiesField.addedSpecialties')}
      placeholder={t('specialtiesField.placeholder')}
      value={value}
      onChange={onChange}
      maxItems={CLINIC_LIMITS.specialties}
      maxLength={CLINIC_LIMITS.specialty}
      add={addSpecialty}
      disabled={disabled}
    />
  );
}
