import {
  englishMessage,
  toMessage,
  type MessageKey,
  type MessageRef,
  type MessageValues,
} from '@sehat/shared';

/**
 * Domain errors. Services, repositories and storage raise these and never know HTTP; the one table in
 * `plugins/error-mapping.ts` turns each kind into a status code and the envelope
 * `{ error: { code, key, values?, message } }`. `code` is a stable machine code; `key` and `values` name
 * a message of the shared table, which the client shows in the patient's language; `message` is its
 * English, safe to show a patient (never a stack or SQL; a value may be a file's name the patient gave).
 * See docs/decisions/039-one-message-path.md.
 */

/** What went wrong, in domain terms. Each kind has exactly one HTTP status (error-mapping.ts). */
export type DomainErrorKind =
  | 'invalid' // the input breaks a rule (400)
  | 'too_many' // more items than a limit allows, e.g. a 6th file (400)
  | 'unauthenticated' // no valid session (401)
  | 'forbidden' // a link or origin that is not allowed (403)
  | 'not_found' // missing, or another patient's (404)
  | 'conflict' // clashes with what is stored (409)
  | 'too_large' // a file or body past its size limit (413)
  | 'unsupported_type' // content of a type that is not accepted (415)
  | 'rate_limited' // too many attempts; retry later (429)
  | 'upstream_failed' // a service we depend on answered badly (502)
  | 'unavailable'; // a dependency is down or busy; retry later (503)

export interface DomainErrorOptions {
  /** Seconds after which a retry may succeed (sent as `Retry-After` for rate_limited and unavailable). */
  retryAfterSeconds?: number;
  /** The underlying error, kept for the server log (never sent). */
  cause?: unknown;
}

/**
 * An error whose kind, code and message are meant for the client: `message` is a key of the shared table,
 * or a key and the values its template takes; `Error.message` is its English.
 */
export class DomainError extends Error {
  readonly retryAfterSeconds: number | undefined;
  readonly key: MessageKey;
  readonly values: MessageValues | undefined;

  constructor(
    readonly kind: DomainErrorKind,
    readonly code: string,
    message: MessageRef,
    options: DomainErrorOptions = {},
  ) {
    super(englishMessage(message), options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'DomainError';
    const { key, values } = toMessage(message);
    this.key = key;
    this.values = values;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}

/** Missing, or another patient's: the two are never told apart (never told apart, so a probe learns nothing). */
export const notFound = (message: MessageRef = 'request.notFound', code = 'NOT_FOUND') =>
  new DomainError('not_found', code, message);

/** Input that breaks a rule; `message` is the one the form shows. */
export const invalid = (message: MessageRef, code = 'VALIDATION_ERROR') =>
  new DomainError('invalid', code, message);

/** More items than a limit allows ('Too many files: …'). */
export const tooMany = (message: MessageRef, code = 'TOO_MANY') => new DomainError('too_many', code, message);

/** A file or body past its size limit. */
export const tooLarge = (message: MessageRef, code = 'PAYLOAD_TOO_LARGE') =>
  new DomainError('too_large', code, message);

/** Content of a type that is not accepted. */
export const unsupportedType = (message: MessageRef, code = 'UNSUPPORTED_MEDIA_TYPE') =>
  new DomainError('unsupported_type', code, message);

/** Clashes with what is stored. */
export const conflict = (message: MessageRef, code = 'CONFLICT') =>
  new DomainError('conflict', code, message);

/** A link or origin that is not allowed. */
export const forbidden = (message: MessageRef, code = 'FORBIDDEN') =>
  new DomainError('forbidden', code, message);

/** No valid session. */
export const unauthenticated = (message: MessageRef = 'request.signIn', code = 'UNAUTHORIZED') =>
  new DomainError('unauthenticated', code, message);

/** A dependency (database, object store, geocoder) is down or busy; retry after `retryAfterSeconds`. */
export const unavailable = (
  message: MessageRef,
  code = 'SERVICE_UNAVAILABLE',
  options: DomainErrorOptions = {},
) => new DomainError('unavailable', code, message, options);

/** A dependency answered badly. */
export const upstreamFailed = (message: MessageRef, code = 'BAD_GATEWAY') =>
  new DomainError('upstream_failed', code, message);

/** Too many attempts; retry after `retryAfterSeconds`. */
export const rateLimited = (message: MessageRef, retryAfterSeconds: number, code = 'TOO_MANY_REQUESTS') =>
  new DomainError('rate_limited', code, message, { retryAfterSeconds });
