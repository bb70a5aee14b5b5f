import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import fp from 'fastify-plugin';
import { isApiPath, isSharePagePath } from './api-path.js';

/**
 * The headers helmet's middleware sets for `options`, worked out once: with no nonce and no directive
 * computed per request they are the same on every response, and `@fastify/helmet` built helmet's whole
 * middleware (parsing every CSP directive) again on each request, about 2 % of the server's CPU under
 * `npm run bench:load` (CPU profile of the records list, 2026-11-27).
 */
function helmetHeaders(options: HelmetOptions): Readonly<Record<string, string>> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: unknown) => (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => delete headers[name.toLowerCase()],
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error instanceof Error ? error : new Error(String(error));
  });
  return headers;
}

/**
 * Security headers on every response (docs/architecture.md): a strict
 * CSP with no inline script (inline style attributes are allowed because
 * Radix positions popovers with them), no framing, nosniff, and
 * `Cache-Control: no-store` on every /api answer so health data never sits
 * in a shared or browser cache; a share link's page (`/s/...`) is also
 * `noindex` with no referrer. Named `security-headers`; `https` turns on HSTS and upgrade-insecure-requests.
 */
export const securityHeadersPlugin = fp(
  async (app: FastifyInstance, options: { https: boolean }) => {
    const headers = helmetHeaders({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          scriptSrcAttr: ["'none'"],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'"],
          frameAncestors: ["'none'"],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          ...(options.https ? { upgradeInsecureRequests: [] } : {}),
        },
      },
      frameguard: { action: 'deny' },
      // Only over https: HSTS on a plain-http deployment would lock browsers out.
      strictTransportSecurity: options.https,
    });
    app.addHook('onRequest', (_request, reply, done) => {
      void reply.headers(headers);
      done();
    });

    app.addHook('onSend', async (request, reply, payload) => {
      if (isApiPath(request.url)) reply.header('cache-control', 'no-store');
      // A shared record's page (/s/<token>, docs/decisions/023): never cached, indexed or sent on as a referrer.
      if (isSharePagePath(request.url))
        void reply.headers({
          'cache-control': 'no-store',
          'x-robots-tag': 'noindex, nofollow',
          'referrer-policy': 'no-referrer',
        });
      return payload;
    });
  },
  { name: 'security-headers', fastify: '5.x' },
);
