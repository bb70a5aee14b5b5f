import {
  PROFILE_MESSAGES,
  canSubmitPasswordChange,
  changePasswordFormSchema,
  type ChangePasswordForm,
} from '@sehat/shared';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { toast } from '@/lib/toast';
import { FormRow } from '@/components/form-row';
import { Button } from '@/components/ui/button';
import { useChangePassword } from '../api/change-password';
import { PasswordInput } from './password-input';

const EMPTY: ChangePasswordForm = { currentPassword: '', newPassword: '', confirmPassword: '' };

/**
 * The change-password panel (spec §2, §5, §8): three password fields with
 * visibility toggles; Update Password enabled once all are filled; "New
 * passwords don't match." and the 6-character minimum as toasts; Cancel
 * clears and closes. The server checks the current password and signs out
 * the patient's other sessions.
 */
export function ChangePasswordPanel({ onClose }: { onClose: () => void }) {
  const [values, setValues] = useState<ChangePasswordForm>(EMPTY);
  const changePassword = useChangePassword();
  const busy = changePassword.isPending;

  const set = (key: keyof ChangePasswordForm) => (event: ChangeEvent<HTMLInputElement>) =>
    setValues((current) => ({ ...current, [key]: event.target.value }));

  function close() {
    setValues(EMPTY);
    onClose();
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = changePasswordFormSchema.safeParse(values);
    if (!parsed.success) {
      toast.error(parsed.error.issues[0]?.message ?? PROFILE_MESSAGES.passwordFailed);
      return;
    }
    try {
      await changePassword.mutateAsync(parsed.data);
      toast.success(PROFILE_MESSAGES.passwordUpdated);
      close();
    } catch (error) {
      const message = error instanceof Error ? error.message : '';
      toast.error(
        PROFILE_MESSAGES.passwordFailed,
        message && message !== PROFILE_MESSAGES.passwordFailed ? { description: message } : undefined,
      );
    }
  }

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      className="grid gap-4 rounded-lg border bg-muted/30 p-4"
    >
      <FormRow id="current-password" label="Current Password">
        <PasswordInput
          id="current-password"
          autoComplete="current-password"
          value={values.currentPassword}
          onChange={set('currentPassword')}
          disabled={busy}
        />
      </FormRow>
      <FormRow id="new-password" label="New Password" hint="At least 6 characters">
        <PasswordInput
          id="new-password"
          autoComplete="new-password"
          aria-describedby="new-password-hint"
          value={values.newPassword}
          onChange={set('newPassword')}
          disabled={busy}
        />
      </FormRow>
      <FormRow id="confirm-password" label="Confirm New Password">
        <PasswordInput
          id="confirm-password"
          autoComplete="new-password"
          value={values.confirmPassword}
          onChange={set('confirmPassword')}
          disabled={busy}
        />
      </FormRow>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={close} disabled={busy}>
          Cancel
        </Button>
        <Button type="submit" disabled={busy || !canSubmitPasswordChange(values)} aria-busy={busy}>
          {busy ? 'Updating...' : 'Update Password'}
        </Button>
      </div>
    </form>
  );
}
