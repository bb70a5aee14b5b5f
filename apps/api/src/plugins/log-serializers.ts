/**
 * What the logs may hold (docs/decisions/011-what-logs-may-hold.md, docs/architecture.md#conventions rule 17; docs/architecture.md#d8-headers-and-logs). Field names are redacted by logger.ts (generated from the PHI
 * tags); these handle what redaction by key cannot: a URL's path parameters
 * and query string, an error's message and properties, which can quote what
 * the patient typed, and any string longer than MAX_LOGGED_CHARS. Wired into
 * pino by `plugins/logger.ts` (serializers, `formatters.log`, `hooks.logMethod`).
 */

/** Longest string value a log line keeps (1 KB); longer ones end in TRUNCATED_MARK. */
export const MAX_LOGGED_CHARS = 1024;
const TRUNCATED_MARK = '…[truncated]';

/** `value` cut to MAX_LOGGED_CHARS. */
export function truncate(value: string): string {
  return value.length > MAX_LOGGED_CHARS ? value.slice(0, MAX_LOGGED_CHARS) + TRUNCATED_MARK : value;
}

/** What Fastify hands the `req` serializer (a FastifyRequest). */
interface LoggedRequest {
  method: string;
  url: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
  routeOptions?: { url?: string };
  params?: unknown;
}

/**
 * Path segments that are secrets themselves: better-auth's reset link and a share link's page
 * (`/s/<token>`, docs/decisions/023-share-links.md) carry their token in the path.
 */
const SECRET_SEGMENT = /(\/reset-password\/|^\/s\/)[^/?#]+/;

/**
 * The request's path as logged: the matched route's pattern
 * (`/api/medical-records/:id/files`), so no path parameter is logged, with a
 * wildcard route's tail kept (`/api/auth/sign-in/email`) and a reset or share
 * token masked; an unmatched request's path without its query string. Queries are
 * never logged: they carry positions (`?lat=&lon=`), filters, file names and
 * signed-link signatures.
 */
export function safeUrl(request: Pick<LoggedRequest, 'url' | 'routeOptions' | 'params'>): string {
  const pattern = request.routeOptions?.url;
  const tail = (request.params as Record<string, unknown> | undefined)?.['*'];
  const path = pattern
    ? pattern.replace(/\*$/, typeof tail === 'string' ? tail : '*')
    : request.url.split('?', 1)[0]!;
  return truncate(path.replace(SECRET_SEGMENT, '$1[redacted]'));
}

/** Fastify's request serializer, with `safeUrl`. */
function safeRequest(request: LoggedRequest) {
  return {
    method: request.method,
    url: safeUrl(request),
    host: request.host === undefined ? undefined : truncate(String(request.host)),
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** Properties that name what failed without quoting values (pg's DatabaseError, Fastify and Node codes). */
const SAFE_PROPERTIES = [
  'code',
  'statusCode',
  'status',
  'severity',
  'schema',
  'table',
  'column',
  'constraint',
  'dataType',
  'routine',
] as const;

const MAX_CAUSE_DEPTH = 5;

type ErrorLike = Error & Partial<Record<(typeof SAFE_PROPERTIES)[number], unknown>>;

/** A PostgreSQL server error (pg's DatabaseError, PGlite's): a severity and a five-character SQLSTATE. */
function isDatabaseError(error: ErrorLike): boolean {
  return (
    typeof error.severity === 'string' && typeof error.code === 'string' && /^[0-9A-Z]{5}$/.test(error.code)
  );
}

/**
 * The message with the values taken out: PostgreSQL quotes the value it
 * refused ('invalid input syntax for type uuid: "…"', 'Key (x)=(…)'), so a
 * database error keeps only its SQLSTATE; Drizzle appends the bound
 * parameters ('Failed query: … params: …'), so they are cut.
 */
function safeMessage(error: ErrorLike): string {
  if (isDatabaseError(error)) return `database error ${String(error.code)}`;
  const message = typeof error.message === 'string' ? error.message : '';
  const paramsAt = message.search(/\n\s*params:/);
  return truncate(paramsAt === -1 ? message : message.slice(0, paramsAt));
}

/** The stack's frames without its first line, which repeats the message ('' when there is none). */
function framesOf(stack: unknown): string {
  if (typeof stack !== 'string') return '';
  return stack
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .join('\n');
}

/** An error as logged. */
interface SafeError {
  type: string;
  message: string;
  stack: string;
  [key: string]: unknown;
}

/**
 * Pino's `err` serializer, without values: type, a safe message, the stack
 * frames, the properties that name what failed (SQLSTATE, table, column,
 * constraint, status), and the causes the same way. Everything else an error
 * carries (`detail`, `where`, `params`, `query`, `input`, …) is left out,
 * because it can hold what the patient sent.
 */
export function safeError(error: unknown, depth = 0): SafeError {
  if (!(error instanceof Error)) return { type: typeof error, message: '', stack: '' };
  const err = error as ErrorLike;
  const out: SafeError = {
    type: err.constructor.name || err.name,
    message: safeMessage(err),
    stack: truncate(framesOf(err.stack)),
  };
  for (const key of SAFE_PROPERTIES) {
    const value = err[key];
    if (typeof value === 'string') out[key] = truncate(value);
    else if (typeof value === 'number') out[key] = value;
  }
  if (err.cause !== undefined && depth < MAX_CAUSE_DEPTH) out.cause = safeError(err.cause, depth + 1);
  return out;
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
  req: safeRequest,
  err: (error: unknown) => safeError(error),
  error: (error: unknown) => safeError(error),
};
