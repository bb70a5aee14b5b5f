import formBody from '@fastify/formbody';
import {
  errorEnvelopeSchema,
  LANGUAGE_CHOSEN_COOKIE,
  LANGUAGE_COOKIE,
  languageChoiceSchema,
} from '@sehat/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ApiDeps } from '../../deps.js';

/** How long the language cookie lasts (seconds): a year, as the web app's own `applyLanguage` sets it. */
const LANGUAGE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/**
 * POST /api/language (public; form `language=en|hi`, or JSON `{ language }`) → 303 to `/` with the
 * `sehat_lang` cookie (a year, readable by the web app, which sets the same one itself once its scripts
 * run) and `sehat_lang_chosen` (this browser session: the next sign-in keeps this choice). It is the
 * landing page's language switch as plain HTML, so a click before the scripts arrive is not lost
 * (docs/decisions/045-react-renders-sehat.md). 400 envelope for any other language.
 */
export function languageRoutes(deps: ApiDeps): FastifyPluginAsyncZod {
  const secure = deps.env.BASE_URL.startsWith('https:') ? '; Secure' : '';
  return async (app) => {
    // Only this route reads HTML form bodies.
    await app.register(formBody);
    app.post(
      '/api/language',
      {
        schema: {
          tags: ['language'],
          summary: 'Choose the language of the pages before signing in (an HTML form)',
          body: languageChoiceSchema,
          response: { 303: z.null(), 400: errorEnvelopeSchema },
        },
      },
      async (request, reply) => {
        const { language } = request.body;
        return reply
          .header('set-cookie', [
            `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${LANGUAGE_COOKIE_MAX_AGE_SECONDS}; SameSite=Lax${secure}`,
            `${LANGUAGE_CHOSEN_COOKIE}=1; Path=/; SameSite=Lax${secure}`,
          ])
          .redirect('/', 303);
      },
    );
  };
}
