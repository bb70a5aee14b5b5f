import type {} from '@fastify/static';
import { englishMessage } from '@sehat/shared';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { isApiPath, isAuthPath } from './api-path.js';
import { toErrorReply } from './error-mapping.js';

/**
 * The one error handler and the one not-found handler (docs/architecture.md).
 * Every failure leaves as `{ error: { code, key, values?, message } }`; a 5xx
 * is logged with its details and answered with a generic sentence. With the
 * web app served, a GET outside /api that matches no file gets the app page
 * (`app.webApp.appPage`: index.html, or app.html to a browser with a session cookie) so
 * React Router can show the page (or its 404 page); to a signed-in patient, a signed-in screen is sent
 * rendered, with its data (`app.webApp.renderScreen`). Named `error-handling`; depends on `static-web`,
 * whose `webApp` it reads.
 */
export const errorHandlingPlugin = fp(
  async (app: FastifyInstance) => {
    const web = app.webApp;
    app.setErrorHandler((error, request, reply) => {
      const { statusCode, body, headers, isServerError } = toErrorReply(error);
      if (isServerError) request.log.error({ err: error }, 'request failed');
      // A dependency that is down (503): its cause, through the error serializer (no query values).
      else if (statusCode >= 500)
        request.log.warn({ statusCode, code: body.error.code, err: error }, 'dependency unavailable');
      // The message may name a file the patient uploaded: only the code is logged.
      else request.log.info({ statusCode, code: body.error.code }, 'request refused');
      if (headers) void reply.headers(headers);
      // better-auth's browser client reads `code` and `message` at the top (as auth-response.ts sends them).
      const payload = isAuthPath(request.url) ? { ...body.error, ...body } : body;
      return reply.code(statusCode).send(payload);
    });

    app.setNotFoundHandler(async (request, reply) => {
      const isPageRequest = request.method === 'GET' || request.method === 'HEAD';
      if (web && isPageRequest && !isApiPath(request.url)) {
        // A signed-in screen comes as HTML with its data (never stored by any cache: it is one patient's).
        const screen = request.method === 'GET' ? await web.renderScreen(request) : null;
        if (screen)
          return reply
            .header('cache-control', 'no-store')
            .header('vary', 'Cookie')
            .type('text/html; charset=utf-8')
            .send(screen);
        return reply
          .header('cache-control', 'no-cache')
          .header('vary', 'Cookie')
          .sendFile(web.appPage(request.headers.cookie));
      }
      return reply.code(404).send({
        error: { code: 'NOT_FOUND', key: 'request.notFound', message: englishMessage('request.notFound') },
      });
    });
  },
  { name: 'error-handling', fastify: '5.x', dependencies: ['static-web'] },
);
