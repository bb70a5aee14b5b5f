import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/index.js';
import { importedResources, patients, profiles } from '../../db/schema/index.js';

/**
 * Marks a resource as imported into the patient (docs/decisions/058-importing-fhir.md): true when this call
 * marked it, false when it was imported before (the primary key holds under concurrent imports too).
 */
export async function claimImportedResource(
  tx: Db,
  patientId: string,
  resourceKey: string,
  kind: string,
): Promise<boolean> {
  const rows = await tx
    .insert(importedResources)
    .values({ patientId, resourceKey, kind })
    .onConflictDoNothing()
    .returning({ key: importedResources.resourceKey });
  return rows.length > 0;
}

/** Remembers the id of the row an imported resource became (`claimImportedResource` marked it first). */
export async function rememberImportedRecord(
  tx: Db,
  patientId: string,
  resourceKey: string,
  recordId: string,
): Promise<void> {
  await tx
    .update(importedResources)
    .set({ recordId })
    .where(and(eq(importedResources.patientId, patientId), eq(importedResources.resourceKey, resourceKey)));
}

/**
 * The id of the row a resource imported into the patient became (in this import or an earlier one), or
 * undefined: not imported, or imported before ids were remembered.
 */
export async function importedRecordId(
  tx: Db,
  patientId: string,
  resourceKey: string,
): Promise<string | undefined> {
  const [row] = await tx
    .select({ recordId: importedResources.recordId })
    .from(importedResources)
    .where(and(eq(importedResources.patientId, patientId), eq(importedResources.resourceKey, resourceKey)));
  return row?.recordId ?? undefined;
}

/** The patient's name and date of birth (`yyyy-MM-dd`) as their profile holds them; nulls when unknown. */
export async function patientIdentity(
  db: Db,
  patientId: string,
): Promise<{ name: string | null; birthDate: string | null }> {
  const [row] = await db
    .select({
      fullName: profiles.fullName,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      dateOfBirth: profiles.dateOfBirth,
    })
    .from(profiles)
    .where(eq(profiles.userId, patientId));
  const name = row?.fullName?.trim() || [row?.firstName, row?.lastName].filter(Boolean).join(' ').trim();
  return { name: name || null, birthDate: row?.dateOfBirth ?? null };
}

/**
 * The patients the account manages (its own and its family members), with the name the Family page shows
 * (display name, else full name) and the date of birth (`yyyy-MM-dd`), oldest first: whom an imported
 * policy's covered members can be.
 */
export function familyOf(
  db: Db,
  accountId: string,
): Promise<{ id: string; name: string | null; birthDate: string | null }[]> {
  return db
    .select({
      id: patients.id,
      name: sql<string | null>`coalesce(${profiles.displayName}, ${profiles.fullName})`,
      birthDate: profiles.dateOfBirth,
    })
    .from(patients)
    .leftJoin(profiles, eq(profiles.userId, patients.id))
    .where(eq(patients.accountId, accountId))
    .orderBy(asc(patients.createdAt), asc(patients.id));
}
