import type { DateWindow } from '@sehat/shared';
import { VISIT_STATUSES } from '@sehat/shared';
import { and, between, eq, inArray } from 'drizzle-orm';
import { isNotBlank } from '../../db/conditions.js';
import type { Db } from '../../db/index.js';
import { labResults, medicalRecords, user, visits } from '../../db/schema/index.js';

/**
 * Every dashboard count of one patient in a single SQL statement (spec §7
 * "Dashboard counts"), each subquery scoped by `userId`:
 * - medical_records: all the patient's records;
 * - upcoming_visits: visits with status scheduled/confirmed dated in
 *   `upcoming`, plus records whose follow_up_date is in `upcoming`;
 * - active_prescriptions: records whose prescribed_medications holds a
 *   non-whitespace character (not null, not blank);
 * - recent_lab_results: lab results with test_date in `labs`.
 * Windows are inclusive calendar-date ranges. Returns zeros for an unknown user.
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
  userId: string,
  windows: { upcoming: DateWindow; labs: DateWindow },
): Promise<DashboardCountsRow> {
  const { upcoming, labs } = windows;
  const [row] = await db
    .select({
      medicalRecords: db.$count(medicalRecords, eq(medicalRecords.userId, userId)),
      upcomingVisits: db.$count(
        visits,
        and(
          eq(visits.userId, userId),
          inArray(visits.status, [...VISIT_STATUSES]),
          between(visits.visitDate, upcoming.from, upcoming.to),
        ),
      ),
      upcomingFollowUps: db.$count(
        medicalRecords,
        and(
          eq(medicalRecords.userId, userId),
          between(medicalRecords.followUpDate, upcoming.from, upcoming.to),
        ),
      ),
      activePrescriptions: db.$count(
        medicalRecords,
        and(eq(medicalRecords.userId, userId), isNotBlank(medicalRecords.prescribedMedications)),
      ),
      recentLabResults: db.$count(
        labResults,
        and(eq(labResults.userId, userId), between(labResults.testDate, labs.from, labs.to)),
      ),
    })
    .from(user)
    .where(eq(user.id, userId));
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
