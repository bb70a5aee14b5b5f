import { z } from '../zod.js';
import { PASSWORD_MAX_LENGTH } from './schemas.js';

/** What two-factor sign-in says (docs/decisions/027-two-factor-sign-in.md). */
export const TWO_FACTOR_MESSAGES = {
  codeRequired: 'Enter the 6-digit code from your authenticator app.',
  invalidCode: 'That code is not right. Check your authenticator app and try again.',
  codeReplayed: 'This code was already used. Wait for the next code in your authenticator app.',
  backupCodeRequired: 'Enter one of your backup codes.',
  invalidBackupCode: 'That backup code is not right or was already used.',
  passwordRequired: 'Please enter your password.',
  enabled: 'Two-factor sign-in is on.',
  disabled: 'Two-factor sign-in is off.',
  failed: 'Could not change two-factor sign-in. Please try again.',
} as const;

/** The number of digits of a TOTP code (RFC 6238, the authenticator apps' default). */
export const TOTP_CODE_LENGTH = 6;

/** A TOTP code as typed: spaces removed, exactly 6 digits. */
export const totpCodeSchema = z
  .string({ error: TWO_FACTOR_MESSAGES.codeRequired })
  .transform((value) => value.replace(/\s+/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, TWO_FACTOR_MESSAGES.codeRequired));

/** A backup code as shown once at enrolment (`xxxxx-xxxxx`), trimmed. */
export const backupCodeSchema = z
  .string({ error: TWO_FACTOR_MESSAGES.backupCodeRequired })
  .trim()
  .min(1, TWO_FACTOR_MESSAGES.backupCodeRequired)
  .max(32, TWO_FACTOR_MESSAGES.invalidBackupCode);

const passwordSchema = z
  .string({ error: TWO_FACTOR_MESSAGES.passwordRequired })
  .min(1, TWO_FACTOR_MESSAGES.passwordRequired)
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
