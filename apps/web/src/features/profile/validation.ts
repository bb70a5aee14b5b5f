import { zodResolver } from '@hookform/resolvers/zod';
import {
  changePasswordFormSchema,
  eraseAccountRequestSchema,
  twoFactorCodeFormSchema,
  twoFactorDisableFormSchema,
  twoFactorEnableFormSchema,
  updateProfileRequestSchema,
  AUTH_MESSAGES,
} from '@sehat/shared';
import { messageGroup } from '@/lib/i18n/messages';

// The English of the messages these schemas raise (keys of the shared table), for the form to show. The
// profile, account and two-factor groups are added by the cards that render these forms (their toasts
// use them); adding them here too would tie this lazy chunk to the profile screen's chunk that holds them.
messageGroup('auth', AUTH_MESSAGES);

/*
 * react-hook-form resolvers of the profile's forms over the shared schemas. Imported only with `import()`,
 * through `lazyResolver` (src/lib/lazy-resolver.ts): zod and the schemas load when a form is first used,
 * not with the profile screen.
 */

/** Display name and mobile number (PATCH /api/profile). */
export const basicInfoResolver = zodResolver(updateProfileRequestSchema);
/** Current, new and confirmed password; one message at a time. */
export const changePasswordResolver = zodResolver(changePasswordFormSchema);
/** The password again, and a current code when two-factor sign-in is on. */
export const eraseAccountResolver = zodResolver(eraseAccountRequestSchema);
/** Turning two-factor sign-in on: the password, then the first code from the app. */
export const twoFactorEnableResolver = zodResolver(twoFactorEnableFormSchema);
export const twoFactorCodeResolver = zodResolver(twoFactorCodeFormSchema);
/** Turning two-factor sign-in off: the password and a current code. */
export const twoFactorDisableResolver = zodResolver(twoFactorDisableFormSchema);
