import { randomUUID } from 'node:crypto';
import type { DocumentRead, DocumentReadDraft } from '@sehat/shared';
import type { Db } from '../../db/index.js';
import { notFound, unsupportedType } from '../../errors/domain-errors.js';
import type { FileReferences, StoredUpload } from '../../storage/index.js';
import { findRead, insertRead, readKeysOf, takeRead } from './document-reads.repository.js';

/** What can be read: PDFs and photos; the lab-reports bucket also takes Word files, which cannot. */
const READABLE = new Set(['application/pdf', 'image/jpeg', 'image/png']);
const readNotFound = () => notFound('documentReading.readNotFound');

/**
 * Queues a read of the file the upload pipeline stored, inside its transaction (POST
 * /api/lab-reports/read). A Word file → 415 'documentReading.onlyPdfOrImage' (the file is then deleted).
 */
export async function queueRead(
  tx: Db,
  userId: string,
  file: StoredUpload,
  now: Date,
): Promise<{ read_id: string }> {
  if (!READABLE.has(file.contentType))
    throw unsupportedType({ key: 'documentReading.onlyPdfOrImage', values: { name: file.name } });
  const id = randomUUID();
  await insertRead(tx, {
    id,
    userId,
    fileKey: file.key,
    fileName: file.name,
    contentType: file.contentType,
    now,
  });
  return { read_id: id };
}

/** The patient's read as the screen polls it (GET /api/lab-reports/read/:read_id); another's → 404. */
export async function getRead(db: Db, userId: string, id: string): Promise<DocumentRead> {
  const row = await findRead(db, userId, id);
  if (!row) throw readNotFound();
  return {
    read_id: row.id,
    status: row.status,
    progress: row.progress,
    file: { name: row.fileName, content_type: row.contentType },
    ...(row.status === 'done' && row.draft ? { draft: row.draft as DocumentReadDraft } : {}),
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
 * On Save of the pre-filled form, inside the new report's transaction: ends the patient's read and hands
 * back its stored file's key, which becomes the report's file. Unknown or another patient's → 404; a
 * read still being read can be saved too (the patient typed the values).
 */
export async function takeReadFile(tx: Db, userId: string, id: string): Promise<string> {
  const row = await takeRead(tx, userId, id);
  if (!row) throw readNotFound();
  return row.fileKey;
}

/** Which lab-reports keys reads hold (an unsaved read's file), for the orphan sweep. */
export const readFileReferences: FileReferences = {
  bucket: 'lab-reports',
  referencedKeys: readKeysOf,
};
