import type { UpdateAbhaRequest } from '@sehat/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/index.js';
import { profiles } from '../../db/schema/index.js';

const columns = { abhaNumber: profiles.abhaNumber, abhaAddress: profiles.abhaAddress };

/** The ABHA columns of a profile row. */
export type AbhaRow = { abhaNumber: string | null; abhaAddress: string | null };

/** The patient's own ABHA number and address, or null when they have no profile. */
export async function findAbha(db: Db, userId: string): Promise<AbhaRow | null> {
  const [row] = await db.select(columns).from(profiles).where(eq(profiles.userId, userId)).limit(1);
  return row ?? null;
}

/** Writes the sent ABHA fields of the patient's own profile only; null when there is no profile. */
export async function updateAbha(db: Db, userId: string, input: UpdateAbhaRequest): Promise<AbhaRow | null> {
  const set: Partial<typeof profiles.$inferInsert> = {};
  if (input.abha_number !== undefined) set.abhaNumber = input.abha_number;
  if (input.abha_address !== undefined) set.abhaAddress = input.abha_address;
  const [row] = await db.update(profiles).set(set).where(eq(profiles.userId, userId)).returning(columns);
  return row ?? null;
}
