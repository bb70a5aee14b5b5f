/**
 * The family contract's lists, limits and plain helpers, without zod (docs/decisions/049-patients-apart-from-accounts.md;
 * docs/decisions/048-signed-in-screens-without-zod.md): the header's switcher needs only these.
 */

/** Family members an account manages, not counting its own patient. */
export const MAX_FAMILY_MEMBERS = 10;

/** Bounds of each text field, in characters. */
export const FAMILY_LIMITS = { name: 100 } as const;

/** How a patient is related to the account that manages them; 'self' is the account's own patient only. */
export const RELATIONSHIPS = [
  'self',
  'mother',
  'father',
  'spouse',
  'son',
  'daughter',
  'brother',
  'sister',
  'grandparent',
  'other',
] as const;
export type Relationship = (typeof RELATIONSHIPS)[number];

/** The relationships a family member may have (every one but 'self'). */
export const MEMBER_RELATIONSHIPS = RELATIONSHIPS.filter(
  (r): r is Exclude<Relationship, 'self'> => r !== 'self',
);
export type MemberRelationship = (typeof MEMBER_RELATIONSHIPS)[number];

/** English and Hindi labels of each relationship (the switcher's "· Mother" / "· माँ"). */
export const RELATIONSHIP_LABELS: Record<Relationship, { en: string; hi: string }> = {
  self: { en: 'You', hi: 'आप' },
  mother: { en: 'Mother', hi: 'माँ' },
  father: { en: 'Father', hi: 'पिता' },
  spouse: { en: 'Spouse', hi: 'जीवनसाथी' },
  son: { en: 'Son', hi: 'बेटा' },
  daughter: { en: 'Daughter', hi: 'बेटी' },
  brother: { en: 'Brother', hi: 'भाई' },
  sister: { en: 'Sister', hi: 'बहन' },
  grandparent: { en: 'Grandparent', hi: 'दादा-दादी / नाना-नानी' },
  other: { en: 'Other', hi: 'अन्य' },
};

/** FHIR administrative-gender (hl7.org/fhir/valueset-administrative-gender). */
export const SEXES = ['male', 'female', 'other', 'unknown'] as const;
export type AdministrativeGender = (typeof SEXES)[number];

/** English and Hindi labels of each sex. */
export const SEX_LABELS: Record<AdministrativeGender, { en: string; hi: string }> = {
  male: { en: 'Male', hi: 'पुरुष' },
  female: { en: 'Female', hi: 'महिला' },
  other: { en: 'Other', hi: 'अन्य' },
  unknown: { en: 'Not stated', hi: 'नहीं बताया' },
};

/**
 * The request header naming the patient a request acts for; absent → the account's own patient. The web
 * keeps the same id in the `sehat_patient` cookie, which the API reads when the header is absent (a
 * server-rendered page). A patient the account cannot act for → 404.
 */
export const PATIENT_HEADER = 'x-sehat-patient';
export const PATIENT_COOKIE = 'sehat_patient';

/** A patient id's shape: what `crypto.randomUUID()` and better-auth's ids are made of, at most 64 characters. */
export function isPatientIdShape(value: string): boolean {
  return /^[A-Za-z0-9_-]{1,64}$/.test(value);
}
