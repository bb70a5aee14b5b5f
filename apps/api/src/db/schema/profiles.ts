import { sql } from 'drizzle-orm';
import { boolean, date, integer, numeric, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { patients } from './patients.js';

/**
 * One profile per user (docs/product.md#profiles), created with the account at
 * sign-up. `patient_id` (SEH-XXXXXXXX), `first_name`, `last_name` and `email`
 * are read-only for the patient (docs/product.md#roles-and-access). The product's `mfa_enabled` is not a column here: it is
 * `user.two_factor_enabled`, set only by the two-factor enrolment (docs/decisions/027).
 */
export const profiles = pgTable('profiles', {
  userId: text('user_id')
    .primaryKey()
    .references(() => patients.id, { onDelete: 'cascade', onUpdate: 'cascade' }),
  patientId: text('patient_id').notNull().unique(),
  displayName: text('display_name'),
  fullName: text('full_name'),
  firstName: text('first_name'),
  lastName: text('last_name'),
  email: text('email').notNull(),
  mobileNumber: text('mobile_number'),
  profilePictureUrl: text('profile_picture_url'),
  bloodGroup: text('blood_group'),
  dateOfBirth: date('date_of_birth', { mode: 'string' }),
  age: integer('age'),
  fatherName: text('father_name'),
  motherName: text('mother_name'),
  heightCm: numeric('height_cm', { precision: 5, scale: 2 }),
  weightKg: numeric('weight_kg', { precision: 5, scale: 2 }),
  /** Allergies and chronic conditions, short entries in the patient's order (at most 20 each). */
  allergies: text('allergies')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  chronicConditions: text('chronic_conditions')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  /** Self-declared ABHA number (14 digits) and address (`name@abdm`), not verified with ABDM (decision 021). */
  abhaNumber: text('abha_number'),
  abhaAddress: text('abha_address'),
  /** E-mail reminders the day before an appointment / a follow-up visit (docs/decisions/028-jobs-and-reminders.md); on by default. */
  appointmentReminders: boolean('appointment_reminders').notNull().default(true),
  followUpReminders: boolean('follow_up_reminders').notNull().default(true),
  /** E-mail 30 and 7 days before an insurance policy ends (docs/decisions/053-insurance-policies.md); on by default. */
  policyReminders: boolean('policy_reminders').notNull().default(true),
  /** A morning e-mail digest of the day's doses (docs/decisions/054-medicines.md); off unless switched on. */
  medicineReminders: boolean('medicine_reminders').notNull().default(false),
  /** E-mail a week before a family member's vaccine is due (docs/decisions/055-vaccinations.md); off until opted in. */
  vaccinationReminders: boolean('vaccination_reminders').notNull().default(false),
  /**
   * What the emergency card and share links may add (docs/decisions/056-government-schemes.md): the active
   * insurance policy (insurer, policy number, TPA helpline) and the scheme card numbers; off until the
   * patient chooses.
   */
  cardShowsPolicy: boolean('card_shows_policy').notNull().default(false),
  cardShowsSchemes: boolean('card_shows_schemes').notNull().default(false),
  /** The UI and e-mail language, 'en' | 'hi' (docs/decisions/029-languages.md); set from the landing page's choice at sign-up. */
  preferredLanguage: text('preferred_language', { enum: ['en', 'hi'] })
    .notNull()
    .default('en'),
  /**
   * IANA time zone the patient lives by (decision 032): their "today" for every window and date rule, and
   * the 08:00 of the e-mail reminders. Checked by the shared `isTimeZone` when written.
   */
  timeZone: text('time_zone').notNull().default('Asia/Kolkata'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
});
