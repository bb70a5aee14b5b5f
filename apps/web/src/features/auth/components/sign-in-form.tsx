import { useTranslation } from '@/lib/i18n/namespaces/landing';
import { AUTH_MESSAGES, type signInFormSchema, type SignInForm as SignInValues } from '@sehat/shared';
import { lazy, Suspense, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { InputField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { lazyResolver } from '@/lib/lazy-resolver';
import { errorWords } from '@/lib/error-policy';
import { toast } from '@/lib/toast';
import { signIn } from '../api/sign-in';
import { AuthForm } from './auth-form';
import { toastFirstError } from './toast-first-error';
import { messageGroup } from '@/lib/i18n/messages';

const authMessages = messageGroup('auth', AUTH_MESSAGES);

// Only accounts with two-factor sign-in on reach the code step: it loads then.
const TwoFactorStep = lazy(async () => ({ default: (await import('./two-factor-step')).TwoFactorStep }));

const resolver = lazyResolver(() => import('../validation').then((m) => m.signInResolver));

/**
 * Sign In tab (docs/product.md#screens-and-routes, docs/product.md#validation-rules, docs/product.md#messages): Email, Password, 'Sign In' ('Signing In...'
 * while busy) and the 'Forgot Password?' switch. On success the landing's
 * guard (`RedirectIfSignedIn`) sees the new session and goes to the page the
 * patient was sent from, else /dashboard. With two-factor sign-in on, the
 * password is followed by the code step (two-factor-step.tsx).
 */
export function SignInForm({ onForgotPassword }: { onForgotPassword: () => void }) {
  const { t } = useTranslation('landing');
  const [needsCode, setNeedsCode] = useState(false);
  const form = useForm<SignInValues, unknown, z.output<typeof signInFormSchema>>({
    resolver,
    defaultValues: { email: '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      if ((await signIn(values)).needsCode) setNeedsCode(true);
      else toast.success(authMessages.signInSuccess);
    } catch (error) {
      toast.error(authMessages.signInFailedTitle, {
        description: errorWords(error, authMessages.signInFailed),
      });
    }
  }, toastFirstError);

  if (needsCode)
    return (
      <Suspense
        fallback={
          <div className="flex min-h-48 items-center justify-center">
            <Spinner />
          </div>
        }
      >
        <TwoFactorStep
          onBack={() => {
            setNeedsCode(false);
            form.resetField('password');
          }}
        />
      </Suspense>
    );

  return (
    <AuthForm preload={resolver.preload} onSubmit={onSubmit} aria-label={t('signInForm.signIn')}>
      <InputField
        id="sign-in-email"
        label={t('signInForm.email')}
        type="email"
        autoComplete="email"
        inputMode="email"
        placeholder={t('signInForm.youExampleCom')}
        invalid={!!errors.email}
        {...form.register('email')}
      />
      <InputField
        id="sign-in-password"
        label={t('signInForm.password')}
        type="password"
        autoComplete="current-password"
        placeholder={t('signInForm.enterYourPassword')}
        invalid={!!errors.password}
        {...form.register('password')}
      />
      <Button type="submit" className="w-full" disabled={isSubmitting} aria-busy={isSubmitting}>
        {isSubmitting ? t('signInForm.signingIn') : t('signInForm.signIn')}
      </Button>
      <Button
        type="button"
        variant="link"
        className="h-auto justify-self-center p-0"
        onClick={onForgotPassword}
      >
        {t('signInForm.forgotPassword')}
      </Button>
    </AuthForm>
  );
}
