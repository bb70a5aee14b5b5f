import { zodResolver } from '@hookform/resolvers/zod';
import {
  changePasswordFormSchema,
  eraseAccountRequestSchema,
  twoFactorCodeFormSchema,
  twoFactorDisableFormSchema,
  twoFactorEnableFormSchema,
  updateProfileRequestSchema,
} from '@sehat/shared';

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
