/**
 * Insurance strings: verbatim from docs/product.md#screens-and-routes ("Insurance policy", "Insurance
 * claims list", "Claim detail", "Add claim") and docs/product.md#claim-messages; the field
 * messages below them are ours (docs/product.md names no text for them).
 */
export const CLAIM_MESSAGES = {
  loadFailed: 'Failed to load insurance claims.',
  detailLoadFailed: 'Failed to load claim details.',
  downloadFailed: 'Failed to download receipt.',
  viewFailed: 'Failed to view receipt.',
  fileTooLarge: 'File size must be less than 10MB',
  addFailed: 'Failed to add insurance claim. Please try again.',
  added: 'Insurance claim added successfully.',
  empty: 'No insurance claims found',
  addFirst: 'Add Your First Claim',
  pageEmpty: 'No claims on this page.',
  firstPage: 'Go to page 1',
  otherHospital: 'Other (Type below)',
  policyEmpty: 'No Insurance Policies Yet',
  addPolicy: 'Add Insurance Policy',
  notFound: 'Claim not found.',
  receiptNotFound: 'Receipt not found.',

  claimTypeRequired: 'Please select a claim type.',
  stateRequired: 'Please select a state.',
  cityRequired: 'Please select a city.',
  unknownState: 'Please select a state from the list.',
  unknownCity: 'Please select a city of the chosen state.',
  hospitalRequired: 'Please enter the hospital or clinic name.',
  amountRequired: 'Please enter the claim amount.',
  invalidAmount: 'Enter an amount in ₹ from 0.01 to 9,999,999,999.99 with at most 2 decimals.',
  claimDateRequired: 'Please enter the claim date.',
  invalidClaimDate: 'Please enter a real claim date (yyyy-MM-dd).',
  textTooLong: 'This field is too long.',
  invalidReceiptType: 'Receipt must be a PDF, JPG, JPEG or PNG file.',
  futureClaimDate: 'The claim date cannot be in the future.',
  notPending: 'Only a pending claim can be changed.',
  updated: 'Insurance claim updated.',
  deleted: 'Insurance claim deleted.',
} as const;
