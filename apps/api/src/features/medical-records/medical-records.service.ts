import {
  describePrescriptionFiles,
  recordDateProblem,
  todayIn,
  type CreateMedicalRecord,
  type MedicalRecord,
  type MedicalRecordListItem,
  type MedicalRecordPage,
  type PageQuery,
  type PrescriptionPage,
} from '@sehat/shared';
import type { Db } from '../../db/index.js';
import { invalid, notFound } from '../../errors/domain-errors.js';
import {
  deleteStoredFiles,
  storedFileNames,
  type StorageDriver,
  type StoredUpload,
} from '../../storage/index.js';
import {
  deleteRecord,
  findRecord,
  findRecordsByIds,
  insertRecord,
  listRecords,
  listRecordsWithMedications,
  updateRecord,
  type MedicalRecordRow,
} from './medical-records.repository.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const recordNotFound = () => notFound('medicalRecords.recordNotFound');
type ListFields = Pick<
  MedicalRecordRow,
  'id' | 'primaryReason' | 'doctorName' | 'hospitalName' | 'recordDate' | 'visitType' | 'createdAt'
>;

function toListItem(row: ListFields): MedicalRecordListItem {
  return {
    id: row.id,
    primary_reason: row.primaryReason,
    doctor_name: row.doctorName,
    hospital_name: row.hospitalName,
    record_date: row.recordDate,
    visit_type: row.visitType,
    created_at: row.createdAt.toISOString(),
  };
}

/** The patient's names of every file these rows hold. */
function namesOf(db: Db, userId: string, rows: readonly Pick<MedicalRecordRow, 'prescriptionFiles'>[]) {
  return storedFileNames(
    db,
    userId,
    'prescriptions',
    rows.flatMap((row) => row.prescriptionFiles),
  );
}

/** A full record as the API shows it: storage keys become files with the patient's names (docs/product.md#data-kept). */
function recordOf(row: MedicalRecordRow, names: ReadonlyMap<string, string>): MedicalRecord {
  return {
    ...toListItem(row),
    title: row.title,
    description: row.description,
    record_type: row.recordType,
    symptoms: row.symptoms,
    specialization: row.specialization,
    contact_number: row.contactNumber,
    diagnosis: row.diagnosis,
    treatment_plan: row.treatmentPlan,
    prescribed_medications: row.prescribedMedications,
    follow_up_date: row.followUpDate,
    additional_notes: row.additionalNotes,
    summary_previous_visits: row.summaryPreviousVisits,
    prescription_files: describePrescriptionFiles(row.prescriptionFiles, names),
  };
}

/** One row as the API shows it, with its files' names read from stored_files. */
export async function toMedicalRecord(db: Db, userId: string, row: MedicalRecordRow): Promise<MedicalRecord> {
  return recordOf(row, await namesOf(db, userId, [row]));
}

/**
 * The patient's records among `ids` ('all': every one) in full, newest visit
 * first, file names read in one query (share links). Malformed ids, missing
 * ones and other patients' are left out: the caller compares what it asked.
 */
export async function medicalRecordsByIds(
  db: Db,
  userId: string,
  ids: readonly string[] | 'all',
): Promise<MedicalRecord[]> {
  const wanted = ids === 'all' ? ids : ids.filter((id) => UUID.test(id));
  const rows = await findRecordsByIds(db, userId, wanted);
  const names = await namesOf(db, userId, rows);
  return rows.map((row) => recordOf(row, names));
}
/** One page of the patient's records, newest visit first (docs/product.md#medical-history-list). */
export async function listMedicalRecords(
  db: Db,
  userId: string,
  query: PageQuery,
): Promise<MedicalRecordPage> {
  const { rows, total } = await listRecords(db, userId, query);
  return { items: rows.map(toListItem), total, page: query.page, page_size: query.page_size };
}

/**
 * One page of the records with medications, each with its medications and
 * files (docs/product.md#prescription-history, docs/product.md#data-calls): the prescriptions feature's list.
 */
export async function listPrescriptions(db: Db, userId: string, query: PageQuery): Promise<PrescriptionPage> {
  const { rows, total } = await listRecordsWithMedications(db, userId, query);
  const names = await namesOf(db, userId, rows);
  return {
    items: rows.map((row) => ({
      ...toListItem(row),
      prescribed_medications: row.prescribedMedications ?? '',
      prescription_files: describePrescriptionFiles(row.prescriptionFiles, names),
    })),
    total,
    page: query.page,
    page_size: query.page_size,
  };
}

export async function getRecordRow(db: Db, userId: string, id: string): Promise<MedicalRecordRow> {
  const row = UUID.test(id) ? await findRecord(db, userId, id) : null;
  if (!row) throw recordNotFound();
  return row;
}

/** The patient's record (GET /api/medical-records/:id); 404 for a malformed, missing or another patient's id. */
export async function getMedicalRecord(db: Db, userId: string, id: string): Promise<MedicalRecord> {
  return toMedicalRecord(db, userId, await getRecordRow(db, userId, id));
}

/**
 * Inserts a record with the files the upload pipeline stored for it (docs/product.md#medical-history-fields) and `readFiles`, the keys of prescription reads saved with it (docs/decisions/050-reading-documents.md), first; runs inside the pipeline's transaction.
 */
export async function createMedicalRecord(
  tx: Db,
  userId: string,
  fields: CreateMedicalRecord,
  files: readonly StoredUpload[],
  now: Date,
  timeZone: string,
  readFiles: readonly string[] = [],
): Promise<MedicalRecord> {
  assertRecordDate(fields, now, timeZone);
  const row = await insertRecord(tx, userId, fields, [...readFiles, ...files.map((file) => file.key)], now);
  return toMedicalRecord(tx, userId, row);
}

/** The visit date may not be in the future, in the patient's time zone (docs/product.md#screens-added-since-the-first-version). */
function assertRecordDate(
  fields: Pick<CreateMedicalRecord, 'record_date'>,
  now: Date,
  timeZone: string,
): void {
  const problem = recordDateProblem(fields.record_date, todayIn(timeZone, now));
  if (problem) throw invalid(problem);
}

/**
 * Replaces every field of the patient's record (PUT /api/medical-records/:id;
 * files change through their own routes). title, description and record_type
 * follow primary_reason, diagnosis and visit_type (docs/product.md#data-kept). 404 another
 * patient's record; 400 invalid fields or dates.
 */
export async function editMedicalRecord(
  db: Db,
  userId: string,
  id: string,
  fields: CreateMedicalRecord,
  now: Date,
  timeZone: string,
): Promise<MedicalRecord> {
  assertRecordDate(fields, now, timeZone);
  const row = UUID.test(id) ? await updateRecord(db, userId, id, fields) : null;
  if (!row) throw recordNotFound();
  return toMedicalRecord(db, userId, row);
}

/**
 * Deletes the patient's record with its files (DELETE /api/medical-records/:id):
 * the row and its files' rows in one transaction, then the stored objects. An
 * object that cannot be deleted now is left to the orphan sweep, which removes
 * it within the hour; no row ever points at a missing file. 404 another
 * patient's record.
 */
export async function removeMedicalRecord(
  db: Db,
  storage: StorageDriver,
  userId: string,
  id: string,
): Promise<void> {
  const keys = await db.transaction(async (tx) => {
    const row = UUID.test(id) ? await deleteRecord(tx, userId, id) : null;
    if (!row) throw recordNotFound();
    await deleteStoredFiles(tx, userId, 'prescriptions', row.prescriptionFiles);
    return row.prescriptionFiles;
  });
  await Promise.all(keys.map((key) => storage.delete('prescriptions', key).catch(() => undefined)));
}
