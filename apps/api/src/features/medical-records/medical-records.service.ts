import {
  describePrescriptionFiles,
  MEDICAL_RECORD_API_MESSAGES,
  PRESCRIPTION_FILE_NAME_PATTERN,
  UPLOAD_MESSAGES,
  type CreateMedicalRecord,
  type FileUrl,
  type MedicalRecord,
  type MedicalRecordListItem,
  type MedicalRecordPage,
  type PageQuery,
  type PrescriptionPage,
} from '@sehat/shared';
import type { Db } from '../../db/index.js';
import { notFound, tooMany } from '../../errors/domain-errors.js';
import {
  deleteStoredFiles,
  storedFileNames,
  type Disposition,
  type FileReferences,
  type SignedFileLink,
  type StorageDriver,
  type StoredUpload,
} from '../../storage/index.js';
import {
  appendFiles,
  findRecord,
  insertRecord,
  listRecords,
  listRecordsWithMedications,
  prescriptionKeysOf,
  removeFileKey,
  type MedicalRecordRow,
} from './medical-records.repository.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const recordNotFound = () => notFound(MEDICAL_RECORD_API_MESSAGES.recordNotFound);
/** spec §5: 'Too many files: You can only upload up to 5 files.' */
export const tooManyFiles = () => tooMany(UPLOAD_MESSAGES.tooMany, 'TOO_MANY_FILES');

/** Signs a link to one prescription file (bucket fixed by the caller). */
export type SignPrescriptionLink = (
  key: string,
  disposition: Disposition,
  filename: string,
) => SignedFileLink;

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

/** A full record as the API shows it: storage keys become files with the patient's names (spec §3). */
async function toMedicalRecord(db: Db, userId: string, row: MedicalRecordRow): Promise<MedicalRecord> {
  const names = await namesOf(db, userId, [row]);
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

/** One page of the patient's records, newest visit first (spec §2 "Medical history list"). */
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
 * files (spec §2 "Prescription history", §7): the prescriptions feature's list.
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

async function getRecordRow(db: Db, userId: string, id: string): Promise<MedicalRecordRow> {
  const row = UUID.test(id) ? await findRecord(db, userId, id) : null;
  if (!row) throw recordNotFound();
  return row;
}

/** The patient's record (GET /api/medical-records/:id); 404 for a malformed, missing or another patient's id. */
export async function getMedicalRecord(db: Db, userId: string, id: string): Promise<MedicalRecord> {
  return toMedicalRecord(db, userId, await getRecordRow(db, userId, id));
}

/** How many more files the patient's record `id` may take (spec §5: 5 in all); 404 as getMedicalRecord. */
export async function freeFileSlots(db: Db, userId: string, id: string, max: number): Promise<number> {
  return Math.max(0, max - (await getRecordRow(db, userId, id)).prescriptionFiles.length);
}

/**
 * Inserts a record with the files the upload pipeline stored for it (spec §5
 * "Add medical history"); runs inside the pipeline's transaction.
 */
export async function createMedicalRecord(
  tx: Db,
  userId: string,
  fields: CreateMedicalRecord,
  files: readonly StoredUpload[],
  now: Date,
): Promise<MedicalRecord> {
  const row = await insertRecord(
    tx,
    userId,
    fields,
    files.map((file) => file.key),
    now,
  );
  return toMedicalRecord(tx, userId, row);
}

/**
 * Adds stored files to the patient's record inside the pipeline's
 * transaction, at most `max` in all (spec §5): more → 'Too many files: …';
 * 404 for another patient's record.
 */
export async function addPrescriptionFiles(
  tx: Db,
  userId: string,
  id: string,
  files: readonly StoredUpload[],
  max: number,
): Promise<MedicalRecord> {
  const result = await appendFiles(
    tx,
    userId,
    id,
    files.map((file) => file.key),
    max,
  );
  if (result === 'not-found') throw recordNotFound();
  if (result === 'too-many') throw tooManyFiles();
  return toMedicalRecord(tx, userId, result);
}

/** The storage key of `fileName` in the patient's folder; 404 when the name is not one the server makes. */
function keyOf(userId: string, fileName: string): string {
  if (!PRESCRIPTION_FILE_NAME_PATTERN.test(fileName))
    throw notFound(MEDICAL_RECORD_API_MESSAGES.fileNotFound);
  return `${userId}/${fileName}`;
}

/**
 * Removes one file from the patient's record and forgets its name in one
 * transaction, then deletes it from storage (spec §2). 404 for another
 * patient's record or a file the record does not hold. A storage delete that
 * fails leaves an orphan the sweep removes; the record is already right.
 */
export async function removePrescriptionFile(
  db: Db,
  storage: StorageDriver,
  userId: string,
  id: string,
  fileName: string,
): Promise<MedicalRecord> {
  await getRecordRow(db, userId, id);
  const key = keyOf(userId, fileName);
  const row = await db.transaction(async (tx) => {
    const result = await removeFileKey(tx, userId, id, key);
    if (result === 'not-found') throw recordNotFound();
    if (result === 'file-not-found') throw notFound(MEDICAL_RECORD_API_MESSAGES.fileNotFound);
    await deleteStoredFiles(tx, userId, 'prescriptions', [key]);
    return result;
  });
  await storage.delete('prescriptions', key).catch(() => undefined);
  return toMedicalRecord(db, userId, row);
}

/**
 * A signed link (valid 3600 s) to one file of the patient's record, saved
 * under the patient's file name or shown in a tab (`inline`, PDF and images
 * only). 404 for another patient's record or a file the record does not hold.
 */
export async function prescriptionFileLink(
  db: Db,
  userId: string,
  id: string,
  fileName: string,
  disposition: Disposition,
  sign: SignPrescriptionLink,
): Promise<FileUrl> {
  const row = await getRecordRow(db, userId, id);
  const key = keyOf(userId, fileName);
  if (!row.prescriptionFiles.includes(key)) throw notFound(MEDICAL_RECORD_API_MESSAGES.fileNotFound);
  const record = await toMedicalRecord(db, userId, row);
  const file = record.prescription_files.find((f) => f.name === fileName);
  if (!file) throw notFound(MEDICAL_RECORD_API_MESSAGES.fileNotFound);
  return sign(key, file.viewable ? disposition : 'attachment', file.display_name);
}

/** Which prescription files rows reference, for the orphan sweep (ARCHITECTURE.md decision 9). */
export const prescriptionFileReferences: FileReferences = {
  bucket: 'prescriptions',
  referencedKeys: prescriptionKeysOf,
};
