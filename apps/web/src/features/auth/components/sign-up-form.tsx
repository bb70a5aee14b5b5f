import { AUTH_MESSAGES, type signUpFormSchema, type SignUpForm as SignUpValues } from '@sehat/shared';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { useTranslation } from '@/lib/i18n/namespaces/landing';
import { InputField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { lazyResolver } from '@/lib/lazy-resolver';
import { errorWords } from '@/lib/error-policy';
import { toast } from '@/lib/toast';
import { signUp } from '../api/sign-up';
import { AuthForm } from './auth-form';
import { toastFirstError } from './toast-first-error';
import { messageGroup } from '@/lib/i18n/messages';

const authMessages = messageGroup('auth', AUTH_MESSAGES);

const resolver = lazyResolver(() => import('../validation').then((m) => m.signUpResolver));

const EMPTY: SignUpValues = { fullName: '', email: '', password: '', confirmPassword: '' };

/**
 * Sign Up tab (docs/product.md#screens-and-routes, docs/product.md#states-and-transitions, docs/product.md#validation-rules, docs/product.md#messages): Full Name, Email, Password (placeholder
 * says minimum 6 as docs/product.md notes; the rule is 8 with a letter and a digit),
 * Confirm Password, 'Create Account' ('Creating Account...'). Fields are
 * cleared after sign-up, then the browser goes to /dashboard.
 */
export function SignUpForm() {
  const navigate = useNavigate();
  const { t } = useTranslation('landing');
  const form = useForm<SignUpValues, unknown, z.output<typeof signUpFormSchema>>({
    resolver,
    defaultValues: EMPTY,
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await signUp(values);
      form.reset(EMPTY);
      toast.success(authMessages.signUpSuccess);
      await navigate('/dashboard', { replace: true });
    } catch (error) {
      toast.error(authMessages.signUpFailedTitle, {
        description: errorWords(error, authMessages.signUpFailed),
      });
    }
  }, toastFirstError);

  return (
    <AuthForm preload={resolver.preload} onSubmit={onSubmit} aria-label={t('signUp.formLabel')}>
      <InputField
        id="sign-up-name"
        label={t('signUp.fullName')}
        autoComplete="name"
        placeholder={t('signUp.fullNamePlaceholder')}
        invalid={!!errors.fullName}
        {...form.register('fullName')}
      />
      <InputField
        id="sign-up-email"
        label={t('email')}
        type="email"
        autoComplete="email"
        inputMode="email"
        placeholder="you@example.com"
        invalid={!!errors.email}
        {...form.register('email')}
      />
      <InputField
        id="sign-up-password"
        label={t('password')}
        type="password"
        autoComplete="new-password"
        placeholder={t('signUp.passwordPlaceholder')}
        invalid={!!errors.password}
        {...form.register('password')}
      />
      <InputField
        id="sign-up-confirm"
        label={t('signUp.confirmPassword')}
        type="password"
        autoComplete="new-password"
        placeholder={t('signUp.confirmPlaceholder')}
        invalid={!!errors.confirmPassword}
        {...form.register('confirmPassword')}
      />
      <Button type="submit" className="w-full" disabled={isSubmitting} aria-busy={isSubmitting}>
        {isSubmitting ? t('signUp.submitting') : t('signUp.submit')}
      </Button>
    </AuthForm>
  );
}
