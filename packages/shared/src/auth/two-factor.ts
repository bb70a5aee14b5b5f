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
