import type { FamilyMemberFields } from '@sehat/shared';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/index.js';
import { patients, profiles, storedFiles } from '../../db/schema/index.js';
import { splitFullName } from '../profile/index.js';

/** One patient the account manages, with the profile fields the Family page shows. */
export interface FamilyRow {
  id: string;
  isSelf: boolean;
  relationship: string;
  sex: string;
  name: string | null;
  birthDate: string | null;
  bloodGroup: string | null;
  abhaNumber: string | null;
}

const familyColumns = {
  id: patients.id,
  isSelf: patients.isSelf,
  relationship: patients.relationship,
  sex: patients.sex,
  name: sql<string | null>`coalesce(${profiles.displayName}, ${profiles.fullName})`,
  birthDate: profiles.dateOfBirth,
  bloodGroup: profiles.bloodGroup,
  abhaNumber: profiles.abhaNumber,
};

/** The account's own patient first, then its family members in the order they were added. */
export function listFamilyRows(db: Db, accountId: string): Promise<FamilyRow[]> {
  return db
    .select(familyColumns)
    .from(patients)
    .leftJoin(profiles, eq(profiles.userId, patients.id))
    .where(eq(patients.accountId, accountId))
    .orderBy(desc(patients.isSelf), asc(patients.createdAt), asc(patients.id));
}

/** One family member (never the account's own patient) of the account, or null. */
export async function findMemberRow(db: Db, accountId: string, id: string): Promise<FamilyRow | null> {
  const [row] = await db
    .select(familyColumns)
    .from(patients)
    .leftJoin(profiles, eq(profiles.userId, patients.id))
    .where(and(eq(patients.id, id), eq(patients.accountId, accountId), eq(patients.isSelf, false)));
  return row ?? null;
}

/**
 * Inside the insert's transaction: locks the account's own patient row, so two concurrent adds count one
 * after the other, and answers how many family members the account has, with the managing account's own
 * profile (e-mail, language, time zone: a member's profile copies them; reminders go to the account).
 */
export async function lockFamily(tx: Db, accountId: string) {
  await tx.execute(sql`select 1 from ${patients} where ${patients.id} = ${accountId} for update`);
  const [counted] = await tx
    .select({ members: sql<number>`count(*)`.mapWith(Number) })
    .from(patients)
    .where(and(eq(patients.accountId, accountId), eq(patients.isSelf, false)));
  const [own] = await tx
    .select({
      email: profiles.email,
      preferredLanguage: profiles.preferredLanguage,
      timeZone: profiles.timeZone,
    })
    .from(profiles)
    .where(eq(profiles.userId, accountId));
  return { members: counted?.members ?? 0, own: own ?? null };
}

/** The profile columns a family member's fields set. */
export function memberProfileValues(fields: FamilyMemberFields) {
  const { first, last } = splitFullName(fields.name);
  return {
    fullName: fields.name,
    displayName: fields.name,
    firstName: first,
    lastName: last,
    dateOfBirth: fields.birth_date,
    bloodGroup: fields.blood_group,
    abhaNumber: fields.abha_number,
  };
}

/** Inserts the patients row of a new family member of `accountId`. */
export async function insertMemberPatient(
  tx: Db,
  accountId: string,
  id: string,
  fields: FamilyMemberFields,
): Promise<void> {
  await tx.insert(patients).values({
    id,
    accountId,
    isSelf: false,
    relationship: fields.relationship,
    sex: fields.sex,
  });
}

/** Writes a family member's fields (patients and profile rows); false when it is not the account's member. */
export async function updateMemberRows(
  tx: Db,
  accountId: string,
  id: string,
  fields: FamilyMemberFields,
): Promise<boolean> {
  const updated = await tx
    .update(patients)
    .set({ relationship: fields.relationship, sex: fields.sex })
    .where(and(eq(patients.id, id), eq(patients.accountId, accountId), eq(patients.isSelf, false)))
    .returning({ id: patients.id });
  if (updated.length === 0) return false;
  await tx.update(profiles).set(memberProfileValues(fields)).where(eq(profiles.userId, id));
  return true;
}

/**
 * Deletes a family member of `accountId`: its patients row, and by cascade every row of theirs (profile,
 * records, lab reports, visits, claims, contacts, shares, stored_files rows). Answers the stored files
 * their rows knew of (to delete after the commit), or null when it is not the account's member.
 */
export async function deleteMemberRows(tx: Db, accountId: string, id: string) {
  const files = await tx
    .select({ bucket: storedFiles.bucket, key: storedFiles.key })
    .from(storedFiles)
    .where(eq(storedFiles.patientId, id));
  const deleted = await tx
    .delete(patients)
    .where(and(eq(patients.id, id), eq(patients.accountId, accountId), eq(patients.isSelf, false)))
    .returning({ id: patients.id });
  return deleted.length === 0 ? null : files;
}

/** True when `id` is the account's own patient (its id is the account's). */
export async function isOwnPatient(db: Db, accountId: string, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: patients.id })
    .from(patients)
    .where(and(eq(patients.id, id), eq(patients.accountId, accountId), eq(patients.isSelf, true)));
  return row !== undefined;
}
