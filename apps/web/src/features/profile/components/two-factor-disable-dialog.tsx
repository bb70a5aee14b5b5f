import { useTranslation } from '@/lib/i18n/namespaces/profile';
import { TWO_FACTOR_MESSAGES, type TwoFactorDisableForm } from '@sehat/shared';
import { useForm } from 'react-hook-form';
import { CodeField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { lazyResolver, preloadOnFirstUse } from '@/lib/lazy-resolver';
import { toast } from '@/lib/toast';
import { useDisableTwoFactor } from '../api/disable-two-factor';
import { CurrentPasswordField } from './password-input';
import { messageGroup } from '@/lib/i18n/messages';

const twoFactorMessages = messageGroup('twoFactor', TWO_FACTOR_MESSAGES);

const resolver = lazyResolver(() => import('../validation').then((m) => m.twoFactorDisableResolver));

/** Turning two-factor sign-in off (docs/decisions/027-two-factor-sign-in.md): the password AND a current code from the app. */
export function TwoFactorDisableDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation('profile');
  const disable = useDisableTwoFactor();
  const form = useForm<TwoFactorDisableForm, unknown, TwoFactorDisableForm>({
    resolver,
    defaultValues: { password: '', code: '' },
  });
  const busy = disable.isPending;
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (body) => {
    try {
      await disable.mutateAsync(body);
    } catch {
      return; // toasted by the error policy
    }
    toast.success(twoFactorMessages.disabled);
    onOpenChange(false);
    form.reset();
  });

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (busy) return;
        onOpenChange(next);
        if (!next) form.reset();
      }}
    >
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('twoFactorDisableDialog.title')}</DialogTitle>
          <DialogDescription>{t('twoFactorDisableDialog.signInsWillAskOnly')}</DialogDescription>
        </DialogHeader>
        <form {...preloadOnFirstUse(resolver.preload)} onSubmit={onSubmit} noValidate className="grid gap-4">
          <CurrentPasswordField
            id="two-factor-off-password"
            disabled={busy}
            error={errors.password?.message}
            {...form.register('password')}
          />
          <CodeField
            id="two-factor-off-code"
            label={t('twoFactorDisableDialog.n6DigitCode')}
            required
            disabled={busy}
            error={errors.code?.message}
            {...form.register('code')}
          />
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button type="button" variant="outline" disabled={busy} onClick={() => onOpenChange(false)}>
              {t('twoFactorDisableDialog.cancel')}
            </Button>
            <Button type="submit" variant="destructive" disabled={busy} aria-busy={busy}>
              {busy ? t('twoFactorDisableDialog.turningOff') : t('twoFactorDisableDialog.turnOff')}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
