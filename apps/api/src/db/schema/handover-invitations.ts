import { index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { user } from './auth.js';
import { patients } from './patients.js';

/**
 * An invitation to take a family member's profile over as one's own account's patient
 * (docs/decisions/057-handing-over-a-profile.md), sent by mail like a caregiver's
 * (docs/decisions/051-caregivers.md): only the SHA-256 of its random token is kept; valid until `expires_at`
 * (7 days), used once (`accepted_at`). `email` is the invitee's (lower-case): only a signed-in account with
 * that e-mail may accept it. `invited_by` is the managing account when it was sent.
 */
export const handoverInvitations = pgTable(
  'handover_invitations',
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
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('handover_invitations_token_hash').on(t.tokenHash),
    index('handover_invitations_patient_idx').on(t.patientId),
  ],
);
