import type { CreateMedicalRecord, PageQuery } from '@sehat/shared';
import { pageOffset } from '@sehat/shared';
import { and, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { isNotBlank } from '../../db/conditions.js';
import type { Db } from '../../db/index.js';
import { preparedFor } from '../../db/prepared.js';
import { medicalRecords } from '../../db/schema/index.js';

/**
 * medical_records queries (docs/product.md#data-calls). Every function takes the signed-in
 * patient's id and scopes by it: another patient's record is simply absent.
 */
export type MedicalRecordRow = typeof medicalRecords.$inferSelect;

const listColumns = {
  id: medicalRecords.id,
  primaryReason: medicalRecords.primaryReason,
  doctorName: medicalRecords.doctorName,
  hospitalName: medicalRecords.hospitalName,
  recordDate: medicalRecords.recordDate,
  visitType: medicalRecords.visitType,
  createdAt: medicalRecords.createdAt,
};

/** Runs a page's select and the count of every row matching `where`, together. */
async function page<T>(db: Db, where: SQL, select: () => Promise<T[]>) {
  const [rows, [total]] = await Promise.all([
    select(),
    db.select({ value: count() }).from(medicalRecords).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

/** One page of the patient's records, newest record_date first (then newest created), and their count. */
export async function listRecords(db: Db, patientId: string, query: PageQuery) {
  const [rows, [total]] = await Promise.all([
    recordsPage(db).execute({ patientId, limit: query.page_size, offset: pageOffset(query) }),
    recordsCount(db).execute({ patientId }),
  ]);
  return { rows, total: total?.value ?? 0 };
}

const ownRecords = eq(medicalRecords.patientId, sql.placeholder('patientId'));

const recordsPage = preparedFor((db) =>
  db
    .select(listColumns)
    .from(medicalRecords)
    .where(ownRecords)
    .orderBy(desc(medicalRecords.recordDate), desc(medicalRecords.createdAt), desc(medicalRecords.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare('medical_records_page'),
);

const recordsCount = preparedFor((db) =>
  db.select({ value: count() }).from(medicalRecords).where(ownRecords).prepare('medical_records_count'),
);

/** The patient's record `id` (a UUID), or null. */
export async function findRecord(db: Db, patientId: string, id: string): Promise<MedicalRecordRow | null> {
  const [row] = await db
    .select()
    .from(medicalRecords)
    .where(and(eq(medicalRecords.patientId, patientId), eq(medicalRecords.id, id)));
  return row ?? null;
}

/**
 * The patient's records among `ids` ('all': every one), newest record_date
 * first; ids of other patients or of nothing are simply absent (share links).
 */
export async function findRecordsByIds(
  db: Db,
  patientId: string,
  ids: readonly string[] | 'all',
): Promise<MedicalRecordRow[]> {
  if (ids !== 'all' && ids.length === 0) return [];
  const owned = eq(medicalRecords.patientId, patientId);
  return db
    .select()
    .from(medicalRecords)
    .where(ids === 'all' ? owned : and(owned, inArray(medicalRecords.id, [...ids])))
    .orderBy(desc(medicalRecords.recordDate), desc(medicalRecords.createdAt), desc(medicalRecords.id));
}
/**
 * Inserts a record with its already-stored files (storage keys). title,
 * description and record_type are set from primary_reason, diagnosis and
 * visit_type (docs/product.md#data-kept); created_at is `createdAt` (the app's clock).
 */
export async function insertRecord(
  db: Db,
  patientId: string,
  input: CreateMedicalRecord,
  fileKeys: string[],
  createdAt: Date,
): Promise<MedicalRecordRow> {
  const [row] = await db
    .insert(medicalRecords)
    .values({ ...recordColumns(input), patientId, prescriptionFiles: fileKeys, createdAt })
    .returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

/** The columns a record's fields set; title, description and record_type follow their sources (docs/product.md#data-kept). */
function recordColumns(input: CreateMedicalRecord) {
  return {
    title: input.primary_reason,
    description: input.diagnosis,
    recordType: input.visit_type,
    primaryReason: input.primary_reason,
    symptoms: input.symptoms,
    doctorName: input.doctor_name,
    specialization: input.specialization,
    hospitalName: input.hospital_name,
    contactNumber: input.contact_number,
    diagnosis: input.diagnosis,
    treatmentPlan: input.treatment_plan,
    prescribedMedications: input.prescribed_medications,
    recordDate: input.record_date,
    followUpDate: input.follow_up_date,
    visitType: input.visit_type,
    additionalNotes: input.additional_notes,
    summaryPreviousVisits: input.summary_previous_visits,
  };
}

/** Replaces the fields of the patient's record; null when it is not theirs. */
export async function updateRecord(
  db: Db,
  patientId: string,
  id: string,
  input: CreateMedicalRecord,
): Promise<MedicalRecordRow | null> {
  const [row] = await updateStatement(db).execute({ ...recordColumns(input), patientId, id });
  return row ?? null;
}

/** The columns `recordColumns` sets, each bound to the parameter of its own name. */
const UPDATED_COLUMNS = Object.fromEntries(
  Object.keys(recordColumns({} as CreateMedicalRecord)).map((column) => [column, sql.placeholder(column)]),
);

const updateStatement = preparedFor((db) =>
  db
    .update(medicalRecords)
    .set(UPDATED_COLUMNS)
    .where(
      and(
        eq(medicalRecords.patientId, sql.placeholder('patientId')),
        eq(medicalRecords.id, sql.placeholder('id')),
      ),
    )
    .returning()
    .prepare('medical_records_update'),
);

/** Deletes the patient's record and returns it (its file keys); null when it is not theirs. */
export async function deleteRecord(db: Db, patientId: string, id: string): Promise<MedicalRecordRow | null> {
  const [row] = await db
    .delete(medicalRecords)
    .where(and(eq(medicalRecords.patientId, patientId), eq(medicalRecords.id, id)))
    .returning();
  return row ?? null;
}

/**
 * Appends stored files to the patient's record, holding the row lock so two
 * uploads cannot pass the limit together. 'not-found' for another patient's
 * or a missing record; 'too-many' when the record would hold more than `max`.
 */
export async function appendFiles(
  db: Db,
  patientId: string,
  id: string,
  keys: string[],
  max: number,
): Promise<MedicalRecordRow | 'not-found' | 'too-many'> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ files: medicalRecords.prescriptionFiles })
      .from(medicalRecords)
      .where(and(eq(medicalRecords.patientId, patientId), eq(medicalRecords.id, id)))
      .for('update');
    if (!row) return 'not-found' as const;
    if (row.files.length + keys.length > max) return 'too-many' as const;
    const [updated] = await tx
      .update(medicalRecords)
      .set({ prescriptionFiles: [...row.files, ...keys] })
      .where(and(eq(medicalRecords.patientId, patientId), eq(medicalRecords.id, id)))
      .returning();
    return updated ?? ('not-found' as const);
  });
}

/**
 * Removes one storage key from the patient's record (the file itself is
 * deleted by the caller after this commits). 'not-found' for a missing or
 * foreign record; 'file-not-found' when the record does not hold the key.
 */
export async function removeFileKey(
  db: Db,
  patientId: string,
  id: string,
  key: string,
): Promise<MedicalRecordRow | 'not-found' | 'file-not-found'> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ files: medicalRecords.prescriptionFiles })
      .from(medicalRecords)
      .where(and(eq(medicalRecords.patientId, patientId), eq(medicalRecords.id, id)))
      .for('update');
    if (!row) return 'not-found' as const;
    if (!row.files.includes(key)) return 'file-not-found' as const;
    const [updated] = await tx
      .update(medicalRecords)
      .set({ prescriptionFiles: row.files.filter((file) => file !== key) })
      .where(and(eq(medicalRecords.patientId, patientId), eq(medicalRecords.id, id)))
      .returning();
    return updated ?? ('not-found' as const);
  });
}

