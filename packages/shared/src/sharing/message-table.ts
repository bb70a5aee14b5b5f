/**
 * Strings of share links (docs/decisions/023-share-links.md; docs/decisions/023-share-links.md).
 * docs/product.md does not cover sharing: these are ours, kept in one place so the
 * API and the web app say the same thing.
 */
export const SHARE_MESSAGES = {
  unavailable: 'This link has expired or was revoked.',
  notFound: 'This link is not valid. Check that it was copied in full.',
  codeRequired: 'Enter the 6-digit code the patient gives you.',
  codeFormat: 'The access code is 6 digits.',
  locked: 'This link is locked after too many wrong codes. Ask the patient for a new link.',
  shareNotFound: 'Share link not found.',
  scopeNotFound: 'One of the chosen records, lab reports or files was not found.',
  scopeEmpty: 'Choose at least one record, lab report or file to share.',
  scopeTooLarge: 'Choose at most 100 of each kind.',
  labelRequired: 'Give the link a label, e.g. the doctor or clinic.',
  labelTooLong: 'The label must be at most 80 characters.',
  fileLinkInvalid: 'This file link is invalid or has expired. Reload the shared page.',
  tooManyOpens: 'Too many attempts. Please wait a minute and try again.',
  created: 'Share link created.',
  revoked: 'Share link revoked.',
  /** Under `general.errorTitle`. */
  createFailed: 'Failed to create the share link. Please try again.',
  /** Under `general.errorTitle`. */
  revokeFailed: 'Failed to revoke the share link. Please try again.',
  loadFailed: "Couldn't load your share links.",
  /** The public page's failure to load (a doctor's phone offline, a 5xx). */
  sharedLoadFailed: "Couldn't load the shared records.",
  openedTitle: 'Share link opened',
  /** Templates: the functions below fill them; a translation keeps the placeholders. */
  openedLine: '"{{label}}" was opened',
  wrongCode: 'Wrong code. {{count}} tries left.',
  wrongCodeLastTry: 'Wrong code. 1 try left.',
} as const;
