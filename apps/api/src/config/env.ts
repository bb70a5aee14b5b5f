import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/**
 * The monorepo root: the nearest folder above this module holding the root package.json (the one that
 * declares the workspaces). Found from the module's location, never from the cwd, so it holds both for
 * the sources (apps/api/src/config, tsx and Vitest) and for the compiled bundle (apps/api/dist).
 */
export const REPO_ROOT = findRepoRoot(path.dirname(fileURLToPath(import.meta.url)));

function findRepoRoot(start: string): string {
  for (let dir = start; ; dir = path.dirname(dir)) {
    const manifest = path.join(dir, 'package.json');
    if (existsSync(manifest) && 'workspaces' in JSON.parse(readFileSync(manifest, 'utf8'))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`No workspace root above ${start}`);
  }
}

/** An unset variable and an empty one (`KEY=` in a .env file) mean the same: use the default. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

/**
 * Decodes a 256-bit key written as 64 hex digits or base64/base64url (43 or
 * 44 characters); null for anything else. The value never appears in messages.
 */
export function decodeFileKey(text: string): Buffer | null {
  const value = text.trim();
  if (/^[0-9a-f]{64}$/i.test(value)) return Buffer.from(value, 'hex');
  if (!/^[A-Za-z0-9+/_-]{43}=?$/.test(value)) return null;
  const key = Buffer.from(value, 'base64');
  return key.length === 32 ? key : null;
}

