import { z } from '../zod.js';
import { totpCodeSchema } from '../auth/two-factor.js';

/** What the erase-account dialog and the API say (docs/decisions/024-erasure-export-activity-log.md). */
export const ACCOUNT_MESSAGES = {
  passwordRequired: 'Please enter your password to confirm.',
  wrongPassword: 'That password is not right. Your account was not erased.',
  erased: 'Your account and all your records have been erased.',
  eraseFailed: 'Could not erase your account. Please try again.',
  tooManyAttempts: 'Too many attempts. Please wait 15 minutes and try again.',
} as const;

/**
 * POST /api/account/erase: the patient's current password, re-entered to confirm, and a current TOTP code
 * (6 digits) when two-factor sign-in is on. Not trimmed: a password may hold spaces.
 */
export const eraseAccountRequestSchema = z.object({
  password: z
    .string({ error: ACCOUNT_MESSAGES.passwordRequired })
    .min(1, ACCOUNT_MESSAGES.passwordRequired)
    .max(128, ACCOUNT_MESSAGES.wrongPassword),
  code: totpCodeSchema.optional(),
});
export type EraseAccountRequest = z.infer<typeof eraseAccountRequestSchema>;
