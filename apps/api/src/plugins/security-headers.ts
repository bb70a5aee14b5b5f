import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import { isApiPath, isSharePagePath } from './api-path.js';

/**
 * Security headers on every response (docs/architecture.md#d8-headers-and-logs): a strict
 * CSP with no inline script (inline style attributes are allowed because
 * Radix positions popovers with them), no framing, nosniff, and
 * `Cache-Control: no-store` on every /api answer so health data never sits
 * in a shared or browser cache; a share link's page (`/s/...`) is also
 * `noindex` with no referrer.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  options: { https: boolean },
): Promise<void> {
  await app.register(helmet, {
    global: true,
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
}
