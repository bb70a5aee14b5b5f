import { Readable } from 'node:stream';
import type { MultipartFile } from '@fastify/multipart';
import { MAX_UPLOAD_BYTES, type MessageKey } from '@sehat/shared';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Db } from '../db/index.js';
import { DomainError, invalid, tooLarge, unsupportedType } from '../errors/domain-errors.js';
import { zodIssueMessage } from '../plugins/error-mapping.js';
import { inspectJson } from '../plugins/input-guard.js';
import { FileTooLargeError, type Bucket, type StorageDriver } from './driver.js';
import { drain, multipartFailure, readBounded, readParts } from './multipart-parts.js';
import { displayFileName } from './file-names.js';
import { sniffFileType, UnsupportedFileTypeError } from './file-types.js';
import { storageKey } from './keys.js';
import {
  insertStoredFiles,
  lockStorageQuotaOf,
  storedBytesOf,
  type StoredFileValues,
} from './stored-files.repository.js';

/**
 * The one upload pipeline (docs/architecture.md#d9-one-upload-pipeline). Every route that takes
 * files reads its `multipart/form-data` request through `receiveUpload`:
 *
 * 1. text fields come first; they are validated with the route's shared zod
 *    schema when the first file part arrives (or at the end), so nothing is
 *    stored for a form that is invalid;
 * 2. each file is read with its size bounded while streaming (10 MiB), its
 *    type sniffed from content, checked against the patient's storage quota,
 *    and written under a fresh server key `{userId}/{ms}-{random}.{ext}`;
 * 3. the feature's row and one `stored_files` row per file (the patient's
 *    sanitised file name, size, type) commit in one transaction;
 * 4. on any failure — bad field, refused file, malformed multipart, a failing
 *    insert — exactly the files this request wrote are deleted.
 *
 * A route that works on an uploaded file's content instead of keeping it (the
 * import's export ZIP) reads it through `receiveFileContent`: the same parser
 * and refusals, nothing stored.
 */

/** A file the pipeline stored for this request. */
export interface StoredUpload {
  bucket: Bucket;
  key: string;
  /** The patient's file name, sanitised (display and download name). */
  name: string;
  /** Plaintext size in bytes. */
  sizeBytes: number;
  /** Sniffed content type, e.g. 'application/pdf'. */
  contentType: string;
}

/** What a route's upload looks like. */
export interface UploadSpec<Schema extends z.ZodType> {
  bucket: Bucket;
  /** The multipart field that carries the files ('files', 'receipt', 'file'). */
  fileField: string;
  /** The shared zod schema of the text fields (unknown fields are left to the schema). */
  fields: Schema;
  /** Most files this request may carry. */
  maxFiles: number;
  /** Fewest files; fewer → invalid with `missingFileMessage`. Default 0. */
  minFiles?: number;
  /** The refusal for one file too many (docs/product.md#validation-rules for prescriptions). */
  tooManyFiles: () => DomainError;
  /** The refusal when fewer than `minFiles` arrive. */
  missingFileMessage?: MessageKey;
}

/** What the pipeline needs from the app. */
export interface UploadContext {
  db: Db;
  storage: StorageDriver;
  now: () => Date;
  /** Most bytes one patient may store across every bucket (STORAGE_QUOTA_MB). */
  quotaBytes: number;
}

/** Commits the feature's row inside the pipeline's transaction; throw to refuse (the files are then deleted). */
export type CommitUpload<Fields, Result> = (tx: Db, fields: Fields, files: StoredUpload[]) => Promise<Result>;

/** The first problem of a zod failure, as the form shows it: its key and values (`zodIssueMessage`). */
function fieldsFailure(error: z.ZodError): DomainError {
  return invalid(zodIssueMessage(error.issues[0]));
}

/**
 * Receives a multipart upload as `spec` describes and commits it with
 * `commit`; resolves with what `commit` returns. Errors (all domain errors,
 * nothing stored): 415 not multipart; 400 malformed multipart, a field after a
 * file, an invalid field (the schema's first message), a file in another
 * field, too few files; `spec.tooManyFiles()` for one too many; 413 a file
 * over 10 MiB or past the quota ('Storage limit reached'); 415 a file whose
 * content is not accepted — file refusals name the file: 'fake.pdf: not a
 * PDF, JPG, JPEG, PNG, DOC or DOCX file'.
 */
