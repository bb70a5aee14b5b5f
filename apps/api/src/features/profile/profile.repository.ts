import type { Language } from '@sehat/shared';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/index.js';
import { preparedFor } from '../../db/prepared.js';
import { patients, profiles, user } from '../../db/schema/index.js';

export type NewProfile = Omit<typeof profiles.$inferInsert, 'userId'>;

/** The account's name and e-mail (better-auth's user row), or null. */
export async function findAccountIdentity(
  db: Db,
  userId: string,
): Promise<{ name: string; email: string } | null> {
  const [row] = await db
    .select({ name: user.name, email: user.email })
    .from(user)
    .where(eq(user.id, userId))
    .limit(1);
  return row ?? null;
}

/**
 * Insert the account's own patient (docs/decisions/049-patients-apart-from-accounts.md): its id is the
 * account's, `is_self`, relationship 'self'. Run in the sign-up transaction, before the profile.
 */
export async function insertSelfPatient(db: Db, accountId: string): Promise<void> {
  await db
    .insert(patients)
    .values({ id: accountId, accountId, isSelf: true, relationship: 'self' })
    .onConflictDoNothing({ target: patients.id });
}

/**
 * Insert the user's profile. Returns false (and writes nothing) when the
 * patient id is already taken, so the caller can retry with another; any
 * other failure throws. Safe inside a transaction: no error aborts it.
 */
export async function insertProfile(db: Db, userId: string, values: NewProfile): Promise<boolean> {
  const inserted = await db
    .insert(profiles)
    .values({ ...values, userId })
    .onConflictDoNothing({ target: profiles.patientId })
    .returning({ userId: profiles.userId });
  return inserted.length > 0;
}

/** The header strip's fields of the user's own profile (docs/product.md#profile-calls select), or null. */
export async function findHeaderProfile(db: Db, userId: string) {
  const [row] = await headerProfile(db).execute({ userId });
  return row ?? null;
}

const headerProfile = preparedFor((db) =>
  db
    .select({
      patientId: profiles.patientId,
      displayName: profiles.displayName,
      email: profiles.email,
      profilePictureUrl: profiles.profilePictureUrl,
      preferredLanguage: profiles.preferredLanguage,
    })
    .from(profiles)
    .where(eq(profiles.userId, sql.placeholder('userId')))
    .limit(1)
    .prepare('header_profile'),
);

/** Sets the user's preferred language; false when the user has no profile. */
export async function updatePreferredLanguage(db: Db, userId: string, language: Language): Promise<boolean> {
  const updated = await db
    .update(profiles)
    .set({ preferredLanguage: language })
    .where(eq(profiles.userId, userId))
    .returning({ userId: profiles.userId });
  return updated.length > 0;
}
