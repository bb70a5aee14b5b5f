import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/index.js';
import { storedFiles } from '../db/schema/index.js';
import type { Bucket } from './driver.js';

/** What the upload pipeline records for each file it wrote. */
export interface StoredFileValues {
  bucket: Bucket;
  key: string;
  name: string;
  sizeBytes: number;
  contentType: string;
}

/** Records files the patient `patientId` uploaded; call inside the transaction that commits the referencing row. */
export async function insertStoredFiles(db: Db, patientId: string, files: readonly StoredFileValues[]) {
  if (files.length === 0) return;
  await db.insert(storedFiles).values(files.map((file) => ({ ...file, patientId })));
}

/** The patient's display names of `keys` in `bucket`, by key (keys without a row are absent). */
export async function storedFileNames(
  db: Db,
  patientId: string,
  bucket: Bucket,
  keys: readonly string[],
): Promise<Map<string, string>> {
  if (keys.length === 0) return new Map();
  const rows = await db
    .select({ key: storedFiles.key, name: storedFiles.name })
    .from(storedFiles)
    .where(
      and(
        eq(storedFiles.patientId, patientId),
        eq(storedFiles.bucket, bucket),
        inArray(storedFiles.key, [...keys]),
      ),
    );
  return new Map(rows.map((row) => [row.key, row.name]));
}

/** Forgets the patient's rows of `keys` in `bucket` (the objects are deleted by the caller). */
export async function deleteStoredFiles(db: Db, patientId: string, bucket: Bucket, keys: readonly string[]) {
  if (keys.length === 0) return;
  await db
    .delete(storedFiles)
    .where(
      and(
        eq(storedFiles.patientId, patientId),
        eq(storedFiles.bucket, bucket),
        inArray(storedFiles.key, [...keys]),
      ),
    );
}

/**
 * Serialises the patient's quota checks with their commits until the
 * transaction `tx` ends: a second upload of the same patient waits here, then
 * counts the first one's committed bytes (an advisory lock keyed by the user
 * id; PostgreSQL and PGlite alike).
 */
export async function lockStorageQuotaOf(tx: Db, patientId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`storage-quota:${patientId}`}, 0))`);
}

/** Bytes the patient stores in every bucket (plaintext sizes), for the storage quota. */
export async function storedBytesOf(db: Db, patientId: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${storedFiles.sizeBytes}), 0)` })
    .from(storedFiles)
    .where(eq(storedFiles.patientId, patientId));
  return Number(row?.total ?? 0);
}

/** Forgets rows of objects the orphan sweep removed (any owner: a system job). */
export async function forgetStoredFiles(db: Db, bucket: Bucket, keys: readonly string[]) {
  if (keys.length === 0) return;
  await db
    .delete(storedFiles)
    .where(and(eq(storedFiles.bucket, bucket), inArray(storedFiles.key, [...keys])));
}
