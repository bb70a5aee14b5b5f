import type { MessageKey } from '@sehat/shared';
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { rateLimited } from '../errors/domain-errors.js';
import type { AttemptCounter, CounterRule } from './attempt-counter.js';

/**
 * Per-patient limits on the costly guarded routes (docs/decisions/014-guessing-and-rate-limits.md;
 * docs/decisions/014-guessing-and-rate-limits.md), counted in the
 * database so every API instance shares them:
 * - `upload`: 30 multipart requests a minute (each may carry up to 5 files of 10 MiB);
 * - `geocode`: 10 reverse-geocoding lookups a minute (Nominatim allows the
 *   whole server 1 a second);
 * - `erase`: 5 account-erasure attempts in 15 minutes (each checks the
 *   password, like a sign-in);
 * - `export`: 20 exports in 15 minutes (a ZIP decrypts every file of the
 *   patient; a person downloads their data a few times, a script thousands);
 * - `read`: 20 lab reports read from a file an hour (each costs seconds of OCR; docs/decisions/050-reading-documents.md);
 * - `import`: 20 FHIR imports or previews in 15 minutes (each validates a Bundle of up to 10 MiB;
 *   docs/decisions/058-importing-fhir.md).
 */
export const PER_USER_LIMITS = {
  upload: { max: 30, windowSeconds: 60 },
  geocode: { max: 10, windowSeconds: 60 },
  erase: { max: 5, windowSeconds: 15 * 60 },
  export: { max: 20, windowSeconds: 15 * 60 },
  read: { max: 20, windowSeconds: 60 * 60 },
  import: { max: 20, windowSeconds: 15 * 60 },
} as const satisfies Record<string, CounterRule>;

export type PerUserLimitName = keyof typeof PER_USER_LIMITS;

/** The 429 message of each limit. */
export const PER_USER_LIMIT_MESSAGES: Record<PerUserLimitName, MessageKey> = {
  upload: 'limits.upload',
  geocode: 'limits.geocode',
  erase: 'account.tooManyAttempts',
  export: 'limits.export',
  read: 'limits.read',
  import: 'limits.import',
};

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The per-patient limit this route counts against (rate-limit/per-user-limits.ts). */
    perUserLimit?: PerUserLimitName;
  }
}

/** The limit a request counts against: its route's `config.perUserLimit`, and every multipart body is an upload. */
function limitOf(request: FastifyRequest): PerUserLimitName | undefined {
  const declared = request.routeOptions.config.perUserLimit;
  if (declared) return declared;
  const type = request.headers['content-type']?.toLowerCase() ?? '';
  return request.method !== 'GET' && type.startsWith('multipart/form-data') ? 'upload' : undefined;
}

/**
 * preHandler hook for the guarded /api scope (after the session guard and
 * schema validation, so refused input does not count): one hit on
 * `<limit>:<user id>`; past the limit it throws `rateLimited` (429 with
 * `Retry-After`, seconds until the minute's window closes).
 */
export function perUserRateLimit(counter: AttemptCounter): preHandlerAsyncHookHandler {
  return async (request) => {
    const name = limitOf(request);
    if (!name) return;
    const hit = await counter.hit(`${name}:${request.user.id}`, PER_USER_LIMITS[name]);
    if (!hit.allowed) throw rateLimited(PER_USER_LIMIT_MESSAGES[name], hit.retryAfterSeconds);
  };
}
