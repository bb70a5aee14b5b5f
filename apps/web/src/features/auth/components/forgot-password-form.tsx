import {
  AUTH_MESSAGES,
  type forgotPasswordFormSchema,
  type ForgotPasswordForm as ForgotValues,
  GENERAL_MESSAGES,
} from '@sehat/shared';
import { ArrowLeftIcon } from 'lucide-react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useTranslation } from '@/lib/i18n/namespaces/landing';
import { InputField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { lazyResolver } from '@/lib/lazy-resolver';
import { errorWords } from '@/lib/error-policy';
import { toast } from '@/lib/toast';
import { requestPasswordReset } from '../api/request-password-reset';
import { AuthForm } from './auth-form';
import { toastFirstError } from './toast-first-error';
import { messageGroup } from '@/lib/i18n/messages';

const authMessages = messageGroup('auth', AUTH_MESSAGES);
const generalMessages = messageGroup('general', GENERAL_MESSAGES);

const resolver = lazyResolver(() => import('../validation').then((m) => m.forgotPasswordResolver));

/**
 * Forgot-password view inside the Sign In tab (docs/product.md#screens-and-routes, docs/product.md#validation-rules, docs/product.md#messages): Email,
 * 'Send Reset Link' ('Sending...'), 'Back to Sign In'. Once the mail is sent
 * the view returns to sign in.
 */
export function ForgotPasswordForm({ onBack }: { onBack: () => void }) {
  const { t } = useTranslation('landing');
  const form = useForm<ForgotValues, unknown, z.output<typeof forgotPasswordFormSchema>>({
    resolver,
    defaultValues: { email: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await requestPasswordReset(values);
      toast.success(authMessages.resetEmailSent);
      onBack();
    } catch (error) {
      toast.error(generalMessages.errorTitle, {
        description: errorWords(error, authMessages.resetEmailFailed),
      });
    }
  }, toastFirstError);

  return (
    <AuthForm preload={resolver.preload} onSubmit={onSubmit} aria-label={t('forgot.formLabel')}>
      <div className="grid gap-1">
        <h3 className="font-semibold">{t('forgot.title')}</h3>
        <p className="text-sm text-muted-foreground">{t('forgot.text')}</p>
      </div>
      <InputField
        id="forgot-email"
        label={t('email')}
        type="email"
        autoComplete="email"
        inputMode="email"
        placeholder="you@example.com"
        invalid={!!errors.email}
        autoFocus
        {...form.register('email')}
      />
      <Button type="submit" className="w-full" disabled={isSubmitting} aria-busy={isSubmitting}>
        {isSubmitting ? t('forgot.submitting') : t('forgot.submit')}
      </Button>
      <Button type="button" variant="ghost" className="w-full" onClick={onBack}>
        <ArrowLeftIcon aria-hidden="true" />
        {t('forgot.back')}
      </Button>
    </AuthForm>
  );
}
