import { STATUS_CODES } from 'node:http';
import {
  englishMessage,
  GENERAL_MESSAGES,
  isMessageKey,
  toMessage,
  type ErrorEnvelope,
  type MessageRef,
  type MessageValues,
} from '@sehat/shared';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { databaseDomainError } from '../db/db-errors.js';
import { DomainError, type DomainErrorKind } from '../errors/domain-errors.js';

/** The sentence every 5xx shows; details stay in the server log. */
export const GENERIC_ERROR_MESSAGE = GENERAL_MESSAGES.generic;

export interface ErrorReply {
  statusCode: number;
  body: ErrorEnvelope;
  /** Extra response headers, e.g. `Retry-After` (seconds) on 429 and 503. */
  headers?: Record<string, string>;
}

/**
 * The one table from domain error kinds to HTTP status codes. Services and storage raise kinds; only this
 * edge knows HTTP.
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
  const message = error.values ? { key: error.key, values: error.values } : error.key;
  const reply = envelope(STATUS_OF_KIND[error.kind], error.code, message);
  if (error.retryAfterSeconds !== undefined) {
    reply.headers = { 'retry-after': String(Math.max(1, Math.ceil(error.retryAfterSeconds))) };
  }
  return reply;
}

/** 'Not Found' → 'NOT_FOUND': the code used when an error carries none of its own. */
export function statusCodeName(statusCode: number): string {
  return (STATUS_CODES[statusCode] ?? 'Error').toUpperCase().replace(/[^A-Z0-9]+/g, '_');
}

/**
 * The envelope of a message of the shared table: its key and values for a client that translates, and its
 * English for one that does not (docs/decisions/039-one-message-path.md).
 */
function envelope(statusCode: number, code: string, ref: MessageRef): ErrorReply {
  const { key, values } = toMessage(ref);
  const message = englishMessage(ref);
  return { statusCode, body: { error: values ? { code, key, values, message } : { code, key, message } } };
}

/** `value` as a message's values: an object of strings and numbers; undefined for anything else or none. */
export function messageValues(value: unknown): MessageValues | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const entries = Object.entries(value);
  const flat = entries.every(([, item]) => typeof item === 'string' || typeof item === 'number');
  return flat && entries.length > 0 ? (value as MessageValues) : undefined;
}

/** The values a shared schema put on a zod issue (`keyedIssue`). */
function issueValues(issue: unknown): MessageValues | undefined {
  const params = errorProperty(issue, 'params');
  return messageValues(
    typeof params === 'object' && params !== null ? (params as { values?: unknown }).values : undefined,
  );
}

/**
 * The message of a failed zod parse: the first issue's key (a shared schema's message is a key of the table,
 * with its values when the message is a template), or `request.invalidInput` for a rule that gave none.
 */
export function zodIssueMessage(issue: { message: string; params?: unknown } | undefined): MessageRef {
  if (!issue || !isMessageKey(issue.message)) return 'request.invalidInput';
  const values = issueValues(issue);
  return values ? { key: issue.message, values } : issue.message;
}

/** Fastify's body-parser failures, answered with sentences a client can show. */
const PARSER_ERRORS: Record<string, ErrorReply> = {
  FST_ERR_CTP_INVALID_JSON_BODY: envelope(400, 'INVALID_JSON', 'request.invalidJson'),
  FST_ERR_CTP_EMPTY_JSON_BODY: envelope(400, 'EMPTY_BODY', 'request.emptyBody'),
  FST_ERR_CTP_BODY_TOO_LARGE: envelope(413, 'PAYLOAD_TOO_LARGE', 'request.bodyTooLarge'),
  FST_ERR_CTP_INVALID_MEDIA_TYPE: envelope(415, 'UNSUPPORTED_MEDIA_TYPE', 'request.unsupportedMediaType'),
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: envelope(400, 'BAD_REQUEST', 'request.invalidContentLength'),
};

function errorProperty(error: unknown, key: 'code' | 'statusCode' | 'message' | 'params'): unknown {
  return typeof error === 'object' && error !== null ? (error as Record<string, unknown>)[key] : undefined;
}

/**
 * Map anything thrown while handling a request to a status and the error
 * envelope. Schema validation → 400 with the first issue's key (`zodIssueMessage`); body
 * parser errors → 400/413/415; another 4xx of the framework → its status with `request.refused`;
 * everything else → 500 with a generic sentence (`isServerError` tells the caller to log it).
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
    // The adapter keeps a zod issue's fields but its path, code and message under `params`.
    const params = first ? (first.params as { params?: unknown }).params : undefined;
    return envelope(
      400,
      'VALIDATION_ERROR',
      zodIssueMessage(first && { message: first.message ?? '', params }),
    );
  }
  const code = errorProperty(error, 'code');
  if (typeof code === 'string' && code in PARSER_ERRORS) return PARSER_ERRORS[code]!;
  const statusCode = errorProperty(error, 'statusCode');
  if (typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500) {
    if (error instanceof SyntaxError) return PARSER_ERRORS.FST_ERR_CTP_INVALID_JSON_BODY!;
    return envelope(statusCode, statusCodeName(statusCode), 'request.refused');
  }
  return envelope(500, 'INTERNAL_SERVER_ERROR', 'general.generic');
}
