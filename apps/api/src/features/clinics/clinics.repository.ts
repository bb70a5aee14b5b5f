import type { ClinicListQuery, CreateClinic } from '@sehat/shared';
import { pageOffset } from '@sehat/shared';
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/index.js';
import { clinics } from '../../db/schema/index.js';

/** A clinics row (docs/product.md#data-kept). */
export type ClinicRow = typeof clinics.$inferSelect;

/**
 * One page of the patient's clinics, newest first, optionally only those of
 * one state and city (docs/product.md#clinic-calls selects), with the total count.
 */
export async function listClinics(
  db: Db,
  patientId: string,
  query: ClinicListQuery,
): Promise<{ rows: ClinicRow[]; total: number }> {
  const conditions: SQL[] = [eq(clinics.patientId, patientId)];
  if (query.state) conditions.push(eq(clinics.state, query.state));
  if (query.city) conditions.push(eq(clinics.city, query.city));
  const where = and(...conditions);
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(clinics)
      .where(where)
      .orderBy(desc(clinics.createdAt), desc(clinics.id))
      .limit(query.page_size)
      .offset(pageOffset(query)),
    db.select({ total: count() }).from(clinics).where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

/** The patient's clinic with this clinic_id (e.g. 'CLN-7KX2QH'), or null — another patient's is null too. */
export async function findClinicByClinicId(
  db: Db,
  patientId: string,
  clinicId: string,
): Promise<ClinicRow | null> {
  const [row] = await db
    .select()
    .from(clinics)
    .where(and(eq(clinics.patientId, patientId), eq(clinics.clinicId, clinicId)))
    .limit(1);
  return row ?? null;
}

/**
 * Inserts a clinic for the patient (docs/product.md#clinic-calls insert). Throws the
 * driver's error on failure, a unique clash on (patient_id, clinic_id) included.
 */
export async function insertClinic(
  db: Db,
  patientId: string,
  clinicId: string,
  input: CreateClinic,
): Promise<ClinicRow> {
  const [row] = await db
    .insert(clinics)
    .values({ patientId, clinicId, ...clinicColumns(input) })
    .returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

/** The columns a clinic's fields set (rating with one decimal, docs/product.md#limits-and-constants). */
function clinicColumns(input: CreateClinic) {
  return {
    name: input.name,
    phone: input.phone,
    email: input.email,
    address: input.address,
    state: input.state,
    city: input.city,
    specialties: input.specialties,
    rating: input.rating.toFixed(1),
    coordinates: input.coordinates ?? null,
    mapsLink: input.maps_link ?? null,
  };
}

/** Replaces the fields of the patient's clinic `clinicId`; null when it is not theirs. */
export async function updateClinic(
  db: Db,
  patientId: string,
  clinicId: string,
  input: CreateClinic,
): Promise<ClinicRow | null> {
  const [row] = await db
    .update(clinics)
    .set(clinicColumns(input))
    .where(and(eq(clinics.patientId, patientId), eq(clinics.clinicId, clinicId)))
    .returning();
  return row ?? null;
}

/**
 * Deletes the patient's clinic `clinicId`; false when it is not theirs.
 * Records, visits and claims hold the hospital's name as text, so they keep it.
 */
export async function deleteClinic(db: Db, patientId: string, clinicId: string): Promise<boolean> {
  const deleted = await db
    .delete(clinics)
    .where(and(eq(clinics.patientId, patientId), eq(clinics.clinicId, clinicId)))
    .returning({ id: clinics.id });
  return deleted.length > 0;
}
