/**
 * Sentences of the insurance policies screens and API (docs/decisions/053-insurance-policies.md): a table-only
 * file, registered in `message-catalogue.ts` as the `insurancePolicies` group; the web's Hindi `messages`
 * namespace has the same keys. The empty state's words are the dashboard card's (`claims.policyEmpty`,
 * `claims.addPolicy`, docs/product.md#screens-and-routes).
 */
export const INSURANCE_POLICY_MESSAGES = {
  insurerRequired: 'Choose your insurer from the list, or Other.',
  insurerOtherRequired: 'Type the insurer’s name.',
  tpaInvalid: 'Choose a TPA from the list, or Other.',
  tpaOtherRequired: 'Type the TPA’s name.',
  otherNameTooLong: 'The name must be at most 120 characters.',
  policyNumberRequired: 'Please enter the policy number.',
  policyNumberTooLong: 'The policy number must be at most 40 characters.',
  planNameTooLong: 'The plan name must be at most 100 characters.',
  typeRequired: 'Choose the type of policy.',
  sumInsuredRequired: 'Please enter the sum insured.',
  sumInsuredInvalid: 'Enter the sum insured in whole ₹, from ₹1 to ₹100 crore.',
  startDateInvalid: 'Enter the start date as a real date.',
  endDateInvalid: 'Enter the end date as a real date.',
  endBeforeStart: 'The end date must be after the start date.',
  helplineInvalid: 'Enter a phone number of 6 to 20 digits (spaces, + and - allowed).',
  membersInvalid: 'Choose who is covered from your family.',
  memberNotInFamily: 'A covered member must be you or one of your family members.',
  notFound: 'Insurance policy not found.',
  eCardNotFound: 'This policy has no e-card.',
  oneECard: 'Attach one e-card only.',
  alreadyRenewed: 'This policy has already been renewed.',
  unknownPolicy: 'Choose one of your insurance policies.',
  renewalReminder:
    'Your {{insurer}} policy {{policyNumber}} ends on {{date}} ({{days}} days left). Renew it in time.',
  renewalReminderTitle: 'Insurance policy renewal',
  renewalReminderSubject: 'Your health insurance policy ends in {{days}} days',
  added: 'Insurance policy added.',
  saved: 'Insurance policy saved.',
  renewed: 'Insurance policy renewed.',
  deleted: 'Insurance policy deleted.',
  linked: 'Claim linked to the policy.',
  loadFailed: 'Couldn’t load your insurance policies.',
  saveFailed: 'Failed to save the insurance policy. Please try again.',
  deleteFailed: 'Failed to delete the insurance policy. Please try again.',
} as const;
