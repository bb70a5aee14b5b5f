/**
 * Sentences of the Family page and the patient switcher (docs/decisions/049-patients-apart-from-accounts.md):
 * a table-only file, registered in `message-catalogue.ts` as the `family` group; the web's Hindi `messages`
 * namespace has the same keys.
 */
export const FAMILY_MESSAGES = {
  nameRequired: 'Please enter the family member’s name.',
  nameTooLong: 'The name must be at most 100 characters.',
  relationshipInvalid: 'Choose how they are related to you.',
  sexInvalid: 'Choose male, female, other or unknown.',
  birthDateInvalid: 'Enter the date of birth as a real date.',
  birthDateFuture: 'Date of birth cannot be in the future.',
  bloodGroupInvalid: 'Choose a blood group from the list.',
  abhaNumberInvalid: 'Please enter a 14-digit ABHA number (XX-XXXX-XXXX-XXXX).',
  tooMany: 'You can keep up to 10 family members.',
  notFound: 'Family member not found.',
  selfNotRemovable: 'Your own profile cannot be removed from your family.',
  added: 'Family member added.',
  saved: 'Family member saved.',
  removed: 'Family member and all their records removed.',
  loadFailed: 'Couldn’t load your family.',
  saveFailed: 'Failed to save the family member. Please try again.',
  removeFailed: 'Failed to remove the family member. Please try again.',
  handoverOwnEmail: 'Enter their e-mail address, not yours.',
  handoverSelf: 'Your own profile cannot be handed over.',
  handoverInvalid: 'This hand-over link is used, expired or for another e-mail.',
  handoverHasRecords: 'Your account already has its own records, so it cannot take this profile.',
  handoverAcceptedBy: '{{name}} now keeps their records in their own account.',
  handoverFailed: 'Failed to send the hand-over invitation. Please try again.',
  handoverWithdrawFailed: 'Failed to withdraw the hand-over invitation. Please try again.',
} as const;
