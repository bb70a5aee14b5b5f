import type { Dashboard, DashboardCounts } from '@sehat/shared';
import { labResultsWindow, todayIn, upcomingWindow } from '@sehat/shared';
import type { Db } from '../../db/index.js';
import { activePolicyOf } from '../insurance-policies/index.js';
import { doseDay } from '../medicines/index.js';
import { readingsDueToday } from '../readings/index.js';
import { vaccinesToAttend } from '../vaccinations/index.js';
import { countDashboard } from './dashboard.repository.js';

/**
 * The four dashboard counts of the patient (docs/product.md#screens-and-routes stat tiles, docs/product.md#data-calls), with
 * "today" taken in the patient's time zone at `now` (docs/architecture.md#d4-time-in-the-patients-zone): upcoming = today … today + 1 month, labs = 3 months ago … today.
 */
export async function getDashboardCounts(
  db: Db,
  userId: string,
  now: Date,
  timeZone: string,
): Promise<DashboardCounts> {
  const counts = await countDashboard(db, userId, {
    upcoming: upcomingWindow(timeZone, now),
    labs: labResultsWindow(timeZone, now),
  });
  return {
    medical_records: counts.medicalRecords,
    upcoming_visits: counts.upcomingVisits + counts.upcomingFollowUps,
    active_prescriptions: counts.activePrescriptions,
    recent_lab_results: counts.recentLabResults,
  };
}

/**
 * The dashboard's one answer (GET /api/dashboard): the four counts, the policy running today for the
 * "My Insurance Policy" card (docs/decisions/053-insurance-policies.md), or null, and for the "Today" card
 * today's doses in the patient's zone (docs/decisions/054-medicines.md), the readings due today
 * (docs/decisions/052-readings.md#readings-due) and the vaccines to attend to today
 * (docs/decisions/055-vaccinations.md).
 */
export async function getDashboard(db: Db, userId: string, now: Date, timeZone: string): Promise<Dashboard> {
  const [counts, activePolicy, todayDoses, readingsDue, vaccines] = await Promise.all([
    getDashboardCounts(db, userId, now, timeZone),
    activePolicyOf(db, userId, timeZone, now),
    doseDay(db, userId, undefined, now, timeZone),
    readingsDueToday(db, userId, now, timeZone),
    vaccinesToAttend(db, userId, todayIn(timeZone, now)),
  ]);
  const vaccinesDue = vaccines.map(({ vaccine, dose, label, status, due_date }) => ({
    vaccine,
    dose,
    label,
    status,
    due_date,
  }));
  return {
    ...counts,
    active_policy: activePolicy,
    today_doses: todayDoses,
    readings_due: readingsDue.map((kind) => ({ kind })),
    vaccines_due: vaccinesDue,
  };
}
