import { errorEnvelopeSchema, healthSchema } from '@sehat/shared';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ApiDeps } from '../../deps.js';
import { unavailable } from '../../errors/domain-errors.js';

/** GET /api/health (public): `{ status: 'ok' }` once the database answers `select 1`, else a 503 envelope. */
export function healthRoutes({ db }: ApiDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/health',
      {
        schema: {
          tags: ['health'],
          summary: 'Liveness and database check',
          response: { 200: healthSchema, 503: errorEnvelopeSchema },
        },
      },
      async (request) => {
        try {
          await db.execute(sql`select 1`);
        } catch (error) {
          request.log.error({ err: error }, 'database ping failed');
          throw unavailable('request.databaseUnavailable', 'SERVICE_UNAVAILABLE', {
            retryAfterSeconds: 5,
          });
        }
        return { status: 'ok' as const };
      },
    );
  };
}
