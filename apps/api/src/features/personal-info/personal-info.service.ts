import { ageOn, todayIn, type PersonalInfo, type UpdatePersonalInfoRequest } from '@sehat/shared';
import type { Db } from '../../db/index.js';
import { notFound } from '../../errors/domain-errors.js';
import { findPersonalInfo, updatePersonalInfo, type PersonalInfoRow } from './personal-info.repository.js';

/**
 * A row as the API shows it: height in cm and weight in kg as numbers (docs/product.md#profiles); with a
 * date of birth, the age is worked out from it on `today` (docs/product.md#screens-added-since-the-first-version).
 */
function toPersonalInfo(row: PersonalInfoRow, today: string): PersonalInfo {
  return {
    patient_id: row.patientId,
    first_name: row.firstName,
    last_name: row.lastName,
    blood_group: row.bloodGroup,
    date_of_birth: row.dateOfBirth,
    age: row.dateOfBirth ? ageOn(row.dateOfBirth, today) : row.age,
    father_name: row.fatherName,
    mother_name: row.motherName,
    height_cm: row.heightCm === null ? null : Number(row.heightCm),
    weight_kg: row.weightKg === null ? null : Number(row.weightKg),
    allergies: row.allergies,
    chronic_conditions: row.chronicConditions,
  };
}

/**
 * The patient's personal information (GET /api/personal-info), the age counted on today's date in
 * `timeZone`; 404 'Personal information not found.'
 */
export async function getPersonalInfo(
  db: Db,
  userId: string,
  now: Date,
  timeZone: string,
): Promise<PersonalInfo> {
  const row = await findPersonalInfo(db, userId);
  if (!row) throw notFound('personalInfo.notFound');
  return toPersonalInfo(row, todayIn(timeZone, now));
}

/**
 * Saves the given fields (PATCH /api/personal-info) and returns the result; 404 when there is no
 * profile. While a date of birth is saved (sent now or kept from before) the age is derived from
 * it and a sent age is not used: the form shows that field read-only (docs/product.md#screens-added-since-the-first-version).
 */
export async function savePersonalInfo(
  db: Db,
  userId: string,
  input: UpdatePersonalInfoRequest,
  now: Date,
  timeZone: string,
): Promise<PersonalInfo> {
  const today = todayIn(timeZone, now);
  const changes = { ...input };
  const dateOfBirth =
    input.date_of_birth !== undefined
      ? input.date_of_birth
      : input.age !== undefined
        ? (await findPersonalInfo(db, userId))?.dateOfBirth
        : undefined;
  if (dateOfBirth) changes.age = ageOn(dateOfBirth, today);
  const row = await updatePersonalInfo(db, userId, changes);
  if (!row) throw notFound('personalInfo.notFound');
  return toPersonalInfo(row, today);
}
