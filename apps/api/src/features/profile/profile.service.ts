import type { HeaderProfile, Language, PreferredLanguage } from '@sehat/shared';
import type { Db } from '../../db/index.js';
import { notFound } from '../../errors/domain-errors.js';
import { signedPictureUrl, type PictureSigner } from './profile-picture-url.js';
import { splitFullName } from './full-name.js';
import { generatePatientId } from './patient-id.js';
import {
  findAccountIdentity,
  findHeaderProfile,
  insertProfile,
  insertSelfPatient,
  type NewProfile,
  updatePreferredLanguage,
} from './profile.repository.js';

const PATIENT_ID_ATTEMPTS = 5;

/**
 * Create the account's own patient (docs/decisions/049-patients-apart-from-accounts.md; its id is the
 * account's) and its profile, of a just-created account (docs/product.md#profiles): full and
 * display name = the account name, first/last split from it, the account
 * e-mail, and a fresh unique patient id (retried on a collision). Run it in
 * the sign-up transaction so user and profile exist together or not at all.
 * Throws when the account is missing or no free patient id was found.
 */
export async function createProfileForAccount(
  db: Db,
  userId: string,
  nextPatientId: () => string = generatePatientId,
  preferredLanguage: Language = 'en',
): Promise<void> {
  const account = await findAccountIdentity(db, userId);
  if (!account) throw new Error(`No account ${userId} to create a profile for`);
  const { first, last } = splitFullName(account.name);
  await insertSelfPatient(db, userId);
  await createPatientProfile(
    db,
    userId,
    {
      fullName: account.name,
      displayName: account.name,
      firstName: first,
      lastName: last,
      email: account.email,
      preferredLanguage,
    },
    nextPatientId,
  );
}

/**
 * Insert the profile of patient `patientId` (the account's own, or a family member's:
 * docs/decisions/049-patients-apart-from-accounts.md) with a fresh unique SEH patient number, retried on a
 * collision. Throws when no free number was found in 5 draws. Safe inside a transaction.
 */
export async function createPatientProfile(
  db: Db,
  patientId: string,
  values: Omit<NewProfile, 'patientId'>,
  nextPatientId: () => string = generatePatientId,
): Promise<void> {
  for (let attempt = 0; attempt < PATIENT_ID_ATTEMPTS; attempt++) {
    if (await insertProfile(db, patientId, { ...values, patientId: nextPatientId() })) return;
  }
  throw new Error(`No free patient id after ${PATIENT_ID_ATTEMPTS} attempts`);
}

/**
 * The signed-in patient's header strip (GET /api/profile/header), the picture
 * as a signed owner-only link valid 3600 s; 404 when there is no profile.
 */
export async function getHeaderProfile(
  ctx: PictureSigner & { db: Db },
  userId: string,
): Promise<HeaderProfile> {
  const row = await findHeaderProfile(ctx.db, userId);
  if (!row) throw notFound('profile.notFound');
  return {
    patient_id: row.patientId,
    display_name: row.displayName,
    email: row.email,
    profile_picture_url: signedPictureUrl(ctx, userId, row.profilePictureUrl),
    preferred_language: row.preferredLanguage,
  };
}

/**
 * Saves the signed-in patient's language (PUT /api/profile/language, docs/decisions/029-languages.md): the header's switch calls
 * it, and every device the patient signs in from then speaks it. 404 when there is no profile.
 */
export async function setPreferredLanguage(
  db: Db,
  userId: string,
  language: Language,
): Promise<PreferredLanguage> {
  if (!(await updatePreferredLanguage(db, userId, language))) throw notFound('profile.notFound');
  return { preferred_language: language };
}
