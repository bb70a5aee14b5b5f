import { PATIENT_ID_ALPHABET, PATIENT_ID_LENGTH, PATIENT_ID_PREFIX } from '@sehat/shared';
import { customAlphabet } from 'nanoid';

const randomPart = customAlphabet(PATIENT_ID_ALPHABET, PATIENT_ID_LENGTH);

/**
 * A fresh patient id, e.g. 'SEH-7K3M9QXD': 'SEH-' + 8 Crockford base32
 * characters from a CSPRNG (32^8 ≈ 1.1e12 values). Uniqueness is enforced by
 * the database; callers retry on a collision (docs/decisions/004-patient-id-format.md).
 */
export function generatePatientId(): string {
  return `${PATIENT_ID_PREFIX}${randomPart()}`;
}
