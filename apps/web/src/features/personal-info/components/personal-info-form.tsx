import { useTranslation } from '@/lib/i18n/namespaces/personal-info';
import {
  AGE_MAX,
  AGE_MIN,
  BLOOD_GROUPS,
  HEIGHT_CM_MAX,
  MEASURE_STEP,
  PERSONAL_INFO_MESSAGES,
  WEIGHT_KG_MAX,
  ageOn,
  isRealIsoDate,
  personalInfoToForm,
  type PersonalInfo,
  type PersonalInfoForm,
  type UpdatePersonalInfoRequest,
} from '@sehat/shared';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { FormControl, FormField, InputField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { ApiError } from '@/lib/api-client';
import { lazyResolver, preloadOnFirstUse } from '@/lib/lazy-resolver';
import { toast } from '@/lib/toast';
import { useUpdatePersonalInfo } from '../api/update-personal-info';
import { HealthListField } from './health-list-field';
import { patientToday } from '@/lib/patient-today';
import { messageGroup } from '@/lib/i18n/messages';

const M = messageGroup('personalInfo', PERSONAL_INFO_MESSAGES);

const resolver = lazyResolver(() => import('../validation').then((m) => m.personalInfoResolver));

/** The message of the first bad entry of a list field (react-hook-form keeps them by index). */
function firstItemError(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  for (const item of Object.values(error)) {
    if (item && typeof item === 'object' && 'message' in item && typeof item.message === 'string')
      return item.message;
  }
  return undefined;
}

/**
 * The editable personal-information card (docs/product.md#screens-and-routes, docs/product.md#personal-info):
 * blood group, date of birth, age 0–150, parents' names, height 0–300 cm and
 * weight 0–500 kg (step 0.01), allergies and chronic conditions (lists of up to
 * 20). Empty or non-numeric numbers are saved as null.
 * With a date of birth (not in the future) the age is worked out from it and
 * read-only, as the server does; a date the server refuses shows by its field.
 */
export function PersonalInfoFormCard({ info }: { info: PersonalInfo }) {
  const { t } = useTranslation('personal-info');
  const update = useUpdatePersonalInfo();
  const form = useForm<PersonalInfoForm, unknown, UpdatePersonalInfoRequest>({
    resolver,
    defaultValues: personalInfoToForm(info),
  });
  const { errors } = form.formState;
  const busy = update.isPending;
  const dateOfBirth = form.watch('date_of_birth');
  const today = patientToday();
  const derivedAge =
    isRealIsoDate(dateOfBirth) && dateOfBirth <= today ? String(ageOn(dateOfBirth, today)) : null;

  useEffect(() => {
    if (derivedAge !== null) form.setValue('age', derivedAge);
  }, [derivedAge, form]);

  const onSubmit = form.handleSubmit(async (body) => {
    let saved: PersonalInfo;
    try {
      saved = await update.mutateAsync(body);
    } catch (error) {
      // Toasted by the error policy; a refused date of birth also shows by its field.
      if (
        error instanceof ApiError &&
        (error.key === M.futureDateOfBirth.key || error.key === M.invalidDateOfBirth.key)
      )
        form.setError('date_of_birth', { message: error.key }, { shouldFocus: true });
      return;
    }
    form.reset(personalInfoToForm(saved));
    toast.success(M.successTitle, { description: M.updated });
  });

  const bloodGroupError = errors.blood_group?.message;
  /** Id (the name in kebab-case), busy state, error and registration of one of the inputs. */
  const field = (
    name: Exclude<keyof PersonalInfoForm, 'blood_group' | 'allergies' | 'chronic_conditions'>,
  ) => ({
    id: name.replaceAll('_', '-'),
    disabled: busy,
    error: errors[name]?.message,
    ...form.register(name),
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>{t('personalInfoForm.personalInformation')}</h2>
        </CardTitle>
        <CardDescription>{t('personalInfoForm.keepYourHealthDetailsUp')}</CardDescription>
      </CardHeader>
      <CardContent>
        <form
          {...preloadOnFirstUse(resolver.preload)}
          onSubmit={onSubmit}
          noValidate
          className="grid gap-4 sm:grid-cols-6"
        >
          <FormField
            className="sm:col-span-3"
            id="blood-group"
            label={t('personalInfoForm.bloodGroup')}
            error={bloodGroupError}
          >
            <Controller
              control={form.control}
              name="blood_group"
              render={({ field: select }) => (
                <Select value={select.value} disabled={busy} onValueChange={select.onChange}>
                  <FormControl>
                    <SelectTrigger ref={select.ref} onBlur={select.onBlur} className="w-full" disabled={busy}>
                      <SelectValue placeholder={t('personalInfoForm.selectBloodGroup')} />
                    </SelectTrigger>
                  </FormControl>
                  <SelectContent>
                    {BLOOD_GROUPS.map((group) => (
                      <SelectItem key={group} value={group}>
                        {group}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              )}
            />
          </FormField>
          <InputField
            fieldClassName="sm:col-span-3"
            label={t('personalInfoForm.dateOfBirth')}
            type="date"
            max={today}
            {...field('date_of_birth')}
          />
          <InputField
            fieldClassName="sm:col-span-2"
            label={t('personalInfoForm.age')}
            type="number"
            inputMode="numeric"
            min={AGE_MIN}
            max={AGE_MAX}
            step={1}
            {...field('age')}
            readOnly={derivedAge !== null}
            hint={derivedAge !== null ? t('personalInfoForm.workedOutFromYourDate') : undefined}
          />
          <InputField
            fieldClassName="sm:col-span-2"
            label={t('personalInfoForm.heightCm')}
            type="number"
            inputMode="decimal"
            min={0}
            max={HEIGHT_CM_MAX}
            step={MEASURE_STEP}
            {...field('height_cm')}
          />
          <InputField
            fieldClassName="sm:col-span-2"
            label={t('personalInfoForm.weightKg')}
            type="number"
            inputMode="decimal"
            min={0}
            max={WEIGHT_KG_MAX}
            step={MEASURE_STEP}
            {...field('weight_kg')}
          />
          <InputField
            fieldClassName="sm:col-span-3"
            label={t('personalInfoForm.fatherSName')}
            maxLength={120}
            {...field('father_name')}
          />
          <InputField
            fieldClassName="sm:col-span-3"
            label={t('personalInfoForm.motherSName')}
            maxLength={120}
            {...field('mother_name')}
          />
          <Controller
            control={form.control}
            name="allergies"
            render={({ field: list, fieldState }) => (
              <div className="sm:col-span-3">
                <HealthListField
                  id="allergies"
                  label={t('personalInfoForm.allergies')}
                  listLabel={t('personalInfoForm.yourAllergies')}
                  placeholder={t('personalInfoForm.eGPenicillin')}
                  value={list.value}
                  onChange={list.onChange}
                  disabled={busy}
                  error={fieldState.error?.message ?? firstItemError(fieldState.error)}
                />
              </div>
            )}
          />
          <Controller
            control={form.control}
            name="chronic_conditions"
            render={({ field: list, fieldState }) => (
              <div className="sm:col-span-3">
                <HealthListField
                  id="chronic-conditions"
                  label={t('personalInfoForm.chronicConditions')}
                  listLabel={t('personalInfoForm.yourChronicConditions')}
                  placeholder={t('personalInfoForm.eGType2Diabetes')}
                  value={list.value}
                  onChange={list.onChange}
                  disabled={busy}
                  error={fieldState.error?.message ?? firstItemError(fieldState.error)}
                />
              </div>
            )}
          />
          <div className="flex justify-end sm:col-span-6">
            <Button type="submit" disabled={busy} aria-busy={busy}>
              {busy ? t('personalInfoForm.saving') : t('personalInfoForm.saveChanges')}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
