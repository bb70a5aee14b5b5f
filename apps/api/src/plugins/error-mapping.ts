import { STATUS_CODES } from 'node:http';
import { GENERAL_MESSAGES, messageKeyOf, type ErrorEnvelope } from '@sehat/shared';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { databaseDomainError } from '../db/db-errors.js';
import { DomainError, type DomainErrorKind } from '../errors/domain-errors.js';

/** The sentence every 5xx shows; details stay in the server log (docs/architecture.md#d6-rest-api-with-one-error-envelope). */
export const GENERIC_ERROR_MESSAGE = GENERAL_MESSAGES.generic;

export interface ErrorReply {
  statusCode: number;
  body: ErrorEnvelope;
  /** Extra response headers, e.g. `Retry-After` (seconds) on 429 and 503. */
  headers?: Record<string, string>;
}

/**
 * The one table from domain error kinds to HTTP status codes (docs/architecture.md#d10-domain-errors-one-mapping). Services and storage raise kinds; only this edge knows HTTP.
 */
export const STATUS_OF_KIND: Record<DomainErrorKind, number> = {
  invalid: 400,
  too_many: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  too_large: 413,
  unsupported_type: 415,
  rate_limited: 429,
  upstream_failed: 502,
  unavailable: 503,
};

function fromDomainError(error: DomainError): ErrorReply {
  const reply = envelope(STATUS_OF_KIND[error.kind], error.code, error.message);
  if (error.retryAfterSeconds !== undefined) {
    reply.headers = { 'retry-after': String(Math.max(1, Math.ceil(error.retryAfterSeconds))) };
  }
  return reply;
}

/** 'Not Found' → 'NOT_FOUND': the code used when an error carries none of its own. */
export function statusCodeName(statusCode: number): string {
  return (STATUS_CODES[statusCode] ?? 'Error').toUpperCase().replace(/[^A-Z0-9]+/g, '_');
}

/** The envelope; a fixed message of the shared table also carries its key for translation (decision 16). */
function envelope(statusCode: number, code: string, message: string): ErrorReply {
  const key = messageKeyOf(message);
  return { statusCode, body: { error: key ? { code, message, key } : { code, message } } };
}

/** Fastify's body-parser failures, answered with sentences a client can show. */
const PARSER_ERRORS: Record<string, ErrorReply> = {
  FST_ERR_CTP_INVALID_JSON_BODY: envelope(400, 'INVALID_JSON', 'The request body is not valid JSON.'),
  FST_ERR_CTP_EMPTY_JSON_BODY: envelope(400, 'EMPTY_BODY', 'The request body is empty.'),
  FST_ERR_CTP_BODY_TOO_LARGE: envelope(413, 'PAYLOAD_TOO_LARGE', 'The request body is too large.'),
  FST_ERR_CTP_INVALID_MEDIA_TYPE: envelope(415, 'UNSUPPORTED_MEDIA_TYPE', 'Unsupported content type.'),
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: envelope(400, 'BAD_REQUEST', 'Invalid Content-Length.'),
};

function errorProperty(error: unknown, key: 'code' | 'statusCode' | 'message'): unknown {
  return typeof error === 'object' && error !== null ? (error as Record<string, unknown>)[key] : undefined;
}

/**
 * Map anything thrown while handling a request to a status and the error
 * envelope. Schema validation → 400 with the first issue's message; body
 * parser errors → 400/413/415; other 4xx keep their message; everything else
 * → 500 with a generic sentence (`isServerError` tells the caller to log it).
 * Domain errors map through STATUS_OF_KIND; database failures first become
 * the kind they stand for (db/db-errors.ts `databaseDomainError`): one that
 * cannot be reached (refused, reset, shut down, pool timeout) is
 * `unavailable`, 503 with Retry-After; a value it cannot store is `invalid`.
 */
export function toErrorReply(error: unknown): ErrorReply & { isServerError: boolean } {
  const known = error instanceof DomainError ? error : (databaseDomainError(error) ?? error);
  const reply = mapError(known);
  // A 503 from a dependency that is down is expected, not a bug: the caller logs it briefly.
  const isServerError = reply.statusCode >= 500 && !(known instanceof DomainError);
  return { ...reply, isServerError };
}

function mapError(error: unknown): ErrorReply {
  if (error instanceof DomainError) return fromDomainError(error);
  if (hasZodFastifySchemaValidationErrors(error)) {
    const first = error.validation[0];
    return envelope(400, 'VALIDATION_ERROR', first?.message ?? 'Invalid input');
  }
  const code = errorProperty(error, 'code');
  if (typeof code === 'string' && code in PARSER_ERRORS) return PARSER_ERRORS[code]!;
  const statusCode = errorProperty(error, 'statusCode');
  const message = errorProperty(error, 'message');
  if (typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500) {
    if (error instanceof SyntaxError) return PARSER_ERRORS.FST_ERR_CTP_INVALID_JSON_BODY!;
    return envelope(
      statusCode,
      statusCodeName(statusCode),
      typeof message === 'string' && message ? message : statusCodeName(statusCode),
    );
  }
  return envelope(500, 'INTERNAL_SERVER_ERROR', GENERIC_ERROR_MESSAGE);
}
