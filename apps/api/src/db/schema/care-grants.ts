import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { user } from './auth.js';
import { patients } from './patients.js';

/**
 * A caregiver's access to a patient (docs/decisions/051-caregivers.md): the account `account_id` may act for
 * `patient_id` as `role` (viewer | editor | emergency) for `categories` (a subset of the shared
 * CARE_CATEGORIES) from `starts_at` until `expires_at` or `revoked_at`. At most one unrevoked grant per pair.
 * The session lookup reads this table in its one statement; a revoked or expired grant stops the next request.
 */
export const careGrants = pgTable(
  'care_grants',
  {
    id: text('id').primaryKey(),
    patientId: text('patient_id')
      .notNull()
      .references(() => patients.id, { onDelete: 'cascade', onUpdate: 'cascade' }),
    accountId: text('account_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    categories: text('categories').array().notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /**
     * Whether the caregiver gets the patient's reminder mails too (their own choice; never for the emergency
     * role): docs/decisions/051-caregivers.md#reminders-to-caregivers.
     */
    reminders: boolean('reminders').notNull().default(false),
    /** The account that granted it (the patient's own or managing account); null once that account is gone. */
    grantedBy: text('granted_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('care_grants_one_open_per_pair')
      .on(t.patientId, t.accountId)
      .where(sql`${t.revokedAt} is null`),
    index('care_grants_account_idx').on(t.accountId),
  ],
);

/**
 * An invitation to become a caregiver, sent by mail: only the SHA-256 of its random token is kept; valid
 * until `expires_at` (7 days), used once (`accepted_at`). `email` is the invitee's (lower-case): only a
 * signed-in account with that e-mail may accept it.
 */
export const careInvitations = pgTable(
  'care_invitations',
  {
    id: text('id').primaryKey(),
    patientId: text('patient_id')
      .notNull()
      .references(() => patients.id, { onDelete: 'cascade', onUpdate: 'cascade' }),
    invitedBy: text('invited_by')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull(),
    role: text('role').notNull(),
    categories: text('categories').array().notNull(),
    months: integer('months').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('care_invitations_token_hash').on(t.tokenHash),
    index('care_invitations_patient_idx').on(t.patientId),
  ],
);

/**
 * A patient's nominee (docs/decisions/060-nominee.md; DPDP Act 2023 s.14): one per patient, the caregiver
 * `account_id` (who holds a grant for the patient) with a waiting period of `wait_days` (1, 3 or 7). Its
 * latest emergency-access request: `requested_at`, then `refused_at` (by the patient, within the period) or
 * `granted_at` (the period ended unrefused; the grant became viewer of everything, no end). Changing the
 * nominee replaces the row; ending their grant removes it.
 */
export const careNominees = pgTable('care_nominees', {
  patientId: text('patient_id')
    .primaryKey()
    .references(() => patients.id, { onDelete: 'cascade', onUpdate: 'cascade' }),
  accountId: text('account_id')
    .notNull()
    .references(() => user.id, { onDelete: 'cascade' }),
  waitDays: integer('wait_days').notNull(),
  namedBy: text('named_by').references(() => user.id, { onDelete: 'set null' }),
  namedAt: timestamp('named_at', { withTimezone: true }).notNull(),
  requestedAt: timestamp('requested_at', { withTimezone: true }),
  refusedAt: timestamp('refused_at', { withTimezone: true }),
  grantedAt: timestamp('granted_at', { withTimezone: true }),
});
