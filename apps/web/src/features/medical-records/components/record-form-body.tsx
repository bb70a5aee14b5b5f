import {
  CONTACT_NUMBER_MAX,
  HOSPITAL_CHOICE_OTHERS,
  MEDICAL_TEXT_LONG_MAX as LONG,
  MEDICAL_TEXT_SHORT_MAX as SHORT,
} from '@sehat/shared';
import { useTranslation } from '@/lib/i18n/namespaces/medical-records';
import { HospitalField } from './hospital-field';
import { TextField, VisitTypeField, type RecordForm } from './record-form-fields';
import { patientToday } from '@/lib/patient-today';

type RecordFormBodyProps = {
  form: RecordForm;
  busy: boolean;
  /** The hospital dropdown's value and the typed name under 'OTHERS' (see HospitalField). */
  hospitalChoice: string;
  customName: string;
  setHospitalChoice: (choice: string) => void;
  setCustomName: (name: string) => void;
};

/**
 * Every field of a medical record (docs/product.md#data-kept, docs/product.md#validation-rules), shared by the add and edit forms. The visit date
 * may not be after today and the follow-up not before the visit (docs/product.md#screens-added-since-the-first-version): the date pickers offer only those days and the schema says so under the field.
 */
export function RecordFormBody({
  form,
  busy,
  hospitalChoice,
  customName,
  setHospitalChoice,
  setCustomName,
}: RecordFormBodyProps) {
  const { t } = useTranslation('medical-records');
  const today = patientToday();
  const visitDate = form.watch('record_date');

  function setHospitalName(name: string) {
    form.setValue('hospital_name', name, { shouldValidate: form.formState.isSubmitted });
  }

  return (
    <>
      <div className="sm:col-span-2">
        <TextField
          form={form}
          name="primary_reason"
          label={t('form.primaryReason')}
          required
          maxLength={SHORT}
          disabled={busy}
          placeholder={t('form.primaryReasonPlaceholder')}
        />
      </div>
      <TextField
        form={form}
        name="record_date"
        label={t('form.visitDate')}
        type="date"
        required
        maxLength={10}
        max={today}
        disabled={busy}
      />
      <VisitTypeField form={form} disabled={busy} />
      <TextField
        form={form}
        name="doctor_name"
        label={t('form.doctorName')}
        required
        maxLength={SHORT}
        disabled={busy}
      />
      <TextField
        form={form}
        name="specialization"
        label={t('form.specialization')}
        maxLength={SHORT}
        disabled={busy}
      />
      <HospitalField
        choice={hospitalChoice}
        customName={customName}
        disabled={busy}
        error={form.formState.errors.hospital_name ? t('form.required') : undefined}
        onChoice={(choice, name) => {
          setHospitalChoice(choice);
          setHospitalName(name);
        }}
        onCustomName={(name) => {
          setCustomName(name);
          if (hospitalChoice === HOSPITAL_CHOICE_OTHERS) setHospitalName(name);
        }}
      />
      <TextField
        form={form}
        name="contact_number"
        label={t('form.contactNumber')}
        type="tel"
        maxLength={CONTACT_NUMBER_MAX}
        disabled={busy}
      />
      <TextField
        form={form}
        name="follow_up_date"
        label={t('form.followUpDate')}
        type="date"
        maxLength={10}
        min={visitDate || undefined}
        disabled={busy}
      />
      <div className="sm:col-span-2 grid gap-5">
        <TextField
          form={form}
          name="symptoms"
          label={t('form.symptoms')}
          multiline
          maxLength={LONG}
          disabled={busy}
        />
        <TextField
          form={form}
          name="diagnosis"
          label={t('form.diagnosis')}
          required
          multiline
          maxLength={LONG}
          disabled={busy}
        />
        <TextField
          form={form}
          name="treatment_plan"
          label={t('form.treatmentPlan')}
          required
          multiline
          maxLength={LONG}
          disabled={busy}
        />
        <TextField
          form={form}
          name="prescribed_medications"
          label={t('form.medications')}
          multiline
          maxLength={LONG}
          disabled={busy}
          placeholder={t('form.medicationsPlaceholder')}
        />
        <TextField
          form={form}
          name="additional_notes"
          label={t('form.notes')}
          multiline
          maxLength={LONG}
          disabled={busy}
        />
        <TextField
          form={form}
          name="summary_previous_visits"
          label={t('form.previousVisits')}
          multiline
          maxLength={LONG}
          disabled={busy}
        />
      </div>
    </>
  );
}
