import { Readable } from 'node:stream';
import type { MultipartFile, Multipart } from '@fastify/multipart';
import { MAX_UPLOAD_BYTES, MEDICAL_RECORD_API_MESSAGES, MEDICAL_RECORD_FIELDS } from '@sehat/shared';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../plugins/app-error.js';
import {
  discardUploadedFile,
  prescriptionKey,
  readUploadedFile,
  sniffFileType,
  type StorageDriver,
} from '../../storage/index.js';
import { tooManyFiles } from './medical-records.service.js';

/** The multipart field that carries prescription files. */
const FILES_FIELD = 'files';

export interface ReceivedUpload {
  /** Known text fields of the create form (others are ignored). */
  fields: Record<string, string>;
  /** Storage keys written, in upload order. */
  keys: string[];
}

const known = new Set<string>(MEDICAL_RECORD_FIELDS);

/** A failure of the multipart stream itself, answered 4xx (never 500). */
function multipartFailure(error: unknown): AppError {
  if (error instanceof AppError) return error;
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'FST_FILES_LIMIT') return tooManyFiles();
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE')
    return new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send the form as multipart/form-data.');
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT')
    return new AppError(413, 'PAYLOAD_TOO_LARGE', 'The form has too many fields.');
  return new AppError(400, 'BAD_UPLOAD', 'The upload was incomplete. Please try again.');
}

/**
 * Reads a `multipart/form-data` request of the medical-history form at the
 * HTTP edge: text fields, and up to `maxFiles` files in the `files` field.
 * Each file is read (10 MiB at most: a longer one is a 413), its type sniffed
 * from content (pdf, jpg/jpeg, png, doc, docx; else 415) and stored at a
 * server-made key `{userId}/{timestamp}-{random}.{ext}` in `prescriptions`.
 * One file too many → 400 'Too many files: You can only upload up to 5 files.'
 * After the first problem the rest of the request is read and discarded, then
 * every file written so far is deleted and the problem thrown, so a refused
 * request leaves nothing stored.
 */
export async function receivePrescriptionUpload(
  request: FastifyRequest,
  storage: StorageDriver,
  options: { userId: string; maxFiles: number; now: () => Date },
): Promise<ReceivedUpload> {
  const fields: Record<string, string> = {};
  const keys: string[] = [];
  let failure: Error | null = null;
  let fileCount = 0;

  async function storeFile(part: MultipartFile): Promise<void> {
    fileCount += 1;
    if (part.fieldname !== FILES_FIELD) {
      throw new AppError(400, 'BAD_UPLOAD', MEDICAL_RECORD_API_MESSAGES.fileFieldName);
    }
    if (fileCount > options.maxFiles) throw tooManyFiles();
    const bytes = await readUploadedFile(part, MAX_UPLOAD_BYTES);
    const type = await sniffFileType(bytes, 'prescriptions');
    const key = prescriptionKey(options.userId, type.ext, options.now());
    await storage.put('prescriptions', key, Readable.from(bytes), { maxBytes: MAX_UPLOAD_BYTES });
    keys.push(key);
  }

  // `throwFileSizeLimit: false`: an oversized file is reported by readUploadedFile (413).
  const parts = request.parts({ throwFileSizeLimit: false } as Parameters<FastifyRequest['parts']>[0]);
  for (;;) {
    let next: IteratorResult<Multipart>;
    try {
      next = await parts.next();
    } catch (error) {
      failure ??= multipartFailure(error);
      break;
    }
    if (next.done) break;
    const part = next.value;
    if (part.type === 'file') {
      if (failure) {
        await discardUploadedFile(part);
        continue;
      }
      try {
        await storeFile(part);
      } catch (error) {
        failure = error instanceof Error ? error : new Error(String(error));
        await discardUploadedFile(part);
      }
    } else if (!failure && known.has(part.fieldname)) {
      if (part.valueTruncated)
        failure = new AppError(400, 'VALIDATION_ERROR', 'One of the fields is too long.');
      else fields[part.fieldname] = String(part.value);
    }
  }

  if (failure) {
    await Promise.all(keys.map((key) => storage.delete('prescriptions', key).catch(() => undefined)));
    throw failure;
  }
  return { fields, keys };
}
