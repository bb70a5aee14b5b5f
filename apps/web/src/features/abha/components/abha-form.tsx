import { useTranslation } from '@/lib/i18n/namespaces/abha';
import {
  ABHA_MESSAGES,
  formatAbhaNumber,
  type Abha,
  type AbhaForm as AbhaFormValues,
  type UpdateAbhaRequest,
} from '@sehat/shared';
import { useForm } from 'react-hook-form';
import { InputField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { lazyResolver, preloadOnFirstUse } from '@/lib/lazy-resolver';
import { toast } from '@/lib/toast';
import { useUpdateAbha } from '../api/update-abha';
import { fieldErrorText, messageGroup } from '@/lib/i18n/messages';

const M = messageGroup('abha', ABHA_MESSAGES);

const resolver = lazyResolver(() => import('../validation').then((m) => m.abhaResolver));

const toForm = (abha: Abha) => ({
  abha_number: abha.abha_number ? formatAbhaNumber(abha.abha_number) : '',
  abha_address: abha.abha_address ?? '',
});

/**
 * The ABHA number (14 digits, typed with or without hyphens) and ABHA address
 * (`name@abdm` / `name@sbx`), checked with the API's schema; blank clears.
 */
export function AbhaForm({ abha }: { abha: Abha }) {
  const { t } = useTranslation('abha');
  const save = useUpdateAbha();
  const form = useForm<AbhaFormValues, unknown, UpdateAbhaRequest>({
    resolver,
    defaultValues: toForm(abha),
  });
  const { errors } = form.formState;
  const busy = save.isPending;

  const onSubmit = form.handleSubmit(async (body) => {
    let saved: Abha;
    try {
      saved = await save.mutateAsync(body);
    } catch {
      return; // toasted by the error policy
    }
    form.reset(toForm(saved));
    toast.success(M.saved);
  });

  return (
    <form {...preloadOnFirstUse(resolver.preload)} onSubmit={onSubmit} noValidate className="grid gap-4">
      <InputField
        id="abha-number"
        label={t('abhaForm.abhaNumber')}
        inputMode="numeric"
        autoComplete="off"
        placeholder={t('abhaForm.xxXxxxXxxxXxxx')}
        hint={t('abhaForm.n14DigitsAsOnYour')}
        maxLength={20}
        disabled={busy}
        error={errors.abha_number?.message}
        {...form.register('abha_number')}
      />
      <InputField
        id="abha-address"
        label={t('abhaForm.abhaAddress')}
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        placeholder={t('abhaForm.yournameAbdm')}
        hint={t('abhaForm.endsInAbdmOrSbx')}
        maxLength={64}
        disabled={busy}
        error={errors.abha_address?.message}
        {...form.register('abha_address')}
      />
      {errors.root?.message && (
        <p role="alert" className="text-sm text-destructive">
          {fieldErrorText(errors.root.message)}
        </p>
      )}
      <div className="flex justify-end">
        <Button type="submit" disabled={busy} aria-busy={busy}>
          {busy ? t('abhaForm.saving') : t('abhaForm.saveAbhaDetails')}
        </Button>
      </div>
    </form>
  );
}
