import { useTranslation } from '@/lib/i18n/namespaces/family';
import {
  BLOOD_GROUPS,
  FAMILY_LIMITS,
  FAMILY_MESSAGES,
  MEMBER_RELATIONSHIPS,
  SEXES,
  formatAbhaNumber,
  type FamilyMemberFields,
  type FamilyMemberInput,
  type FamilyPatient,
} from '@sehat/shared';
import { useForm } from 'react-hook-form';
import { NativeSelect } from '@/components/ui/native-select';
import { FormControl, FormField, InputField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { messageGroup } from '@/lib/i18n/messages';
import { lazyResolver, preloadOnFirstUse } from '@/lib/lazy-resolver';
import { useEditDialogForm } from '@/hooks/use-edit-dialog-form';
import { useSaveFamilyMember } from '../api/save-family-member';
import { relationshipLabel, sexLabel } from '@/lib/family-labels';

const M = messageGroup('family', FAMILY_MESSAGES);

const resolver = lazyResolver(() => import('../validation').then((m) => m.memberResolver));

type MemberForm = {
  name: string;
  relationship: string;
  birth_date: string;
  sex: string;
  blood_group: string;
  abha_number: string;
};

const blank: MemberForm = {
  name: '',
  relationship: '',
  birth_date: '',
  sex: 'unknown',
  blood_group: '',
  abha_number: '',
};
const toForm = (member: FamilyPatient | null): MemberForm =>
  member
    ? {
        name: member.name,
        relationship: member.relationship,
        birth_date: member.birth_date ?? '',
        sex: member.sex,
        blood_group: member.blood_group ?? '',
        abha_number: member.abha_number ? formatAbhaNumber(member.abha_number) : '',
      }
    : blank;

/**
 * Add or edit one family member in a dialog: name, relationship, date of birth, sex, blood group and an
 * optional ABHA number, checked by the API's own schema (an empty blood group is sent as null); the
 * server's refusal (e.g. the 11th member) is toasted and the dialog stays open.
 */
export function MemberFormDialog({
  open,
  member,
  onOpenChange,
}: {
  open: boolean;
  /** The member being edited; null adds a new one. */
  member: FamilyPatient | null;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation('family');
  const save = useSaveFamilyMember();
  const form = useForm<MemberForm, unknown, FamilyMemberFields>({
    resolver: (values, context, options) =>
      resolver(
        {
          ...values,
          blood_group: values.blood_group === '' ? null : values.blood_group,
        } as FamilyMemberInput & MemberForm,
        context,
        options as never,
      ),
    defaultValues: toForm(member),
  });
  const { errors } = form.formState;
  const { busy, onSubmit, field } = useEditDialogForm({
    form,
    item: member,
    open,
    toForm,
    save,
    idPrefix: 'member',
    added: M.added,
    saved: M.saved,
    onOpenChange,
  });

  return (
    <Dialog open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{member ? t('memberForm.editTitle') : t('memberForm.addTitle')}</DialogTitle>
          <DialogDescription>{t('memberForm.description')}</DialogDescription>
        </DialogHeader>
        <form {...preloadOnFirstUse(resolver.preload)} onSubmit={onSubmit} noValidate className="grid gap-4">
          <InputField
            label={t('memberForm.name')}
            required
            autoComplete="off"
            maxLength={FAMILY_LIMITS.name}
            {...field('name')}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField
              id="member-relationship"
              label={t('memberForm.relationship')}
              required
              error={errors.relationship?.message}
            >
              <FormControl>
                <NativeSelect disabled={busy} {...form.register('relationship')}>
                  <option value="">{t('memberForm.chooseRelationship')}</option>
                  {MEMBER_RELATIONSHIPS.map((relationship) => (
                    <option key={relationship} value={relationship}>
                      {relationshipLabel(relationship)}
                    </option>
                  ))}
                </NativeSelect>
              </FormControl>
            </FormField>
            <InputField label={t('memberForm.birthDate')} required type="date" {...field('birth_date')} />
            <FormField id="member-sex" label={t('memberForm.sex')} required error={errors.sex?.message}>
              <FormControl>
                <NativeSelect disabled={busy} {...form.register('sex')}>
                  {SEXES.map((sex) => (
                    <option key={sex} value={sex}>
                      {sexLabel(sex)}
                    </option>
                  ))}
                </NativeSelect>
              </FormControl>
            </FormField>
            <FormField
              id="member-blood_group"
              label={t('memberForm.bloodGroup')}
              error={errors.blood_group?.message}
            >
              <FormControl>
                <NativeSelect disabled={busy} {...form.register('blood_group')}>
                  <option value="">{t('memberForm.bloodGroupNone')}</option>
                  {BLOOD_GROUPS.map((group) => (
                    <option key={group} value={group}>
                      {group}
                    </option>
                  ))}
                </NativeSelect>
              </FormControl>
            </FormField>
          </div>
          <InputField
            label={t('memberForm.abhaNumber')}
            inputMode="numeric"
            placeholder="XX-XXXX-XXXX-XXXX"
            maxLength={20}
            {...field('abha_number')}
          />
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button type="button" variant="outline" disabled={busy} onClick={() => onOpenChange(false)}>
              {t('memberForm.cancel')}
            </Button>
            <Button type="submit" disabled={busy} aria-busy={busy}>
              {busy ? t('memberForm.saving') : member ? t('memberForm.save') : t('memberForm.add')}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
