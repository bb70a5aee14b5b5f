import { eq } from 'drizzle-orm';
import type { Db } from '../../db/index.js';
import { profiles } from '../../db/schema/index.js';

const columns = {
  patientId: profiles.patientId,
  displayName: profiles.displayName,
  fullName: profiles.fullName,
  dateOfBirth: profiles.dateOfBirth,
  age: profiles.age,
  bloodGroup: profiles.bloodGroup,
  allergies: profiles.allergies,
  chronicConditions: profiles.chronicConditions,
  abhaNumber: profiles.abhaNumber,
  abhaAddress: profiles.abhaAddress,
  cardShowsPolicy: profiles.cardShowsPolicy,
  cardShowsSchemes: profiles.cardShowsSchemes,
};

export type CardProfileRow = Pick<typeof profiles.$inferSelect, keyof typeof columns>;

/** The profile columns the patient's own emergency card shows, or null when there is no profile. */
export async function findCardProfile(db: Db, userId: string): Promise<CardProfileRow | null> {
  const [row] = await db.select(columns).from(profiles).where(eq(profiles.userId, userId)).limit(1);
  return row ?? null;
}
