import type { CareCategory, CareRemindersFields, Language } from '@sehat/shared';
import { and, eq, gt, inArray, isNull, lte, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/index.js';
import { careGrants, profiles, user } from '../../db/schema/index.js';
import { invalid, notFound } from '../../errors/domain-errors.js';

/**
 * PATCH /api/caregivers/held/:id (docs/decisions/051-caregivers.md#reminders-to-caregivers): the signed-in
 * caregiver chooses whether grant `grantId`'s patient's reminder mails come to them too. 404
 * `caregivers.notFound` unless it is the account's live grant; 400 `caregivers.remindersNotForEmergency` for
 * the emergency role (the card only). Nothing changes on a refusal.
 */
export async function setCareReminders(
  db: Db,
  accountId: string,
  grantId: string,
  fields: CareRemindersFields,
  now: Date,
): Promise<void> {
  const live = and(
    eq(careGrants.id, grantId),
    eq(careGrants.accountId, accountId),
    isNull(careGrants.revokedAt),
    lte(careGrants.startsAt, now),
    gt(careGrants.expiresAt, now),
  );
  const [grant] = await db.select({ role: careGrants.role }).from(careGrants).where(live);
  if (!grant) throw notFound('caregivers.notFound');
  if (grant.role === 'emergency')
    throw invalid('caregivers.remindersNotForEmergency', 'NO_REMINDERS_FOR_EMERGENCY');
  await db.update(careGrants).set({ reminders: fields.reminders }).where(live);
}

/** A caregiver who asked for a patient's reminders: where the copy goes and in which language. */
export interface CareReminderRecipient {
  patientId: string;
  accountId: string;
  email: string;
  language: Language;
  categories: CareCategory[];
}

/**
 * The caregivers of `patientIds` who switched reminders on, with a live viewer or editor grant at `now`:
 * their account's e-mail and their own profile's language (the reminder job's copies). Reads across
 * patients: a system job, not a request.
 */
export async function careReminderRecipients(
  db: Db,
  patientIds: readonly string[],
  now: Date,
): Promise<CareReminderRecipient[]> {
  if (patientIds.length === 0) return [];
  const rows = await db
    .select({
      patientId: careGrants.patientId,
      accountId: careGrants.accountId,
      email: user.email,
      language: sql<Language>`coalesce(${profiles.preferredLanguage}, 'en')`,
      categories: careGrants.categories,
    })
    .from(careGrants)
    .innerJoin(user, eq(user.id, careGrants.accountId))
    .leftJoin(profiles, eq(profiles.userId, careGrants.accountId))
    .where(
      and(
        inArray(careGrants.patientId, [...new Set(patientIds)]),
        eq(careGrants.reminders, true),
        ne(careGrants.role, 'emergency'),
        isNull(careGrants.revokedAt),
        lte(careGrants.startsAt, now),
        gt(careGrants.expiresAt, now),
      ),
    );
  return rows.map((row) => ({ ...row, categories: row.categories as CareCategory[] }));
}
