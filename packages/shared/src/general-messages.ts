// No zod here (unlike `errors.ts`): the web app's entry and its API client read these without loading the
// schemas.

/**
 * Messages for when nothing more specific applies: the API's 500 and a
 * client's answer for a reply that is not the envelope (`generic`), or for no reply at all (`network`). In
 * the message catalogue (`general.*`), so they are translated like the rest.
 */
export const GENERAL_MESSAGES = {
  generic: 'Something went wrong. Please try again.',
  network: 'Cannot reach the server. Check your connection and try again.',
  /** The title of a destructive toast whose description says what failed. */
  errorTitle: 'Error',
} as const;

/** The 429 messages of the per-patient limits (the API's rate-limit/per-user-limits.ts). */
export const LIMIT_MESSAGES = {
  upload: 'Too many uploads. Please wait a minute and try again.',
  geocode: 'Too many location lookups. Please wait a minute and try again.',
  export: 'Too many downloads of your data. Please wait a few minutes and try again.',
  read: 'You have read many files this hour. Please wait and try again later.',
  import: 'Too many imports. Please wait a few minutes and try again.',
} as const;
