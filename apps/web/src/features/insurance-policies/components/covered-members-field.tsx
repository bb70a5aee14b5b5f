import type { PolicyFields, PolicyForm } from '@sehat/shared';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { relationshipLabel } from '@/lib/family-labels';
import { useTranslation } from '@/lib/i18n/namespaces/insurance-policies';
import { useFamily } from '@/lib/queries/get-family';

/**
 * "Members Covered" of the policy form: a checkbox per person of the family (the account's own patient and
 * its family members: docs/decisions/049-patients-apart-from-accounts.md), kept as the comma-separated ids the
 * API reads. None ticked: the patient alone. The server refuses anyone outside the family.
 */
export function CoveredMembersField({
  form,
  disabled,
}: {
  form: UseFormReturn<PolicyForm, unknown, PolicyFields>;
  disabled: boolean;
}) {
  const { t } = useTranslation('insurance-policies');
  const family = useFamily();
  return (
    <fieldset className="grid gap-2 sm:col-span-2" aria-describedby="policy-members-hint">
      <legend className="text-sm font-medium">{t('form.members')}</legend>
      <p id="policy-members-hint" className="text-sm text-muted-foreground">
        {t('form.membersHint')}
      </p>
      <Controller
        control={form.control}
        name="member_ids"
        render={({ field }) => {
          const chosen = new Set(field.value.split(',').filter(Boolean));
          return (
            <div className="flex flex-wrap gap-x-5 gap-y-2">
              {(family.data?.items ?? []).map((person) => (
                <label key={person.id} className="flex min-h-11 items-center gap-2 text-sm">
                  <input
                    type="checkbox"
                    className="size-4"
                    disabled={disabled}
                    checked={chosen.has(person.id)}
                    onChange={(event) => {
                      if (event.target.checked) chosen.add(person.id);
                      else chosen.delete(person.id);
                      field.onChange([...chosen].join(','));
                    }}
                  />
                  {person.name} · {relationshipLabel(person.relationship)}
                </label>
              ))}
            </div>
          );
        }}
      />
      {form.formState.errors.member_ids?.message && (
        <p className="text-sm text-destructive" role="alert">
          {t('form.membersInvalid')}
        </p>
      )}
    </fieldset>
  );
}
