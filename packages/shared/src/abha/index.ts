/**
 * ABHA, the Ayushman Bharat Health Account of ABDM (docs/decisions/021-abha-self-declared.md): the patient records their ABHA number and ABHA address themselves.
 * ABDM's servers are not reachable from Sehat, so nothing is verified with
 * them: the values are self-declared and checked for format only
 * (docs/decisions/021-abha-self-declared.md).
 *
 * - ABHA number: 14 digits, shown `XX-XXXX-XXXX-XXXX` (ABDM's ABHA card);
 *   stored as the 14 digits.
 * - ABHA address: `name@abdm` (production) or `name@sbx` (ABDM sandbox); the
 *   name 8–18 characters of letters and digits with at most one dot and one
 *   underscore, neither at the start or end (ABDM's ABHA address rules, as
 *   its PHR app lists them when an address is created); case-insensitive, so
 *   stored in lower case.
 */

export const ABHA_NUMBER_DIGITS = 14;
export const ABHA_ADDRESS_SUFFIXES = ['abdm', 'sbx'] as const;
const ABHA_ADDRESS_NAME = { min: 8, max: 18 } as const;

export const ABHA_MESSAGES = {
  title: 'Link Your KYC',
  invalidNumber: 'Please enter your 14-digit ABHA number (XX-XXXX-XXXX-XXXX).',
  invalidAddress:
    'Please enter an ABHA address like name@abdm: 8–18 letters or digits before @ (one dot and one underscore allowed, not first or last), ending @abdm or @sbx.',
  nothingToUpdate: 'Nothing to update.',
  selfDeclared:
    'Self-declared: Sehat cannot reach ABDM, so this ABHA number and address are not verified with ABDM.',
  saved: 'ABHA details saved.',
  saveFailed: 'Failed to save your ABHA details. Please try again.',
  loadFailed: 'Couldn’t load your ABHA details.',
  notFound: 'Profile not found.',
} as const;

/** 14 digits from what people type ('91-2345-6789-0123', '9123 4567 8901 23'), or null. */
export function normalizeAbhaNumber(text: string): string | null {
  const digits = text.replace(/[\s-]/g, '');
  return new RegExp(`^\\d{${ABHA_NUMBER_DIGITS}}$`).test(digits) ? digits : null;
}

/** '91234567890123' → '91-2345-6789-0123' (ABDM's display form). */
export function formatAbhaNumber(digits: string): string {
  return `${digits.slice(0, 2)}-${digits.slice(2, 6)}-${digits.slice(6, 10)}-${digits.slice(10, 14)}`;
}

/** True for a name part of 8–18 letters/digits with at most one '.' and one '_', inside. */
function isAbhaAddressName(name: string): boolean {
  if (name.length < ABHA_ADDRESS_NAME.min || name.length > ABHA_ADDRESS_NAME.max) return false;
  if (!/^[a-z0-9](?:[a-z0-9._]*[a-z0-9])?$/.test(name)) return false;
  const count = (c: string) => name.split(c).length - 1;
  return count('.') <= 1 && count('_') <= 1 && !/[._]{2}/.test(name);
}

/** 'Asha.Verma@ABDM ' → 'asha.verma@abdm', or null when it breaks ABDM's rules above. */
export function normalizeAbhaAddress(text: string): string | null {
  const address = text.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  if (at < 0) return null;
  const suffix = address.slice(at + 1);
  if (!(ABHA_ADDRESS_SUFFIXES as readonly string[]).includes(suffix)) return null;
  return isAbhaAddressName(address.slice(0, at)) ? address : null;
}
