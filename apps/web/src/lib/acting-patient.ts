import { PATIENT_COOKIE, PATIENT_HEADER } from '@sehat/shared';

/**
 * The patient the signed-in account acts for (docs/decisions/049-patients-apart-from-accounts.md): null for
 * its own, else a family member's id. The one module-level value the API client sends as `X-Sehat-Patient`
 * on every request; kept in the `sehat_patient` cookie as well, so a server-rendered screen (which has no
 * header to send) is the same patient's. Changed only by `switchPatient` (features/family), which clears
 * every cached answer before the first request for the new patient leaves.
 */
let acting: string | null = readCookie();

function readCookie(): string | null {
  if (typeof document === 'undefined') return null;
  const pair = document.cookie.split('; ').find((part) => part.startsWith(`${PATIENT_COOKIE}=`));
  const value = pair?.slice(PATIENT_COOKIE.length + 1) ?? '';
  return value === '' ? null : decodeURIComponent(value);
}

/** The id of the patient requests act for, or null for the account's own. */
export function actingPatientId(): string | null {
  return acting;
}

/** Sets the acting patient (null: the account's own) and its cookie (a year; cleared for the own patient). */
export function setActingPatientId(id: string | null): void {
  acting = id;
  if (typeof document === 'undefined') return;
  document.cookie =
    id === null
      ? `${PATIENT_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`
      : `${PATIENT_COOKIE}=${encodeURIComponent(id)}; Path=/; Max-Age=31536000; SameSite=Lax`;
}

/** The header naming the acting patient, or none for the account's own. */
export function actingPatientHeaders(): Record<string, string> {
  return acting === null ? {} : { [PATIENT_HEADER]: acting };
}
