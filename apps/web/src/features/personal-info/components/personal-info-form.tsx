import { zodResolver } from '@hookform/resolvers/zod';
import {
  AGE_MAX,
  AGE_MIN,
  BLOOD_GROUPS,
  HEIGHT_CM_MAX,
  MEASURE_STEP,
  PERSONAL_INFO_MESSAGES as M,
  WEIGHT_KG_MAX,
  personalInfoFormToRequestSchema,
  personalInfoToForm,
  todayIn,
  type PersonalInfo,
  type PersonalInfoForm,
  type UpdatePersonalInfoRequest,
} from '@sehat/shared';
import { Controller, useForm } from 'react-hook-form';
import { toast } from '@/lib/toast';
import { FormRow, describedBy } from '@/components/form-row';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { useUpdatePersonalInfo } from '../api/personal-info';

/**
 * The editable personal-information card (spec §2, §5 "Personal info"):
 * blood group, date of birth, age 0–150, parents' names, height 0–300 cm and
 * weight 0–500 kg (step 0.01). Empty or non-numeric numbers are saved as null.
 */
export function PersonalInfoFormCard({ info }: { info: PersonalInfo }) {
  const update = useUpdatePersonalInfo();
  const form = useForm<PersonalInfoForm, unknown, UpdatePersonalInfoRequest>({
    resolver: zodResolver(personalInfoFormToRequestSchema),
    defaultValues: personalInfoToForm(info),
  });
  const { errors } = form.formState;
  const busy = update.isPending;

  const onSubmit = form.handleSubmit(async (body) => {
    try {
      const saved = await update.mutateAsync(body);
      form.reset(personalInfoToForm(saved));
      toast.success(M.successTitle, { description: M.updated });
    } catch {
      toast.error(M.errorTitle, { description: M.updateFailed });
    }
  });

  const field = (id: string, error?: string) => ({
    id,
    disabled: busy,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(id, error),
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>Personal Information</h2>
        </CardTitle>
        <CardDescription>Keep your health details up to date.</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} noValidate className="grid gap-4 sm:grid-cols-6">
          <FormRow
            className="sm:col-span-3"
            id="blood-group"
            label="Blood Group"
            error={errors.blood_group?.message}
          >
            <Controller
              control={form.control}
              name="blood_group"
              render={({ field: select }) => (
                <Select value={select.value} disabled={busy} onValueChange={select.onChange}>
                  <SelectTrigger
                    ref={select.ref}
                    onBlur={select.onBlur}
                    className="w-full"
                    {...field('blood-group', errors.blood_group?.message)}
                  >
                    <SelectValue placeholder="Select blood group" />
                  </SelectTrigger>
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
          </FormRow>
          <FormRow
            className="sm:col-span-3"
            id="date-of-birth"
            label="Date of Birth"
            error={errors.date_of_birth?.message}
          >
            <Input
              type="date"
              max={todayIn()}
              {...field('date-of-birth', errors.date_of_birth?.message)}
              {...form.register('date_of_birth')}
            />
          </FormRow>
          <FormRow className="sm:col-span-2" id="age" label="Age" error={errors.age?.message}>
            <Input
              type="number"
              inputMode="numeric"
              min={AGE_MIN}
              max={AGE_MAX}
              step={1}
              {...field('age', errors.age?.message)}
              {...form.register('age')}
            />
          </FormRow>
          <FormRow
            className="sm:col-span-2"
            id="height-cm"
            label="Height (cm)"
            error={errors.height_cm?.message}
          >
            <Input
              type="number"
              inputMode="decimal"
              min={0}
              max={HEIGHT_CM_MAX}
              step={MEASURE_STEP}
              {...field('height-cm', errors.height_cm?.message)}
              {...form.register('height_cm')}
            />
          </FormRow>
          <FormRow
            className="sm:col-span-2"
            id="weight-kg"
            label="Weight (kg)"
            error={errors.weight_kg?.message}
          >
            <Input
              type="number"
              inputMode="decimal"
              min={0}
              max={WEIGHT_KG_MAX}
              step={MEASURE_STEP}
              {...field('weight-kg', errors.weight_kg?.message)}
              {...form.register('weight_kg')}
            />
          </FormRow>
          <FormRow
            className="sm:col-span-3"
            id="father-name"
            label="Father's Name"
            error={errors.father_name?.message}
          >
            <Input
              maxLength={120}
              {...field('father-name', errors.father_name?.message)}
              {...form.register('father_name')}
            />
          </FormRow>
          <FormRow
            className="sm:col-span-3"
            id="mother-name"
            label="Mother's Name"
            error={errors.mother_name?.message}
          >
            <Input
              maxLength={120}
              {...field('mother-name', errors.mother_name?.message)}
              {...form.register('mother_name')}
            />
          </FormRow>
          <div className="flex justify-end sm:col-span-6">
            <Button type="submit" disabled={busy} aria-busy={busy}>
              {busy ? 'Saving...' : 'Save Changes'}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
