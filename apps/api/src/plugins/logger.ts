import * as contracts from '@sehat/shared';
import { phiFieldNames } from '@sehat/shared';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import type { Env } from '../config/env.js';
import { LOG_SERIALIZERS, truncateMessageArguments, truncateStrings } from './log-serializers.js';

/** Secrets, not health information: redacted wherever these keys appear. */
const SECRET_FIELDS = ['password', 'newPassword', 'currentPassword', 'confirmPassword', 'token', 'secret'];
const SECRET_PATHS = ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'];

const camelCase = (name: string) => name.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());

/**
 * The keys a log line must never show in clear: every field tagged PHI in
 * the shared contracts (`phi()` in packages/shared/src/phi.ts), in the API's
 * snake_case and in the camelCase of Drizzle rows, plus the secrets. Derived
 * from the tags, so a field tagged tomorrow is redacted tomorrow. `schemas`
 * defaults to every export of @sehat/shared.
 */
export function redactedFields(schemas: Iterable<unknown> = Object.values(contracts)): string[] {
  const phi = phiFieldNames(schemas);
  return [...new Set([...SECRET_FIELDS, ...phi, ...phi.map(camelCase)])].sort();
}

/** A destination for log lines (tests capture them; the default is stdout). */
export interface LogStream {
  write(line: string): void;
}

/**
 * Pino options for Fastify's logger (docs/architecture.md#d8-headers-and-logs): cookies,
 * auth headers, Set-Cookie and every `redactedFields` key are censored at the
 * top level of a log line and one level down; requests are logged by route
 * pattern without their query string, errors without the values they quote,
 * and no string longer than 1 KB (log-serializers.ts). `stream` replaces
 * stdout; `schemas` the contracts.
 */
export function loggerOptions(
  env: Pick<Env, 'LOG_LEVEL'>,
  options: { stream?: LogStream; schemas?: Iterable<unknown> } = {},
): FastifyServerOptions['logger'] {
  const fields = redactedFields(options.schemas);
  return {
    level: env.LOG_LEVEL,
    ...(options.stream ? { stream: options.stream } : {}),
    serializers: LOG_SERIALIZERS,
    formatters: { log: (object) => truncateStrings(object) as Record<string, unknown> },
    hooks: { logMethod: truncateMessageArguments },
    redact: {
      paths: [...SECRET_PATHS, ...fields, ...fields.map((field) => `*.${field}`)],
      censor: '[redacted]',
    },
  };
}

/**
 * One log line per request, 'request completed' with the request (safe URL, method, address), the status
 * and `responseTime` in ms, written when the response ends. Replaces Fastify's two lines per request
 * (`disableRequestLogging` in app.ts): each line costs its redaction and a write, and under load the pair
 * took about a third of the server's CPU (`npm run bench:load`, 2026-11-24). Errors keep their own lines.
 */
export function logCompletedRequests(app: FastifyInstance): void {
  app.addHook('onResponse', async (request, reply) => {
    request.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
  });
}
