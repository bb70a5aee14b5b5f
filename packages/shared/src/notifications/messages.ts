/** The bell's item titles (docs/product.md#notification-items) and a visit's line; an opened share's are in SHARE_MESSAGES. */
export const NOTIFICATION_MESSAGES = {
  visitTitle: 'Upcoming visit',
  followupTitle: 'Follow-up due',
  medicalRecordTitle: 'New medical record added',
  labReportTitle: 'New lab report added',
  caregiverChangeTitle: 'A caregiver changed your records',
  handoverAcceptedTitle: 'A profile was taken over',
  nomineeRequestTitle: 'Your nominee asked for emergency access',
  /** A template: `visitLine` fills it; a translation keeps the placeholders. */
  visitLine: '{{doctor}} at {{hospital}}',
} as const;