export async function receiveUpload<Schema extends z.ZodType, Result>(
  request: FastifyRequest,
  context: UploadContext,
  userId: string,
  spec: UploadSpec<Schema>,
  commit: CommitUpload<z.output<Schema>, Result>,
): Promise<Result> {
  if (!request.isMultipart()) throw unsupportedType('request.notMultipart');
  const rawFields: Record<string, string> = {};
  let fields: z.output<Schema> | undefined;
  const stored: StoredUpload[] = [];
  let failure: Error | null = null;
  let fileParts = 0;
  let usedBytes: number | null = null;

  const parseFields = () => {
    const parsed = spec.fields.safeParse(rawFields);
    if (!parsed.success) throw fieldsFailure(parsed.error);
    fields = parsed.data;
  };

  async function storeFile(part: MultipartFile): Promise<void> {
    if (fields === undefined) parseFields();
    if (part.fieldname !== spec.fileField)
      throw invalid({ key: 'request.wrongFileField', values: { field: spec.fileField } }, 'BAD_UPLOAD');
    const bytes = await readBounded(part, MAX_UPLOAD_BYTES).catch((error: unknown) => {
      if (error instanceof FileTooLargeError)
        throw tooLarge(
          { key: 'fileRefusals.tooLarge', values: { name: displayFileName(part.filename, 'file') } },
          'FILE_TOO_LARGE',
        );
      // The body ended or broke mid-file: the request is malformed, not the server.
      throw multipartFailure(error);
    });
    // A browser sends an empty, nameless part for a file input left empty: not a file.
    if (bytes.length === 0 && !part.filename) return;
    fileParts += 1;
    if (fileParts > spec.maxFiles) throw spec.tooManyFiles();
    const name = displayFileName(part.filename, 'file');
    if (bytes.length === 0) throw invalid({ key: 'fileRefusals.empty', values: { name } }, 'EMPTY_FILE');
    const type = await sniffFileType(bytes, spec.bucket).catch((error: unknown) => {
      if (error instanceof UnsupportedFileTypeError)
        throw new DomainError('unsupported_type', 'UNSUPPORTED_FILE_TYPE', {
          key: `fileRefusals.${spec.bucket}`,
          values: { name },
        });
      throw error;
    });
    usedBytes ??= await storedBytesOf(context.db, userId);
    const requestBytes = stored.reduce((sum, file) => sum + file.sizeBytes, 0);
    if (usedBytes + requestBytes + bytes.length > context.quotaBytes)
      throw tooLarge('request.storageLimit', 'STORAGE_LIMIT_REACHED');
    const key = storageKey(userId, type.ext, context.now());
    const file: StoredUpload = {
      bucket: spec.bucket,
      key,
      name: displayFileName(part.filename, `file.${type.ext}`),
      sizeBytes: bytes.length,
      contentType: type.mime,
    };
    // Recorded before the write completes, so a write that fails halfway is cleaned up too.
    stored.push(file);
    await context.storage.put(spec.bucket, key, Readable.from(bytes), { maxBytes: MAX_UPLOAD_BYTES });
  }

  try {
    const bodyFailure = await readParts(request, {}, async (part) => {
      if (part.type === 'file') {
        if (failure) await drain(part);
        else {
          try {
            await storeFile(part);
          } catch (error) {
            failure = error instanceof Error ? error : new Error(String(error));
            await drain(part);
          }
        }
      } else if (!failure) {
        if (fields !== undefined) failure = invalid('request.fieldsBeforeFiles', 'BAD_UPLOAD');
        else if (part.valueTruncated) failure = invalid('request.fieldTooLong');
        else {
          // The JSON guard cannot see multipart fields: refuse a NUL here, as it does there.
          const value = String(part.value);
          failure = inspectJson(part.fieldname) ?? inspectJson(value);
          rawFields[part.fieldname] = value;
        }
      }
    });
    failure ??= bodyFailure;
    if (failure) throw failure;
    if (fields === undefined) parseFields();
    if (stored.length < (spec.minFiles ?? 0))
      throw invalid(spec.missingFileMessage ?? 'request.chooseFile', 'NO_FILE');

    return await context.db.transaction(async (tx) => {
      if (stored.length > 0) {
        await lockStorageQuotaOf(tx, userId);
        const requestBytes = stored.reduce((sum, file) => sum + file.sizeBytes, 0);
        if ((await storedBytesOf(tx, userId)) + requestBytes > context.quotaBytes)
          throw tooLarge('request.storageLimit', 'STORAGE_LIMIT_REACHED');
      }
      const values: StoredFileValues[] = stored.map((file) => ({ ...file }));
      await insertStoredFiles(tx, userId, values);
      return commit(tx, fields as z.output<Schema>, stored);
    });
  } catch (error) {
    // A key that cannot be deleted now is an orphan; the sweep removes it later.
    await Promise.all(
      stored.map((file) => context.storage.delete(file.bucket, file.key).catch(() => undefined)),
    );
    throw error;
  }
}

