/**
 * Log serializers that keep values out of the log (CONVENTIONS.md: no PHI and
 * no secret in logs). Field names are redacted by logger.ts; these handle what
 * redaction by key cannot: a URL's path parameters and query string, and an
 * error's message, which can quote what the patient typed.
 */

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

/** Path segments that are secrets themselves (better-auth's reset link carries its token in the path). */
const SECRET_SEGMENT = /(\/reset-password\/)[^/?#]+/;

/**
 * The request's path as logged: the matched route's pattern
 * (`/api/medical-records/:id/files`), so no path parameter is logged, with a
 * wildcard route's tail kept (`/api/auth/sign-in/email`) and a reset token
 * masked; an unmatched request's path without its query string. Queries are
 * never logged: they carry positions (`?lat=&lon=`), filters, file names and
 * signed-link signatures.
 */
export function safeUrl(request: Pick<LoggedRequest, 'url' | 'routeOptions' | 'params'>): string {
  const pattern = request.routeOptions?.url;
  const tail = (request.params as Record<string, unknown> | undefined)?.['*'];
  const path = pattern
    ? pattern.replace(/\*$/, typeof tail === 'string' ? tail : '*')
    : request.url.split('?', 1)[0]!;
  return path.replace(SECRET_SEGMENT, '$1[redacted]');
}

/** Fastify's request serializer, with `safeUrl`. */
export function safeRequest(request: LoggedRequest) {
  return {
    method: request.method,
    url: safeUrl(request),
    host: request.host,
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
  return paramsAt === -1 ? message : message.slice(0, paramsAt);
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
    stack: framesOf(err.stack),
  };
  for (const key of SAFE_PROPERTIES) {
    const value = err[key];
    if (typeof value === 'string' || typeof value === 'number') out[key] = value;
  }
  if (err.cause !== undefined && depth < MAX_CAUSE_DEPTH) out.cause = safeError(err.cause, depth + 1);
  return out;
}
