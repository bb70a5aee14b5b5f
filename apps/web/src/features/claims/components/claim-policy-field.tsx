import { type ClaimForm, type CreateClaimFields } from '@sehat/shared';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { FormControl, FormField } from '@/components/form-field';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { usePolicies } from '@/lib/queries/get-insurance-policies';
import { useTranslation } from '@/lib/i18n/namespaces/claims';

/** The select's value for "no policy" (a select item cannot have the empty value). */
const NO_POLICY = '__none__';

/**
 * "Insurance Policy" of the claim form (docs/decisions/053-insurance-policies.md): one of the patient's policy
 * periods, or none. The server refuses a policy that is not the patient's.
 */
export function ClaimPolicyField({
  form,
  disabled,
}: {
  form: UseFormReturn<ClaimForm, unknown, CreateClaimFields>;
  disabled: boolean;
}) {
  const { t } = useTranslation('claims');
  const policies = usePolicies();
  return (
    <FormField
      id="claim-policy-id"
      label={t('addClaimForm.insurancePolicy')}
      error={form.formState.errors.policy_id?.message}
    >
      <Controller
        control={form.control}
        name="policy_id"
        render={({ field }) => (
          <Select
            value={field.value || NO_POLICY}
            disabled={disabled}
            onValueChange={(value) => field.onChange(value === NO_POLICY ? '' : value)}
          >
            <FormControl>
              <SelectTrigger ref={field.ref} onBlur={field.onBlur} className="w-full">
                <SelectValue />
              </SelectTrigger>
            </FormControl>
            <SelectContent>
              <SelectItem value={NO_POLICY}>{t('addClaimForm.noPolicy')}</SelectItem>
              {(policies.data?.items ?? []).map((policy) => (
                <SelectItem key={policy.id} value={policy.id}>
                  {policy.insurer_name} · {policy.policy_number}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        )}
      />
    </FormField>
  );
}
