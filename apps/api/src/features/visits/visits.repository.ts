import type { DateWindow } from '@sehat/shared';
import { VISIT_STATUSES } from '@sehat/shared';
import { and, asc, between, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/index.js';
import { medicalRecords, visits } from '../../db/schema/index.js';

export type VisitRow = typeof visits.$inferSelect;
/** What a new visit needs; status defaults to 'scheduled', appointment_type to 'consultation'. */
export type NewVisit = Omit<typeof visits.$inferInsert, 'id' | 'patientId' | 'createdAt'>;

/**
 * Inserts one visit for the patient (docs/product.md#visits, docs/product.md#visit-calls insert) and
 * returns it. Booking calls this; tests use it to seed visits.
 */
export async function createVisit(db: Db, patientId: string, visit: NewVisit): Promise<VisitRow> {
  const [row] = await db
    .insert(visits)
    .values({ ...visit, patientId })
    .returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

/**
 * The patient's visits with status scheduled or confirmed dated inside
 * `window` (inclusive), soonest first (docs/product.md#data-calls upcoming list).
 */
export async function listVisitsInWindow(db: Db, patientId: string, window: DateWindow): Promise<VisitRow[]> {
  return db
    .select()
    .from(visits)
    .where(
      and(
        eq(visits.patientId, patientId),
        inArray(visits.status, [...VISIT_STATUSES]),
        between(visits.visitDate, window.from, window.to),
      ),
    )
    .orderBy(asc(visits.visitDate), asc(visits.visitTime), asc(visits.id));
}

/**
 * The patient's records whose follow_up_date is inside `window` (inclusive),
 * soonest first, with the fields of docs/product.md#data-calls "upcoming follow-ups".
 */
export async function listFollowUpsInWindow(db: Db, patientId: string, window: DateWindow) {
  return db
    .select({
      id: medicalRecords.id,
      primaryReason: medicalRecords.primaryReason,
      doctorName: medicalRecords.doctorName,
      hospitalName: medicalRecords.hospitalName,
      followUpDate: medicalRecords.followUpDate,
      diagnosis: medicalRecords.diagnosis,
      treatmentPlan: medicalRecords.treatmentPlan,
    })
    .from(medicalRecords)
    .where(
      and(
        eq(medicalRecords.patientId, patientId),
        between(medicalRecords.followUpDate, window.from, window.to),
      ),
    )
    .orderBy(asc(medicalRecords.followUpDate), asc(medicalRecords.id));
}

/**
 * Sets fields of the patient's visit `id` while its status is scheduled or
 * confirmed; null when it is not theirs or no longer upcoming.
 */
export async function updateUpcomingVisit(
  db: Db,
  patientId: string,
  id: string,
  set: Partial<Pick<VisitRow, 'status' | 'visitDate'>>,
): Promise<VisitRow | null> {
  const upcoming: SQL = and(
    eq(visits.patientId, patientId),
    eq(visits.id, id),
    inArray(visits.status, [...VISIT_STATUSES]),
  )!;
  const [row] = await db.update(visits).set(set).where(upcoming).returning();
  return row ?? null;
}

/** The patient's visit `id`, or null. */
export async function findVisit(db: Db, patientId: string, id: string): Promise<VisitRow | null> {
  const [row] = await db
    .select()
    .from(visits)
    .where(and(eq(visits.patientId, patientId), eq(visits.id, id)))
    .limit(1);
  return row ?? null;
}
