import {
  INSURANCE_POLICY_MESSAGES,
  INSURERS,
  OTHER_PAYER,
  POLICY_LIMITS,
  POLICY_TYPES,
  RECEIPT_ACCEPT,
  TPAS,
  nextPolicyPeriod,
  type InsurancePolicy,
  type PolicyFields,
  type PolicyForm,
} from '@sehat/shared';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { FormControl, FormField, InputField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { messageGroup } from '@/lib/i18n/messages';
import { useTranslation } from '@/lib/i18n/namespaces/insurance-policies';
import { lazyResolver, preloadOnFirstUse } from '@/lib/lazy-resolver';
import { toast } from '@/lib/toast';
import { useSavePolicy } from '../api/policies-api';
import { CoveredMembersField } from './covered-members-field';

const policyMessages = messageGroup('insurancePolicies', INSURANCE_POLICY_MESSAGES);

const EMPTY: PolicyForm = {
  insurer: '',
  insurer_other: '',
  tpa: '',
  tpa_other: '',
  policy_number: '',
  plan_name: '',
  policy_type: '',
  sum_insured: '',
  start_date: '',
  end_date: '',
  member_ids: '',
  insurer_helpline: '',
  tpa_helpline: '',
};

const resolver = lazyResolver(() => import('../validation').then((m) => m.policyResolver));

/** A stored period as the form's values; renewing proposes the next period's dates. */
function toFormValues(policy: InsurancePolicy, renew: boolean): PolicyForm {
  const period = renew ? nextPolicyPeriod(policy) : policy;
  return {
    insurer: policy.insurer,
    insurer_other: policy.insurer_other ?? '',
    tpa: policy.tpa ?? '',
    tpa_other: policy.tpa_other ?? '',
    policy_number: policy.policy_number,
    plan_name: policy.plan_name ?? '',
    policy_type: policy.policy_type,
    sum_insured: String(policy.sum_insured),
    start_date: period.start_date,
    end_date: period.end_date,
    member_ids: policy.members.map((m) => m.id).join(','),
    insurer_helpline: policy.insurer_helpline ?? '',
    tpa_helpline: policy.tpa_helpline ?? '',
  };
}

type Mode = { kind: 'add' } | { kind: 'edit' | 'renew'; policy: InsurancePolicy };

/**
 * The policy form (docs/decisions/053-insurance-policies.md): insurer and TPA from IRDAI's lists or Other,
 * policy number, plan, type, sum insured in ₹, period, who is covered (the family), helplines and the
 * e-card. Checked with the API's own schema; sent as multipart; success opens the saved period.
 */
export function PolicyForm({ mode }: { mode: Mode }) {
  const { t } = useTranslation('insurance-policies');
  const navigate = useNavigate();
  const save = useSavePolicy(mode.kind === 'add' ? mode : { kind: mode.kind, id: mode.policy.id });
  const [eCard, setECard] = useState<File | null>(null);
  const form = useForm<PolicyForm, unknown, PolicyFields>({
    resolver,
    defaultValues: mode.kind === 'add' ? EMPTY : toFormValues(mode.policy, mode.kind === 'renew'),
  });
  const { control, register, formState, watch } = form;
  const errors = formState.errors;
  const busy = save.isPending;
  const back = mode.kind === 'add' ? '/insurance-policy' : `/insurance-policy/${mode.policy.id}`;

  const onSubmit = form.handleSubmit(async () => {
    const body = new FormData();
    for (const [key, value] of Object.entries(form.getValues())) body.append(key, value);
    if (eCard) body.append('e_card', eCard);
    let saved: InsurancePolicy;
    try {
      saved = await save.mutateAsync(body);
    } catch {
      return;
    }
    toast.success(
      mode.kind === 'add'
        ? policyMessages.added
        : mode.kind === 'renew'
          ? policyMessages.renewed
          : policyMessages.saved,
    );
    await navigate(`/insurance-policy/${saved.id}`);
  });

  const choice = (
    name: 'insurer' | 'tpa' | 'policy_type',
    id: string,
    options: [string, string][],
    required: boolean,
  ) => (
    <FormField id={id} label={t(`form.${name}`)} required={required} error={errors[name]?.message}>
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <Select value={field.value} disabled={busy} onValueChange={field.onChange}>
            <FormControl>
              <SelectTrigger
                aria-required={required || undefined}
                ref={field.ref}
                onBlur={field.onBlur}
                className="w-full min-w-0"
              >
                <SelectValue placeholder={t('form.choose')} />
              </SelectTrigger>
            </FormControl>
            <SelectContent>
              {options.map(([value, label]) => (
                <SelectItem key={value} value={value}>
                  {label}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        )}
      />
    </FormField>
  );

  const payers = (list: Readonly<Record<string, string>>): [string, string][] => [
    ...Object.entries(list),
    [OTHER_PAYER, t('form.other')],
  ];

  return (
    <form
      {...preloadOnFirstUse(resolver.preload)}
      onSubmit={onSubmit}
      noValidate
      className="grid grid-cols-[minmax(0,1fr)] gap-5 sm:grid-cols-2"
      aria-busy={busy}
    >
      {choice('insurer', 'policy-insurer', payers(INSURERS), true)}
      {watch('insurer') === OTHER_PAYER ? (
        <InputField
          id="policy-insurer-other"
          label={t('form.insurer_other')}
          required
          error={errors.insurer_other?.message}
          maxLength={POLICY_LIMITS.otherName}
          disabled={busy}
          {...register('insurer_other')}
        />
      ) : (
        <div className="hidden sm:block" />
      )}
      {choice('tpa', 'policy-tpa', payers(TPAS), false)}
      {watch('tpa') === OTHER_PAYER ? (
        <InputField
          id="policy-tpa-other"
          label={t('form.tpa_other')}
          required
          error={errors.tpa_other?.message}
          maxLength={POLICY_LIMITS.otherName}
          disabled={busy}
          {...register('tpa_other')}
        />
      ) : (
        <div className="hidden sm:block" />
      )}
      <InputField
        id="policy-number"
        label={t('form.policy_number')}
        required
        aria-required="true"
        error={errors.policy_number?.message}
        maxLength={POLICY_LIMITS.policyNumber}
        disabled={busy}
        {...register('policy_number')}
      />
      <InputField
        id="policy-plan"
        label={t('form.plan_name')}
        error={errors.plan_name?.message}
        maxLength={POLICY_LIMITS.planName}
        placeholder={t('form.optional')}
        disabled={busy}
        {...register('plan_name')}
      />
      {choice(
        'policy_type',
        'policy-type',
        POLICY_TYPES.map((type) => [type, t(`types.${type}`)]),
        true,
      )}
      <InputField
        id="policy-sum-insured"
        label={t('form.sum_insured')}
        hint={t('form.sumInsuredHint')}
        required
        aria-required="true"
        error={errors.sum_insured?.message}
        inputMode="numeric"
        disabled={busy}
        {...register('sum_insured')}
      />
      <InputField
        id="policy-start"
        label={t('form.start_date')}
        required
        aria-required="true"
        type="date"
        error={errors.start_date?.message}
        disabled={busy}
        {...register('start_date')}
      />
      <InputField
        id="policy-end"
        label={t('form.end_date')}
        required
        aria-required="true"
        type="date"
        error={errors.end_date?.message}
        disabled={busy}
        {...register('end_date')}
      />
      <InputField
        id="policy-insurer-helpline"
        label={t('form.insurer_helpline')}
        type="tel"
        error={errors.insurer_helpline?.message}
        placeholder={t('form.optional')}
        disabled={busy}
        {...register('insurer_helpline')}
      />
      <InputField
        id="policy-tpa-helpline"
        label={t('form.tpa_helpline')}
        type="tel"
        error={errors.tpa_helpline?.message}
        placeholder={t('form.optional')}
        disabled={busy}
        {...register('tpa_helpline')}
      />
      <CoveredMembersField form={form} disabled={busy} />
      <div className="sm:col-span-2">
        <FormField id="policy-e-card" label={t('form.eCard')} hint={t('form.eCardHint')}>
          <FormControl>
            <Input
              type="file"
              accept={RECEIPT_ACCEPT}
              disabled={busy}
              className="cursor-pointer file:mr-3 file:cursor-pointer file:rounded file:border-0 file:bg-secondary file:px-2 file:text-sm file:font-medium"
              onChange={(event) => setECard(event.target.files?.[0] ?? null)}
            />
          </FormControl>
        </FormField>
      </div>
      <div className="flex flex-col-reverse gap-2 sm:col-span-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" disabled={busy} onClick={() => void navigate(back)}>
          {t('form.cancel')}
        </Button>
        <Button type="submit" disabled={busy} aria-busy={busy}>
          {busy ? t('form.saving') : t(`form.submit.${mode.kind}`)}
        </Button>
      </div>
    </form>
  );
}
