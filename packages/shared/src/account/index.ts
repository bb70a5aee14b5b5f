/** What the erase-account dialog and the API say (docs/decisions/024-erasure-export-activity-log.md). */
export const ACCOUNT_MESSAGES = {
  passwordRequired: 'Please enter your password to confirm.',
  wrongPassword: 'That password is not right. Your account was not erased.',
  erased: 'Your account and all your records have been erased.',
  eraseFailed: 'Could not erase your account. Please try again.',
  tooManyAttempts: 'Too many attempts. Please wait 15 minutes and try again.',
} as const;
