import {
  createShareSchema,
  createdShareSchema,
  errorEnvelopeSchema,
  pageQuerySchema,
  shareIdParamsSchema,
  sharePageSchema,
  shareSchema,
} from '@sehat/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ApiDeps } from '../../deps.js';
import { createShare, listShares, revokeShare } from './shares.service.js';

const errors = { 400: errorEnvelopeSchema, 404: errorEnvelopeSchema };

/**
 * The patient's share links (docs/decisions/023-share-links.md), under /api behind the session
 * guard. Every query is scoped to the signed-in patient: another patient's
 * share id is a 404. Instants are ISO; the token and code are never stored.
 */
export function sharesRoutes({ db, now, env }: ApiDeps): FastifyPluginAsyncZod {
  return async (app) => {
    /**
     * POST /api/shares { label, duration: '1h'|'24h'|'7d', access_code: boolean,
     * scope: { type: 'all' } | { type: 'items', medical_record_ids, lab_report_ids,
     * file_ids } } → 201 { share, url, access_code } (url and code shown only
     * now). 400 invalid input or empty scope; 404 SHARE_SCOPE_NOT_FOUND when an
     * id is not the patient's.
     */
    app.post(
      '/shares',
      {
        schema: {
          tags: ['sharing'],
          summary: 'Create a share link',
          body: createShareSchema,
          response: { 201: createdShareSchema, ...errors },
        },
      },
      async (request, reply) => {
        const created = await createShare(db, request.patient.id, request.body, now(), env.BASE_URL);
        return reply.code(201).send(created);
      },
    );

    /** GET /api/shares?page=&page_size= → the patient's shares, newest first, with status and opens. */
    app.get(
      '/shares',
      {
        schema: {
          tags: ['sharing'],
          summary: "The patient's share links",
          querystring: pageQuerySchema,
          response: { 200: sharePageSchema, 400: errorEnvelopeSchema },
        },
      },
      async (request) => listShares(db, request.patient.id, request.query, now()),
    );

    /** POST /api/shares/:id/revoke → the share, revoked now (again: unchanged). 404 another patient's. */
    app.post(
      '/shares/:id/revoke',
      {
        schema: {
          tags: ['sharing'],
          summary: 'Revoke a share link',
          params: shareIdParamsSchema,
          response: { 200: shareSchema, ...errors },
        },
      },
      async (request) => revokeShare(db, request.patient.id, request.params.id, now()),
    );
  };
}
