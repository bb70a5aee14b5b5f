import { errorEnvelopeSchema, headerProfileSchema, preferredLanguageSchema } from '@sehat/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ApiDeps } from '../../deps.js';
import { getHeaderProfile, setPreferredLanguage } from './profile.service.js';

/** Profile endpoints, mounted under /api behind the session guard. */
export function profileRoutes(deps: ApiDeps): FastifyPluginAsyncZod {
  return async (app) => {
    /**
     * GET /api/profile/header → HeaderProfile of the signed-in patient
     * (docs/product.md#screens-and-routes header strip, docs/product.md#profile-calls select); 404 envelope if no profile.
     * `profile_picture_url` is a signed, owner-only link valid 3600 s (never public).
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
      async (request) => getHeaderProfile(deps, request.user.id),
    );

    /**
     * PUT /api/profile/language { preferred_language: 'en' | 'hi' } → the same body (docs/decisions/029-languages.md): the UI and
     * e-mail language of the signed-in patient. 400 envelope for another value; 404 if no profile.
     */
    app.put(
      '/profile/language',
      {
        schema: {
          tags: ['profile'],
          summary: 'Set the preferred language of the signed-in patient',
          body: preferredLanguageSchema,
          response: { 200: preferredLanguageSchema, 400: errorEnvelopeSchema, 404: errorEnvelopeSchema },
        },
      },
      async (request) => setPreferredLanguage(deps.db, request.user.id, request.body.preferred_language),
    );
  };
}
