import { zodResolver } from '@hookform/resolvers/zod';
import {
  CLAIM_MESSAGES,
  CLAIM_TYPES,
  claimFormToFields,
  claimFormToFieldsSchema,
  formatClaimType,
  type ClaimForm,
  type CreateClaimFields,
} from '@sehat/shared';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { ApiError } from '@/lib/api-client';
import { useAddClaim } from '../api/claims';
import { ClaimPlaceFields } from './claim-place-fields';
import { FormRow, describedBy } from '@/components/form-row';
import { ReceiptField } from './receipt-field';

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
};

/**
 * The add-claim form (spec §2 "Add claim", §5 "Claim form", §8 "Claims"):
 * checked with the server's own rules, sent as multipart with the optional
 * receipt; 'Submitting...' while busy; success goes to /insurance-claims.
 * A receipt the server finds too large (413) is cleared, input included; the
 * server's reason for a 400 or 415 is the toast's description.
 */
export function AddClaimForm() {
  const navigate = useNavigate();
  const addClaim = useAddClaim();
  const [receipt, setReceipt] = useState<File | null>(null);
  // Bumped to remount the receipt input, so the browser's own file-name label clears too.
  const [receiptKey, setReceiptKey] = useState(0);
  const form = useForm<ClaimForm, unknown, CreateClaimFields>({
    resolver: zodResolver(claimFormToFieldsSchema),
    defaultValues: EMPTY,
  });
  const { control, register, formState } = form;
  const errors = formState.errors;
  const busy = addClaim.isPending;

  const onSubmit = form.handleSubmit(async () => {
    const body = new FormData();
    for (const [key, value] of Object.entries(claimFormToFields(form.getValues()))) body.append(key, value);
    if (receipt) body.append('receipt', receipt);
    try {
      await addClaim.mutateAsync(body);
      toast.success(CLAIM_MESSAGES.added);
      await navigate('/insurance-claims');
    } catch (error) {
      if (error instanceof ApiError && error.status === 413) {
        toast.error(CLAIM_MESSAGES.fileTooLarge);
        setReceipt(null);
        setReceiptKey((key) => key + 1);
        return;
      }
      const detail =
        error instanceof ApiError && (error.status === 400 || error.status === 415)
          ? error.message
          : undefined;
      toast.error(CLAIM_MESSAGES.addFailed, detail ? { description: detail } : undefined);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5 sm:grid-cols-2" aria-busy={busy}>
      <FormRow id="claim-type" label="Claim Type" required error={errors.claim_type?.message}>
        <Controller
          control={control}
          name="claim_type"
          render={({ field }) => (
            <Select value={field.value} disabled={busy} onValueChange={field.onChange}>
              <SelectTrigger
                id="claim-type"
                aria-required="true"
                ref={field.ref}
                onBlur={field.onBlur}
                aria-invalid={!!errors.claim_type || undefined}
                aria-describedby={describedBy('claim-type', errors.claim_type?.message)}
                className="w-full"
              >
                <SelectValue placeholder="Select claim type" />
              </SelectTrigger>
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
      </FormRow>

      <ClaimPlaceFields form={form} disabled={busy} />

      <FormRow id="claim-amount" label="Claim Amount (₹)" required error={errors.amount?.message}>
        <Input
          id="claim-amount"
          aria-required="true"
          type="number"
          inputMode="decimal"
          step="0.01"
          min="0.01"
          placeholder="0.00"
          disabled={busy}
          aria-invalid={!!errors.amount || undefined}
          aria-describedby={describedBy('claim-amount', errors.amount?.message)}
          {...register('amount')}
        />
      </FormRow>

      <FormRow id="claim-date" label="Claim Date" required error={errors.claim_date?.message}>
        <Input
          id="claim-date"
          aria-required="true"
          type="date"
          disabled={busy}
          aria-invalid={!!errors.claim_date || undefined}
          aria-describedby={describedBy('claim-date', errors.claim_date?.message)}
          {...register('claim_date')}
        />
      </FormRow>

      <FormRow id="claim-policy" label="Policy Number" error={errors.policy_number?.message}>
        <Input
          id="claim-policy"
          maxLength={100}
          disabled={busy}
          placeholder="Optional"
          {...register('policy_number')}
        />
      </FormRow>

      <div className="sm:col-span-2">
        <FormRow id="claim-diagnosis" label="Diagnosis" error={errors.diagnosis?.message}>
          <Textarea id="claim-diagnosis" rows={3} disabled={busy} {...register('diagnosis')} />
        </FormRow>
      </div>
      <div className="sm:col-span-2">
        <FormRow id="claim-treatment" label="Treatment Details" error={errors.treatment_details?.message}>
          <Textarea id="claim-treatment" rows={3} disabled={busy} {...register('treatment_details')} />
        </FormRow>
      </div>
      <div className="sm:col-span-2">
        <FormRow id="claim-notes" label="Additional Notes" error={errors.description?.message}>
          <Textarea id="claim-notes" rows={3} disabled={busy} {...register('description')} />
        </FormRow>
      </div>

      <div className="sm:col-span-2">
        <ReceiptField key={receiptKey} file={receipt} onChange={setReceipt} disabled={busy} />
      </div>

      <div className="flex flex-col-reverse gap-2 sm:col-span-2 sm:flex-row sm:justify-end">
        <Button
          type="button"
          variant="outline"
          disabled={busy}
          onClick={() => void navigate('/insurance-claims')}
        >
          Cancel
        </Button>
        <Button type="submit" disabled={busy} aria-busy={busy}>
          {busy ? 'Submitting...' : 'Submit Claim'}
        </Button>
      </div>
    </form>
  );
}
