/**
 * Sentences of the government schemes screens and API (docs/decisions/056-government-schemes.md): a
 * table-only file, registered in `message-catalogue.ts` as the `governmentSchemes` group; the web's Hindi
 * `messages` namespace has the same keys.
 */
export const GOVERNMENT_SCHEME_MESSAGES = {
  schemeRequired: 'Choose the scheme of the card.',
  stateRequired: 'Choose the state or union territory whose scheme this card is of.',
  cardNumberRequired: 'Please enter the card number.',
  cardNumberInvalid: 'Enter the card number as printed: 4 to 30 letters, digits and /.',
  cghsIdInvalid: 'Enter the CGHS beneficiary ID as printed: 4 to 30 letters, digits and /.',
  familyIdInvalid: 'Enter the family ID as printed: 4 to 30 letters, digits and /.',
  beneficiaryIdInvalid: 'Enter the ABHA-linked beneficiary ID: the 14-digit ABHA number.',
  cityTooLong: 'The city must be at most 60 characters.',
  wellnessCentreTooLong: 'The wellness centre must be at most 100 characters.',
  validTillInvalid: 'Enter the valid-till date as a real date.',
  notFound: 'Scheme card not found.',
  cardFileNotFound: 'This scheme card has no file.',
  oneCardFile: 'Attach one card file only.',
  added: 'Scheme card added.',
  saved: 'Scheme card saved.',
  deleted: 'Scheme card deleted.',
  loadFailed: 'Couldn’t load your scheme cards.',
  saveFailed: 'Failed to save the scheme card. Please try again.',
  deleteFailed: 'Failed to delete the scheme card. Please try again.',
} as const;
