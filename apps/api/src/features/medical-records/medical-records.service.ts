import {
  createMedicalRecordSchema,
  describePrescriptionFiles,
  MAX_PRESCRIPTION_FILES,
  MEDICAL_RECORD_API_MESSAGES,
  PRESCRIPTION_FILE_NAME_PATTERN,
  UPLOAD_MESSAGES,
  type MedicalRecord,
  type MedicalRecordListItem,
  type MedicalRecordPage,
  type PageQuery,
  type PrescriptionFile,
  type SignedLink,
} from '@sehat/shared';
import type { Db } from '../../db/index.js';
import { AppError, notFound } from '../../plugins/app-error.js';
import type { Disposition, SignedFileLink, StorageDriver } from '../../storage/index.js';
import {
  appendFiles,
  findRecord,
  insertRecord,
  listRecords,
  removeFileKey,
  type MedicalRecordListRow,
  type MedicalRecordRow,
} from './medical-records.repository.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const recordNotFound = () => notFound(MEDICAL_RECORD_API_MESSAGES.recordNotFound);
export const tooManyFiles = () => new AppError(400, 'TOO_MANY_FILES', UPLOAD_MESSAGES.tooMany);

/** Signs a link to one prescription file (bucket fixed by the caller). */
export type SignPrescriptionLink = (
  key: string,
  disposition: Disposition,
  filename: string,
) => SignedFileLink;

/** A list row as the API shows it (created_at as an ISO instant). */
export function toListItem(row: MedicalRecordListRow): MedicalRecordListItem {
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

/** A full row as the API shows it: storage keys become file descriptions (spec §3). */
export function toMedicalRecord(row: MedicalRecordRow): MedicalRecord {
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
    prescription_files: describePrescriptionFiles(row.prescriptionFiles),
  };
}

/** Files of a record, as shown by the API. */
export function filesOf(row: Pick<MedicalRecordRow, 'prescriptionFiles'>): PrescriptionFile[] {
  return describePrescriptionFiles(row.prescriptionFiles);
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

/** The patient's record; 404 for a malformed, missing or another patient's id. */
export async function getRecordRow(db: Db, userId: string, id: string): Promise<MedicalRecordRow> {
  const row = UUID.test(id) ? await findRecord(db, userId, id) : null;
  if (!row) throw recordNotFound();
  return row;
}

async function deleteQuietly(storage: StorageDriver, keys: readonly string[]): Promise<void> {
  // A key that cannot be deleted now is an orphan; the hourly sweep removes it.
  await Promise.all(keys.map((key) => storage.delete('prescriptions', key).catch(() => undefined)));
}

/**
 * Creates a record from the form's fields and the files already written for
 * it (spec §5 "Add medical history"). Fields invalid → 400 with the first
 * message ('Validation Error: Please fill in all required fields.' for a
 * missing one); the written files are deleted on any failure, so a file never
 * outlives a record that was not saved (ARCHITECTURE.md decision 3).
 */
export async function createMedicalRecord(
  db: Db,
  storage: StorageDriver,
  userId: string,
  fields: Record<string, string>,
  fileKeys: string[],
  now: Date,
): Promise<MedicalRecord> {
  try {
    const parsed = createMedicalRecordSchema.safeParse(fields);
    if (!parsed.success) {
      throw new AppError(400, 'VALIDATION_ERROR', parsed.error.issues[0]?.message ?? 'Invalid input');
    }
    return toMedicalRecord(await insertRecord(db, userId, parsed.data, fileKeys, now));
  } catch (error) {
    await deleteQuietly(storage, fileKeys);
    throw error;
  }
}

/**
 * Adds files already written to the patient's record, at most 5 in all
 * (spec §5): more → 400 'Too many files: …'; 404 for another patient's
 * record. On any failure the written files are deleted.
 */
export async function addPrescriptionFiles(
  db: Db,
  storage: StorageDriver,
  userId: string,
  id: string,
  fileKeys: string[],
): Promise<MedicalRecord> {
  try {
    if (fileKeys.length === 0) throw new AppError(400, 'NO_FILES', 'Please choose at least one file.');
    const result = await appendFiles(db, userId, id, fileKeys, MAX_PRESCRIPTION_FILES);
    if (result === 'not-found') throw recordNotFound();
    if (result === 'too-many') throw tooManyFiles();
    return toMedicalRecord(result);
  } catch (error) {
    await deleteQuietly(storage, fileKeys);
    throw error;
  }
}

/** The storage key of `fileName` in the patient's folder; 404 when the name is not one the server makes. */
function keyOf(userId: string, fileName: string): string {
  if (!PRESCRIPTION_FILE_NAME_PATTERN.test(fileName))
    throw notFound(MEDICAL_RECORD_API_MESSAGES.fileNotFound);
  return `${userId}/${fileName}`;
}

/**
 * Removes one file from the patient's record, then from storage (spec §2).
 * 404 for another patient's record or a file the record does not hold.
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
  const result = await removeFileKey(db, userId, id, key);
  if (result === 'not-found') throw recordNotFound();
  if (result === 'file-not-found') throw notFound(MEDICAL_RECORD_API_MESSAGES.fileNotFound);
  await deleteQuietly(storage, [key]);
  return toMedicalRecord(result);
}

/**
 * A signed link (valid 3600 s) to one file of the patient's record, saved as
 * 'prescription-<n>.<ext>' or shown in a tab (`inline`, PDF and images only).
 * 404 for another patient's record or a file the record does not hold.
 */
export async function prescriptionFileLink(
  db: Db,
  userId: string,
  id: string,
  fileName: string,
  disposition: Disposition,
  sign: SignPrescriptionLink,
): Promise<SignedLink> {
  const row = await getRecordRow(db, userId, id);
  const key = keyOf(userId, fileName);
  if (!row.prescriptionFiles.includes(key)) throw notFound(MEDICAL_RECORD_API_MESSAGES.fileNotFound);
  const file = filesOf(row).find((f) => f.name === fileName);
  if (!file) throw notFound(MEDICAL_RECORD_API_MESSAGES.fileNotFound);
  return sign(key, file.viewable ? disposition : 'attachment', file.download_name);
}
