import { PERSONAL_INFO_MESSAGES, type PersonalInfo, type UpdatePersonalInfoRequest } from '@sehat/shared';
import type { Db } from '../../db/index.js';
import { notFound } from '../../errors/domain-errors.js';
import { findPersonalInfo, updatePersonalInfo, type PersonalInfoRow } from './personal-info.repository.js';

/** A row as the API shows it: height in cm and weight in kg as numbers (spec §3 profiles). */
function toPersonalInfo(row: PersonalInfoRow): PersonalInfo {
  return {
    patient_id: row.patientId,
    first_name: row.firstName,
    last_name: row.lastName,
    blood_group: row.bloodGroup,
    date_of_birth: row.dateOfBirth,
    age: row.age,
    father_name: row.fatherName,
    mother_name: row.motherName,
    height_cm: row.heightCm === null ? null : Number(row.heightCm),
    weight_kg: row.weightKg === null ? null : Number(row.weightKg),
    allergies: row.allergies,
    chronic_conditions: row.chronicConditions,
  };
}

/** The patient's personal information (GET /api/personal-info); 404 'Personal information not found.' */
export async function getPersonalInfo(db: Db, userId: string): Promise<PersonalInfo> {
  const row = await findPersonalInfo(db, userId);
  if (!row) throw notFound(PERSONAL_INFO_MESSAGES.notFound);
  return toPersonalInfo(row);
}

/** Saves the given fields (PATCH /api/personal-info) and returns the result; 404 when there is no profile. */
export async function savePersonalInfo(
  db: Db,
  userId: string,
  input: UpdatePersonalInfoRequest,
): Promise<PersonalInfo> {
  const row = await updatePersonalInfo(db, userId, input);
  if (!row) throw notFound(PERSONAL_INFO_MESSAGES.notFound);
  return toPersonalInfo(row);
}
