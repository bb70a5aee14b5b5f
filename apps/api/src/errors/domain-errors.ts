/**
 * Domain errors (docs/architecture.md#d10-domain-errors-one-mapping). Services, repositories and
 * storage raise these and never know HTTP; the one table in
 * `plugins/error-mapping.ts` turns each kind into a status code and the
 * envelope `{ error: { code, message } }`. `code` is a stable machine code the
 * client may translate; `message` is a sentence safe to show a patient (never
 * PHI, never a stack or SQL).
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

/** An error whose kind, code and message are meant for the client. */
export class DomainError extends Error {
  readonly retryAfterSeconds: number | undefined;

  constructor(
    readonly kind: DomainErrorKind,
    readonly code: string,
    message: string,
    options: DomainErrorOptions = {},
  ) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'DomainError';
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}

/** Missing, or another patient's: the two are never told apart (docs/architecture.md#d2-owner-scoping-in-the-repository-layer). */
export const notFound = (message = 'Not found.', code = 'NOT_FOUND') =>
  new DomainError('not_found', code, message);

/** Input that breaks a rule; `message` is the one the form shows. */
export const invalid = (message: string, code = 'VALIDATION_ERROR') =>
  new DomainError('invalid', code, message);

/** More items than a limit allows (docs/product.md#validation-rules: 'Too many files: …'). */
export const tooMany = (message: string, code = 'TOO_MANY') => new DomainError('too_many', code, message);

/** A file or body past its size limit. */
export const tooLarge = (message: string, code = 'PAYLOAD_TOO_LARGE') =>
  new DomainError('too_large', code, message);

/** Content of a type that is not accepted. */
export const unsupportedType = (message: string, code = 'UNSUPPORTED_MEDIA_TYPE') =>
  new DomainError('unsupported_type', code, message);

/** Clashes with what is stored. */
export const conflict = (message: string, code = 'CONFLICT') => new DomainError('conflict', code, message);

/** A link or origin that is not allowed. */
export const forbidden = (message: string, code = 'FORBIDDEN') => new DomainError('forbidden', code, message);

/** No valid session (docs/architecture.md#d1-auth-with-better-auth). */
export const unauthenticated = (message = 'Please sign in.', code = 'UNAUTHORIZED') =>
  new DomainError('unauthenticated', code, message);

/** A dependency (database, object store, geocoder) is down or busy; retry after `retryAfterSeconds`. */
export const unavailable = (
  message: string,
  code = 'SERVICE_UNAVAILABLE',
  options: DomainErrorOptions = {},
) => new DomainError('unavailable', code, message, options);

/** A dependency answered badly. */
export const upstreamFailed = (message: string, code = 'BAD_GATEWAY') =>
  new DomainError('upstream_failed', code, message);

/** Too many attempts; retry after `retryAfterSeconds`. */
export const rateLimited = (message: string, retryAfterSeconds: number, code = 'TOO_MANY_REQUESTS') =>
  new DomainError('rate_limited', code, message, { retryAfterSeconds });
