import { CLINIC_ID_ALPHABET } from '@sehat/shared';
import { customAlphabet } from 'nanoid';

const sixChars = customAlphabet(CLINIC_ID_ALPHABET, 6);

/**
 * A human-readable clinic ID `CLN-XXXXXX` (six characters without 0/O/1/I/L),
 * shown as the hospital ID (docs/product.md#clinics). Unique per patient by the
 * database constraint (patient_id, clinic_id); the service retries on a clash.
 */
export function makeClinicId(random: () => string = sixChars): string {
  return `CLN-${random()}`;
}

/** Whether a database error is a unique-constraint violation (SQLSTATE 23505), wrapped or not. */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 4; depth += 1) {
    if (typeof e !== 'object') return false;
    if ((e as { code?: unknown }).code === '23505') return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}
