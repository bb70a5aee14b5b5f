import { zodResolver } from '@hookform/resolvers/zod';
import {
  CONTACT_NUMBER_MAX,
  createMedicalRecordSchema,
  filesUploadedMessage,
  HOSPITAL_CHOICE_OTHERS,
  MEDICAL_HISTORY_MESSAGES as M,
  MEDICAL_TEXT_LONG_MAX as LONG,
  MEDICAL_TEXT_SHORT_MAX as SHORT,
  type CreateMedicalRecord,
  type CreateMedicalRecordInput,
  UPLOAD_MESSAGES,
} from '@sehat/shared';
import { useState } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { toastError, toastSuccess } from '@/lib/catalogue-toast';
import { toast } from '@/lib/toast';
import { useCreateMedicalRecord } from '../api/medical-records';
import { FilePickerButton } from '@/components/file-picker-button';
import { HospitalField } from './hospital-field';
import { LocalFileList } from '@/components/local-file-list';
import { TextField, VisitTypeField } from './record-form-fields';
import { UploadProgress } from './upload-progress';

const EMPTY: CreateMedicalRecordInput = {
  primary_reason: '',
  symptoms: '',
  doctor_name: '',
  specialization: '',
  hospital_name: '',
  contact_number: '',
  diagnosis: '',
  treatment_plan: '',
  prescribed_medications: '',
  record_date: '',
  follow_up_date: '',
  visit_type: '',
  additional_notes: '',
  summary_previous_visits: '',
};

/** Toast for fields the browser refused before sending. */
function toastInvalid(errors: FieldErrors<CreateMedicalRecordInput>): void {
  const messages = Object.values(errors)
    .map((e) => e?.message)
    .filter((m): m is string => Boolean(m));
  const other = messages.find((m) => m !== M.requiredFields);
  if (messages.includes(M.requiredFields) || !other) toastError(M.requiredFields);
  else toast.error('Validation Error', { description: other });
}

/**
 * The add-medical-history form (spec §2, §5, §8). Files picked are listed
 * and sent with the fields in ONE multipart request, so record and files are
 * saved together or not at all; 'Uploading...' with progress while it runs.
 * Success → toasts and /dashboard; Cancel → /dashboard.
 */
export function MedicalHistoryForm() {
  const navigate = useNavigate();
  const [files, setFiles] = useState<File[]>([]);
  const [progress, setProgress] = useState(0);
  const [hospitalChoice, setHospitalChoice] = useState('');
  const [customName, setCustomName] = useState('');
  const create = useCreateMedicalRecord(setProgress);
  const form = useForm<CreateMedicalRecordInput, unknown, CreateMedicalRecord>({
    resolver: zodResolver(createMedicalRecordSchema),
    defaultValues: EMPTY,
  });
  const busy = create.isPending;

  function setHospitalName(name: string) {
    form.setValue('hospital_name', name, { shouldValidate: form.formState.isSubmitted });
  }

  const onSubmit = form.handleSubmit(async (values) => {
    const body = new FormData();
    for (const [key, value] of Object.entries(values)) {
      if (typeof value === 'string' && value !== '') body.append(key, value);
    }
    for (const file of files) body.append('files', file);
    setProgress(0);
    try {
      await create.mutateAsync(body);
    } catch {
      return; // toasted by the error policy
    }
    toastSuccess(M.added);
    if (files.length > 0) toastSuccess(filesUploadedMessage(files.length));
    await navigate('/dashboard');
  }, toastInvalid);

  return (
    <form onSubmit={onSubmit} noValidate aria-busy={busy} className="grid gap-5 sm:grid-cols-2">
      <div className="sm:col-span-2">
        <TextField
          form={form}
          name="primary_reason"
          label="Primary Reason for Visit"
          required
          maxLength={SHORT}
          disabled={busy}
          placeholder="e.g. Fever and cough"
        />
      </div>
      <TextField
        form={form}
        name="record_date"
        label="Visit Date"
        type="date"
        required
        maxLength={10}
        disabled={busy}
      />
      <VisitTypeField form={form} disabled={busy} />
      <TextField
        form={form}
        name="doctor_name"
        label="Doctor's Name"
        required
        maxLength={SHORT}
        disabled={busy}
      />
      <TextField form={form} name="specialization" label="Specialization" maxLength={SHORT} disabled={busy} />
      <HospitalField
        choice={hospitalChoice}
        customName={customName}
        disabled={busy}
        error={form.formState.errors.hospital_name ? 'This field is required.' : undefined}
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
        label="Contact Number"
        type="tel"
        maxLength={CONTACT_NUMBER_MAX}
        disabled={busy}
      />
      <TextField
        form={form}
        name="follow_up_date"
        label="Follow-up Date"
        type="date"
        maxLength={10}
        disabled={busy}
      />
      <div className="sm:col-span-2 grid gap-5">
        <TextField form={form} name="symptoms" label="Symptoms" multiline maxLength={LONG} disabled={busy} />
        <TextField
          form={form}
          name="diagnosis"
          label="Diagnosis"
          required
          multiline
          maxLength={LONG}
          disabled={busy}
        />
        <TextField
          form={form}
          name="treatment_plan"
          label="Treatment Plan"
          required
          multiline
          maxLength={LONG}
          disabled={busy}
        />
        <TextField
          form={form}
          name="prescribed_medications"
          label="Prescribed Medications"
          multiline
          maxLength={LONG}
          disabled={busy}
          placeholder="e.g. Paracetamol 500 mg, twice a day for 3 days"
        />
        <TextField
          form={form}
          name="additional_notes"
          label="Additional Notes"
          multiline
          maxLength={LONG}
          disabled={busy}
        />
        <TextField
          form={form}
          name="summary_previous_visits"
          label="Summary of Previous Visits"
          multiline
          maxLength={LONG}
          disabled={busy}
        />
      </div>

      <fieldset className="grid gap-3 sm:col-span-2">
        <legend className="mb-2 text-sm font-medium">Prescription Files</legend>
        <FilePickerButton
          existing={files.length}
          disabled={busy}
          onPick={(picked) => setFiles((current) => [...current, ...picked])}
        />
        <LocalFileList
          files={files}
          disabled={busy}
          onRemove={(index) => {
            setFiles((current) => current.filter((_, i) => i !== index));
            toastSuccess(UPLOAD_MESSAGES.removed);
          }}
        />
        {busy && files.length > 0 && <UploadProgress fraction={progress} />}
      </fieldset>

      <div className="flex flex-col-reverse gap-2 sm:col-span-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" disabled={busy} onClick={() => void navigate('/dashboard')}>
          Cancel
        </Button>
        <Button type="submit" disabled={busy} aria-busy={busy}>
          {busy ? (files.length > 0 ? 'Uploading...' : 'Saving...') : 'Save Record'}
        </Button>
      </div>
    </form>
  );
}
