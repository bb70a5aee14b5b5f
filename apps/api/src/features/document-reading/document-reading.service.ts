import { randomUUID } from 'node:crypto';
import type { DocumentRead, DocumentReadDraft, DocumentReadKind, PrescriptionDraft } from '@sehat/shared';
import type { Db } from '../../db/index.js';
import { notFound, unsupportedType } from '../../errors/domain-errors.js';
import type { Bucket, FileReferences, StoredUpload } from '../../storage/index.js';
import { findRead, insertRead, readKeysOf, takeRead } from './document-reads.repository.js';

/** What can be read: PDFs and photos; the upload buckets also take Word files, which cannot. */
const READABLE = new Set(['application/pdf', 'image/jpeg', 'image/png']);
const readNotFound = () => notFound('documentReading.readNotFound');

/**
 * Where a read's file is stored, by kind: the bucket of what it becomes on Save (a lab report's file or a
 * medical record's prescription file), so Save only points the new row at the same key.
 */
export const READ_BUCKETS = {
  lab_report: 'lab-reports',
  prescription: 'prescriptions',
} as const satisfies Record<DocumentReadKind, Bucket>;

/**
 * Queues a read of `kind` of the file the upload pipeline stored, inside its transaction (POST
 * /api/lab-reports/read, POST /api/medical-records/read). A Word file → 415
 * 'documentReading.onlyPdfOrImage' (the file is then deleted).
 */
export async function queueRead(
  tx: Db,
  userId: string,
  kind: DocumentReadKind,
  file: StoredUpload,
  now: Date,
): Promise<{ read_id: string }> {
  if (!READABLE.has(file.contentType))
    throw unsupportedType({ key: 'documentReading.onlyPdfOrImage', values: { name: file.name } });
  const id = randomUUID();
  await insertRead(tx, {
    id,
    patientId: userId,
    kind,
    fileKey: file.key,
    fileName: file.name,
    contentType: file.contentType,
    now,
  });
  return { read_id: id };
}

/**
 * The patient's read of `kind` as the screen polls it (GET /api/lab-reports/read/:read_id, GET
 * /api/medical-records/read/:read_id); another patient's, or a read of the other kind → 404.
 */
export async function getRead(
  db: Db,
  userId: string,
  kind: DocumentReadKind,
  id: string,
): Promise<DocumentRead> {
  const row = await findRead(db, userId, kind, id);
  if (!row) throw readNotFound();
  const done = row.status === 'done' && row.draft;
  return {
    read_id: row.id,
    kind: row.kind,
    status: row.status,
    progress: row.progress,
    file: { name: row.fileName, content_type: row.contentType },
    ...(done && row.kind === 'lab_report' ? { draft: row.draft as DocumentReadDraft } : {}),
    ...(done && row.kind === 'prescription' ? { prescription: row.draft as PrescriptionDraft } : {}),
    ...(row.status === 'failed' && row.messageKey
      ? {
          message: {
            key: row.messageKey,
            values: (row.messageValues ?? {}) as Record<string, string | number>,
          },
        }
      : {}),
  };
}

/**
 * On Save of the pre-filled form, inside the new report's or record's transaction: ends the patient's read
 * of `kind` and hands back its stored file's key (in READ_BUCKETS[kind]), which becomes the saved row's
 * file. Unknown, another patient's or the other kind's → 404; a read still being read, or one that failed,
 * can be saved too (the patient typed the values).
 */
export async function takeReadFile(
  tx: Db,
  userId: string,
  kind: DocumentReadKind,
  id: string,
): Promise<string> {
  const row = await takeRead(tx, userId, kind, id);
  if (!row) throw readNotFound();
  return row.fileKey;
}

/** Which stored keys reads hold (an unsaved read's file), per bucket, for the orphan sweep. */
export const readFileReferences: FileReferences[] = (['lab_report', 'prescription'] as const).map((kind) => ({
  bucket: READ_BUCKETS[kind],
  referencedKeys: (db: Db, owners: readonly string[]) => readKeysOf(db, kind, owners),
}));
