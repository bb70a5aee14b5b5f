import { bigint, boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * better-auth's core tables (user, session, account, verification) and its
 * database rate-limit table, written by hand from its documented core schema
 * (its generator crashes on Node 20). Property names are better-auth's field
 * names; columns are snake_case. The adapter finds each table by the key it
 * is exported under (`user`, `session`, `account`, `verification`, `rateLimit`).
 */

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

export const user = pgTable('user', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull().unique(),
  emailVerified: boolean('email_verified').notNull().default(false),
  image: text('image'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  /** better-auth's twoFactor plugin: true once a TOTP enrolment is verified (the one source of `mfa_enabled`). */
  twoFactorEnabled: boolean('two_factor_enabled').notNull().default(false),
});

export const session = pgTable(
  'session',
  {
    id: text('id').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    token: text('token').notNull().unique(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
  },
  (t) => [index('session_user_id_idx').on(t.userId)],
);

export const account = pgTable(
  'account',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    /** argon2id hash (PHC string) for the 'credential' provider. */
    password: text('password'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('account_user_id_idx').on(t.userId)],
);

export const verification = pgTable(
  'verification',
  {
    id: text('id').primaryKey(),
    /** e.g. `reset-password:<token>`. */
    identifier: text('identifier').notNull(),
    /** For a reset token: the user id. */
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('verification_identifier_idx').on(t.identifier)],
);

/** Rate-limit counters, shared by every API instance (docs/architecture.md#d1-auth-with-better-auth). */
export const rateLimit = pgTable('rate_limit', {
  id: text('id').primaryKey(),
  /** `<ip>|<path>`. */
  key: text('key').notNull().unique(),
  count: integer('count').notNull(),
  /** Epoch milliseconds of the last counted request. */
  lastRequest: bigint('last_request', { mode: 'number' }).notNull(),
});

/**
 * better-auth's twoFactor plugin table (its documented schema), one row per user with TOTP set up:
 * the secret and the backup codes, both encrypted with the auth secret; `verified` false until the first
 * code is checked; the plugin's lockout counters. `lastAcceptedStep` is Sehat's own: the 30-second
 * time-step of the last code accepted, so a code is never accepted twice (two-factor-codes.ts).
 */
export const twoFactor = pgTable(
  'two_factor',
  {
    id: text('id').primaryKey(),
    secret: text('secret').notNull(),
    backupCodes: text('backup_codes').notNull(),
    userId: text('user_id')
      .notNull()
      .unique()
      .references(() => user.id, { onDelete: 'cascade' }),
    verified: boolean('verified').notNull().default(true),
    failedVerificationCount: integer('failed_verification_count').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastAcceptedStep: bigint('last_accepted_step', { mode: 'number' }),
  },
  (t) => [index('two_factor_secret_idx').on(t.secret)],
);
