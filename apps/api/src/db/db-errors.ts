import { conflict, invalid, unavailable, type DomainError } from '../errors/domain-errors.js';

/** Seconds a client should wait before retrying while the database is unreachable (sent as Retry-After). */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/**
 * SQLSTATEs that mean "the server or the connection is gone", not "your query
 * is wrong" (PostgreSQL appendix A): class 08 connection exceptions, 57P01
 * admin_shutdown, 57P02 crash_shutdown, 57P03 cannot_connect_now, 53300
 * too_many_connections.
 */
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);
const CONNECTION_EXCEPTION_CLASS = '08';

/** Socket-level failures Node reports while connecting to or talking with the server. */
const UNAVAILABLE_SYSTEM_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/** node-postgres and pg-pool failures that carry no code, recognised by their fixed messages. */
const UNAVAILABLE_MESSAGES = [
  /^Connection terminated/,
  /^timeout exceeded when trying to connect/,
  /^Client has encountered a connection error and is not queryable/,
  /^Client was closed and is not queryable/,
  /^Query read timeout/,
];

function property(error: object, key: string): unknown {
  return (error as Record<string, unknown>)[key];
}

function isUnavailableItself(error: object): boolean {
  const code = property(error, 'code');
  if (typeof code === 'string') {
    if (UNAVAILABLE_SQLSTATES.has(code) || UNAVAILABLE_SYSTEM_CODES.has(code)) return true;
    if (code.length === 5 && code.startsWith(CONNECTION_EXCEPTION_CLASS)) return true;
  }
  const message = property(error, 'message');
  return typeof message === 'string' && UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(message));
}

/**
 * True when `error` (or anything in its `cause` chain, or an AggregateError's
 * `errors`, as Drizzle, better-auth and Node's dual-stack connect wrap them)
 * says the database cannot be reached right now: refused or reset
 * connections, an administrator or crash shutdown, a server still starting,
 * a pool that timed out connecting. Query errors (constraint violations,
 * syntax, bad input) are not.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const queue: unknown[] = [error];
  // Bounded: wrappers nest a few levels at most, and a cyclic cause chain must not loop forever.
  for (let seen = 0; queue.length > 0 && seen < 16; seen += 1) {
    const current = queue.shift();
    if (typeof current !== 'object' || current === null) continue;
    if (isUnavailableItself(current)) return true;
    queue.push(property(current, 'cause'));
    const errors = property(current, 'errors');
    if (Array.isArray(errors)) queue.push(...errors.slice(0, 4));
  }
  return false;
}

/** The domain error for "the database is unreachable": 503 with Retry-After, the cause kept for the log. */
export function databaseUnavailable(cause?: unknown): DomainError {
  return unavailable('request.serviceUnavailable', 'SERVICE_UNAVAILABLE', {
    retryAfterSeconds: DATABASE_RETRY_AFTER_SECONDS,
    cause,
  });
}

/** The first SQLSTATE (five characters) in `error` or its cause chain, or undefined. */
function sqlState(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 8 && typeof current === 'object' && current !== null; depth += 1) {
    const code = property(current, 'code');
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = property(current, 'cause');
  }
  return undefined;
}

/**
 * The domain error a database failure stands for, or null when it is a plain
 * server fault: unreachable → `unavailable` (503, Retry-After); a value
 * PostgreSQL cannot store that no schema caught (SQLSTATE class 22 data
 * exceptions: impossible dates, out-of-range numbers, over-long text; 23502
 * NOT NULL; 23514 CHECK) → `invalid` (400); 23505 duplicate → `conflict`
 * (409). The original stays as `cause`, for the log only.
 */
export function databaseDomainError(error: unknown): DomainError | null {
  if (isDatabaseUnavailable(error)) return databaseUnavailable(error);
  const state = sqlState(error);
  if (state === undefined) return null;
  if (state.startsWith('22') || state === '23502' || state === '23514') {
    const refused = invalid('request.unstorableValue', 'UNSTORABLE_VALUE');
    return Object.assign(refused, { cause: error });
  }
  if (state === '23505') return Object.assign(conflict('request.alreadyExists'), { cause: error });
  return null;
}
