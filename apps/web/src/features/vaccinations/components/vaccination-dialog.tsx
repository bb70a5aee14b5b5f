import { useTranslation } from '@/lib/i18n/namespaces/vaccinations';
import {
  VACCINATION_MESSAGES,
  VACCINES,
  type Immunization,
  type ImmunizationFields,
  type Vaccine,
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
import { useSaveVaccination } from '../api/save-vaccination';
import { vaccineName } from '@/lib/vaccine-names';

const M = messageGroup('vaccinations', VACCINATION_MESSAGES);

const resolver = lazyResolver(() => import('../validation').then((m) => m.immunizationResolver));

/** A dose of the schedule the dialog marks as given: its vaccine, dose number and the schedule's name. */
export interface DosePreset {
  vaccine: Vaccine;
  dose: number;
  label: string;
}

/** The form's fields as typed; `vaccine` is a catalogue code or 'other'. */
type VaccinationForm = {
  vaccine: string;
  vaccine_name: string;
  dose: string;
  given_on: string;
  batch: string;
  place: string;
  notes: string;
};

/** The body of POST/PUT /api/vaccinations from the form. */
function toInput(form: VaccinationForm): Record<string, unknown> {
  const other = form.vaccine === 'other';
  const dose = form.dose.trim();
  return {
    vaccine: other ? null : form.vaccine,
    vaccine_name: other ? form.vaccine_name : null,
    dose: dose === '' ? null : Number(dose),
    given_on: form.given_on,
    batch: form.batch,
    place: form.place,
    notes: form.notes,
  };
}

/**
 * Mark a dose as given, record another vaccine, or edit a dose given (docs/decisions/055-vaccinations.md): the
 * date (today in the patient's zone unless changed), batch, where and notes, checked by the API's own schema;
 * a dose of the schedule (`preset`) names itself instead of asking which vaccine. A refusal (before birth,
 * given already) is toasted and the dialog stays open.
 */
export function VaccinationDialog({
  open,
  dose,
  preset,
  onOpenChange,
}: {
  open: boolean;
  /** The dose given being edited; null records a new one. */
  dose: Immunization | null;
  preset: DosePreset | null;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation('vaccinations');
  const save = useSaveVaccination();
  const toForm = useCallback(
    (item: Immunization | null): VaccinationForm => ({
      vaccine: item ? (item.vaccine ?? 'other') : (preset?.vaccine ?? VACCINES[0]),
      vaccine_name: item?.vaccine_name ?? '',
      dose: String(item?.dose ?? preset?.dose ?? 1),
      given_on: item?.given_on ?? patientToday(),
      batch: item?.batch ?? '',
      place: item?.place ?? '',
      notes: item?.notes ?? '',
    }),
    [preset],
  );
  const form = useForm<VaccinationForm, unknown, ImmunizationFields>({
    resolver: (values, context, options) => resolver(toInput(values) as never, context, options as never),
    defaultValues: toForm(dose),
  });
  const { errors } = form.formState;
  const { busy, onSubmit, field } = useEditDialogForm({
    form,
    item: dose,
    open,
    toForm,
    save,
    idPrefix: 'vaccination',
    added: M.saved,
    saved: M.saved,
    onOpenChange,
  });
  const chosen = form.watch('vaccine');
  const title = dose ? t('form.editTitle') : preset ? t('form.addTitle') : t('form.otherTitle');

  return (
    <Dialog open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>
            {preset && !dose ? `${vaccineName(preset.vaccine)} · ${preset.label}` : t('form.description')}
          </DialogDescription>
        </DialogHeader>
        <form {...preloadOnFirstUse(resolver.preload)} onSubmit={onSubmit} noValidate className="grid gap-4">
          {(dose || !preset) && (
            <div className="grid gap-4 sm:grid-cols-2">
              <FormField
                id="vaccination-vaccine"
                label={t('form.vaccine')}
                required
                error={errors.vaccine?.message}
              >
                <FormControl>
                  <NativeSelect disabled={busy} {...form.register('vaccine')}>
                    {VACCINES.map((option) => (
                      <option key={option} value={option}>
                        {vaccineName(option)}
                      </option>
                    ))}
                    <option value="other">{t('form.other')}</option>
                  </NativeSelect>
                </FormControl>
              </FormField>
              <InputField
                label={t('form.dose')}
                inputMode="numeric"
                autoComplete="off"
                required={chosen !== 'other'}
                {...field('dose')}
              />
              {chosen === 'other' && (
                <InputField
                  label={t('form.name')}
                  required
                  autoComplete="off"
                  fieldClassName="sm:col-span-2"
                  {...field('vaccine_name')}
                />
              )}
            </div>
          )}
          <InputField
            label={t('form.givenOn')}
            required
            type="date"
            max={patientToday()}
            {...field('given_on')}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <InputField label={t('form.batch')} autoComplete="off" {...field('batch')} />
            <InputField label={t('form.place')} autoComplete="off" {...field('place')} />
          </div>
          <InputField label={t('form.notes')} autoComplete="off" {...field('notes')} />
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
