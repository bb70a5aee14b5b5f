/**
 * What the activity log records (docs/decisions/024-erasure-export-activity-log.md; DPDP Rules 2025 r.6 keep
 * access logs a year): sign-ins, failed sign-ins, password and two-factor changes, refused two-factor
 * codes, create/edit/delete of records, lab reports, claims, insurance policies, home readings, medicines and
 * vaccinations, doses marked taken or skipped, file downloads, exports, share links created, opened, refused and
 * revoked, family members added, edited, removed and handed over (docs/decisions/057-handing-over-a-profile.md), the account's
 * erasure, a caregiver's reads of the patient's screens (docs/decisions/051-caregivers.md), and a nominee's
 * emergency-access request, its refusal and its grant (docs/decisions/060-nominee.md). Each entry names the kind, the
 * time, the address and browser, and at most the id of what it touched: never its contents.
 */
export const ACTIVITY_KINDS = [
  'sign_in',
  'sign_in_failed',
  'password_changed',
  'two_factor_enabled',
  'two_factor_disabled',
  'two_factor_failed',
  'record_created',
  'record_updated',
  'record_deleted',
  'lab_report_created',
  'lab_report_updated',
  'lab_report_deleted',
  'claim_created',
  'claim_updated',
  'claim_deleted',
  'policy_created',
  'policy_updated',
  'policy_deleted',
  'scheme_card_created',
  'scheme_card_updated',
  'scheme_card_deleted',
  'reading_created',
  'reading_updated',
  'reading_deleted',
  'medicine_created',
  'medicine_updated',
  'medicine_deleted',
  'dose_recorded',
  'vaccination_created',
  'vaccination_updated',
  'vaccination_deleted',
  'file_downloaded',
  'data_exported',
  'records_imported',
  'share_created',
  'share_opened',
  'share_refused',
  'share_revoked',
  'family_member_added',
  'family_member_updated',
  'family_member_removed',
  'profile_handed_over',
  'profile_taken_over',
  'account_erased',
  'caregiver_read',
  'nominee_requested',
  'nominee_refused',
  'nominee_granted',
] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

/** How long entries are kept, in days (DPDP Rules 2025 r.6: one year). */
export const ACTIVITY_RETENTION_DAYS = 365;
