import { Readable } from 'node:stream';
import { MAX_UPLOAD_BYTES, PROFILE_MESSAGES, type Profile, type UpdateProfileRequest } from '@sehat/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/index.js';
import { notFound } from '../../errors/domain-errors.js';
import { profilePictureKey, sniffFileType, type StorageDriver } from '../../storage/index.js';
import {
  findFullProfile,
  swapProfilePicture,
  updateProfileFields,
  type ProfileRow,
} from './edit-profile.repository.js';
import { signedPictureUrl, type PictureSigner } from './profile-picture-url.js';

export interface EditProfileDeps extends PictureSigner {
  db: Db;
  storage: StorageDriver;
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
    mfa_enabled: row.mfaEnabled,
    blood_group: row.bloodGroup,
    date_of_birth: row.dateOfBirth,
    age: row.age,
    father_name: row.fatherName,
    mother_name: row.motherName,
    height_cm: row.heightCm === null ? null : Number(row.heightCm),
    weight_kg: row.weightKg === null ? null : Number(row.weightKg),
  };
}

/** The patient's full profile with a signed picture link (GET /api/profile). 404 'Profile not found.' */
export async function getProfile(deps: EditProfileDeps, userId: string): Promise<Profile> {
  const row = await findFullProfile(deps.db, userId);
  if (!row) throw notFound(PROFILE_MESSAGES.notFound);
  return toProfile(deps, row);
}

/** Saves display_name / mobile_number / mfa_enabled (PATCH /api/profile). 404 when there is no profile. */
export async function updateProfile(
  deps: EditProfileDeps,
  userId: string,
  input: UpdateProfileRequest,
): Promise<Profile> {
  const row = await updateProfileFields(deps.db, userId, input);
  if (!row) throw notFound(PROFILE_MESSAGES.notFound);
  return toProfile(deps, row);
}

/**
 * Stores a new profile picture (spec §3 `profiles` at `{userId}/{timestamp}.{ext}`)
 * and points the profile at it. The type comes from the content: raster
 * images only (415 otherwise, SVG and HTML included). The new file is written
 * first; if the row cannot be updated it is deleted again; the old file is
 * deleted only after the row points at the new one. Resolves with the new
 * signed link (valid 3600 s).
 */
export async function replaceProfilePicture(
  deps: EditProfileDeps,
  userId: string,
  bytes: Buffer,
  log?: FastifyBaseLogger,
): Promise<{ profile_picture_url: string }> {
  const type = await sniffFileType(bytes, 'profiles');
  const key = profilePictureKey(userId, type.ext, deps.now());
  await deps.storage.put('profiles', key, Readable.from(bytes), { maxBytes: MAX_UPLOAD_BYTES });

  let previous: string | null | undefined;
  try {
    previous = await swapProfilePicture(deps.db, userId, key);
  } catch (error) {
    await deps.storage.delete('profiles', key);
    throw error;
  }
  if (previous === undefined) {
    await deps.storage.delete('profiles', key);
    throw notFound(PROFILE_MESSAGES.notFound);
  }
  if (previous && previous !== key && signedPictureUrl(deps, userId, previous)) {
    await deps.storage.delete('profiles', previous).catch((error: unknown) => {
      log?.warn({ err: error }, 'could not delete the replaced profile picture');
    });
  }
  return { profile_picture_url: signedPictureUrl(deps, userId, key)! };
}
