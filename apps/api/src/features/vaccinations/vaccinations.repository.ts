import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/index.js';
import { preparedFor } from '../../db/prepared.js';
import { immunizations, patients, profiles } from '../../db/schema/index.js';

/**
 * immunizations queries (docs/decisions/055-vaccinations.md). Every function takes the patient's id and scopes
 * by it: another patient's dose is simply absent.
 */
export type ImmunizationRow = typeof immunizations.$inferSelect;

/** What a create or an edit writes (everything but the ids and stamps). */
export type ImmunizationValuesRow = Pick<
  ImmunizationRow,
  'vaccine' | 'vaccineName' | 'dose' | 'givenOn' | 'batch' | 'place' | 'notes'
>;

const owned = (patientId: string, id: string) =>
  and(eq(immunizations.patientId, patientId), eq(immunizations.id, id));

/** The patient's date of birth ('yyyy-MM-dd' or null) and sex (FHIR administrative-gender). */
export async function birthOf(db: Db, patientId: string): Promise<{ birthDate: string | null; sex: string }> {
  const [row] = await db
    .select({ birthDate: profiles.dateOfBirth, sex: patients.sex })
    .from(patients)
    .leftJoin(profiles, eq(profiles.userId, patients.id))
    .where(eq(patients.id, patientId))
    .limit(1);
  return { birthDate: row?.birthDate ?? null, sex: row?.sex ?? 'unknown' };
}

/**
 * The patient's date of birth and sex (as `birthOf`) with every dose given, newest first, in one prepared
 * statement (db/prepared.ts): the schedule's inputs, which the dashboard
 * reads on every load. The doses are left-joined to the patient, so a patient without doses is one row.
 */
export async function scheduleInputs(
  db: Db,
  patientId: string,
): Promise<{ birthDate: string | null; sex: string; rows: ImmunizationRow[] }> {
  const found = await scheduleInputsStatement(db).execute({ patientId });
  return {
    birthDate: found[0]?.birthDate ?? null,
    sex: found[0]?.sex ?? 'unknown',
    rows: found.flatMap((row) => (row.dose ? [row.dose] : [])),
  };
}

const scheduleInputsStatement = preparedFor((db) =>
  db
    .select({ birthDate: profiles.dateOfBirth, sex: patients.sex, dose: immunizations })
    .from(patients)
    .leftJoin(profiles, eq(profiles.userId, patients.id))
    .leftJoin(immunizations, eq(immunizations.patientId, patients.id))
    .where(eq(patients.id, sql.placeholder('patientId')))
    .orderBy(desc(immunizations.givenOn), desc(immunizations.createdAt))
    .prepare('vaccination_schedule_inputs'),
);

/** The patient's dose `id`, or null. */
export async function findImmunization(
  db: Db,
  patientId: string,
  id: string,
): Promise<ImmunizationRow | null> {
  const [row] = await db.select().from(immunizations).where(owned(patientId, id)).limit(1);
  return row ?? null;
}

/** Adds a dose to the patient; a catalogue dose given before raises the unique violation (23505). */
export async function insertImmunization(
  db: Db,
  patientId: string,
  values: ImmunizationValuesRow,
): Promise<ImmunizationRow> {
  const [row] = await db
    .insert(immunizations)
    .values({ ...values, patientId })
    .returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

/** Replaces the patient's dose `id`; null when it is not theirs. */
export async function updateImmunization(
  db: Db,
  patientId: string,
  id: string,
  values: ImmunizationValuesRow,
): Promise<ImmunizationRow | null> {
  const [row] = await db.update(immunizations).set(values).where(owned(patientId, id)).returning();
  return row ?? null;
}

/** Deletes the patient's dose `id`; null when it is not theirs. */
export async function deleteImmunization(
  db: Db,
  patientId: string,
  id: string,
): Promise<ImmunizationRow | null> {
  const [row] = await db.delete(immunizations).where(owned(patientId, id)).returning();
  return row ?? null;
}
