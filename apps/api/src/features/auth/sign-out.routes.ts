import formBody from '@fastify/formbody';
import { PATIENT_COOKIE } from '@sehat/shared';
import type { FastifyPluginAsync } from 'fastify';
import type { Auth } from './auth.js';
import { authErrorBody } from './auth-response.js';
import { toFetchHeaders } from './fetch-headers.js';

/** Where a sign-out sent as an HTML form lands: the landing page. */
const SIGNED_OUT_PAGE = '/';

/**
 * POST /api/sign-out — the one sign-out of the web app (docs/decisions/045-react-renders-sehat.md): ends
 * the session with better-auth's own sign-out (its cookie cleared, its hooks run) and forgets the chosen
 * patient (`sehat_patient`). Sent as an HTML form (a click on Sign Out before the scripts have run, no
 * body or `application/x-www-form-urlencoded`), it answers 303 to `/`, signed out or not; sent by the
 * scripts (`fetch` with `keepalive`), 204 on success, also when no session was left to end; better-auth's
 * status with the error envelope should it refuse. The origin check of every mutating /api request applies (403 from elsewhere).
 */
export function signOutRoutes(auth: Auth): FastifyPluginAsync {
  return async (app) => {
    // A form with no fields still says `application/x-www-form-urlencoded`.
    await app.register(formBody);
    app.post(
      '/api/sign-out',
      { schema: { tags: ['auth'], summary: 'Sign out (form or fetch)' } },
      async (request, reply) => {
        const response = await auth.api.signOut({
          headers: toFetchHeaders(request.headers, ['content-length', 'content-type', 'transfer-encoding']),
          asResponse: true,
        });
        reply.header('set-cookie', [
          ...response.headers.getSetCookie(),
          `${PATIENT_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`,
        ]);
        if (
          request.headers['sec-fetch-mode'] === 'navigate' ||
          request.headers['sec-fetch-dest'] === 'document'
        )
          return reply.redirect(SIGNED_OUT_PAGE, 303);
        if (!response.ok)
          return reply
            .code(response.status)
            .type('application/json; charset=utf-8')
            .send(authErrorBody(response.status, await response.text()));
        return reply.code(204).send();
      },
    );
  };
}
