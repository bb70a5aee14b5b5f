import type { Message } from '@sehat/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden } from '../errors/domain-errors.js';
import { isApiPath } from './api-path.js';

/** Methods that never change data; every other method is checked. */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Fetch Metadata values a browser sends for a request the app itself (or the user, typing) made. */
const SAME_ORIGIN_SITES = new Set(['same-origin', 'none']);

/** The refusal's sentence: it names the address that works, which the sign-in toast shows (docs/decisions/012-newcomer-defaults.md). */
export function originRefusedMessage(baseUrl: string): Message {
  return { key: 'request.otherOrigin', values: { address: baseUrl } };
}

function serialisedOrigin(value: string): string | null {
  try {
    const origin = new URL(value).origin;
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}

/** What the check decides for one request: `true` to let it through (docs/decisions/009-csrf-origin-check.md). */
function isAllowedRequest(
  request: Pick<FastifyRequest, 'method' | 'url' | 'headers'>,
  allowed: ReadonlySet<string>,
): boolean {
  if (SAFE_METHODS.has(request.method) || !isApiPath(request.url)) return true;
  const { origin } = request.headers;
  const site = request.headers['sec-fetch-site'];
  // An HTML form posted from a page whose Referrer-Policy is no-referrer (ours) carries `Origin: null`:
  // only the browser's own Fetch Metadata can then say it came from this site.
  if (origin === 'null') return site !== undefined && SAME_ORIGIN_SITES.has(String(site));
  if (origin !== undefined) {
    const parsed = serialisedOrigin(origin);
    return parsed !== null && allowed.has(parsed);
  }
  // Neither header: not a browser (curl, a server, app.inject); a browser always sends one of them.
  if (site === undefined) return true;
  return SAME_ORIGIN_SITES.has(String(site));
}

/**
 * CSRF defence (OWASP: verify the Origin, then Fetch Metadata;
 * docs/decisions/009-csrf-origin-check.md): a POST, PUT, PATCH or DELETE under /api whose `Origin` is not
 * `BASE_URL`'s origin or a TRUSTED_ORIGINS entry, or that has no Origin and a
 * `Sec-Fetch-Site` other than same-origin/none, is refused with 403 and the
 * envelope (`FORBIDDEN`-kind, code `INVALID_ORIGIN`) before the session or
 * the body is read. Named `origin-check`: the route layer depends on it (its hook must exist before any
 * route scope, auth included).
 */
export const originCheckPlugin = fp(
  async (app: FastifyInstance, options: { baseUrl: string; trustedOrigins: readonly string[] }) => {
    const allowed = new Set(
      [options.baseUrl, ...options.trustedOrigins].map((origin) => new URL(origin).origin),
    );
    const refusal = originRefusedMessage(options.baseUrl);
    app.addHook('onRequest', async (request) => {
      if (!isAllowedRequest(request, allowed)) throw forbidden(refusal, 'INVALID_ORIGIN');
    });
  },
  { name: 'origin-check', fastify: '5.x' },
);
