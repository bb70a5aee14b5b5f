import { useTranslation } from '@/lib/i18n/namespaces/medicines';
import {
  COMMON_PATTERNS,
  MEDICINE_FORMS,
  MEDICINE_MESSAGES,
  type Medicine,
  type MedicineFields,
} from '@sehat/shared';
import { useCallback } from 'react';
import { useForm } from 'react-hook-form';
import { FormControl, FormField, InputField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { NativeSelect } from '@/components/ui/native-select';
import { useEditDialogForm } from '@/hooks/use-edit-dialog-form';
import { messageGroup } from '@/lib/i18n/messages';
import { lazyResolver, preloadOnFirstUse } from '@/lib/lazy-resolver';
import { patientToday } from '@/lib/patient-today';
import { useSaveMedicine } from '../api/medicines';
import { WeekdayField } from './weekday-field';

const M = messageGroup('medicines', MEDICINE_MESSAGES);

const resolver = lazyResolver(() => import('../validation').then((m) => m.medicineResolver));

/** The form's fields, as typed (strings); `toInput` makes the API's body from them. */
type MedicineForm = {
  name: string;
  strength: string;
  form: string;
  dose: string;
  type: 'pattern' | 'times' | 'as_needed';
  pattern: string;
  times: string;
  repeat: 'daily' | 'every_n_days' | 'weekdays';
  every: string;
  /** The ISO weekdays ticked, '1,3,5'. */
  weekdays: string;
  start_date: string;
  end_date: string;
  stock_count: string;
  units_per_dose: string;
  medical_record_id: string;
};

const numberOf = (value: string) =>
  value.trim() === '' ? undefined : Number(value.trim().replace(',', '.'));

/** The body of POST/PUT /api/medicines. */
function toInput(form: MedicineForm): Record<string, unknown> {
  const repeat =
    form.repeat === 'every_n_days'
      ? { kind: 'every_n_days', n: numberOf(form.every) }
      : form.repeat === 'weekdays'
        ? { kind: 'weekdays', days: form.weekdays.split(',').filter(Boolean).map(Number) }
        : { kind: 'daily' };
  const schedule =
    form.type === 'as_needed'
      ? { type: 'as_needed' }
      : form.type === 'times'
        ? {
            type: 'times',
            times: form.times
              .split(',')
              .map((time) => time.trim())
              .filter(Boolean),
            repeat,
          }
        : { type: 'pattern', pattern: form.pattern.trim(), repeat };
  return {
    name: form.name,
    strength: form.strength,
    form: form.form === '' ? null : form.form,
    dose: form.dose,
    schedule,
    start_date: form.start_date,
    end_date: form.end_date.trim() === '' ? null : form.end_date,
    medical_record_id: form.medical_record_id === '' ? null : form.medical_record_id,
    stock_count: numberOf(form.stock_count) ?? null,
    units_per_dose: numberOf(form.units_per_dose) ?? 1,
  };
}

/** A medicine as the form shows it (a new one: 1-0-1 every day from today). */
function toForm(item: Medicine | null, recordId: string | null): MedicineForm {
  const schedule = item?.schedule;
  const repeat = schedule && schedule.type !== 'as_needed' ? schedule.repeat : null;
  return {
    name: item?.name ?? '',
    strength: item?.strength ?? '',
    form: item?.form ?? 'tablet',
    dose: item?.dose ?? '',
    type: schedule?.type ?? 'pattern',
    pattern: schedule?.type === 'pattern' ? schedule.pattern : '1-0-1',
    times: schedule?.type === 'times' ? schedule.times.join(', ') : '',
    repeat: repeat?.kind ?? 'daily',
    every: repeat?.kind === 'every_n_days' ? String(repeat.n) : '2',
    weekdays: repeat?.kind === 'weekdays' ? repeat.days.join(',') : '',
    start_date: item?.start_date ?? patientToday(),
    end_date: item?.end_date ?? '',
    stock_count:
      item?.stock_count === null || item?.stock_count === undefined ? '' : String(item.stock_count),
    units_per_dose: String(item?.units_per_dose ?? 1),
    medical_record_id: item?.medical_record_id ?? recordId ?? '',
  };
}

/**
 * Add or edit a medicine in a dialog (docs/decisions/054-medicines.md): name, strength, form, how to take it,
 * the schedule (1-0-1 notation with quick buttons, times of day, or as needed; every day, every few days
 * or on chosen weekdays), the dates and the stock, checked by the API's own schema; a refusal is toasted and the dialog stays.
 * `recordId` links a new medicine to the medical record it was opened from.
 */
export function MedicineDialog({
  open,
  medicine,
  recordId,
  onOpenChange,
}: {
  open: boolean;
  /** The medicine being edited; null adds one. */
  medicine: Medicine | null;
  recordId: string | null;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation('medicines');
  const save = useSaveMedicine();
  const formOf = useCallback((item: Medicine | null) => toForm(item, recordId), [recordId]);
  const form = useForm<MedicineForm, unknown, MedicineFields>({
    resolver: (values, context, options) => resolver(toInput(values) as never, context, options as never),
    defaultValues: formOf(medicine),
  });
  const { errors } = form.formState;
  const { busy, onSubmit, field } = useEditDialogForm({
    form,
    item: medicine,
    open,
    toForm: formOf,
    save,
    idPrefix: 'medicine',
    added: M.saved,
    saved: M.saved,
    onOpenChange,
  });
  const type = form.watch('type');
  const repeat = form.watch('repeat');
  // Errors of the nested schedule are shown under the schedule's own field.
  const scheduleError = (
    errors as {
      schedule?: {
        message?: string;
        pattern?: { message?: string };
        times?: { message?: string };
        repeat?: { n?: { message?: string }; days?: { message?: string } };
      };
    }
  ).schedule;

  return (
    <Dialog open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{medicine ? t('form.editTitle') : t('form.addTitle')}</DialogTitle>
          <DialogDescription>{t('form.description')}</DialogDescription>
        </DialogHeader>
        <form {...preloadOnFirstUse(resolver.preload)} onSubmit={onSubmit} noValidate className="grid gap-4">
          <InputField label={t('form.name')} required autoComplete="off" {...field('name')} />
          <div className="grid gap-4 sm:grid-cols-2">
            <InputField
              label={t('form.strength')}
              placeholder={t('form.strengthHint')}
              {...field('strength')}
            />
            <FormField id="medicine-form" label={t('form.form')} error={errors.form?.message}>
              <FormControl>
                <NativeSelect disabled={busy} {...form.register('form')}>
                  <option value="">{t('form.forms.none')}</option>
                  {MEDICINE_FORMS.map((option) => (
                    <option key={option} value={option}>
                      {t(`form.forms.${option}`)}
                    </option>
                  ))}
                </NativeSelect>
              </FormControl>
            </FormField>
          </div>
          <InputField label={t('form.dose')} placeholder={t('form.doseHint')} {...field('dose')} />
          <FormField
            id="medicine-type"
            label={t('form.scheduleType')}
            required
            error={scheduleError?.message}
          >
            <FormControl>
              <NativeSelect disabled={busy} {...form.register('type')}>
                {(['pattern', 'times', 'as_needed'] as const).map((option) => (
                  <option key={option} value={option}>
                    {t(`form.types.${option}`)}
                  </option>
                ))}
              </NativeSelect>
            </FormControl>
          </FormField>
          {type === 'pattern' && (
            <div className="grid gap-2">
              <InputField
                label={t('form.pattern')}
                placeholder={t('form.patternHint')}
                required
                autoComplete="off"
                {...field('pattern')}
                error={scheduleError?.pattern?.message}
              />
              <div className="flex flex-wrap gap-2">
                {COMMON_PATTERNS.map((pattern) => (
                  <Button
                    key={pattern}
                    type="button"
                    size="sm"
                    variant="outline"
                    disabled={busy}
                    aria-pressed={form.watch('pattern') === pattern}
                    onClick={() => form.setValue('pattern', pattern)}
                  >
                    {pattern}
                  </Button>
                ))}
              </div>
            </div>
          )}
          {type === 'times' && (
            <InputField
              label={t('form.times')}
              placeholder={t('form.timesHint')}
              required
              autoComplete="off"
              {...field('times')}
              error={scheduleError?.times?.message}
            />
          )}
          {type !== 'as_needed' && (
            <div className="grid gap-4 sm:grid-cols-2">
              <FormField id="medicine-repeat" label={t('form.repeat')}>
                <FormControl>
                  <NativeSelect disabled={busy} {...form.register('repeat')}>
                    {(['daily', 'every_n_days', 'weekdays'] as const).map((option) => (
                      <option key={option} value={option}>
                        {t(`form.repeats.${option}`)}
                      </option>
                    ))}
                  </NativeSelect>
                </FormControl>
              </FormField>
              {repeat === 'every_n_days' && (
                <InputField
                  label={t('form.everyN')}
                  inputMode="numeric"
                  {...field('every')}
                  error={scheduleError?.repeat?.n?.message}
                />
              )}
              {repeat === 'weekdays' && (
                <WeekdayField
                  value={form.watch('weekdays')}
                  onChange={(days) => form.setValue('weekdays', days)}
                  disabled={busy}
                  error={scheduleError?.repeat?.days?.message}
                />
              )}
            </div>
          )}
          <div className="grid gap-4 sm:grid-cols-2">
            <InputField label={t('form.startDate')} required type="date" {...field('start_date')} />
            <InputField label={t('form.endDate')} type="date" {...field('end_date')} />
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <InputField label={t('form.stock')} inputMode="decimal" {...field('stock_count')} />
            <InputField label={t('form.unitsPerDose')} inputMode="decimal" {...field('units_per_dose')} />
          </div>
          {form.watch('medical_record_id') !== '' && (
            <p className="text-sm text-muted-foreground">{t('form.fromRecord')}</p>
          )}
          <div className="flex flex-wrap justify-end gap-2">
            <Button type="button" variant="outline" disabled={busy} onClick={() => onOpenChange(false)}>
              {t('form.cancel')}
            </Button>
            <Button type="submit" disabled={busy}>
              {busy ? t('form.saving') : t('form.save')}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
