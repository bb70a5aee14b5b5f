import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Bodies smaller than this (bytes) are sent as they are: compressing them saves less than it costs. */
const COMPRESS_THRESHOLD_BYTES = 1024;

/**
 * Compresses responses of 1 KiB or more (brotli, else gzip, as the client's
 * `Accept-Encoding` allows) whose type is worth it: JSON, text, XML
 * (@fastify/compress's list; never `text/event-stream`). Registered before
 * every route: it attaches to routes as they are added. Left alone:
 * - a response already encoded (the web app's pre-compressed assets,
 *   served by @fastify/static with `preCompressed`);
 * - routes that opt out with `compress: false` (stored-file downloads:
 *   PDFs, images and documents are compressed already, and they stream);
 * - request bodies: a compressed upload is not accepted (no decompression,
 *   so no body can grow past its limit after the check).
 * Named `compression`: plugins that add routes depend on it, so Fastify refuses them before it.
 */
export const compressionPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(fastifyCompress, {
      global: true,
      globalDecompression: false,
      threshold: COMPRESS_THRESHOLD_BYTES,
      encodings: ['br', 'gzip'],
    });
  },
  { name: 'compression', fastify: '5.x' },
);
