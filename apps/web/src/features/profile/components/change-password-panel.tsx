import { useTranslation } from '@/lib/i18n/namespaces/profile';
import { PROFILE_MESSAGES, canSubmitPasswordChange, type ChangePasswordForm } from '@sehat/shared';
import { useForm, type FieldErrors } from 'react-hook-form';
import { FormControl, FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { lazyResolver, preloadOnFirstUse } from '@/lib/lazy-resolver';
import { toast } from '@/lib/toast';
import { useChangePassword } from '../api/change-password';
import { PasswordInput } from './password-input';
import { fieldErrorText, messageGroup } from '@/lib/i18n/messages';

const profileMessages = messageGroup('profile', PROFILE_MESSAGES);

const resolver = lazyResolver(() => import('../validation').then((m) => m.changePasswordResolver));

const EMPTY: ChangePasswordForm = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** The schema's one message at a time ("New passwords don't match.", then the minimum) as a toast. */
function toastInvalid(errors: FieldErrors<ChangePasswordForm>): void {
  const first = Object.values(errors).find((error) => typeof error?.message === 'string');
  toast.error(
    typeof first?.message === 'string' ? fieldErrorText(first.message) : profileMessages.passwordFailed,
  );
}

/**
 * The change-password panel (docs/product.md#screens-and-routes, docs/product.md#validation-rules, docs/product.md#messages): three password fields with
 * visibility toggles; Update Password enabled once all are filled; "New
 * passwords don't match." and the 6-character minimum as toasts; Cancel
 * clears and closes. The server checks the current password and signs out
 * the patient's other sessions; a refusal is toasted by the error policy.
 */
export function ChangePasswordPanel({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('profile');
  const changePassword = useChangePassword();
  const form = useForm<ChangePasswordForm>({
    resolver,
    defaultValues: EMPTY,
  });
  const { errors } = form.formState;
  const busy = changePassword.isPending;

  function close() {
    form.reset(EMPTY);
    onClose();
  }

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await changePassword.mutateAsync(values);
    } catch {
      return;
    }
    toast.success(profileMessages.passwordUpdated);
    close();
  }, toastInvalid);

  return (
    <form
      {...preloadOnFirstUse(resolver.preload)}
      onSubmit={onSubmit}
      noValidate
      className="grid gap-4 rounded-lg border bg-muted/30 p-4"
    >
      <FormField
        id="current-password"
        label={t('changePasswordPanel.currentPassword')}
        invalid={!!errors.currentPassword}
      >
        <FormControl>
          <PasswordInput
            autoComplete="current-password"
            disabled={busy}
            {...form.register('currentPassword')}
          />
        </FormControl>
      </FormField>
      <FormField
        id="new-password"
        label={t('changePasswordPanel.newPassword')}
        hint={t('changePasswordPanel.atLeast6Characters')}
        invalid={!!errors.newPassword}
      >
        <FormControl>
          <PasswordInput autoComplete="new-password" disabled={busy} {...form.register('newPassword')} />
        </FormControl>
      </FormField>
      <FormField
        id="confirm-password"
        label={t('changePasswordPanel.confirmNewPassword')}
        invalid={!!errors.confirmPassword}
      >
        <FormControl>
          <PasswordInput autoComplete="new-password" disabled={busy} {...form.register('confirmPassword')} />
        </FormControl>
      </FormField>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={close} disabled={busy}>
          {t('changePasswordPanel.cancel')}
        </Button>
        <Button type="submit" disabled={busy || !canSubmitPasswordChange(form.watch())} aria-busy={busy}>
          {busy ? t('changePasswordPanel.updating') : t('changePasswordPanel.updatePassword')}
        </Button>
      </div>
    </form>
  );
}
