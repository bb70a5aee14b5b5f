/**
 * Government health schemes (docs/decisions/056-government-schemes.md; docs/product.md#insurance-policy):
 * the scheme codes, the central schemes, the fields each scheme's card carries and the checks on them,
 * without zod (docs/decisions/048-signed-in-screens-without-zod.md). The state and UT table is in
 * `state-schemes.ts`.
 */

/** The scheme a card is of: the four central schemes, or the scheme of a state or UT (`state` names it). */
export const SCHEME_CODES = ['pm_jay', 'vay_vandana', 'cghs', 'echs', 'state'] as const;
export type SchemeCode = (typeof SCHEME_CODES)[number];

/** The date the central schemes below were compiled (see STATE_SCHEMES_COMPILED for what that means). */
export const CENTRAL_SCHEMES_COMPILED = '2026-11-27';

/** A card's fields besides the number: which a scheme's card carries. */
export type SchemeField = 'family_id' | 'beneficiary_id' | 'city' | 'wellness_centre';

/** A central scheme as the catalogue and the guide show it. */
export interface CentralScheme {
  name: string;
  short: string;
  /** Who runs it. */
  payor: string;
  site: string;
  /** The card's main number as the card calls it (the `card_number` column). */
  numberLabel: 'pmJayId' | 'cghsBeneficiaryId' | 'echsCardNumber';
  /** Further fields the card carries. */
  fields: readonly SchemeField[];
  toBeChecked: boolean;
}

/**
 * The central schemes. PM-JAY: ₹5 lakh a family a year for families of the deprivation and occupation
 * criteria of SECC 2011 and the later additions, National Health Authority (pmjay.gov.in; the beneficiary
 * portal beneficiary.nha.gov.in). Ayushman Vay Vandana: PM-JAY for everyone aged 70 or more whatever the
 * income (since October 2024), with its own card. CGHS: central government employees and pensioners and
 * their dependants, in its cities, through wellness centres (cghs.mohfw.gov.in). ECHS: ex-servicemen and
 * their dependants, through polyclinics (echs.gov.in).
 */
export const CENTRAL_SCHEMES: Readonly<Record<Exclude<SchemeCode, 'state'>, CentralScheme>> = {
  pm_jay: {
    name: 'Ayushman Bharat Pradhan Mantri Jan Arogya Yojana (PM-JAY)',
    short: 'Ayushman card (PM-JAY)',
    payor: 'National Health Authority',
    site: 'https://pmjay.gov.in',
    numberLabel: 'pmJayId',
    fields: ['family_id', 'beneficiary_id'],
    toBeChecked: false,
  },
  vay_vandana: {
    name: 'Ayushman Vay Vandana (PM-JAY for people aged 70 and over)',
    short: 'Ayushman Vay Vandana card',
    payor: 'National Health Authority',
    site: 'https://pmjay.gov.in',
    numberLabel: 'pmJayId',
    fields: ['family_id', 'beneficiary_id'],
    toBeChecked: false,
  },
  cghs: {
    name: 'Central Government Health Scheme (CGHS)',
    short: 'CGHS card',
    payor: 'Ministry of Health and Family Welfare (CGHS)',
    site: 'https://cghs.mohfw.gov.in',
    numberLabel: 'cghsBeneficiaryId',
    fields: ['city', 'wellness_centre'],
    toBeChecked: false,
  },
  echs: {
    name: 'Ex-Servicemen Contributory Health Scheme (ECHS)',
    short: 'ECHS card',
    payor: 'Ministry of Defence (ECHS)',
    site: 'https://echs.gov.in',
    numberLabel: 'echsCardNumber',
    fields: ['city', 'wellness_centre'],
    toBeChecked: false,
  },
};

/** The fields a state scheme's card carries (a PM-JAY-style card). */
export const STATE_SCHEME_FIELDS: readonly SchemeField[] = ['family_id', 'beneficiary_id'];

/** The fields a card of `scheme` carries besides its number (others are not stored). */
export function schemeFields(scheme: SchemeCode): readonly SchemeField[] {
  return scheme === 'state' ? STATE_SCHEME_FIELDS : CENTRAL_SCHEMES[scheme].fields;
}

/** Vay Vandana is for people aged this or more (whole years). */
export const VAY_VANDANA_MIN_AGE = 70;

/** Bounds of the text fields, in characters. */
export const SCHEME_LIMITS = { city: 60, wellnessCentre: 100 } as const;

/**
 * The checks on a card's numbers, after spaces and hyphens are taken out and letters upper-cased; checked on
 * SCHEME_FORMATS_CHECKED (docs/decisions/056-government-schemes.md#number-formats-checked says what was read):
 * - a card's main number (PM-JAY ID, Vay Vandana, CGHS beneficiary ID, ECHS card number, a state's card):
 *   no format is published by the National Health Authority, CGHS, ECHS or any state scheme read, so only
 *   the length and the characters: 4 to 30 letters, digits and '/' (a state card may be a ration card
 *   number), never refusing a real card;
 * - a family ID (PM-JAY's household ID, a state's family ID): not published either, the same shape;
 * - a beneficiary ID linked to ABHA: the 14-digit ABHA number, ABDM's published format (printed
 *   2-4-4-4, the hyphens dropped here), checked exactly.
 */
export const SCHEME_NUMBER_PATTERNS = {
  cardNumber: /^[A-Z0-9/]{4,30}$/,
  familyId: /^[A-Z0-9/]{4,30}$/,
  beneficiaryId: /^\d{14}$/,
} as const;

/** The date the number formats above were checked against what the schemes publish. */
export const SCHEME_FORMATS_CHECKED = '2026-11-27';

/** What people type ('pmj 1234-5678') as the stored form ('PMJ12345678'). */
export function normalizeSchemeNumber(text: string): string {
  return text.replace(/[\s-]/g, '').toUpperCase();
}

/** Whether `number` (normalized) has the shape of a card's main number, whatever the scheme. */
export function isSchemeNumber(number: string): boolean {
  return SCHEME_NUMBER_PATTERNS.cardNumber.test(number);
}
