import { useTranslation } from '@/lib/i18n/namespaces/landing';
import { AUTH_MESSAGES, type TwoFactorCodeForm } from '@sehat/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { InputField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { AuthCallError } from '@/lib/auth-call';
import { lazyResolver } from '@/lib/lazy-resolver';
import { errorWords } from '@/lib/error-policy';
import { toast } from '@/lib/toast';
import { verifySignInCode } from '../api/verify-two-factor';
import { AuthForm } from './auth-form';
import { messageGroup } from '@/lib/i18n/messages';

const authMessages = messageGroup('auth', AUTH_MESSAGES);

/** The pending sign-in has ended (10 minutes, or 5 wrong codes): the password must be given again. */
const CHALLENGE_ENDED = new Set(['INVALID_TWO_FACTOR_COOKIE', 'TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE']);

const resolvers = {
  totp: lazyResolver(() => import('../validation').then((m) => m.twoFactorCodeResolver)),
  backup: lazyResolver(() => import('../validation').then((m) => m.twoFactorBackupCodeResolver)),
};

/**
 * The second step of signing in with two-factor on (docs/decisions/027-two-factor-sign-in.md): the 6-digit code from the
 * authenticator app, or "Use a backup code" (each works once). On success the session loads and the landing's
 * guard goes on to the dashboard. "Back to sign in" (or a sign-in that expired) returns to the password.
 */
export function TwoFactorStep({ onBack }: { onBack: () => void }) {
  const { t } = useTranslation('landing');
  const [kind, setKind] = useState<'totp' | 'backup'>('totp');
  const form = useForm<TwoFactorCodeForm, unknown, { code: string }>({
    resolver: resolvers[kind],
    defaultValues: { code: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ code }) => {
    try {
      await verifySignInCode(kind, code);
      toast.success(authMessages.signInSuccess);
    } catch (error) {
      toast.error(authMessages.signInFailedTitle, {
        description: errorWords(error, authMessages.signInFailed),
      });
      if (error instanceof AuthCallError && error.code && CHALLENGE_ENDED.has(error.code)) onBack();
      else form.setFocus('code');
    }
  });

  function switchKind() {
    setKind((current) => (current === 'totp' ? 'backup' : 'totp'));
    form.reset({ code: '' });
  }

  const totp = kind === 'totp';
  return (
    <AuthForm
      preload={resolvers[kind].preload}
      onSubmit={onSubmit}
      aria-label={t('twoFactorStep.twoFactorSignIn')}
    >
      <p className="text-sm text-muted-foreground">
        {totp ? t('twoFactorStep.enterThe6DigitCode') : t('twoFactorStep.enterOneOfTheBackup')}
      </p>
      <InputField
        key={kind}
        id="sign-in-code"
        label={totp ? t('twoFactorStep.authenticationCode') : t('twoFactorStep.backupCode')}
        autoComplete="one-time-code"
        inputMode={totp ? 'numeric' : 'text'}
        autoFocus
        required
        error={errors.code?.message}
        {...form.register('code')}
      />
      <Button type="submit" className="w-full" disabled={isSubmitting} aria-busy={isSubmitting}>
        {isSubmitting ? t('twoFactorStep.verifying') : t('twoFactorStep.verify')}
      </Button>
      <div className="flex flex-wrap justify-between gap-2">
        <Button type="button" variant="link" className="h-auto p-0" onClick={switchKind}>
          {totp ? t('twoFactorStep.useABackupCode') : t('twoFactorStep.useTheCodeFromYour')}
        </Button>
        <Button type="button" variant="link" className="h-auto p-0" onClick={onBack}>
          {t('twoFactorStep.backToSignIn')}
        </Button>
      </div>
    </AuthForm>
  );
}
