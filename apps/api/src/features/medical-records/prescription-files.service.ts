import { PRESCRIPTION_FILE_NAME_PATTERN, type SignedLink, type MedicalRecord } from '@sehat/shared';
import type { Db } from '../../db/index.js';
import { notFound, tooMany } from '../../errors/domain-errors.js';
import {
  deleteStoredFiles,
  type Disposition,
  type FileReferences,
  type SignedFileLink,
  type StorageDriver,
  type StoredUpload,
} from '../../storage/index.js';
import { appendFiles, prescriptionKeysOf, removeFileKey } from './medical-records.repository.js';
import { getRecordRow, recordNotFound, toMedicalRecord } from './medical-records.service.js';

/*
 * Prescription files of a medical record (docs/product.md#screens-and-routes, docs/product.md#prescription-files,
 * docs/product.md#data-calls): adding through the upload pipeline, removing, signed links, and the
 * keys the orphan sweep must keep.
 */

/** docs/product.md#validation-rules: 'Too many files: You can only upload up to 5 files.' */
export const tooManyFiles = () => tooMany('upload.tooMany', 'TOO_MANY_FILES');

/** Signs a link to one prescription file (bucket fixed by the caller). */
export type SignPrescriptionLink = (
  key: string,
  disposition: Disposition,
  filename: string,
) => SignedFileLink;

/** How many more files the patient's record `id` may take (docs/product.md#validation-rules: 5 in all); 404 as getMedicalRecord. */
export async function freeFileSlots(db: Db, userId: string, id: string, max: number): Promise<number> {
  return Math.max(0, max - (await getRecordRow(db, userId, id)).prescriptionFiles.length);
}

/**
 * Adds stored files to the patient's record inside the pipeline's
 * transaction, at most `max` in all (docs/product.md#validation-rules): more → 'Too many files: …';
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
  if (!PRESCRIPTION_FILE_NAME_PATTERN.test(fileName)) throw notFound('medicalRecords.fileNotFound');
  return `${userId}/${fileName}`;
}

/**
 * Removes one file from the patient's record and forgets its name in one
 * transaction, then deletes it from storage (docs/product.md#screens-and-routes). 404 for another
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
    if (result === 'file-not-found') throw notFound('medicalRecords.fileNotFound');
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
): Promise<SignedLink> {
  const row = await getRecordRow(db, userId, id);
  const key = keyOf(userId, fileName);
  if (!row.prescriptionFiles.includes(key)) throw notFound('medicalRecords.fileNotFound');
  const record = await toMedicalRecord(db, userId, row);
  const file = record.prescription_files.find((f) => f.name === fileName);
  if (!file) throw notFound('medicalRecords.fileNotFound');
  return sign(key, file.viewable ? disposition : 'attachment', file.display_name);
}

/** Which prescription files rows reference, for the orphan sweep (docs/architecture.md#d9-one-upload-pipeline). */
export const prescriptionFileReferences: FileReferences = {
  bucket: 'prescriptions',
  referencedKeys: prescriptionKeysOf,
};
