import type { HeaderProfile } from '@sehat/shared';
import type { Db } from '../../db/index.js';
import { notFound } from '../../errors/domain-errors.js';
import { splitFullName } from './full-name.js';
import { generatePatientId } from './patient-id.js';
import { findAccountIdentity, findHeaderProfile, insertProfile } from './profile.repository.js';

const PATIENT_ID_ATTEMPTS = 5;

/**
 * Create the profile of a just-created account (spec §3 profiles): full and
 * display name = the account name, first/last split from it, the account
 * e-mail, and a fresh unique patient id (retried on a collision). Run it in
 * the sign-up transaction so user and profile exist together or not at all.
 * Throws when the account is missing or no free patient id was found.
 */
export async function createProfileForAccount(
  db: Db,
  userId: string,
  nextPatientId: () => string = generatePatientId,
): Promise<void> {
  const account = await findAccountIdentity(db, userId);
  if (!account) throw new Error(`No account ${userId} to create a profile for`);
  const { first, last } = splitFullName(account.name);
  for (let attempt = 0; attempt < PATIENT_ID_ATTEMPTS; attempt++) {
    const created = await insertProfile(db, userId, {
      patientId: nextPatientId(),
      fullName: account.name,
      displayName: account.name,
      firstName: first,
      lastName: last,
      email: account.email,
    });
    if (created) return;
  }
  throw new Error(`No free patient id after ${PATIENT_ID_ATTEMPTS} attempts`);
}

/** The signed-in patient's header strip (GET /api/profile/header); 404 when there is no profile. */
export async function getHeaderProfile(db: Db, userId: string): Promise<HeaderProfile> {
  const profile = await findHeaderProfile(db, userId);
  if (!profile) throw notFound('Profile not found.');
  return profile;
}
