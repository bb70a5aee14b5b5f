import type { UpdatePersonalInfoRequest } from '@sehat/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/index.js';
import { profiles } from '../../db/schema/index.js';

const columns = {
  patientId: profiles.patientId,
  firstName: profiles.firstName,
  lastName: profiles.lastName,
  bloodGroup: profiles.bloodGroup,
  dateOfBirth: profiles.dateOfBirth,
  age: profiles.age,
  fatherName: profiles.fatherName,
  motherName: profiles.motherName,
  heightCm: profiles.heightCm,
  weightKg: profiles.weightKg,
  allergies: profiles.allergies,
  chronicConditions: profiles.chronicConditions,
};

/** The personal-information columns of a profile row (docs/product.md#data-calls); numeric columns as the driver's strings. */
export type PersonalInfoRow = Pick<typeof profiles.$inferSelect, keyof typeof columns>;

/** The personal-information columns of the patient's profile (docs/product.md#data-calls), or null when there is no profile. */
export async function findPersonalInfo(db: Db, userId: string): Promise<PersonalInfoRow | null> {
  const [row] = await db.select(columns).from(profiles).where(eq(profiles.userId, userId)).limit(1);
  return row ?? null;
}

/**
 * Writes the given personal-information fields of the patient's own profile
 * (only these columns: identity fields and e-mail are never touched, docs/product.md#roles-and-access)
 * and returns the saved columns, or null when there is no profile.
 */
export async function updatePersonalInfo(
  db: Db,
  userId: string,
  input: UpdatePersonalInfoRequest,
): Promise<PersonalInfoRow | null> {
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
  if (input.allergies !== undefined) set.allergies = input.allergies;
  if (input.chronic_conditions !== undefined) set.chronicConditions = input.chronic_conditions;
  const [row] = await db.update(profiles).set(set).where(eq(profiles.userId, userId)).returning(columns);
  return row ?? null;
}
