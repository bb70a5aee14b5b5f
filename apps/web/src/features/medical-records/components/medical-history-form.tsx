import { i18n } from '@/lib/i18n/i18n';
import {
  filesUploadedMessage,
  MEDICAL_HISTORY_MESSAGES,
  MEDICAL_RECORD_API_MESSAGES,
  type CreateMedicalRecord,
  type CreateMedicalRecordInput,
  type MedicalRecord,
  UPLOAD_MESSAGES,
} from '@sehat/shared';
import { useState, type ReactNode } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useTranslation } from '@/lib/i18n/namespaces/medical-records';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import { toastSuccess } from '@/lib/catalogue-toast';
import { lazyResolver, preloadOnFirstUse } from '@/lib/lazy-resolver';
import { toast } from '@/lib/toast';
import { useCreateMedicalRecord } from '../api/create-medical-record';
import type { PrescriptionPrefill } from '../api/read-prescription';
import { useUpdateMedicalRecord } from '../api/update-medical-record';
import { FilePickerButton } from '@/components/file-picker-button';
import { hospitalChoiceOf } from './hospital-field';
import { LocalFileList } from '@/components/local-file-list';
import { RecordFormBody } from './record-form-body';
import { UploadProgress } from './upload-progress';
import { fieldErrorText, messageGroup } from '@/lib/i18n/messages';

const M = messageGroup('medicalHistory', MEDICAL_HISTORY_MESSAGES);
const A = messageGroup('medicalRecords', MEDICAL_RECORD_API_MESSAGES);
const uploadMessages = messageGroup('upload', UPLOAD_MESSAGES);

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

/** The shared schema plus the date rule the server applies (../validation.ts), loaded on first use. */
const resolver = lazyResolver(() => import('../validation').then((m) => m.medicalRecordResolver));

/** The server's date refusals and the field each belongs under. */
const SERVER_FIELD_MESSAGES: Record<string, keyof CreateMedicalRecordInput> = {
  [A.futureRecordDate.key]: 'record_date',
  [A.followUpBeforeVisit.key]: 'follow_up_date',
};

/** A saved record as the form's values (null → ''). */
function toFormValues(record: MedicalRecord): CreateMedicalRecordInput {
  const values = { ...EMPTY };
  for (const key of Object.keys(EMPTY) as (keyof CreateMedicalRecordInput)[]) values[key] = record[key] ?? '';
  return values;
}

/** Toast for fields the browser refused before sending. */
function toastInvalid(errors: FieldErrors<CreateMedicalRecordInput>): void {
  const messages = Object.values(errors)
    .map((e) => e?.message)
    .filter((m): m is string => Boolean(m));
  const other = messages.find((m) => m !== M.requiredFields.key);
  if (messages.includes(M.requiredFields.key) || !other)
    toast.error(M.requiredFieldsTitle, { description: M.requiredFieldsDescription });
  else
    toast.error(i18n.t('medical-records:medicalHistoryForm.validationError'), {
      description: fieldErrorText(other),
    });
}

/**
 * The medical-history form (docs/product.md#screens-and-routes, docs/product.md#validation-rules, docs/product.md#messages). Adding: files picked are listed and sent with the
 * fields in ONE multipart request, so record and files are saved together or not at all;
 * t('form.uploading') with progress while it runs; success → toasts and /dashboard; Cancel →
 * /dashboard. Editing (`record` given): every field is sent with PUT (files change on the record
 * page), success and Cancel return to the record. A date the server refuses shows under its field.
 * `prefill` (adding only): a prescription read from a file (docs/decisions/050-reading-documents.md#prescriptions):
 * its values start the form, `toCheck` (the lines it was unsure of, from the add page, so the edit screen
 * does not load the reading's words) shows above the files, and Save sends its `read_id`, which attaches
 * the read file first.
 */
export function MedicalHistoryForm({
  record,
  prefill,
  toCheck,
}: {
  record?: MedicalRecord;
  prefill?: PrescriptionPrefill;
  toCheck?: ReactNode;
}) {
  const { t } = useTranslation('medical-records');
  const navigate = useNavigate();
  const [files, setFiles] = useState<File[]>([]);
  const [progress, setProgress] = useState(0);
  const initialChoice = record ? hospitalChoiceOf(record.hospital_name) : { choice: '', customName: '' };
  const [hospitalChoice, setHospitalChoice] = useState(initialChoice.choice);
  const [customName, setCustomName] = useState(initialChoice.customName);
  const create = useCreateMedicalRecord(setProgress);
  const edit = useUpdateMedicalRecord(record?.id ?? '');
  const form = useForm<CreateMedicalRecordInput, unknown, CreateMedicalRecord>({
    resolver,
    defaultValues: record ? toFormValues(record) : { ...EMPTY, ...prefill?.values },
  });
  const busy = create.isPending || edit.isPending;
  const back = record ? `/medical-history/${record.id}` : '/dashboard';

  function showServerFieldError(error: unknown) {
    if (!(error instanceof ApiError)) return;
    const field = error.key ? SERVER_FIELD_MESSAGES[error.key] : undefined;
    if (field) form.setError(field, { message: error.key }, { shouldFocus: true });
  }

  async function save(values: CreateMedicalRecord): Promise<boolean> {
    if (record) {
      await edit.mutateAsync(values);
      toast.success(A.updated);
      return true;
    }
    const body = new FormData();
    for (const [key, value] of Object.entries(values)) {
      if (typeof value === 'string' && value !== '') body.append(key, value);
    }
    if (prefill) body.append('read_id', prefill.readId);
    for (const file of files) body.append('files', file);
    setProgress(0);
    await create.mutateAsync(body);
    toast.success(M.added);
    const attached = files.length + (prefill ? 1 : 0);
    if (attached > 0) toastSuccess(filesUploadedMessage(attached));
    return true;
  }

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await save(values);
    } catch (error) {
      showServerFieldError(error); // the toast comes from the error policy
      return;
    }
    await navigate(back);
  }, toastInvalid);

  return (
    <form
      {...preloadOnFirstUse(resolver.preload)}
      onSubmit={onSubmit}
      noValidate
      aria-busy={busy}
      className="grid gap-5 sm:grid-cols-2"
    >
      <RecordFormBody
        form={form}
        busy={busy}
        hospitalChoice={hospitalChoice}
        customName={customName}
        setHospitalChoice={setHospitalChoice}
        setCustomName={setCustomName}
      />

      {toCheck}

      {!record && (
        <fieldset className="grid gap-3 sm:col-span-2">
          <legend className="mb-2 text-sm font-medium">{t('form.prescriptionFiles')}</legend>
          {prefill && <p className="text-sm break-all">{prefill.file.name}</p>}
          <FilePickerButton
            existing={files.length + (prefill ? 1 : 0)}
            disabled={busy}
            onPick={(picked) => setFiles((current) => [...current, ...picked])}
          />
          <LocalFileList
            files={files}
            disabled={busy}
            onRemove={(index) => {
              setFiles((current) => current.filter((_, i) => i !== index));
              toast.success(uploadMessages.removed);
            }}
          />
          {busy && files.length > 0 && <UploadProgress fraction={progress} />}
        </fieldset>
      )}

      <div className="flex flex-col-reverse gap-2 sm:col-span-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" disabled={busy} onClick={() => void navigate(back)}>
          {t('form.cancel')}
        </Button>
        <Button type="submit" disabled={busy} aria-busy={busy}>
          {busy
            ? files.length > 0
              ? t('form.uploading')
              : t('form.saving')
            : record
              ? t('form.saveChanges')
              : t('form.saveRecord')}
        </Button>
      </div>
    </form>
  );
}
