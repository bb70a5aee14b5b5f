import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** The monorepo root, found from this file's location (never from the cwd). */
export const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));

/** An unset variable and an empty one (`KEY=` in a .env file) mean the same: use the default. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/**
 * Every environment variable the API reads (the README documents them from here).
 * Relative paths resolve against the process's working directory, except
 * WEB_DIST, which defaults to a path inside this repository.
 */
const envSchema = z
  .object({
    NODE_ENV: optional(z.enum(['development', 'test', 'production']))
      .default('development')
      .describe(
        'development | test | production; production turns off dev conveniences such as logged reset links with SMTP.',
      ),
    PORT: optional(z.coerce.number().int().min(1).max(65535))
      .default(3000)
      .describe('TCP port the server listens on.'),
    HOST: optional(z.string()).default('0.0.0.0').describe('Interface the server listens on.'),
    BASE_URL: optional(z.url({ protocol: /^https?$/ })).describe(
      'Public origin of the app, e.g. https://sehat.example.org (default http://localhost:PORT). Used for links in e-mails, the origin check, and Secure cookies when https.',
    ),
    DATA_DIR: optional(z.string())
      .default('./data')
      .describe(
        'Folder for the embedded database (db/), dev outbox (outbox/), files and the generated auth secret; relative to the cwd.',
      ),
    DATABASE_URL: optional(z.url({ protocol: /^postgres(ql)?$/ })).describe(
      'PostgreSQL 15+ connection string. Unset: embedded PGlite persisted at DATA_DIR/db.',
    ),
    SMTP_URL: optional(z.url({ protocol: /^smtps?$/ })).describe(
      'SMTP server for outgoing mail, e.g. smtps://user:pass@mail.example.org:465. Unset: mails are written to DATA_DIR/outbox and reset links logged.',
    ),
    MAIL_FROM: optional(z.string().min(3))
      .default('Sehat <no-reply@sehat.local>')
      .describe('From address of outgoing mail.'),
    BETTER_AUTH_SECRET: optional(z.string().min(32, 'must be at least 32 characters')).describe(
      'Secret that signs session cookies and tokens. Unset: 32 random bytes generated once and kept in DATA_DIR/auth-secret (mode 0600).',
    ),
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
        'Comma-separated extra origins allowed to call the auth endpoints (BASE_URL is always allowed).',
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
  })
  .superRefine((raw, ctx) => {
    if (raw.SESSION_IDLE_MINUTES > raw.SESSION_MAX_HOURS * 60)
      ctx.addIssue({
        code: 'custom',
        path: ['SESSION_IDLE_MINUTES'],
        message: 'must not exceed SESSION_MAX_HOURS',
      });
    // Several API instances share one PostgreSQL: each would generate its own secret.
    if (raw.NODE_ENV === 'production' && raw.DATABASE_URL && !raw.BETTER_AUTH_SECRET)
      ctx.addIssue({
        code: 'custom',
        path: ['BETTER_AUTH_SECRET'],
        message: 'required in production with DATABASE_URL (every instance must share it)',
      });
  })
  .transform((raw) => ({
    ...raw,
    BASE_URL: (raw.BASE_URL ?? `http://localhost:${raw.PORT}`).replace(/\/+$/, ''),
    DATA_DIR: path.resolve(raw.DATA_DIR),
    WEB_DIST: path.resolve(raw.WEB_DIST),
  }));

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
