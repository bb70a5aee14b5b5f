import { and, asc, eq, gte, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/index.js';
import { preparedFor } from '../../db/prepared.js';
import { medicalRecords, medicationDoses, medicines } from '../../db/schema/index.js';

/**
 * medicines and medication_doses queries (docs/decisions/054-medicines.md). Every function takes the
 * patient's id and scopes by it: another patient's medicine or record is simply absent.
 */
export type MedicineRow = typeof medicines.$inferSelect;
export type DoseRow = typeof medicationDoses.$inferSelect;

/** What a create or an edit writes (everything but the ids and stamps). */
export type MedicineValuesRow = Omit<MedicineRow, 'id' | 'patientId' | 'createdAt' | 'updatedAt'>;

const owned = (patientId: string, id: string) =>
  and(eq(medicines.patientId, patientId), eq(medicines.id, id));

/** Whether medical record `recordId` is the patient's. */
export async function recordIsPatients(db: Db, patientId: string, recordId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: medicalRecords.id })
    .from(medicalRecords)
    .where(and(eq(medicalRecords.patientId, patientId), eq(medicalRecords.id, recordId)))
    .limit(1);
  return row !== undefined;
}

/** Adds a medicine to the patient. */
export async function insertMedicine(
  db: Db,
  patientId: string,
  values: MedicineValuesRow,
): Promise<MedicineRow> {
  const [row] = await db
    .insert(medicines)
    .values({ ...values, patientId })
    .returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

/** Replaces the patient's medicine `id`; null when it is not theirs. */
export async function updateMedicine(
  db: Db,
  patientId: string,
  id: string,
  values: MedicineValuesRow,
): Promise<MedicineRow | null> {
  const [row] = await db.update(medicines).set(values).where(owned(patientId, id)).returning();
  return row ?? null;
}

/** Deletes the patient's medicine `id` (its doses go with it); null when it is not theirs. */
export async function deleteMedicine(db: Db, patientId: string, id: string): Promise<MedicineRow | null> {
  const [row] = await db.delete(medicines).where(owned(patientId, id)).returning();
  return row ?? null;
}

/** The patient's medicine `id`, or null. */
export async function findMedicine(db: Db, patientId: string, id: string): Promise<MedicineRow | null> {
  const [row] = await db.select().from(medicines).where(owned(patientId, id)).limit(1);
  return row ?? null;
}

/** Every medicine of the patient, by name. */
export function listMedicines(db: Db, patientId: string): Promise<MedicineRow[]> {
  return db
    .select()
    .from(medicines)
    .where(eq(medicines.patientId, patientId))
    .orderBy(asc(medicines.name), asc(medicines.id));
}

/**
 * The patient's medicines taken on `date` ('yyyy-MM-dd': started on or before it, not ended before it):
 * today's doses, a statement prepared once per database (the dashboard asks for it on every visit).
 */
export function medicinesOn(db: Db, patientId: string, date: string): Promise<MedicineRow[]> {
  return medicinesOnStatement(db).execute({ patientId, date });
}

const medicinesOnStatement = preparedFor((db) =>
  db
    .select()
    .from(medicines)
    .where(
      and(
        eq(medicines.patientId, sql.placeholder('patientId')),
        lte(medicines.startDate, sql.placeholder('date')),
        or(isNull(medicines.endDate), gte(medicines.endDate, sql.placeholder('date'))),
      ),
    )
    .orderBy(asc(medicines.name), asc(medicines.id))
    .prepare('medicines_on_date'),
);

/** The patient's marked doses scheduled from `from` (inclusive) to `to` (exclusive), earliest first. */
export function dosesBetween(db: Db, patientId: string, from: Date, to: Date): Promise<DoseRow[]> {
  return dosesBetweenStatement(db).execute({ patientId, from: from.toISOString(), to: to.toISOString() });
}

const dosesBetweenStatement = preparedFor((db) =>
  db
    .select()
    .from(medicationDoses)
    .where(
      and(
        eq(medicationDoses.patientId, sql.placeholder('patientId')),
        gte(medicationDoses.scheduledAt, sql.placeholder('from')),
        lt(medicationDoses.scheduledAt, sql.placeholder('to')),
      ),
    )
    .orderBy(asc(medicationDoses.scheduledAt))
    .prepare('medication_doses_between'),
);

/**
 * Marks the dose of `medicineId` at `scheduledAt`: a new row, or the same row's status and time replaced
 * when it was marked before (unique medicine and instant: marking twice is an idempotent update).
 */
export async function upsertDose(
  db: Db,
  patientId: string,
  medicineId: string,
  dose: { scheduledAt: Date; status: string; recordedAt: Date },
): Promise<DoseRow> {
  const [row] = await db
    .insert(medicationDoses)
    .values({ ...dose, medicineId, patientId })
    .onConflictDoUpdate({
      target: [medicationDoses.medicineId, medicationDoses.scheduledAt],
      set: { status: dose.status, recordedAt: dose.recordedAt },
    })
    .returning();
  if (!row) throw new Error('upsert returned no row');
  return row;
}
