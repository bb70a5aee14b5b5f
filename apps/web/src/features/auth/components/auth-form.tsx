import type { ComponentProps } from 'react';
import { loadAuthClient } from '@/lib/auth-call';
import { preloadOnFirstUse } from '@/lib/lazy-resolver';
import { preloadToaster } from '@/lib/toast';

type AuthFormProps = Omit<ComponentProps<'form'>, 'noValidate' | 'className'> & {
  /** Starts loading the form's validation: its resolver's `preload` (src/lib/lazy-resolver.ts). */
  preload: () => void;
};

/**
 * The form of the sign-in, sign-up, two-factor, forgot-password and reset-password views: the browser's
 * own checks off (the shared schemas' messages show instead, docs/product.md#messages). What a submit needs, the validation
 * chunk (zod and the shared schemas), better-auth's client and the toaster that tells how it went, starts
 * loading when the patient first focuses or presses inside the form: loaded with the page instead, their
 * evaluation was a long task of the landing's first seconds. A submit that comes first waits for them.
 */
export function AuthForm({ preload, ...props }: AuthFormProps) {
  const preloadForSubmit = () => {
    preload();
    loadAuthClient().catch((error: unknown) => console.warn('Could not preload the auth client', error));
    preloadToaster();
  };
  return <form {...preloadOnFirstUse(preloadForSubmit)} noValidate className="grid gap-4" {...props} />;
}
