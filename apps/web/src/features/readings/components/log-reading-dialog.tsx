import { useTranslation } from '@/lib/i18n/namespaces/readings';
import {
  GLUCOSE_CONTEXTS,
  instantOfLocal,
  localDateTimeIn,
  READING_KINDS,
  READING_MESSAGES,
  TEMPERATURE_UNITS,
  type Reading,
  type ReadingFields,
  type ReadingKind,
} from '@sehat/shared';
import { useCallback } from 'react';
import { useForm } from 'react-hook-form';
import { NativeSelect } from '@/components/ui/native-select';
import { FormControl, FormField, InputField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { useEditDialogForm } from '@/hooks/use-edit-dialog-form';
import { messageGroup } from '@/lib/i18n/messages';
import { lazyResolver, preloadOnFirstUse } from '@/lib/lazy-resolver';
import { patientTimeZone } from '@/lib/patient-today';
import { useSaveReading } from '../api/save-reading';

const M = messageGroup('readings', READING_MESSAGES);

const resolver = lazyResolver(() => import('../validation').then((m) => m.readingResolver));

/** The form's fields, as typed (strings); `toInput` makes the API's body of the chosen kind from them. */
type ReadingForm = {
  kind: ReadingKind;
  taken_at: string;
  systolic: string;
  diastolic: string;
  pulse: string;
  value: string;
  context: string;
  unit: string;
};

const text = (value: number | null | undefined) =>
  value === null || value === undefined ? '' : String(value);

/** A typed number ('98,6' too), or undefined for an empty field (the schema says what is missing). */
const numberOf = (value: string) =>
  value.trim() === '' ? undefined : Number(value.trim().replace(',', '.'));

/** The body of POST/PUT /api/readings for the chosen kind; the time read in the patient's zone. */
function toInput(form: ReadingForm): Record<string, unknown> {
  const base = { kind: form.kind, taken_at: instantOfLocal(form.taken_at, patientTimeZone()) ?? '' };
  switch (form.kind) {
    case 'blood_pressure':
      return {
        ...base,
        systolic: numberOf(form.systolic),
        diastolic: numberOf(form.diastolic),
        pulse: numberOf(form.pulse) ?? null,
      };
    case 'blood_glucose':
      return { ...base, value: numberOf(form.value), context: form.context };
    case 'temperature':
      return { ...base, value: numberOf(form.value), unit: form.unit };
    default:
      return { ...base, value: numberOf(form.value) };
  }
}

/**
 * Log or edit one reading in a dialog (docs/decisions/052-readings.md): what was measured, its numbers and
 * the date and time (now, in the patient's time zone, unless changed), checked by the API's own schema; the
 * server's refusal (a time in the future) is toasted and the dialog stays open.
 */
export function LogReadingDialog({
  open,
  reading,
  kind,
  onOpenChange,
}: {
  open: boolean;
  /** The reading being edited; null logs a new one. */
  reading: Reading | null;
  /** The kind a new reading starts as. */
  kind: ReadingKind;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation('readings');
  const save = useSaveReading();
  const toForm = useCallback(
    (item: Reading | null): ReadingForm => ({
      kind: item?.kind ?? kind,
      taken_at: localDateTimeIn(patientTimeZone(), item ? new Date(item.taken_at) : new Date()),
      systolic: item?.kind === 'blood_pressure' ? text(item.value) : '',
      diastolic: text(item?.diastolic),
      pulse: text(item?.pulse),
      value:
        !item || item.kind === 'blood_pressure'
          ? ''
          : item.kind === 'temperature'
            ? text(item.entered_value ?? item.value)
            : text(item.value),
      context: item?.context ?? 'fasting',
      unit: item?.entered_unit ?? 'C',
    }),
    [kind],
  );
  const form = useForm<ReadingForm, unknown, ReadingFields>({
    resolver: (values, context, options) => resolver(toInput(values) as never, context, options as never),
    defaultValues: toForm(reading),
  });
  const { errors } = form.formState;
  const { busy, onSubmit, field } = useEditDialogForm({
    form,
    item: reading,
    open,
    toForm,
    save,
    idPrefix: 'reading',
    added: M.saved,
    saved: M.saved,
    onOpenChange,
  });
  const chosen = form.watch('kind');
  const numeric = { inputMode: 'decimal' as const, autoComplete: 'off', required: true };

  return (
    <Dialog open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{reading ? t('logForm.editTitle') : t('logForm.addTitle')}</DialogTitle>
          <DialogDescription>{t('logForm.description')}</DialogDescription>
        </DialogHeader>
        <form {...preloadOnFirstUse(resolver.preload)} onSubmit={onSubmit} noValidate className="grid gap-4">
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField id="reading-kind" label={t('logForm.kind')} required error={errors.kind?.message}>
              <FormControl>
                <NativeSelect disabled={busy} {...form.register('kind')}>
                  {READING_KINDS.map((option) => (
                    <option key={option} value={option}>
                      {t(`kinds.${option}`)}
                    </option>
                  ))}
                </NativeSelect>
              </FormControl>
            </FormField>
            <InputField label={t('logForm.takenAt')} required type="datetime-local" {...field('taken_at')} />
          </div>
          {chosen === 'blood_pressure' ? (
            <div className="grid gap-4 sm:grid-cols-3">
              <InputField label={t('logForm.systolic')} {...numeric} {...field('systolic')} />
              <InputField label={t('logForm.diastolic')} {...numeric} {...field('diastolic')} />
              <InputField label={t('logForm.pulse')} {...numeric} required={false} {...field('pulse')} />
            </div>
          ) : chosen === 'blood_glucose' ? (
            <div className="grid gap-4 sm:grid-cols-2">
              <InputField label={t('logForm.glucose')} {...numeric} {...field('value')} />
              <FormField
                id="reading-context"
                label={t('logForm.context')}
                required
                error={errors.context?.message}
              >
                <FormControl>
                  <NativeSelect disabled={busy} {...form.register('context')}>
                    {GLUCOSE_CONTEXTS.map((option) => (
                      <option key={option} value={option}>
                        {t(`contexts.${option}`)}
                      </option>
                    ))}
                  </NativeSelect>
                </FormControl>
              </FormField>
            </div>
          ) : chosen === 'temperature' ? (
            <div className="grid gap-4 sm:grid-cols-2">
              <InputField label={t('logForm.temperature')} {...numeric} {...field('value')} />
              <FormField id="reading-unit" label={t('logForm.unit')} required error={errors.unit?.message}>
                <FormControl>
                  <NativeSelect disabled={busy} {...form.register('unit')}>
                    {TEMPERATURE_UNITS.map((option) => (
                      <option key={option} value={option}>
                        °{option}
                      </option>
                    ))}
                  </NativeSelect>
                </FormControl>
              </FormField>
            </div>
          ) : (
            <InputField
              label={t(
                chosen === 'weight'
                  ? 'logForm.weight'
                  : chosen === 'spo2'
                    ? 'logForm.spo2'
                    : 'logForm.heartRate',
              )}
              {...numeric}
              {...field('value')}
            />
          )}
          <div className="flex flex-wrap justify-end gap-2">
            <Button type="button" variant="outline" disabled={busy} onClick={() => onOpenChange(false)}>
              {t('logForm.cancel')}
            </Button>
            <Button type="submit" disabled={busy}>
              {busy ? t('logForm.saving') : t('logForm.save')}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
