import {
  formatVisitType,
  MEDICAL_HISTORY_MESSAGES,
  VISIT_TYPES,
  type CreateMedicalRecord,
  type CreateMedicalRecordInput,
} from '@sehat/shared';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from '@/lib/i18n/namespaces/medical-records';
import { FormControl, FormField } from '@/components/form-field';
import { Input } from '@/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { messageGroup } from '@/lib/i18n/messages';

const medicalHistoryMessages = messageGroup('medicalHistory', MEDICAL_HISTORY_MESSAGES);

export type RecordForm = UseFormReturn<CreateMedicalRecordInput, unknown, CreateMedicalRecord>;
type FieldName = keyof CreateMedicalRecordInput;

/** Inline text of a field error: the required-fields sentence becomes a short 'Required.' under each field. */
function inlineError(message: string | undefined, required: string): string | undefined {
  if (!message) return undefined;
  return message === medicalHistoryMessages.requiredFields.key ? required : message;
}

type TextFieldProps = {
  form: RecordForm;
  name: FieldName;
  label: string;
  required?: boolean;
  multiline?: boolean;
  type?: 'text' | 'date' | 'tel';
  placeholder?: string;
  maxLength: number;
  /** Earliest and latest day a date field offers (`yyyy-MM-dd`). */
  min?: string | undefined;
  max?: string | undefined;
  disabled: boolean;
};

/** One labelled text, date or multiline field of the medical-history form. */
export function TextField({
  form,
  name,
  label,
  required = false,
  multiline = false,
  type = 'text',
  placeholder,
  maxLength,
  min,
  max,
  disabled,
}: TextFieldProps) {
  const { t } = useTranslation('medical-records');
  const id = `mh-${name.replaceAll('_', '-')}`;
  const error = inlineError(form.formState.errors[name]?.message, t('form.required'));
  const common = { placeholder, disabled, maxLength, ...form.register(name) };
  return (
    <FormField id={id} label={label} required={required} error={error}>
      <FormControl>
        {multiline ? (
          <Textarea rows={3} {...common} />
        ) : (
          <Input type={type} min={min} max={max} {...common} />
        )}
      </FormControl>
    </FormField>
  );
}

/** Visit Type (docs/product.md#validation-rules): the eight types, shown capitalised with hyphens as spaces. */
export function VisitTypeField({ form, disabled }: { form: RecordForm; disabled: boolean }) {
  const { t } = useTranslation('medical-records');
  const error = inlineError(form.formState.errors.visit_type?.message, t('form.required'));
  return (
    <FormField id="mh-visit-type" label={t('form.visitType')} required error={error}>
      <Controller
        control={form.control}
        name="visit_type"
        render={({ field }) => (
          <Select value={field.value ?? ''} onValueChange={field.onChange} disabled={disabled}>
            <FormControl>
              <SelectTrigger ref={field.ref} onBlur={field.onBlur} className="w-full">
                <SelectValue placeholder={t('form.visitTypePlaceholder')} />
              </SelectTrigger>
            </FormControl>
            <SelectContent>
              {VISIT_TYPES.map((type) => (
                <SelectItem key={type} value={type}>
                  {formatVisitType(type)}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        )}
      />
    </FormField>
  );
}
