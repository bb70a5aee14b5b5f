/**
 * Sentences of caregivers and their invitations (docs/decisions/051-caregivers.md): a table-only file,
 * registered in `message-catalogue.ts` as the `caregivers` group; the web's Hindi `messages` namespace has
 * the same keys.
 */
export const CAREGIVER_MESSAGES = {
  emailInvalid: 'Please enter a valid e-mail address.',
  roleInvalid: 'Choose viewer, editor or emergency only.',
  categoriesInvalid: 'Choose everything, or at least one of the listed categories.',
  monthsInvalid: 'Choose 3, 6 or 12 months.',
  tokenInvalid: 'This invitation link is not valid.',
  ownEmail: 'You cannot invite yourself as a caregiver.',
  alreadyHasAccess: 'This person can already see these records.',
  invitationInvalid: 'This invitation has expired, was already used, or is not for this account.',
  notFound: 'Caregiver not found.',
  readOnly: 'You can only view these records. Ask the patient for editor access to make changes.',
  invited: 'Invitation sent.',
  accepted: 'Invitation accepted. You can now switch to their records from the header.',
  revoked: 'Access ended.',
  renewed: 'Access renewed.',
  loadFailed: 'Couldn’t load caregivers.',
  inviteFailed: 'Failed to send the invitation. Please try again.',
  revokeFailed: 'Failed to end the access. Please try again.',
  renewFailed: 'Failed to renew the access. Please try again.',
  acceptFailed: 'Failed to accept the invitation.',
  remindersInvalid: 'Choose whether to get the reminders: yes or no.',
  remindersNotForEmergency: 'Emergency-card access comes without reminders.',
  remindersOn: 'You will get their reminders by e-mail.',
  remindersOff: 'You will no longer get their reminders.',
  remindersFailed: 'Failed to change the reminders. Please try again.',
  nomineeDaysInvalid: 'Choose a waiting period of 1, 3 or 7 days.',
  nomineeRequestOpen: 'Emergency access was already requested or granted.',
  nomineeTooLate: 'The waiting period has ended; the request can no longer be refused.',
  nomineeSaved: 'Nominee saved.',
  nomineeRemoved: 'Nominee removed.',
  nomineeRequested: 'Emergency access requested. The patient has been told.',
  nomineeRefused: 'Emergency access refused.',
  nomineeFailed: 'Failed to save. Please try again.',
  /** A template: the bell's line for a nominee's emergency-access request. */
  nomineeRequestedBy:
    '{{name}} (your nominee) asked for emergency access. You can refuse it on the Caregivers page.',
  /** A template: the bell's line for a caregiver's change (the activity page says what it was). */
  changedBy: '{{name}} (caregiver) made a change. Your activity page shows what.',
} as const;