function toFileKey(text: string, ctx: z.RefinementCtx): Buffer {
  const key = decodeFileKey(text);
  if (key) return key;
  ctx.addIssue({
    code: 'custom',
    message: 'must be 32 bytes: 64 hex digits or base64 (openssl rand -base64 32)',
  });
  return z.NEVER;
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/**
 * Every environment variable the API reads (the README documents them from here).
 * Relative paths resolve against the process's working directory, except
 * WEB_DIST, which defaults to a path inside this repository.
 */
export const envSchema = z
  .object({
    NODE_ENV: optional(z.enum(['development', 'test', 'production']))
      .default('development')
      .describe('development | test | production.'),
    PORT: optional(z.coerce.number().int().min(1).max(65535))
      .default(3000)
      .describe('TCP port the server listens on.'),
    HOST: optional(z.string()).describe(
      'Interface the server listens on. Default: 127.0.0.1 (this computer only) when BASE_URL is unset or a loopback address, else 0.0.0.0 (every interface).',
    ),
    BASE_URL: optional(z.url({ protocol: /^https?$/ })).describe(
      'Public origin of the app, e.g. https://sehat.example.org. Used for links in e-mails, the origin checks, and Secure cookies when https. Unset: http://localhost:PORT, and http://127.0.0.1:PORT and http://[::1]:PORT are accepted too.',
    ),
    DATA_DIR: optional(z.string())
      .default('./data')
      .describe(
        'Folder for the embedded database (db/), dev outbox (outbox/), files and the generated auth secret; relative to the cwd.',
      ),
    DATABASE_URL: optional(z.url({ protocol: /^postgres(ql)?$/ })).describe(
      'PostgreSQL 15+ connection string. Unset: embedded PGlite persisted at DATA_DIR/db.',
    ),
    DATABASE_MIGRATION_URL: optional(z.url({ protocol: /^postgres(ql)?$/ })).describe(
      "PostgreSQL connection string of the role that owns Sehat's tables, used only to apply migrations at start-up; the server then grants DATABASE_URL's role reading and writing rows, nothing more, so it cannot alter a table or the activity log's triggers (docs/decisions/043). Needs DATABASE_URL. Unset: DATABASE_URL's role migrates.",
    ),
    SMTP_URL: optional(z.url({ protocol: /^smtps?$/ })).describe(
      'SMTP server, e.g. smtps://user:pass@mail.example.org:465. Every mail is first a row of the database outbox (mail_outbox), sent by a background job and retried with backoff for 3 days, then marked failed. Unset: the same job writes each mail as a JSON file in DATA_DIR/outbox; nothing of a mail is logged but the file name.',
    ),
    MAIL_FROM: optional(z.string().min(3))
      .default('Sehat <no-reply@sehat.local>')
      .describe('From address of outgoing mail.'),
    BETTER_AUTH_SECRET: optional(z.string().min(32, 'must be at least 32 characters')).describe(
      'Secret that signs session cookies and tokens. Unset: 32 random bytes generated once and kept in DATA_DIR/auth-secret (mode 0600).',
    ),
    FILE_ENCRYPTION_KEY: optional(z.string().transform(toFileKey)).describe(
      'Master key (32 bytes as 64 hex digits or base64, e.g. `openssl rand -base64 32`) that wraps the per-file keys of stored files. Unset: generated once and kept in DATA_DIR/file-encryption-key (mode 0600).',
    ),
    FILE_ENCRYPTION_KEYS_OLD: optional(z.string())
      .default('')
      .transform((list, ctx) =>
        list
          .split(',')
          .map((key) => key.trim())
          .filter(Boolean)
          .map((key) => toFileKey(key, ctx)),
      )
      .describe(
        'Comma-separated earlier master keys, read only: files they encrypted are re-encrypted under FILE_ENCRYPTION_KEY at start-up (key rotation, docs/decisions/015).',
      ),
    S3_BUCKET: optional(z.string().min(3).max(63)).describe(
      'Bucket of an S3-compatible object store (AWS S3, MinIO, Cloudflare R2) that holds the files instead of DATA_DIR/files; setting it chooses the S3 driver (docs/decisions/022). Files stay encrypted: the store sees only ciphertext.',
    ),
    S3_ENDPOINT: optional(z.url({ protocol: /^https?$/ })).describe(
      'Endpoint of the object store, e.g. https://<account>.r2.cloudflarestorage.com or http://minio:9000. Unset: AWS S3 of S3_REGION.',
    ),
    S3_REGION: optional(z.string().min(1))
      .default('us-east-1')
      .describe('Region of the bucket (`auto` for Cloudflare R2).'),
    S3_ACCESS_KEY_ID: optional(z.string().min(1)).describe(
      "Access key of the object store. Unset (with S3_SECRET_ACCESS_KEY): the AWS SDK's default credentials (instance role, AWS_* variables).",
    ),
    S3_SECRET_ACCESS_KEY: optional(z.string().min(1)).describe('Secret of S3_ACCESS_KEY_ID.'),
    S3_FORCE_PATH_STYLE: optional(z.stringbool())
      .default(false)
      .describe('true for stores that want `endpoint/bucket/key` URLs (MinIO, most self-hosted stores).'),
    TRUSTED_ORIGINS: optional(z.string())
      .default('')
      .transform((list) =>
        list
          .split(',')
          .map((origin) => origin.trim())
          .filter(Boolean),
      )
      .pipe(z.array(z.url({ protocol: /^https?$/ })))
      .describe(
        "Comma-separated extra origins allowed to send requests that change data (the CSRF check and better-auth's origin check); BASE_URL's is always allowed.",
      ),
    TRUST_PROXY: optional(z.stringbool())
      .default(false)
      .describe(
        'true behind a reverse proxy: the client IP (rate limits, sessions) is then read from X-Forwarded-For.',
      ),
    SESSION_IDLE_MINUTES: optional(
      z.coerce
        .number()
        .int()
        .min(1)
        .max(24 * 60),
    )
      .default(30)
      .describe(
        'A session unused for this many minutes ends (idle timeout, OWASP ASVS 3.3.2; docs/decisions/013).',
      ),
    SESSION_MAX_HOURS: optional(
      z.coerce
        .number()
        .int()
        .min(1)
        .max(30 * 24),
    )
      .default(12)
      .describe(
        'A session ends this many hours after sign-in however active it is (absolute lifetime, OWASP ASVS 3.3.2).',
      ),
    LOG_LEVEL: optional(z.enum(LOG_LEVELS))
      .default('info')
      .describe('Pino log level: fatal, error, warn, info, debug, trace or silent.'),
    WEB_DIST: optional(z.string())
      .default(path.join(REPO_ROOT, 'apps/web/dist'))
      .describe(
        'Built web app to serve (default apps/web/dist of this repository); skipped when the folder is missing.',
      ),
    NOMINATIM_URL: optional(z.url({ protocol: /^https?$/ }))
      .default('https://nominatim.openstreetmap.org')
      .describe('Base URL of the Nominatim reverse-geocoding service the server proxies to.'),
    STORAGE_QUOTA_MB: optional(z.coerce.number().int().min(1).max(1_048_576))
      .default(1024)
      .describe(
        'Most a patient may store in files, in MiB (decimal MB in messages); beyond it uploads get 413.',
      ),
    READ_WORKERS: optional(z.coerce.number().int().min(1).max(8))
      .default(1)
      .describe(
        'How many lab reports this server reads from files at once (each OCR reader is a worker thread using one core).',
      ),
    READ_PAGE_SECONDS: optional(z.coerce.number().int().min(1).max(300))
      .default(30)
      .describe('Longest a server may spend reading one page of a PDF or one photo before the read fails.'),
    METRICS_PORT: optional(z.coerce.number().int().min(0).max(65535)).describe(
      'Serve Prometheus metrics at http://127.0.0.1:METRICS_PORT/metrics (this computer only; 0 picks a free port, logged). Unset: no metrics port.',
    ),
    METRICS_TOKEN: optional(z.string().min(32, 'must be at least 32 characters')).describe(
      "Bearer token for the metrics: with it, GET /api/metrics on the app's own port answers a scraper that sends `Authorization: Bearer <token>` (and the metrics port asks for it too). Unset, with METRICS_PORT unset as well: no metrics are collected.",
    ),
    TEST_CLOCK_OFFSET_MS: optional(z.coerce.number().int()).describe(
      'Tests only (refused unless NODE_ENV=test): the server clock runs this many ms ahead of the system clock, so a test of compiled servers can make a reminder due without waiting.',
    ),
  })
  .superRefine((raw, ctx) => {
    if (raw.SESSION_IDLE_MINUTES > raw.SESSION_MAX_HOURS * 60)
      ctx.addIssue({
        code: 'custom',
        path: ['SESSION_IDLE_MINUTES'],
        message: 'must not exceed SESSION_MAX_HOURS',
      });
    if (Boolean(raw.S3_ACCESS_KEY_ID) !== Boolean(raw.S3_SECRET_ACCESS_KEY))
      ctx.addIssue({
        code: 'custom',
        path: [raw.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID'],
        message: 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together',
      });
    if (!raw.S3_BUCKET && (raw.S3_ENDPOINT || raw.S3_ACCESS_KEY_ID))
      ctx.addIssue({
        code: 'custom',
        path: ['S3_BUCKET'],
        message: 'required when S3_ENDPOINT or S3_ACCESS_KEY_ID is set',
      });
    if (raw.TEST_CLOCK_OFFSET_MS !== undefined && raw.NODE_ENV !== 'test')
      ctx.addIssue({
        code: 'custom',
        path: ['TEST_CLOCK_OFFSET_MS'],
        message: 'allowed only with NODE_ENV=test',
      });
    if (raw.DATABASE_MIGRATION_URL && !raw.DATABASE_URL)
      ctx.addIssue({
        code: 'custom',
        path: ['DATABASE_MIGRATION_URL'],
        message: 'needs DATABASE_URL (the role the server runs as)',
      });
    // Several API instances share one PostgreSQL: each would generate its own secret.
    if (raw.NODE_ENV === 'production' && raw.DATABASE_URL && !raw.BETTER_AUTH_SECRET)
      ctx.addIssue({
        code: 'custom',
        path: ['BETTER_AUTH_SECRET'],
        message: 'required in production with DATABASE_URL (every instance must share it)',
      });
  })
  .transform((raw) => {
    const baseUrl = (raw.BASE_URL ?? `http://localhost:${raw.PORT}`).replace(/\/+$/, '');
    return {
      ...raw,
      BASE_URL: baseUrl,
      // A newcomer may open any loopback spelling of the default address.
      TRUSTED_ORIGINS: raw.BASE_URL
        ? raw.TRUSTED_ORIGINS
        : [...raw.TRUSTED_ORIGINS, ...loopbackAliases(raw.PORT)],
      HOST: raw.HOST ?? (isLoopbackUrl(baseUrl) ? '127.0.0.1' : '0.0.0.0'),
      DATA_DIR: path.resolve(raw.DATA_DIR),
      WEB_DIST: path.resolve(raw.WEB_DIST),
    };
  });

/** The other loopback spellings of http://localhost:PORT, the default BASE_URL. */
function loopbackAliases(port: number): string[] {
  return [`http://127.0.0.1:${port}`, `http://[::1]:${port}`];
}

/** True when `url` names this computer only: localhost, *.localhost, 127.0.0.0/8 or [::1]. */
function isLoopbackUrl(url: string): boolean {
  const { hostname } = new URL(url);
  return (
    hostname === 'localhost' ||
    hostname.endsWith('.localhost') ||
    hostname === '[::1]' ||
    /^127(\.\d{1,3}){3}$/.test(hostname)
  );
}

/** The parsed, typed environment; every path absolute, BASE_URL without a trailing slash. */
export type Env = z.infer<typeof envSchema>;

/** Parse an environment object; returns the typed Env or one line per bad key. */
export function parseEnv(source: Record<string, string | undefined>): { env: Env } | { problems: string[] } {
  const result = envSchema.safeParse(source);
  if (result.success) return { env: result.data };
  return {
    problems: result.error.issues.map((issue) => `${issue.path.join('.') || '(env)'}: ${issue.message}`),
  };
}

/**
 * Parse process.env at start-up. On failure print each bad key and exit(1),
 * so a misconfigured server never starts half-working.
 */
export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const parsed = parseEnv(source);
  if ('env' in parsed) return parsed.env;
  console.error(`Invalid environment:\n${parsed.problems.map((line) => `  - ${line}`).join('\n')}`);
  process.exit(1);
}
