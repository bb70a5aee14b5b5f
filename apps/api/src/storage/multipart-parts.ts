import type { Multipart, MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { DomainError, invalid, tooLarge, unsupportedType } from '../errors/domain-errors.js';
import { FileTooLargeError } from './driver.js';

/**
 * Reading a `multipart/form-data` body part by part, for the upload pipeline (upload-pipeline.ts): the
 * parser's failures as 4xx domain errors, a file part read into memory with its size bounded, or drained.
 */

/** A failure of the multipart stream itself: always a 4xx, never a 500. */
export function multipartFailure(error: unknown): DomainError {
  if (error instanceof DomainError) return error;
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') return unsupportedType('request.notMultipart');
  if (code === 'FST_FILES_LIMIT') return invalid('request.tooManyFormFiles', 'BAD_UPLOAD');
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') return tooLarge('request.tooManyFormFields');
  return invalid('request.badUpload', 'BAD_UPLOAD');
}

/** Reads one file part into memory, at most `maxBytes` (the parser stops there and marks it truncated). */
export async function readBounded(part: MultipartFile, maxBytes: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of part.file) {
    size += (chunk as Buffer).length;
    if (size <= maxBytes) chunks.push(chunk as Buffer);
  }
  if (part.file.truncated || size > maxBytes) throw new FileTooLargeError(maxBytes);
  return Buffer.concat(chunks);
}

/** Reads a file part to its end and discards it: a request that has failed must still be read to be answered. */
export async function drain(part: MultipartFile): Promise<void> {
  try {
    for await (const _chunk of part.file) {
      // discarded: the request has already failed, but must be read to be answered
    }
  } catch {
    // A body that breaks while being discarded changes nothing: the request has failed already.
  }
}

/**
 * Hands each part of the request's multipart body to `visit`, in order (a file part must be read or drained
 * before the next arrives). Resolves with the body's own failure as a 4xx (malformed multipart, a parser
 * limit; `multipartFailure`) or null once it was read to the end. `limits` narrow the app's for this request.
 */
export async function readParts(
  request: FastifyRequest,
  limits: { fileSize?: number; files?: number },
  visit: (part: Multipart) => Promise<void>,
): Promise<DomainError | null> {
  const parts = request.parts({ throwFileSizeLimit: false, limits } as Parameters<
    FastifyRequest['parts']
  >[0]);
  for (;;) {
    let next: IteratorResult<Multipart>;
    try {
      next = await parts.next();
    } catch (error) {
      return multipartFailure(error);
    }
    if (next.done) return null;
    await visit(next.value);
  }
}
