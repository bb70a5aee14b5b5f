import { useTranslation } from '@/lib/i18n/namespaces/lab-reports';
import {
  DOCUMENT_READING_MESSAGES,
  findLabTest,
  flagResult,
  LAB_PANELS,
  messageKey,
  labTestsOfPanel,
  parseNumericValue,
  parseReferenceRange,
} from '@sehat/shared';
import { Trash2Icon } from 'lucide-react';
import type { UseFormReturn } from 'react-hook-form';
import { NativeSelect } from '@/components/ui/native-select';
import { FormControl, FormField, InputField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { catalogueRow, EMPTY_ROW, type LabReportFormValues } from '../api/lab-report-form-values';
import { FlagBadge } from '@/components/flag-badge';
import { messageGroup, messageText } from '@/lib/i18n/messages';

const M = messageGroup('documentReading', DOCUMENT_READING_MESSAGES);

export type LabReportForm = UseFormReturn<LabReportFormValues>;

const CUSTOM = '__custom';

/** The flag the row would get: against the typed range, else the catalogue's (both sexes' envelope). */
function liveFlag(row: LabReportFormValues['results'][number] | undefined) {
  if (!row) return null;
  const value = parseNumericValue(row.value);
  if (value === null) return null;
  const typed = row.reference_range.trim() ? parseReferenceRange(row.reference_range) : null;
  const test = row.mode === 'catalogue' && row.test_code ? findLabTest(row.test_code) : undefined;
  if (test?.kind === 'text') return null;
  return flagResult(value, typed ?? test?.range);
}

type ResultRowFieldsProps = {
  form: LabReportForm;
  index: number;
  disabled: boolean;
  /** The row was read from a file and the reader was unsure of it. */
  needsCheck?: boolean;
  onRemove: (() => void) | null;
};

/**
 * One result row (docs/product.md#screens-added-since-the-first-version): pick a catalogue test (its unit and adult range fill in) or 'Other
 * test' to type a name, unit and range; the value; the reference range as the lab printed it; and
 * the High/Low flag as it will be stored. Errors show under their field.
 */
export function ResultRowFields({ form, index, disabled, needsCheck, onRemove }: ResultRowFieldsProps) {
  const { t } = useTranslation('lab-reports');
  // `watch`, not `useWatch`: the latter would grow the form library's chunk that the landing loads.
  const row = form.watch(`results.${index}`);
  const errors = form.formState.errors.results?.[index];
  const id = (field: string) => `lr-${index}-${field}`;
  const n = index + 1;
  const custom = row?.mode === 'custom';
  const validate = form.formState.isSubmitted;

  function pick(choice: string) {
    const value = form.getValues(`results.${index}.value`);
    const next =
      choice === CUSTOM
        ? { ...EMPTY_ROW, mode: 'custom' as const, value }
        : choice
          ? catalogueRow(choice, value)
          : { ...EMPTY_ROW, value };
    form.setValue(`results.${index}`, next, { shouldValidate: validate, shouldDirty: true });
  }

  const testError = custom
    ? undefined
    : (errors?.test_code?.message ??
      (errors?.test_name?.message === messageKey('labReports.testNameRequired')
        ? messageKey('labReports.unknownTest')
        : errors?.test_name?.message));
  const flag = liveFlag(row);
  // A row's messages name its test (`{{test}}`, `{{unit}}`): the form knows them, the zod issue's values do not reach it.
  const catalogueTest = row?.test_code ? findLabTest(row.test_code) : undefined;
  const named = { test: catalogueTest?.name ?? row?.test_name ?? '', unit: catalogueTest?.unit ?? '' };

  return (
    <fieldset className="grid gap-4 rounded-lg border p-4 sm:grid-cols-2">
      <legend className="px-1 text-sm font-medium">{t('resultRowFields.legend', { n })}</legend>
      {needsCheck && (
        <p className="rounded-md bg-amber-100 px-2 py-1 text-sm font-medium text-amber-900 sm:col-span-2">
          {messageText(M.checkThisValue)}
        </p>
      )}
      <FormField
        id={id('test')}
        label={t('resultRowFields.test')}
        required
        error={testError}
        className="sm:col-span-2"
      >
        <FormControl>
          <NativeSelect
            disabled={disabled}
            value={custom ? CUSTOM : (row?.test_code ?? '')}
            onChange={(event) => pick(event.target.value)}
          >
            <option value="">{t('resultRowFields.chooseATest')}</option>
            {LAB_PANELS.map((panel) => (
              <optgroup key={panel.code} label={panel.name}>
                {labTestsOfPanel(panel.code).map((test) => (
                  <option key={test.code} value={test.code}>
                    {test.name}
                  </option>
                ))}
              </optgroup>
            ))}
            <option value={CUSTOM}>{t('resultRowFields.otherTestTypeItsName')}</option>
          </NativeSelect>
        </FormControl>
      </FormField>
      {custom && (
        <>
          <InputField
            id={id('name')}
            label={t('resultRowFields.testName')}
            required
            maxLength={200}
            disabled={disabled}
            error={errors?.test_name?.message}
            errorValues={named}
            {...form.register(`results.${index}.test_name`)}
          />
          <InputField
            id={id('unit')}
            label={t('resultRowFields.unit')}
            maxLength={30}
            disabled={disabled}
            placeholder={t('resultRowFields.eGNgMl')}
            error={errors?.unit?.message}
            errorValues={named}
            {...form.register(`results.${index}.unit`)}
          />
        </>
      )}
      <FormField
        id={id('value')}
        label={t('resultRowFields.value')}
        required
        error={errors?.value?.message}
        errorValues={named}
      >
        <div className="flex items-center gap-2">
          <FormControl>
            <Input
              className="flex-1"
              inputMode="decimal"
              autoComplete="off"
              maxLength={100}
              disabled={disabled}
              {...form.register(`results.${index}.value`)}
            />
          </FormControl>
          {!custom && row?.unit && <span className="shrink-0 text-sm text-muted-foreground">{row.unit}</span>}
          <span aria-live="polite" className="shrink-0">
            <FlagBadge flag={flag} />
          </span>
        </div>
      </FormField>
      <InputField
        id={id('range')}
        label={t('resultRowFields.referenceRange')}
        maxLength={50}
        disabled={disabled}
        placeholder={t('resultRowFields.eG70100200')}
        hint={
          custom || !row?.test_code
            ? t('resultRowFields.asPrintedOnYourReport')
            : t('resultRowFields.filledFromTheCatalogueChange')
        }
        error={errors?.reference_range?.message}
        errorValues={named}
        {...form.register(`results.${index}.reference_range`)}
      />
      {onRemove && (
        <div className="sm:col-span-2">
          <Button type="button" variant="ghost" size="sm" disabled={disabled} onClick={onRemove}>
            <Trash2Icon aria-hidden="true" />
            {t('resultRowFields.removeResult', { n })}
          </Button>
        </div>
      )}
    </fieldset>
  );
}
