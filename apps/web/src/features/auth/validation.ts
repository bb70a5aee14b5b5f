import { zodResolver } from '@hookform/resolvers/zod';
import {
  forgotPasswordFormSchema,
  resetPasswordFormSchema,
  signInFormSchema,
  signUpFormSchema,
  twoFactorBackupCodeFormSchema,
  twoFactorCodeFormSchema,
  AUTH_MESSAGES,
  TWO_FACTOR_MESSAGES,
} from '@sehat/shared';
import { messageGroup } from '@/lib/i18n/messages';

// The English of the messages these schemas raise (keys of the shared table), for the form to show.
messageGroup('auth', AUTH_MESSAGES);
messageGroup('twoFactor', TWO_FACTOR_MESSAGES);

/*
 * react-hook-form resolvers of the auth forms over the shared form schemas (docs/product.md#validation-rules: text cleaning, then one
 * message at a time). Imported only with `import()`, through `lazyResolver` (src/lib/lazy-resolver.ts): zod
 * and the schemas load when a form is first used, not with the landing page.
 */

export const signInResolver = zodResolver(signInFormSchema);
export const signUpResolver = zodResolver(signUpFormSchema);
export const forgotPasswordResolver = zodResolver(forgotPasswordFormSchema);
export const resetPasswordResolver = zodResolver(resetPasswordFormSchema);
/** The sign-in's second step: the authenticator app's 6-digit code, or a backup code. */
export const twoFactorCodeResolver = zodResolver(twoFactorCodeFormSchema);
export const twoFactorBackupCodeResolver = zodResolver(twoFactorBackupCodeFormSchema);
