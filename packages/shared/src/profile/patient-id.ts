/**
 * A patient id: 'SEH-' and 8 characters of Crockford's base32 alphabet
 * (0-9, A-Z without I, L, O, U), e.g. 'SEH-7K3M9QXD'. Assigned by the server
 * at sign-up, unique, read-only (docs/product.md#profiles, docs/product.md#roles-and-access;
 * docs/decisions/004-patient-id-format.md).
 */
export const PATIENT_ID_PREFIX = 'SEH-';
export const PATIENT_ID_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const PATIENT_ID_LENGTH = 8;
export const PATIENT_ID_PATTERN = /^SEH-[0-9A-HJKMNP-TV-Z]{8}$/;
