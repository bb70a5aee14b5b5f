import { zodResolver } from '@hookform/resolvers/zod';
import {
  forgotPasswordFormSchema,
  resetPasswordFormSchema,
  signInFormSchema,
  signUpFormSchema,
} from '@sehat/shared';

/**
 * react-hook-form resolvers over the shared form schemas (docs/product.md#validation-rules: text
 * cleaning, then one message at a time). Loaded on demand by `lazy-resolver.ts`.
 */
export const resolvers = {
  signIn: zodResolver(signInFormSchema),
  signUp: zodResolver(signUpFormSchema),
  forgotPassword: zodResolver(forgotPasswordFormSchema),
  resetPassword: zodResolver(resetPasswordFormSchema),
};
