import { type Profile, type UpdateProfileRequest } from '@sehat/shared';
import type { Db } from '../../db/index.js';
import { notFound } from '../../errors/domain-errors.js';
import { deleteStoredFiles, type FileReferences, type StoredUpload } from '../../storage/index.js';
import {
  findFullProfile,
  pictureKeysOf,
  swapProfilePicture,
  updateProfileFields,
  type ProfileRow,
} from './edit-profile.repository.js';
import { signedPictureUrl, type PictureSigner } from './profile-picture-url.js';

export interface EditProfileDeps extends PictureSigner {
  db: Db;
}

function toProfile(signer: PictureSigner, row: ProfileRow): Profile {
  return {
    user_id: row.userId,
    patient_id: row.patientId,
    display_name: row.displayName,
    full_name: row.fullName,
    first_name: row.firstName,
    last_name: row.lastName,
    email: row.email,
    mobile_number: row.mobileNumber,
    profile_picture_url: signedPictureUrl(signer, row.userId, row.profilePictureUrl),
    mfa_enabled: row.twoFactorEnabled,
    blood_group: row.bloodGroup,
    date_of_birth: row.dateOfBirth,
    age: row.age,
    father_name: row.fatherName,
    mother_name: row.motherName,
    height_cm: row.heightCm === null ? null : Number(row.heightCm),
    weight_kg: row.weightKg === null ? null : Number(row.weightKg),
    allergies: row.allergies,
    chronic_conditions: row.chronicConditions,
    abha_number: row.abhaNumber,
    abha_address: row.abhaAddress,
    appointment_reminders: row.appointmentReminders,
    follow_up_reminders: row.followUpReminders,
    policy_reminders: row.policyReminders,
    medicine_reminders: row.medicineReminders,
    vaccination_reminders: row.vaccinationReminders,
    card_shows_policy: row.cardShowsPolicy,
    card_shows_schemes: row.cardShowsSchemes,
    time_zone: row.timeZone,
  };
}

/** The patient's full profile with a signed picture link (GET /api/profile). 404 'Profile not found.' */
export async function getProfile(deps: EditProfileDeps, userId: string): Promise<Profile> {
  const row = await findFullProfile(deps.db, userId);
  if (!row) throw notFound('profile.notFound');
  return toProfile(deps, row);
}

/**
 * Saves display_name / mobile_number / the reminder switches / the IANA time zone (PATCH /api/profile).
 * 404 when there is no profile.
 */
export async function updateProfile(
  deps: EditProfileDeps,
  userId: string,
  input: UpdateProfileRequest,
): Promise<Profile> {
  const row = await updateProfileFields(deps.db, userId, input);
  if (!row) throw notFound('profile.notFound');
  return toProfile(deps, row);
}

/**
 * Points the profile at the picture the upload pipeline stored, inside its
 * transaction, and forgets the replaced picture's row (docs/product.md#data-calls "update
 * profile_picture_url after an upload"). Resolves with the replaced key, whose
 * object the caller deletes once the transaction has committed, and the new
 * signed link (valid 3600 s). 404 'Profile not found.' (the new file is then
 * deleted by the pipeline).
 */
export async function replaceProfilePicture(
  tx: Db,
  signer: PictureSigner,
  userId: string,
  picture: StoredUpload,
): Promise<{ replaced: string | null; profile_picture_url: string }> {
  const previous = await swapProfilePicture(tx, userId, picture.key);
  if (previous === undefined) throw notFound('profile.notFound');
  const replaced = previous && previous !== picture.key ? previous : null;
  if (replaced) await deleteStoredFiles(tx, userId, 'profiles', [replaced]);
  return { replaced, profile_picture_url: signedPictureUrl(signer, userId, picture.key)! };
}

/** Which pictures profiles reference, for the orphan sweep (docs/architecture.md#d9-one-upload-pipeline). */
export const pictureFileReferences: FileReferences = {
  bucket: 'profiles',
  referencedKeys: pictureKeysOf,
};
