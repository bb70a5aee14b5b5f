/**
 * The zod schemas of the two-factor sign-in contract. Its messages, limits and plain helpers are in `two-factor.ts`, which
 * imports no zod, so a screen that needs only those does not load zod at first paint (docs/decisions/048-signed-in-screens-without-zod.md).
 */
import { z } from '../zod.js';
import { messageKey } from '../message-key.js';
import { PASSWORD_MAX_LENGTH } from './rules.js';

/** A TOTP code as typed: spaces removed, exactly 6 digits. */
export const totpCodeSchema = z
  .string({ error: messageKey('twoFactor.codeRequired') })
  .transform((value) => value.replace(/\s+/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, messageKey('twoFactor.codeRequired')));

/** A backup code as shown once at enrolment (`xxxxx-xxxxx`), trimmed. */
export const backupCodeSchema = z
  .string({ error: messageKey('twoFactor.backupCodeRequired') })
  .trim()
  .min(1, messageKey('twoFactor.backupCodeRequired'))
  .max(32, messageKey('twoFactor.invalidBackupCode'));

const passwordSchema = z
  .string({ error: messageKey('twoFactor.passwordRequired') })
  .min(1, messageKey('twoFactor.passwordRequired'))
  .max(PASSWORD_MAX_LENGTH);

/** POST /api/auth/two-factor/enable: the password, re-entered (answers the otpauth URI and 10 backup codes). */
export const twoFactorEnableFormSchema = z.object({ password: passwordSchema });
export type TwoFactorEnableForm = z.infer<typeof twoFactorEnableFormSchema>;

/** POST /api/auth/two-factor/verify-totp: a current code (enrolment and the second step of sign-in). */
export const twoFactorCodeFormSchema = z.object({ code: totpCodeSchema });
export type TwoFactorCodeForm = z.input<typeof twoFactorCodeFormSchema>;

/** POST /api/auth/two-factor/verify-backup-code: one backup code, used up by this sign-in. */
export const twoFactorBackupCodeFormSchema = z.object({ code: backupCodeSchema });
export type TwoFactorBackupCodeForm = z.input<typeof twoFactorBackupCodeFormSchema>;

/** POST /api/auth/two-factor/disable: the password AND a current code. */
export const twoFactorDisableFormSchema = z.object({ password: passwordSchema, code: totpCodeSchema });
export type TwoFactorDisableForm = z.input<typeof twoFactorDisableFormSchema>;