/**
 * One page of the patient's records that have medications (not null, not
 * blank — the dashboard's Active Prescriptions rule), with medications and
 * files, newest record_date first (docs/product.md#data-calls prescription list).
 */
export async function listRecordsWithMedications(db: Db, patientId: string, query: PageQuery) {
  // One predicate with the dashboard's Active Prescriptions count (db/conditions.ts).
  const where = and(
    eq(medicalRecords.patientId, patientId),
    isNotBlank(medicalRecords.prescribedMedications),
  )!;
  return page(db, where, () =>
    db
      .select({
        ...listColumns,
        prescribedMedications: medicalRecords.prescribedMedications,
        prescriptionFiles: medicalRecords.prescriptionFiles,
      })
      .from(medicalRecords)
      .where(where)
      .orderBy(desc(medicalRecords.recordDate), desc(medicalRecords.createdAt), desc(medicalRecords.id))
      .limit(query.page_size)
      .offset(pageOffset(query)),
  );
}

/** Storage keys of prescription files that records of `owners` hold (for the orphan sweep; any owner). */
export async function prescriptionKeysOf(db: Db, owners: readonly string[]): Promise<string[]> {
  const rows = await db
    .select({ key: sql<string>`unnest(${medicalRecords.prescriptionFiles})` })
    .from(medicalRecords)
    .where(inArray(medicalRecords.patientId, [...owners]));
  return rows.map((row) => row.key);
}
