import { z } from '../zod.js';
import { phi } from '../phi.js';
import { cleanText } from '../text.js';
import {
  EMAIL_PATTERN,
  isStrongPassword,
  PASSWORD_MAX_LENGTH,
  hasNoCleanedCharacters,
  FULL_NAME_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
} from './rules.js';
import { messageKey } from '../message-key.js';

const cleaned = z.string().transform(cleanText);
/** Cleaned text that names or reaches the patient (PHI). */
const cleanedIdentifier = () => phi(z.string().transform(cleanText));
const trimmed = z.string().transform((v) => v.trim());

/**
 * Each landing form reports one message at a time, in the order a patient
 * fixes them: missing fields, then e-mail format, then password rule, then
 * match (docs/product.md#validation-rules). The schemas below clean text first, as docs/product.md says.
 */
export const signInFormSchema = z
  .object({ email: cleanedIdentifier(), password: cleaned })
  .superRefine((v, ctx) => {
    if (!v.email || !v.password)
      ctx.addIssue({ code: 'custom', message: messageKey('auth.fillAllFields'), path: ['email'] });
    else if (!EMAIL_PATTERN.test(v.email))
      ctx.addIssue({ code: 'custom', message: messageKey('auth.invalidEmail'), path: ['email'] });
  });
export type SignInForm = z.input<typeof signInFormSchema>;

export const forgotPasswordFormSchema = z.object({ email: cleanedIdentifier() }).superRefine((v, ctx) => {
  if (!v.email) ctx.addIssue({ code: 'custom', message: messageKey('auth.enterEmail'), path: ['email'] });
  else if (!EMAIL_PATTERN.test(v.email))
    ctx.addIssue({ code: 'custom', message: messageKey('auth.invalidEmail'), path: ['email'] });
});
export type ForgotPasswordForm = z.input<typeof forgotPasswordFormSchema>;

export const signUpFormSchema = z
  .object({
    fullName: cleanedIdentifier(),
    email: cleanedIdentifier(),
    password: cleaned,
    confirmPassword: trimmed,
  })
  .superRefine((v, ctx) => {
    if (!v.fullName || !v.email || !v.password || !v.confirmPassword)
      ctx.addIssue({ code: 'custom', message: messageKey('auth.fillAllFields'), path: ['fullName'] });
    else if (!EMAIL_PATTERN.test(v.email))
      ctx.addIssue({ code: 'custom', message: messageKey('auth.invalidEmail'), path: ['email'] });
    else if (!isStrongPassword(v.password))
      ctx.addIssue({ code: 'custom', message: messageKey('auth.weakPassword'), path: ['password'] });
    else if (v.password !== v.confirmPassword)
      ctx.addIssue({
        code: 'custom',
        message: messageKey('auth.passwordsDoNotMatch'),
        path: ['confirmPassword'],
      });
  });
export type SignUpForm = z.input<typeof signUpFormSchema>;

/** Cleans the new password like sign-up (confirm is only trimmed), so sign-in can use it. */
export const resetPasswordFormSchema = z
  .object({ password: cleaned, confirmPassword: trimmed })
  .superRefine((v, ctx) => {
    if (!v.password || !v.confirmPassword)
      ctx.addIssue({ code: 'custom', message: messageKey('auth.fillAllFields'), path: ['password'] });
    else if (!isStrongPassword(v.password))
      ctx.addIssue({ code: 'custom', message: messageKey('auth.weakPassword'), path: ['password'] });
    else if (v.password !== v.confirmPassword)
      ctx.addIssue({
        code: 'custom',
        message: messageKey('auth.passwordsDoNotMatch'),
        path: ['confirmPassword'],
      });
  });
export type ResetPasswordForm = z.input<typeof resetPasswordFormSchema>;

/**
 * The password a request may set: bounded, strong, and free of the characters
 * the sign-in form removes (else the patient could never sign in with it).
 */
const newPasswordRequest = z
  .string()
  .max(PASSWORD_MAX_LENGTH)
  .refine(isStrongPassword, messageKey('auth.weakPassword'))
  .refine(hasNoCleanedCharacters, messageKey('auth.passwordHasCleanedCharacters'));

/**
 * What the server checks on sign-up (POST /api/auth/sign-up/email) before
 * better-auth sees the body: the same rules as the form, with bounds.
 */
export const signUpRequestSchema = z.object({
  name: phi(z.string().trim().min(1, messageKey('auth.fillAllFields')).max(FULL_NAME_MAX_LENGTH)),
  email: phi(z.string().trim().max(EMAIL_MAX_LENGTH).regex(EMAIL_PATTERN, messageKey('auth.invalidEmail'))),
  password: newPasswordRequest,
});

/** What the server checks on POST /api/auth/reset-password. */
export const resetPasswordRequestSchema = z.object({
  newPassword: newPasswordRequest,
  token: z.string().min(1).max(512),
});
