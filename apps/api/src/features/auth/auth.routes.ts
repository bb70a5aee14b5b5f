import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { useCheckedJsonParser } from '../../plugins/input-guard.js';
import { AUTH_BASE_PATH, CLIENT_IP_HEADER, type Auth } from './auth.js';
import { authErrorBody, withoutSessionTokens } from './auth-response.js';
import { toFetchHeaders } from './fetch-headers.js';

/** Headers of the original transfer; the body is handed on as one checked string. */
const BODY_HEADERS = ['content-length', 'transfer-encoding'];
/** `Retry-After` of a better-auth 429 that names no wait (its longest window, 60 s). */
const RETRY_AFTER_FALLBACK_SECONDS = 60;
/** Response headers Fastify sets itself. */
const SKIPPED_RESPONSE_HEADERS = new Set(['content-length', 'transfer-encoding', 'connection', 'set-cookie']);

/**
 * Mount better-auth once at /api/auth/* (GET and POST): convert the Fastify
 * request to a Fetch Request (the JSON body size-limited, depth- and
 * NUL-checked by Fastify, then passed on as the same text, never
 * re-serialised; client IP from `request.ip` in CLIENT_IP_HEADER), hand it to
 * `auth.handler`, and copy the answer back. Error bodies keep better-auth's
 * `{ code, message }` and gain our `error` envelope (see auth-response.ts);
 * every 429 carries `Retry-After` (seconds; better-auth's own limiter only
 * sends `X-Retry-After`); success bodies lose their session token.
 */
export function registerAuthRoutes(app: FastifyInstance, auth: Auth, baseUrl: string): void {
  void app.register(async (scope) => {
    useCheckedJsonParser(scope, { raw: true });
    scope.route({
      method: ['GET', 'POST'],
      url: `${AUTH_BASE_PATH}/*`,
      schema: { hide: true },
      handler: (request, reply) => forwardToAuth(auth, baseUrl, request, reply),
    });
  });
}

async function forwardToAuth(auth: Auth, baseUrl: string, request: FastifyRequest, reply: FastifyReply) {
  const headers = toFetchHeaders(request.headers, [...BODY_HEADERS, CLIENT_IP_HEADER]);
  headers.set(CLIENT_IP_HEADER, request.ip);
  // The checked JSON text (useCheckedJsonParser with raw: true), or nothing.
  const body = request.method !== 'GET' && typeof request.body === 'string' ? request.body : undefined;
  if (body !== undefined) headers.set('content-type', 'application/json');
  const response = await auth.handler(
    new Request(new URL(request.url, baseUrl), { method: request.method, headers, body }),
  );

  reply.code(response.status);
  response.headers.forEach((value, name) => {
    if (!SKIPPED_RESPONSE_HEADERS.has(name)) reply.header(name, value);
  });
  if (response.status === 429 && !response.headers.has('retry-after'))
    reply.header(
      'retry-after',
      response.headers.get('x-retry-after') ?? String(RETRY_AFTER_FALLBACK_SECONDS),
    );
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);

  const text = await response.text();
  if (response.status >= 400) {
    const body = authErrorBody(response.status, text);
    if (response.status >= 500)
      request.log.error({ status: response.status, body: text }, 'auth endpoint failed');
    return reply.type('application/json; charset=utf-8').send(body);
  }
  return reply.send(text.length > 0 ? withoutSessionTokens(text) : null);
}
