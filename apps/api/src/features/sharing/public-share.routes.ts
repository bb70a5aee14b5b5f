import {
  errorEnvelopeSchema,
  openShareSchema,
  publicShareSchema,
  shareTokenParamsSchema,
} from '@sehat/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ApiDeps } from '../../deps.js';
import { DomainError, forbidden, rateLimited } from '../../errors/domain-errors.js';
import { createAttemptCounter, type CounterRule } from '../../rate-limit/attempt-counter.js';
import { contentDisposition, isInlineViewable, mimeOfStoredExt } from '../../storage/index.js';
import { shareFileSecret, verifyShareFileLink } from './share-file-links.js';
import { openShare, sharedFileKey } from './public-share.service.js';

/**
 * Per client address, so tokens and codes cannot be guessed in bulk (codes
 * also lock a link after 5 wrong tries): 20 opens and 120 file downloads a
 * minute. Counted in the database like every limit (decision 014).
 */
const PUBLIC_SHARE_LIMITS = {
  open: { max: 20, windowSeconds: 60 },
  file: { max: 120, windowSeconds: 60 },
} as const satisfies Record<string, CounterRule>;

/** Headers of every public share answer: never indexed, cached or sent on as a referrer. */
function privateAnswer(_request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  reply.header('cache-control', 'no-store');
  reply.header('x-robots-tag', 'noindex, nofollow');
  reply.header('referrer-policy', 'no-referrer');
  return Promise.resolve(payload);
}

/**
 * Logs a refused public share request by its code only (never the token, code or link: decision 023),
 * so guessing shows in the server log; the refusal itself goes on unchanged.
 */
function logRefusal(request: FastifyRequest, error: unknown): never {
  if (error instanceof DomainError)
    request.log.warn({ code: error.code, route: request.routeOptions.url }, 'share link refused');
  throw error;
}

/** CSP of a served file (as files.routes.ts): nothing may run; a PDF may show inline. */
const FILE_CSP =
  "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; object-src 'self'; frame-ancestors 'none'";

/**
 * The public side of share links (docs/decisions/023-share-links.md), mounted at the root
 * outside the session guard like /api/health: no session, rate-limited per
 * address, `no-store`, `noindex`, no referrer. Reads only through the share.
 */
export function publicShareRoutes(deps: ApiDeps): FastifyPluginAsyncZod {
  const counter = createAttemptCounter(deps.db, deps.now);
  const linkSecret = shareFileSecret(deps.fileSecret);
  const service = { db: deps.db, now: deps.now, linkSecret };
  const limit = async (name: keyof typeof PUBLIC_SHARE_LIMITS, ip: string) => {
    const hit = await counter.hit(`share-${name}:${ip}`, PUBLIC_SHARE_LIMITS[name]);
    if (!hit.allowed) throw rateLimited('sharing.tooManyOpens', hit.retryAfterSeconds);
  };
  return async (app) => {
    app.addHook('onSend', privateAnswer);

    /**
     * POST /api/public/shares/:token { access_code?: '123456' } → the read-only
     * summary (PublicShare) of exactly the share's scope; each open is counted.
     * 404 SHARE_NOT_FOUND (malformed or unknown token), 404 SHARE_UNAVAILABLE
     * (expired or revoked), 403 ACCESS_CODE_REQUIRED / ACCESS_CODE_WRONG /
     * SHARE_LOCKED (5 wrong codes), 400 a code that is not 6 digits, 429 past
     * 20 tries a minute from one address.
     */
    app.post(
      '/api/public/shares/:token',
      {
        schema: {
          tags: ['sharing'],
          summary: 'Open a share link (public, no session)',
          params: shareTokenParamsSchema,
          body: openShareSchema,
          response: {
            200: publicShareSchema,
            400: errorEnvelopeSchema,
            403: errorEnvelopeSchema,
            404: errorEnvelopeSchema,
            429: errorEnvelopeSchema,
          },
        },
      },
      async (request) => {
        await limit('open', request.ip);
        const visitor = { ip: request.ip, userAgent: request.headers['user-agent'] ?? null };
        return openShare(service, request.params.token, request.body.access_code, visitor).catch(
          (error: unknown) => logRefusal(request, error),
        );
      },
    );

    /**
     * GET /api/public/share-files/:shareId/:bucket/:name?expires=&disposition=&filename=&sig=
     * → the file, through a link the open answer signed (300 s, this share
     * only). 403 a link changed, expired or not ours (an owner's link too);
     * 404 SHARE_UNAVAILABLE once the share is revoked or expired, 404 when the
     * file left the scope; 429 past 120 a minute from one address.
     */
    app.get(
      '/api/public/share-files/:shareId/:bucket/:name',
      {
        schema: {
          tags: ['sharing'],
          summary: 'Download a shared file (public, signed link tied to the share)',
          params: z.object({ shareId: z.string(), bucket: z.string(), name: z.string() }),
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
            429: errorEnvelopeSchema,
          },
        },
      },
      async (request, reply) => {
        await limit('file', request.ip);
        const now = deps.now();
        const target = verifyShareFileLink(linkSecret, request.params, request.query, now);
        if (!target) logRefusal(request, forbidden('sharing.fileLinkInvalid', 'SHARE_FILE_LINK_INVALID'));
        const { key, file } = await sharedFileKey(
          deps.db,
          target.shareId,
          target.bucket,
          target.name,
          now,
        ).catch((error: unknown) => logRefusal(request, error));
        const stream = await deps.storage.get(target.bucket, key);
        const mime = mimeOfStoredExt(target.bucket, file.ext);
        const disposition =
          target.disposition === 'inline' && isInlineViewable(mime) ? 'inline' : 'attachment';
        return reply
          .type(mime)
          .header(
            'content-disposition',
            contentDisposition(disposition, target.filename || file.display_name),
          )
          .header('x-content-type-options', 'nosniff')
          .header('content-security-policy', FILE_CSP)
          .send(stream);
      },
    );
  };
}
