import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Serve the built web app from `webDist` when it exists (production): hashed
 * /assets/* cached for a year (immutable), everything else (index.html, the
 * service worker `sw.js` and its `workbox-*.js`, `manifest.webmanifest`, the
 * offline page and icons) revalidated on every load (`no-cache`), so a new
 * deploy's service worker is found at once. Content types come from the file
 * extension (`.webmanifest` is `application/manifest+json`). The build writes a brotli and a
 * gzip copy beside each text asset (vite-plugin-compression2), served with
 * `Content-Encoding` and `Vary: Accept-Encoding` to clients that accept them
 * (`preCompressed`), so nothing is compressed per request. Unmatched page
 * requests fall back to index.html in the not-found handler. Returns whether
 * the app is served.
 */
export async function registerStaticWeb(app: FastifyInstance, webDist: string): Promise<boolean> {
  if (!existsSync(path.join(webDist, 'index.html'))) return false;
  await app.register(fastifyStatic, {
    root: webDist,
    wildcard: true,
    preCompressed: true,
    setHeaders(reply, filePath) {
      if (filePath.includes(`${path.sep}assets${path.sep}`)) {
        reply.header('cache-control', 'public, max-age=31536000, immutable');
      } else {
        reply.header('cache-control', 'no-cache');
      }
    },
  });
  return true;
}
