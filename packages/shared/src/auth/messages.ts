/** Landing and reset-page messages, verbatim from spec §5 and §8. */
export const AUTH_MESSAGES = {
  fillAllFields: 'Please fill in all fields',
  invalidEmail: 'Please enter a valid email address',
  enterEmail: 'Please enter your email address',
  weakPassword: 'Password must be at least 8 characters and contain letters and numbers',
  passwordsDoNotMatch: 'Passwords do not match',
  /** Not in the spec: the server's refusal of a password the sign-in form could never send (§5 cleaning). */
  passwordHasCleanedCharacters: 'Password must not contain < > \' or "',
  /** Not in the spec: the landing page's notice after a session ended by itself (issue 9, decision 013). */
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
