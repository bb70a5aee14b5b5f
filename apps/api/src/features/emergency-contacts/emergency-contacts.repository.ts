import type { EmergencyContactFields } from '@sehat/shared';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/index.js';
import { emergencyContacts } from '../../db/schema/index.js';

/**
 * emergency_contacts queries. Every function takes the signed-in patient's
 * id and scopes by it: another patient's contact is simply absent.
 */
export type EmergencyContactRow = typeof emergencyContacts.$inferSelect;

const owned = (patientId: string, id: string) =>
  and(eq(emergencyContacts.patientId, patientId), eq(emergencyContacts.id, id));

/** Serialises the patient's writes to their contacts until the transaction ends (limit and order checks). */
export async function lockContactsOf(tx: Db, patientId: string): Promise<void> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`emergency-contacts:${patientId}`}, 0))`,
  );
}

/** The patient's contacts, primary (lowest position) first. */
export function listContacts(db: Db, patientId: string): Promise<EmergencyContactRow[]> {
  return db
    .select()
    .from(emergencyContacts)
    .where(eq(emergencyContacts.patientId, patientId))
    .orderBy(asc(emergencyContacts.position), asc(emergencyContacts.createdAt));
}

/** How many contacts the patient has. */
export async function countContacts(db: Db, patientId: string): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(emergencyContacts)
    .where(eq(emergencyContacts.patientId, patientId));
  return row?.value ?? 0;
}

/** Adds a contact after the patient's others (the first one becomes primary). */
export async function insertContact(
  db: Db,
  patientId: string,
  fields: EmergencyContactFields,
): Promise<EmergencyContactRow> {
  const [row] = await db
    .insert(emergencyContacts)
    .values({
      ...fields,
      patientId,
      position: sql`coalesce((select max(${emergencyContacts.position}) + 1 from ${emergencyContacts} where ${emergencyContacts.patientId} = ${patientId}), 0)`,
    })
    .returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

/** Replaces the fields of the patient's contact; null when it is not theirs. */
export async function updateContact(
  db: Db,
  patientId: string,
  id: string,
  fields: EmergencyContactFields,
): Promise<EmergencyContactRow | null> {
  const [row] = await db.update(emergencyContacts).set(fields).where(owned(patientId, id)).returning();
  return row ?? null;
}

/** Deletes the patient's contact; false when it is not theirs. */
export async function deleteContact(db: Db, patientId: string, id: string): Promise<boolean> {
  const deleted = await db
    .delete(emergencyContacts)
    .where(owned(patientId, id))
    .returning({ id: emergencyContacts.id });
  return deleted.length > 0;
}

/** Moves the patient's contact before all others; false when it is not theirs. */
export async function moveContactFirst(db: Db, patientId: string, id: string): Promise<boolean> {
  const moved = await db
    .update(emergencyContacts)
    .set({
      position: sql`(select min(${emergencyContacts.position}) - 1 from ${emergencyContacts} where ${emergencyContacts.patientId} = ${patientId})`,
    })
    .where(owned(patientId, id))
    .returning({ id: emergencyContacts.id });
  return moved.length > 0;
}
