import { useTranslation } from '@/lib/i18n/namespaces/claims';
import {
  CLAIM_MESSAGES,
  CLAIM_TYPES,
  claimFormToFields,
  formatClaimType,
  OTHER_HOSPITAL_VALUE,
  type Claim,
  type ClaimForm,
  type CreateClaimFields,
} from '@sehat/shared';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { FormControl, FormField, InputField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { ApiError } from '@/lib/api-client';
import { lazyResolver, preloadOnFirstUse } from '@/lib/lazy-resolver';
import { toast } from '@/lib/toast';
import { isTooLarge, useCreateClaim } from '../api/create-claim';
import { useUpdateClaim } from '../api/update-claim';
import { ClaimPlaceFields } from './claim-place-fields';
import { ClaimPolicyField } from './claim-policy-field';
import { ReceiptField } from './receipt-field';
import { patientToday } from '@/lib/patient-today';
import { messageGroup } from '@/lib/i18n/messages';

const claimsMessages = messageGroup('claims', CLAIM_MESSAGES);

const EMPTY: ClaimForm = {
  claim_type: '',
  state: '',
  city: '',
  hospital_choice: '',
  hospital_other: '',
  amount: '',
  claim_date: '',
  policy_number: '',
  diagnosis: '',
  treatment_details: '',
  description: '',
  policy_id: '',
};

/** The shared rules plus the date rule the server applies (../validation.ts), loaded on first use. */
const resolver = lazyResolver(() => import('../validation').then((m) => m.claimResolver));

/** A filed claim as the form's values; its hospital is typed under 'Other (Type below)'. */
function toFormValues(claim: Claim): ClaimForm {
  return {
    claim_type: claim.claim_type,
    state: claim.state ?? '',
    city: claim.city ?? '',
    hospital_choice: OTHER_HOSPITAL_VALUE,
    hospital_other: claim.hospital_name,
    amount: claim.amount.toFixed(2),
    claim_date: claim.claim_date,
    policy_number: claim.policy_number ?? '',
    diagnosis: claim.diagnosis ?? '',
    treatment_details: claim.treatment_details ?? '',
    description: claim.description ?? '',
    policy_id: claim.policy_id ?? '',
  };
}

/**
 * The add-claim form (docs/product.md#add-claim, docs/product.md#claim-form, docs/product.md#claim-messages):
 * checked with the server's own rules, sent as multipart with the optional
 * receipt; 'Submitting...' while busy; success goes to /insurance-claims.
 * A refusal is toasted by the mutation's error policy; a receipt the server
 * finds too large (413) is also cleared, input included. With `claim` (a
 * pending one) it edits: the fields are sent as JSON, the receipt stays as
 * filed, and success returns to the claim. A future date refused by the server
 * shows under Claim Date.
 */
export function AddClaimForm({ claim }: { claim?: Claim }) {
  const { t } = useTranslation('claims');
  const navigate = useNavigate();
  const addClaim = useCreateClaim();
  const editClaim = useUpdateClaim(claim?.id ?? '');
  const [receipt, setReceipt] = useState<File | null>(null);
  // Bumped to remount the receipt input, so the browser's own file-name label clears too.
  const [receiptKey, setReceiptKey] = useState(0);
  const form = useForm<ClaimForm, unknown, CreateClaimFields>({
    resolver,
    defaultValues: claim ? toFormValues(claim) : EMPTY,
  });
  const { control, register, formState } = form;
  const errors = formState.errors;
  const busy = addClaim.isPending || editClaim.isPending;
  const back = claim ? `/insurance-claim/${claim.id}` : '/insurance-claims';

  function showServerDateError(error: unknown) {
    if (error instanceof ApiError && error.key === claimsMessages.futureClaimDate.key)
      form.setError('claim_date', { message: error.key }, { shouldFocus: true });
  }

  const onSubmit = form.handleSubmit(async () => {
    if (claim) {
      try {
        await editClaim.mutateAsync(claimFormToFields(form.getValues()));
      } catch (error) {
        showServerDateError(error);
        return;
      }
      toast.success(claimsMessages.updated);
      await navigate(back);
      return;
    }
    const body = new FormData();
    for (const [key, value] of Object.entries(claimFormToFields(form.getValues()))) body.append(key, value);
    if (receipt) body.append('receipt', receipt);
    try {
      await addClaim.mutateAsync(body);
    } catch (error) {
      showServerDateError(error);
      if (isTooLarge(error)) {
        setReceipt(null);
        setReceiptKey((key) => key + 1);
      }
      return;
    }
    toast.success(claimsMessages.added);
    await navigate('/insurance-claims');
  });

  return (
    <form
      {...preloadOnFirstUse(resolver.preload)}
      onSubmit={onSubmit}
      noValidate
      className="grid gap-5 sm:grid-cols-2"
      aria-busy={busy}
    >
      <FormField
        id="claim-type"
        label={t('addClaimForm.claimType')}
        required
        error={errors.claim_type?.message}
      >
        <Controller
          control={control}
          name="claim_type"
          render={({ field }) => (
            <Select value={field.value} disabled={busy} onValueChange={field.onChange}>
              <FormControl>
                <SelectTrigger aria-required="true" ref={field.ref} onBlur={field.onBlur} className="w-full">
                  <SelectValue placeholder={t('addClaimForm.selectClaimType')} />
                </SelectTrigger>
              </FormControl>
              <SelectContent>
                {CLAIM_TYPES.map((type) => (
                  <SelectItem key={type} value={type}>
                    {formatClaimType(type)}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          )}
        />
      </FormField>

      <ClaimPlaceFields form={form} disabled={busy} />

      <InputField
        id="claim-amount"
        label={t('addClaimForm.claimAmount')}
        required
        error={errors.amount?.message}
        aria-required="true"
        type="number"
        inputMode="decimal"
        step="0.01"
        min="0.01"
        placeholder="0.00"
        disabled={busy}
        {...register('amount')}
      />

      <InputField
        id="claim-date"
        label={t('addClaimForm.claimDate')}
        required
        error={errors.claim_date?.message}
        aria-required="true"
        type="date"
        max={patientToday()}
        disabled={busy}
        {...register('claim_date')}
      />

      <InputField
        id="claim-policy"
        label={t('addClaimForm.policyNumber')}
        error={errors.policy_number?.message}
        maxLength={100}
        disabled={busy}
        placeholder={t('addClaimForm.optional')}
        {...register('policy_number')}
      />

      <ClaimPolicyField form={form} disabled={busy} />

      <div className="sm:col-span-2">
        <FormField id="claim-diagnosis" label={t('addClaimForm.diagnosis')} error={errors.diagnosis?.message}>
          <FormControl>
            <Textarea rows={3} disabled={busy} {...register('diagnosis')} />
          </FormControl>
        </FormField>
      </div>
      <div className="sm:col-span-2">
        <FormField
          id="claim-treatment"
          label={t('addClaimForm.treatmentDetails')}
          error={errors.treatment_details?.message}
        >
          <FormControl>
            <Textarea rows={3} disabled={busy} {...register('treatment_details')} />
          </FormControl>
        </FormField>
      </div>
      <div className="sm:col-span-2">
        <FormField
          id="claim-notes"
          label={t('addClaimForm.additionalNotes')}
          error={errors.description?.message}
        >
          <FormControl>
            <Textarea rows={3} disabled={busy} {...register('description')} />
          </FormControl>
        </FormField>
      </div>

      {!claim && (
        <div className="sm:col-span-2">
          <ReceiptField key={receiptKey} file={receipt} onChange={setReceipt} disabled={busy} />
        </div>
      )}

      <div className="flex flex-col-reverse gap-2 sm:col-span-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" disabled={busy} onClick={() => void navigate(back)}>
          {t('addClaimForm.cancel')}
        </Button>
        <Button type="submit" disabled={busy} aria-busy={busy}>
          {claim
            ? busy
              ? t('addClaimForm.saving')
              : t('addClaimForm.saveChanges')
            : busy
              ? t('addClaimForm.submitting')
              : t('addClaimForm.submitClaim')}
        </Button>
      </div>
    </form>
  );
}
