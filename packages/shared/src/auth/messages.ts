/** Landing and reset-page messages, verbatim from docs/product.md#validation-rules and docs/product.md#messages. */
export const AUTH_MESSAGES = {
  fillAllFields: 'Please fill in all fields',
  invalidEmail: 'Please enter a valid email address',
  enterEmail: 'Please enter your email address',
  weakPassword: 'Password must be at least 8 characters and contain letters and numbers',
  passwordsDoNotMatch: 'Passwords do not match',
  /** Not in docs/product.md: the server's refusal of a password the sign-in form could never send (docs/product.md#validation-rules cleaning). */
  passwordHasCleanedCharacters: 'Password must not contain < > \' or "',
  /** Not in docs/product.md: the landing page's notice after a session ended by itself (the security review, decision 013). */
  sessionExpired: 'Your session has expired. Please sign in again.',
  invalidResetLink: 'Invalid or expired reset link',
  signInFailedTitle: 'Sign In Failed',
  signInFailed: 'An error occurred during sign in',
  signInSuccess: 'Successfully signed in!',
  signUpFailedTitle: 'Sign Up Failed',
  signUpFailed: 'An error occurred during sign up',
  signUpSuccess: 'Account created successfully! You are now logged in.',
  resetEmailFailed: 'Failed to send reset email',
  resetEmailSent: 'Password reset email sent! Check your inbox.',
  resetFailed: 'Failed to update password',
  resetSuccess: 'Password updated successfully!',
  signOutFailed: 'Failed to sign out. Please try again.',
  signOutUnexpected: 'An unexpected error occurred.',
  signedOutTitle: 'Signed out',
  signedOut: 'You have been successfully signed out.',
} as const;

/**
 * What the auth server answers, shown as the description under 'Sign In Failed' / 'Sign Up Failed' (docs/product.md#messages:
 * "the provider's message"): better-auth's own sentences (its `BASE_ERROR_CODES`, checked by a test in the API)
 * and Sehat's limits. The API sends the English; the web app shows them in the patient's language.
 */
export const AUTH_SERVER_MESSAGES = {
  invalidEmailOrPassword: 'Invalid email or password',
  userAlreadyExists: 'User already exists. Use another email.',
  tooManySignInAttempts: 'Too many failed sign-in attempts. Please try again later.',
  tooManyRequests: 'Too many requests. Please try again later.',
  commonPassword: 'This password is too common. Please choose another.',
  invalidPassword: 'Invalid password',
  invalidToken: 'Invalid token',
  tokenExpired: 'Token expired',
  passwordTooShort: 'Password too short',
  passwordTooLong: 'Password too long',
  userNotFound: 'User not found',
} as const;
