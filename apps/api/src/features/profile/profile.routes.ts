import { errorEnvelopeSchema, headerProfileSchema } from '@sehat/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/index.js';
import { getHeaderProfile } from './profile.service.js';

/** Profile endpoints, mounted under /api behind the session guard. */
export function profileRoutes(db: Db): FastifyPluginAsyncZod {
  return async (app) => {
    /**
     * GET /api/profile/header → HeaderProfile of the signed-in patient
     * (spec §2 header strip, §7 profiles select); 404 envelope if no profile.
     */
    app.get(
      '/profile/header',
      {
        schema: {
          tags: ['profile'],
          summary: 'Header strip of the signed-in patient',
          response: { 200: headerProfileSchema, 404: errorEnvelopeSchema },
        },
      },
      async (request) => getHeaderProfile(db, request.user.id),
    );
  };
}
