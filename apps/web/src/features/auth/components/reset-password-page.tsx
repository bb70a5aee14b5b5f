import { useTranslation } from '@/lib/i18n/namespaces/landing';
import {
  AUTH_MESSAGES,
  type resetPasswordFormSchema,
  type ResetPasswordForm as ResetValues,
  GENERAL_MESSAGES,
} from '@sehat/shared';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { Logo } from '@/components/logo';
import { InputField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { AuthCallError } from '@/lib/auth-call';
import { lazyResolver } from '@/lib/lazy-resolver';
import { errorWords } from '@/lib/error-policy';
import { toast } from '@/lib/toast';
import { resetPassword } from '../api/reset-password';
import { AuthForm } from './auth-form';
import { toastFirstError } from './toast-first-error';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { messageGroup } from '@/lib/i18n/messages';

const authMessages = messageGroup('auth', AUTH_MESSAGES);
const generalMessages = messageGroup('general', GENERAL_MESSAGES);

const resolver = lazyResolver(() => import('../validation').then((m) => m.resetPasswordResolver));

/**
 * /auth/reset (docs/product.md#screens-and-routes, docs/product.md#validation-rules, docs/product.md#roles-and-access, docs/product.md#messages). The e-mailed link brings `?token=...`
 * (or `?error=INVALID_TOKEN`); without a usable token: 'Invalid or expired
 * reset link' and back to /. On success: 'Password updated successfully!' and
 * /dashboard when the API signed this browser in, else / to sign in again.
 */
export function ResetPasswordPage() {
  const { t } = useTranslation('landing');
  useDocumentTitle(t('resetPasswordPage.resetPassword'));
  const [params] = useSearchParams();
  const token = params.get('error') ? null : params.get('token');
  const linkIsValid = !!token;

  useEffect(() => {
    if (!linkIsValid) toastInvalidLink();
  }, [linkIsValid]);

  if (!token) return <Navigate to="/" replace />;
  return (
    <main className="flex min-h-svh items-center justify-center bg-gradient-to-br from-teal-50 via-background to-sky-50 p-4">
      <Card className="w-full max-w-md gap-4 shadow-lg">
        <CardHeader className="justify-items-center text-center">
          <Logo className="mb-2 size-11" />
          <h1 className="text-2xl font-semibold tracking-tight">{t('resetPasswordPage.resetPassword')}</h1>
          <CardDescription>{t('resetPasswordPage.chooseANewPasswordFor')}</CardDescription>
        </CardHeader>
        <CardContent>
          <ResetPasswordForm token={token} />
        </CardContent>
      </Card>
    </main>
  );
}

/** 'Invalid or expired reset link' (docs/product.md#messages); the id keeps StrictMode's double effect from showing it twice. */
function toastInvalidLink() {
  toast.error(generalMessages.errorTitle, {
    id: 'invalid-reset-link',
    description: authMessages.invalidResetLink,
  });
}

/**
 * The form. A token that expired while the page was open (or was edited by
 * hand) is refused only on submit, with INVALID_TOKEN: then the same
 * 'Invalid or expired reset link' and / as a link that arrives unusable.
 */
function ResetPasswordForm({ token }: { token: string }) {
  const { t } = useTranslation('landing');
  const navigate = useNavigate();
  const form = useForm<ResetValues, unknown, z.output<typeof resetPasswordFormSchema>>({
    resolver,
    defaultValues: { password: '', confirmPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const signedIn = await resetPassword({ newPassword: values.password, token });
      toast.success(authMessages.resetSuccess);
      await navigate(signedIn ? '/dashboard' : '/', { replace: true });
    } catch (error) {
      if (error instanceof AuthCallError && error.code === 'INVALID_TOKEN') {
        toastInvalidLink();
        await navigate('/', { replace: true });
        return;
      }
      toast.error(generalMessages.errorTitle, {
        description: errorWords(error, authMessages.resetFailed),
      });
    }
  }, toastFirstError);

  return (
    <AuthForm preload={resolver.preload} onSubmit={onSubmit}>
      <InputField
        id="reset-password"
        label={t('resetPasswordPage.newPassword')}
        type="password"
        autoComplete="new-password"
        placeholder={t('resetPasswordPage.atLeast8CharactersLetters')}
        invalid={!!errors.password}
        {...form.register('password')}
      />
      <InputField
        id="reset-confirm"
        label={t('resetPasswordPage.confirmPassword')}
        type="password"
        autoComplete="new-password"
        placeholder={t('resetPasswordPage.reEnterYourNewPassword')}
        invalid={!!errors.confirmPassword}
        {...form.register('confirmPassword')}
      />
      <Button type="submit" className="w-full" disabled={isSubmitting} aria-busy={isSubmitting}>
        {isSubmitting ? t('resetPasswordPage.updating') : t('resetPasswordPage.updatePassword')}
      </Button>
    </AuthForm>
  );
}
