import { errorEnvelopeSchema } from '@sehat/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { forbidden, notFound } from '../errors/domain-errors.js';
import type { StorageDriver } from './driver.js';
import { isInlineViewable, mimeOfStoredExt } from './file-types.js';
import { ownerOfKey } from './keys.js';
import { contentDisposition, verifyFileUrl } from './signed-url.js';

export interface FilesRoutesDeps {
  storage: StorageDriver;
  /** Key of the signed links (`fileUrlSecret(...)`). */
  fileSecret: string;
  now: () => Date;
}

/**
 * CSP of a served file: it is never HTML (types are sniffed, nosniff is set),
 * so nothing may run; `object-src 'self'` lets the browser's PDF viewer show
 * an inline PDF, which the app-wide `object-src 'none'` would block.
 */
const FILE_CSP =
  "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; object-src 'self'; frame-ancestors 'none'";

/** Files routes, mounted under /api behind the session guard. */
export function filesRoutes(deps: FilesRoutesDeps): FastifyPluginAsyncZod {
  return async (app) => {
    /**
     * GET /api/files/:bucket/<key>?expires=&disposition=&filename=&sig= — streams
     * one stored file to its owner (docs/architecture.md#d3-files; docs/product.md#data-calls signed
     * links valid 3600 s). 403 when the signature does not match or the link
     * has expired; 404 when the key is another patient's (its first segment is
     * not the signed-in user's id) or the file is gone. Served with the
     * content-sniffed type, `Content-Disposition: attachment` (inline only for
     * PDF and images when the link asks for it), `X-Content-Type-Options:
     * nosniff` and `Cache-Control: private, no-store`; never re-compressed.
     */
    app.get(
      '/files/:bucket/*',
      {
        schema: {
          tags: ['files'],
          summary: 'Download a stored file through a signed link',
          params: z.object({ bucket: z.string(), '*': z.string() }),
          querystring: z.object({
            expires: z.string().optional(),
            disposition: z.string().optional(),
            filename: z.string().optional(),
            sig: z.string().optional(),
          }),
          response: {
            200: z.unknown().describe('The file bytes'),
            403: errorEnvelopeSchema,
            404: errorEnvelopeSchema,
          },
        },
        // Stored files are mostly compressed already (PDF, images, docx) and stream as they decrypt.
        compress: false,
        onSend: async (_request, reply, payload) => {
          reply.header('cache-control', 'private, no-store');
          return payload;
        },
      },
      async (request, reply) => {
        const { bucket, '*': key } = request.params;
        const link = verifyFileUrl(deps.fileSecret, bucket, key, request.query, deps.now());
        if (!link) throw forbidden('request.fileLinkInvalid');
        if (ownerOfKey(link.key) !== request.patient.id) throw notFound('medicalRecords.fileNotFound');

        const stream = await deps.storage.get(link.bucket, link.key);
        const name = link.filename ?? link.key.slice(link.key.lastIndexOf('/') + 1);
        const ext = link.key.slice(link.key.lastIndexOf('.') + 1);
        const mime = mimeOfStoredExt(link.bucket, ext);
        const disposition = link.disposition === 'inline' && isInlineViewable(mime) ? 'inline' : 'attachment';
        return reply
          .type(mime)
          .header('content-disposition', contentDisposition(disposition, name))
          .header('x-content-type-options', 'nosniff')
          .header('content-security-policy', FILE_CSP)
          .send(stream);
      },
    );
  };
}
