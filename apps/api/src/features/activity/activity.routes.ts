import {
  activityPageSchema,
  activityQuerySchema,
  errorEnvelopeSchema,
  type ActivityKind,
} from '@sehat/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ApiDeps } from '../../deps.js';
import { listActivity } from './activity-log.repository.js';

/** The patient's activity log (docs/decisions/024-erasure-export-activity-log.md), under /api behind the guard. */
export function activityRoutes({ db }: ApiDeps): FastifyPluginAsyncZod {
  return async (app) => {
    /**
     * GET /api/activity?page=&page_size=&kind= → the signed-in patient's entries, newest first (only theirs),
     * `at` as ISO instants. 400 an unknown kind or a bad page.
     */
    app.get(
      '/activity',
      {
        schema: {
          tags: ['activity'],
          summary: "The patient's activity log, newest first",
          querystring: activityQuerySchema,
          response: { 200: activityPageSchema, 400: errorEnvelopeSchema },
        },
      },
      async (request) => {
        const { rows, total } = await listActivity(db, request.patient.id, request.query);
        return {
          items: rows.map((row) => ({
            id: row.id,
            kind: row.kind as ActivityKind,
            at: row.at.toISOString(),
            ip: row.ip,
            user_agent: row.userAgent,
            subject_id: row.subjectId,
            actor_name: row.actorName,
          })),
          total,
          page: request.query.page,
          page_size: request.query.page_size,
        };
      },
    );
  };
}
