import type { FastifyRequest } from 'fastify';

/**
 * What the logs may hold (issue 9, point 9; ARCHITECTURE.md decision 8): no
 * query values from database errors, no live token from a request URL, no
 * string longer than MAX_LOGGED_CHARS. Wired into pino by `plugins/logger.ts`
 * (serializers, `formatters.log`, `hooks.logMethod`); the field redaction list
 * lives there.
 */

/** Longest string value a log line keeps (1 KB); longer ones end in TRUNCATED_MARK. */
export const MAX_LOGGED_CHARS = 1024;
const TRUNCATED_MARK = '…[truncated]';
/** What replaces a token or a query value. */
export const REDACTED = '[redacted]';

/** Error properties that carry query values or row contents (node-postgres, Drizzle, PGlite) or live objects. */
const STRIPPED_ERROR_KEYS = new Set([
  'params',
  'parameters',
  'detail',
  'where',
  'internalQuery',
  'client',
  'connection',
  'config',
]);
/**
 * Query-string parameters whose values are logged, and only while they look
 * like what they are (a number, a short lowercase word): paging and link
 * options. Every other value (tokens, signatures, file names, places,
 * coordinates) is replaced, so nothing a patient typed and no secret reaches
 * the log.
 */
const LOGGED_QUERY_KEYS = new Set(['page', 'page_size', 'disposition', 'kind', 'expires']);
const LOGGED_QUERY_VALUE = /^(\d{1,12}|[a-z_]{1,16})$/;
/** Paths whose last segment is a live token: better-auth's reset link. */
const TOKEN_PATHS = [/^(\/api\/auth\/reset-password\/)[^/?#]+/];

/** `value` cut to MAX_LOGGED_CHARS. */
export function truncate(value: string): string {
  return value.length > MAX_LOGGED_CHARS ? value.slice(0, MAX_LOGGED_CHARS) + TRUNCATED_MARK : value;
}

/**
 * A request URL fit for the log: the token of a reset link and every query
 * value except paging and link options (LOGGED_QUERY_KEYS) become
 * `[redacted]`; then truncated. Example:
 * `/api/files/profiles/u/1.png?expires=1&sig=abc` → `…?expires=1&sig=[redacted]`.
 */
export function redactUrl(url: string): string {
  const queryStart = url.indexOf('?');
  let path = queryStart === -1 ? url : url.slice(0, queryStart);
  for (const pattern of TOKEN_PATHS) path = path.replace(pattern, `$1${REDACTED}`);
  if (queryStart === -1) return truncate(path);
  const query = url
    .slice(queryStart + 1)
    .split('&')
    .map((pair) => {
      const separator = pair.indexOf('=');
      if (separator === -1) return pair;
      const name = pair.slice(0, separator);
      const value = pair.slice(separator + 1);
      const kept = LOGGED_QUERY_KEYS.has(name) && LOGGED_QUERY_VALUE.test(value);
      return kept ? pair : `${name}=${REDACTED}`;
    })
    .join('&');
  return truncate(`${path}?${query}`);
}

/** Fastify's default request fields, with the URL redacted (see `redactUrl`). */
function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: truncate(String(request.host)),
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** Keeps the SQL text of Drizzle's "Failed query: <sql>\nparams: <values>" and drops the values. */
function scrubMessage(error: object, message: string): string {
  let scrubbed = message.replace(/(\nparams: )[\s\S]*$/, `$1${REDACTED}`);
  // PostgreSQL data exceptions (SQLSTATE class 22) quote the refused input: 'invalid input syntax … : "value"'.
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && code.startsWith('22'))
    scrubbed = scrubbed.replace(/: ".*$/s, `: ${REDACTED}`);
  return truncate(scrubbed);
}

/** An error as the log shows it (the shape pino's own error serializer gives). */
export interface SerializedError {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
}

/**
 * An error fit for the log, whatever threw it: type, message and stack with
 * query values removed (see `scrubMessage`), its own primitive properties
 * (code, severity, table, constraint…) except those that carry values or live
 * objects (`params`, `detail`, `where`, `client`…), and its `cause` chain and
 * AggregateError `errors` the same way, a few levels deep.
 */
export function serializeError(error: unknown, depth = 0): SerializedError {
  if (typeof error !== 'object' || error === null)
    return { type: typeof error, message: truncate(String(error)), stack: '' };
  const source = error as Record<string, unknown> & { message?: unknown; stack?: unknown; name?: unknown };
  const rawMessage = typeof source.message === 'string' ? source.message : '';
  const message = scrubMessage(error, rawMessage);
  const stack = typeof source.stack === 'string' ? source.stack : '';
  const result: SerializedError = {
    type: error.constructor?.name ?? 'Object',
    message,
    stack: truncate(rawMessage ? stack.replace(rawMessage, message) : stack),
  };
  for (const [key, value] of Object.entries(source)) {
    if (key === 'message' || key === 'stack' || key === 'cause' || key === 'errors') continue;
    if (STRIPPED_ERROR_KEYS.has(key)) continue;
    if (typeof value === 'string') result[key] = truncate(value);
    else if (typeof value === 'number' || typeof value === 'boolean') result[key] = value;
  }
  if (depth < 3) {
    if (source.cause !== undefined) result.cause = serializeError(source.cause, depth + 1);
    if (Array.isArray(source.errors))
      result.errors = source.errors.slice(0, 4).map((item) => serializeError(item, depth + 1));
  }
  return result;
}

/**
 * Every string in a logged object cut to MAX_LOGGED_CHARS (pino
 * `formatters.log`, which runs before the serializers and redaction). Plain
 * objects and arrays are walked a few levels deep; errors and requests are
 * left to their serializers.
 */
export function truncateStrings(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return truncate(value);
  if (typeof value !== 'object' || value === null || depth > 4) return value;
  if (Array.isArray(value)) return value.map((item) => truncateStrings(item, depth + 1));
  if (Object.getPrototypeOf(value) !== Object.prototype) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [key, truncateStrings(item, depth + 1)]),
  );
}

/**
 * pino's `hooks.logMethod`: string arguments (the message and its printf
 * values) cut to MAX_LOGGED_CHARS before pino formats them.
 */
export function truncateMessageArguments(
  this: unknown,
  args: unknown[],
  method: (...args: unknown[]) => void,
): void {
  method.apply(
    this,
    args.map((arg) => (typeof arg === 'string' ? truncate(arg) : arg)),
  );
}

/** Serializers for Fastify's logger: `req` and every error key pino knows (`err`, `error`). */
export const LOG_SERIALIZERS = {
  req: serializeRequest,
  err: serializeError,
  error: serializeError,
};
