import multipart from '@fastify/multipart';
import { MAX_UPLOAD_BYTES } from '@sehat/shared';
import type { FastifyInstance } from 'fastify';

/**
 * Registers `@fastify/multipart` once for the whole app with the product's limits:
 * 10 MiB per file (MAX_UPLOAD_BYTES; the upload pipeline answers 413 past it),
 * at most 10 file parts (routes count their own lower limits so they can
 * answer with the product's message), 40 fields of at most 64 KiB each (a longer
 * value arrives truncated and is refused).
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