/** What a route that reads one uploaded file without keeping it looks like (receiveFileContent). */
export interface FileContentSpec {
  /** The multipart field that carries the file ('archive'). */
  fileField: string;
  /** Most bytes the file may have (past it `tooLarge()`), above the app's per-file MAX_UPLOAD_BYTES if need be. */
  maxBytes: number;
  /** The refusal for a file past `maxBytes`. */
  tooLarge: () => DomainError;
}

/**
 * Reads the one file of a multipart upload into memory, for a route that works on its content instead of
 * storing it (an export ZIP whose entries the import stores itself): the same parser and the same refusals
 * as receiveUpload, nothing written. Text fields are not taken. Errors: 415 not multipart; 400 malformed
 * multipart, a file in another field, a text field, no file or an empty one; `spec.tooLarge()` past
 * `spec.maxBytes` (the parser stops reading there).
 */
export async function receiveFileContent(request: FastifyRequest, spec: FileContentSpec): Promise<Buffer> {
  if (!request.isMultipart()) throw unsupportedType('request.notMultipart');
  let content: Buffer | undefined;
  let failure: Error | null = null;
  const bodyFailure = await readParts(request, { fileSize: spec.maxBytes, files: 1 }, async (part) => {
    if (part.type !== 'file') {
      failure ??= invalid('request.badUpload', 'BAD_UPLOAD');
      return;
    }
    if (failure) return drain(part);
    if (part.fieldname !== spec.fileField) {
      failure = invalid({ key: 'request.wrongFileField', values: { field: spec.fileField } }, 'BAD_UPLOAD');
      return drain(part);
    }
    try {
      content = await readBounded(part, spec.maxBytes);
    } catch (error) {
      failure = error instanceof FileTooLargeError ? spec.tooLarge() : multipartFailure(error);
      await drain(part);
    }
  });
  failure ??= bodyFailure;
  if (failure) throw failure;
  if (!content || content.length === 0) throw invalid('request.chooseFile', 'NO_FILE');
  return content;
}

/** Route `config` that documents a multipart body in OpenAPI (plugins/api-docs.ts reads `multipartBody`). */
export function multipartDocs(spec: Pick<UploadSpec<z.ZodType>, 'fields' | 'fileField' | 'maxFiles'>) {
  const fields = z.toJSONSchema(spec.fields, { io: 'input', unrepresentable: 'any' }) as {
    properties?: Record<string, unknown>;
    required?: string[];
  };
  const file = { type: 'string', format: 'binary' };
  return {
    multipartBody: {
      type: 'object',
      description: `Text fields first, then up to ${spec.maxFiles} file(s) in '${spec.fileField}'.`,
      properties: {
        ...fields.properties,
        [spec.fileField]: spec.maxFiles > 1 ? { type: 'array', items: file } : file,
      },
      required: fields.required ?? [],
    },
  };
}
