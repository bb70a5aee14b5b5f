import type { UpdateProfileRequest } from '@sehat/shared';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/index.js';
import { patients, profiles, user } from '../../db/schema/index.js';

/** A profiles row and whether the account has two-factor sign-in on (the product's `mfa_enabled`). */
export type ProfileRow = typeof profiles.$inferSelect & { twoFactorEnabled: boolean };

/**
 * The patient's full profiles row (docs/product.md#data-calls "select the full row on edit profile") with the account's
 * two-factor state (`user.two_factor_enabled` of the managing account, docs/decisions/027 and
 * docs/decisions/049-patients-apart-from-accounts.md), or null.
 */
export async function findFullProfile(db: Db, userId: string): Promise<ProfileRow | null> {
  const [row] = await db
    .select({ profile: profiles, twoFactorEnabled: user.twoFactorEnabled })
    .from(profiles)
    .innerJoin(patients, eq(patients.id, profiles.userId))
    .innerJoin(user, eq(user.id, patients.accountId))
    .where(eq(profiles.userId, userId))
    .limit(1);
  return row ? { ...row.profile, twoFactorEnabled: row.twoFactorEnabled } : null;
}

/**
 * Writes display_name, mobile_number, the reminder and emergency card switches and/or the time zone of the patient's own row —
 * never any other column (docs/product.md#roles-and-access, docs/product.md#data-calls). Returns the saved row, or null when there is
 * no profile.
 */
export async function updateProfileFields(
  db: Db,
  userId: string,
  input: UpdateProfileRequest,
): Promise<ProfileRow | null> {
  const set: Partial<typeof profiles.$inferInsert> = {};
  if (input.display_name !== undefined) set.displayName = input.display_name;
  if (input.mobile_number !== undefined) set.mobileNumber = input.mobile_number;
  if (input.appointment_reminders !== undefined) set.appointmentReminders = input.appointment_reminders;
  if (input.follow_up_reminders !== undefined) set.followUpReminders = input.follow_up_reminders;
  if (input.policy_reminders !== undefined) set.policyReminders = input.policy_reminders;
  if (input.medicine_reminders !== undefined) set.medicineReminders = input.medicine_reminders;
  if (input.vaccination_reminders !== undefined) set.vaccinationReminders = input.vaccination_reminders;
  if (input.card_shows_policy !== undefined) set.cardShowsPolicy = input.card_shows_policy;
  if (input.card_shows_schemes !== undefined) set.cardShowsSchemes = input.card_shows_schemes;
  if (input.time_zone !== undefined) set.timeZone = input.time_zone;
  const [row] = await db
    .update(profiles)
    .set(set)
    .where(eq(profiles.userId, userId))
    .returning({ userId: profiles.userId });
  return row ? findFullProfile(db, userId) : null;
}

/**
 * Points the patient's profile at a new picture key in one transaction and
 * returns the key it replaces (null when there was none), or `undefined` when
 * the patient has no profile (nothing written).
 */
export async function swapProfilePicture(
  db: Db,
  userId: string,
  key: string,
): Promise<string | null | undefined> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ key: profiles.profilePictureUrl })
      .from(profiles)
      .where(eq(profiles.userId, userId))
      .for('update');
    if (!current) return undefined;
    await tx.update(profiles).set({ profilePictureUrl: key }).where(eq(profiles.userId, userId));
    return current.key;
  });
}

/** Picture keys that profiles of `owners` point at, for the orphan sweep (any owner). */
export async function pictureKeysOf(db: Db, owners: readonly string[]): Promise<(string | null)[]> {
  const rows = await db
    .select({ key: profiles.profilePictureUrl })
    .from(profiles)
    .where(inArray(profiles.userId, [...owners]));
  return rows.map((row) => row.key);
}
