import multipart, { type MultipartFile } from '@fastify/multipart';
import { MAX_UPLOAD_BYTES } from '@sehat/shared';
import type { FastifyInstance } from 'fastify';
import { FileTooLargeError } from './driver.js';

/**
 * Reads one uploaded file part into memory. The multipart parser stops at
 * `limits.fileSize` and marks the stream truncated (ARCHITECTURE pitfall), so
 * at most `maxBytes` are held; a truncated file rejects with FileTooLargeError
 * (HTTP 413). The whole file is read so its type can be sniffed from content,
 * including Office files whose type shows only deep inside the zip.
 */
export async function readUploadedFile(part: MultipartFile, maxBytes: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of part.file) {
    size += (chunk as Buffer).length;
    if (size <= maxBytes) chunks.push(chunk as Buffer);
  }
  if (part.file.truncated || size > maxBytes) throw new FileTooLargeError(maxBytes);
  return Buffer.concat(chunks);
}

/** Reads and discards the rest of a part, so the request can still be answered cleanly. */
export async function discardUploadedFile(part: MultipartFile): Promise<void> {
  for await (const _chunk of part.file) {
    // drain
  }
}

/**
 * Registers `@fastify/multipart` once for the whole app with the spec's limits:
 * 10 MiB per file (MAX_UPLOAD_BYTES), at most 10 file parts (features count
 * their own lower limits so they can answer with the spec's message), 40
 * fields of at most 64 KiB each (a longer value arrives truncated and is
 * refused by the feature).
 */
export async function registerUploads(app: FastifyInstance): Promise<void> {
  await app.register(multipart, {
    limits: {
      fileSize: MAX_UPLOAD_BYTES,
      files: 10,
      fields: 40,
      fieldSize: 64 * 1024,
      parts: 50,
      headerPairs: 100,
    },
  });
}
