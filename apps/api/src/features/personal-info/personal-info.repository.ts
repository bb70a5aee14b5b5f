import type { PersonalInfo, UpdatePersonalInfoRequest } from '@sehat/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/index.js';
import { profiles } from '../../db/schema/index.js';

const columns = {
  patient_id: profiles.patientId,
  first_name: profiles.firstName,
  last_name: profiles.lastName,
  blood_group: profiles.bloodGroup,
  date_of_birth: profiles.dateOfBirth,
  age: profiles.age,
  father_name: profiles.fatherName,
  mother_name: profiles.motherName,
  height_cm: profiles.heightCm,
  weight_kg: profiles.weightKg,
};

type Row = { [K in keyof typeof columns]: (typeof columns)[K]['_']['data'] | null };

function toPersonalInfo(row: Row): PersonalInfo {
  return {
    ...row,
    height_cm: row.height_cm === null ? null : Number(row.height_cm),
    weight_kg: row.weight_kg === null ? null : Number(row.weight_kg),
  };
}

/** The personal-information columns of the patient's profile (spec §7), or null when there is no profile. */
export async function findPersonalInfo(db: Db, userId: string): Promise<PersonalInfo | null> {
  const [row] = await db.select(columns).from(profiles).where(eq(profiles.userId, userId)).limit(1);
  return row ? toPersonalInfo(row) : null;
}

/**
 * Writes the given personal-information fields of the patient's own profile
 * (only these columns: identity fields and e-mail are never touched, spec §6)
 * and returns the saved values, or null when there is no profile.
 */
export async function updatePersonalInfo(
  db: Db,
  userId: string,
  input: UpdatePersonalInfoRequest,
): Promise<PersonalInfo | null> {
  const set: Partial<typeof profiles.$inferInsert> = {};
  if (input.blood_group !== undefined) set.bloodGroup = input.blood_group;
  if (input.date_of_birth !== undefined) set.dateOfBirth = input.date_of_birth;
  if (input.age !== undefined) set.age = input.age;
  if (input.father_name !== undefined) set.fatherName = input.father_name;
  if (input.mother_name !== undefined) set.motherName = input.mother_name;
  if (input.height_cm !== undefined)
    set.heightCm = input.height_cm === null ? null : input.height_cm.toFixed(2);
  if (input.weight_kg !== undefined)
    set.weightKg = input.weight_kg === null ? null : input.weight_kg.toFixed(2);
  const [row] = await db.update(profiles).set(set).where(eq(profiles.userId, userId)).returning(columns);
  return row ? toPersonalInfo(row) : null;
}
