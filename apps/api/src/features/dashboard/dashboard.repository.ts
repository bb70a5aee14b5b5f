import type { DateWindow } from '@sehat/shared';
import { VISIT_STATUSES } from '@sehat/shared';
import { and, between, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/index.js';
import { preparedFor } from '../../db/prepared.js';
import { labResults, medicalRecordCounts, medicalRecords, patients, visits } from '../../db/schema/index.js';

/**
 * Every dashboard count of one patient in a single SQL statement (docs/product.md#dashboard-counts), each subquery scoped by `patientId`:
 * - medical_records: all the patient's records;
 * - upcoming_visits: visits with status scheduled/confirmed dated in
 *   `upcoming`, plus records whose follow_up_date is in `upcoming`;
 * - active_prescriptions: records whose prescribed_medications holds a
 *   non-whitespace character (not null, not blank);
 * - recent_lab_results: lab results with test_date in `labs`.
 * The first and the third are read from medical_record_counts (kept by a trigger), so their cost does not
 * grow with the patient's history; the others are index ranges over the windows.
 * Windows are inclusive calendar-date ranges. Returns zeros for an unknown patient.
 */
export interface DashboardCountsRow {
  medicalRecords: number;
  upcomingVisits: number;
  upcomingFollowUps: number;
  activePrescriptions: number;
  recentLabResults: number;
}

export async function countDashboard(
  db: Db,
  patientId: string,
  windows: { upcoming: DateWindow; labs: DateWindow },
): Promise<DashboardCountsRow> {
  const { upcoming, labs } = windows;
  const [row] = await dashboardCounts(db).execute({
    patientId,
    upcomingFrom: upcoming.from,
    upcomingTo: upcoming.to,
    labsFrom: labs.from,
    labsTo: labs.to,
  });
  return (
    row ?? {
      medicalRecords: 0,
      upcomingVisits: 0,
      upcomingFollowUps: 0,
      activePrescriptions: 0,
      recentLabResults: 0,
    }
  );
}

const patientId = sql.placeholder('patientId');
const upcomingFrom = sql.placeholder('upcomingFrom');
const upcomingTo = sql.placeholder('upcomingTo');

const dashboardCounts = preparedFor((db) =>
  db
    .select({
      medicalRecords: sql<number>`coalesce(${medicalRecordCounts.medicalRecords}, 0)`.mapWith(Number),
      upcomingVisits: db.$count(
        visits,
        and(
          eq(visits.patientId, patientId),
          inArray(visits.status, [...VISIT_STATUSES]),
          between(visits.visitDate, upcomingFrom, upcomingTo),
        ),
      ),
      upcomingFollowUps: db.$count(
        medicalRecords,
        and(
          eq(medicalRecords.patientId, patientId),
          between(medicalRecords.followUpDate, upcomingFrom, upcomingTo),
        ),
      ),
      activePrescriptions: sql<number>`coalesce(${medicalRecordCounts.activePrescriptions}, 0)`.mapWith(
        Number,
      ),
      recentLabResults: db.$count(
        labResults,
        and(
          eq(labResults.patientId, patientId),
          between(labResults.testDate, sql.placeholder('labsFrom'), sql.placeholder('labsTo')),
        ),
      ),
    })
    .from(patients)
    .leftJoin(medicalRecordCounts, eq(medicalRecordCounts.patientId, patients.id))
    .where(eq(patients.id, patientId))
    .prepare('dashboard_counts'),
);
