import { useTranslation } from '@/lib/i18n/namespaces/lab-reports';
import { LAB_RESULTS_MAX, UPLOAD_MESSAGES, type UnmappedResult } from '@sehat/shared';
import { PlusIcon } from 'lucide-react';
import { useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { FilePickerButton } from '@/components/file-picker-button';
import { InputField } from '@/components/form-field';
import { LocalFileList } from '@/components/local-file-list';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast';
import { lazyResolver, preloadOnFirstUse } from '@/lib/lazy-resolver';
import { EMPTY_ROW, type LabReportFormValues, type ResultRowValues } from '../api/lab-report-form-values';
import { UnmappedResults } from './unmapped-results';
import { ResultRowFields, type LabReportForm } from './result-row-fields';
import { patientToday } from '@/lib/patient-today';
import { fieldErrorText, messageGroup } from '@/lib/i18n/messages';

const uploadMessages = messageGroup('upload', UPLOAD_MESSAGES);

type LabReportFormProps = {
  defaultValues: LabReportFormValues;
  /** Offer files (a new report); an edit keeps the report's files as they are. */
  withFiles: boolean;
  submitLabel: string;
  busyLabel: string;
  cancelTo: string;
  /** Rows pre-filled from a file that the reader was unsure of: marked "Check this value". */
  checkRows?: ReadonlySet<number>;
  /** Results read from a file whose test the catalogue does not know: offered to add as custom rows or drop. */
  unmapped?: readonly UnmappedResult[];
  /** Saves; resolves with the message of a 4xx refusal to show beside the results (it is toasted too), else null. */
  onSave: (values: LabReportFormValues, files: File[]) => Promise<string | null>;
};

/**
 * The result rows: a stable React key per row, and add/remove through `setValue`. (Not
 * react-hook-form's `useFieldArray`: it would grow the form library's chunk that the landing
 * page loads.)
 */
function useResultRows(form: LabReportForm, initial: number) {
  const next = useRef(initial);
  const [keys, setKeys] = useState(() => Array.from({ length: initial }, (_, i) => i));
  const validate = () => form.formState.isSubmitted;
  return {
    keys,
    append: (row: ResultRowValues = EMPTY_ROW) => {
      form.setValue('results', [...form.getValues('results'), { ...row }], { shouldDirty: true });
      setKeys((current) => [...current, next.current++]);
    },
    remove: (index: number) => {
      const rows = form.getValues('results').filter((_, i) => i !== index);
      form.setValue('results', rows, { shouldDirty: true, shouldValidate: validate() });
      setKeys((current) => current.filter((_, i) => i !== index));
    },
  };
}

/**
 * The lab report form (docs/product.md#screens-added-since-the-first-version), for adding and editing: lab name, report date (not in the
 * future, in India's time zone), ordering doctor, result rows (1 to 100), and on a new report up to
 * 5 files sent with the fields in one request. Checked with the shared `createLabReportSchema`
 * before sending; a refusal from the server shows beside the results.
 */
export function LabReportForm(props: LabReportFormProps) {
  const { t } = useTranslation('lab-reports');
  const { defaultValues, withFiles, submitLabel, busyLabel, cancelTo, onSave } = props;
  const navigate = useNavigate();
  const today = patientToday();
  const resolver = useMemo(
    () => lazyResolver(() => import('../validation').then((m) => m.labReportResolver(today))),
    [today],
  );
  const form = useForm<LabReportFormValues>({ resolver, defaultValues });
  const rows = useResultRows(form, defaultValues.results.length);
  const [files, setFiles] = useState<File[]>([]);
  const [serverError, setServerError] = useState<string | null>(null);
  const busy = form.formState.isSubmitting;
  const errors = form.formState.errors;
  const listError = errors.results?.message ?? errors.results?.root?.message;

  const onSubmit = form.handleSubmit(async () => {
    setServerError(null);
    setServerError(await onSave(form.getValues(), files));
  });

  return (
    <form
      {...preloadOnFirstUse(resolver.preload)}
      onSubmit={onSubmit}
      noValidate
      aria-busy={busy}
      className="grid gap-6"
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <InputField
          id="lr-lab-name"
          label={t('labReportForm.labName')}
          required
          maxLength={200}
          disabled={busy}
          placeholder={t('labReportForm.eGDrLalPathlabs')}
          error={errors.lab_name?.message}
          {...form.register('lab_name')}
        />
        <InputField
          id="lr-report-date"
          label={t('labReportForm.reportDate')}
          type="date"
          required
          max={today}
          disabled={busy}
          error={errors.report_date?.message}
          {...form.register('report_date')}
        />
        <InputField
          id="lr-ordering-doctor"
          label={t('labReportForm.orderingDoctor')}
          maxLength={200}
          disabled={busy}
          placeholder={t('labReportForm.eGDrKavitaMenon')}
          error={errors.ordering_doctor?.message}
          {...form.register('ordering_doctor')}
        />
      </div>

      <section aria-labelledby="lr-results-heading" className="grid gap-4">
        <div>
          <h2 id="lr-results-heading" className="text-base font-semibold">
            {t('labReportForm.testResults')}
          </h2>
          <p className="text-sm text-muted-foreground">{t('labReportForm.pickHint')}</p>
        </div>
        {rows.keys.map((key, index) => (
          <ResultRowFields
            key={key}
            form={form}
            index={index}
            disabled={busy}
            // A pre-filled row keeps its first key; the mark stays while it is still in its first place.
            needsCheck={key === index && (props.checkRows?.has(index) ?? false)}
            onRemove={rows.keys.length > 1 ? () => rows.remove(index) : null}
          />
        ))}
        {props.unmapped && props.unmapped.length > 0 && (
          <UnmappedResults
            results={props.unmapped}
            disabled={busy}
            onAdd={(result) =>
              rows.append({
                mode: 'custom',
                test_code: '',
                test_name: result.printed_name,
                unit: result.unit,
                reference_range: result.reference_range,
                value: result.value,
              })
            }
          />
        )}
        {listError && (
          <p role="alert" className="text-sm text-destructive">
            {fieldErrorText(listError)}
          </p>
        )}
        <div className="grid gap-1">
          <Button
            type="button"
            variant="outline"
            className="w-fit"
            disabled={busy || rows.keys.length >= LAB_RESULTS_MAX}
            onClick={() => rows.append()}
          >
            <PlusIcon aria-hidden="true" />
            {t('labReportForm.addResult')}
          </Button>
          <p className="text-xs text-muted-foreground">
            {t('labReportForm.resultsCount', { count: rows.keys.length, max: LAB_RESULTS_MAX })}
          </p>
        </div>
      </section>

      {withFiles && (
        <fieldset className="grid gap-3">
          <legend className="mb-2 text-base font-semibold">{t('labReportForm.reportFiles')}</legend>
          <FilePickerButton
            existing={files.length}
            disabled={busy}
            label={t('labReportForm.uploadReportFiles')}
            onPick={(picked) => setFiles((current) => [...current, ...picked])}
          />
          <LocalFileList
            files={files}
            disabled={busy}
            label={t('labReportForm.selectedReportFiles')}
            onRemove={(index) => {
              setFiles((current) => current.filter((_, i) => i !== index));
              toast.success(uploadMessages.removed);
            }}
          />
        </fieldset>
      )}

      {serverError && (
        <p
          role="alert"
          className="rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm text-destructive"
        >
          {serverError}
        </p>
      )}

      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" disabled={busy} onClick={() => void navigate(cancelTo)}>
          {t('labReportForm.cancel')}
        </Button>
        <Button type="submit" disabled={busy} aria-busy={busy}>
          {busy ? busyLabel : submitLabel}
        </Button>
      </div>
    </form>
  );
}
