import {
  dosesOn,
  instantOn,
  localDateOf,
  todayIn,
  type DoseDay,
  type DoseMark,
  type DoseStatus,
  type MarkedDoseRecord,
} from '@sehat/shared';
import { addDays, parseISO } from 'date-fns';
import type { Db } from '../../db/index.js';
import { invalid } from '../../errors/domain-errors.js';
import { dosesBetween, findMedicine, medicinesOn, upsertDose } from './medicines.repository.js';
import { medicineNotFound } from './medicines.service.js';

/**
 * How early a dose may be marked: the evening tablet taken a little before 20:00 is that dose; a dose
 * further ahead is in the future (refused).
 */
const EARLY_MARK_MS = 60 * 60_000;

/** The instants of the local day `date` of `timeZone`: its midnight and the next one. */
function dayBounds(date: string, timeZone: string): { from: Date; to: Date } {
  const next = addDays(parseISO(date), 1);
  const pad = (n: number) => String(n).padStart(2, '0');
  const nextDate = `${next.getFullYear()}-${pad(next.getMonth() + 1)}-${pad(next.getDate())}`;
  return { from: instantOn(date, '00:00', timeZone), to: instantOn(nextDate, '00:00', timeZone) };
}

/**
 * The doses of the patient's medicines on `date` (default: today in `timeZone`), earliest first, each with
 * the status marked (null when not) and whether its time has come at `now` (GET /api/medicines/doses).
 * Two statements: the medicines taken that day and the doses marked in its local bounds.
 */
export async function doseDay(
  db: Db,
  patientId: string,
  date: string | undefined,
  now: Date,
  timeZone: string,
): Promise<DoseDay> {
  const day = date ?? todayIn(timeZone, now);
  const { from, to } = dayBounds(day, timeZone);
  const [rows, marked] = await Promise.all([
    medicinesOn(db, patientId, day),
    dosesBetween(db, patientId, from, to),
  ]);
  const status = new Map(
    marked.map((dose) => [`${dose.medicineId} ${dose.scheduledAt.getTime()}`, dose.status as DoseStatus]),
  );
  const items = rows.flatMap((row) =>
    dosesOn({ schedule: row.schedule, start_date: row.startDate, end_date: row.endDate }, day, timeZone).map(
      (dose) => ({
        medicine_id: row.id,
        name: row.name,
        strength: row.strength,
        time: dose.time,
        slot: dose.slot,
        scheduled_at: dose.scheduled_at,
        amount: dose.amount,
        status: status.get(`${row.id} ${Date.parse(dose.scheduled_at)}`) ?? null,
        due: Date.parse(dose.scheduled_at) <= now.getTime(),
      }),
    ),
  );
  items.sort((a, b) => a.scheduled_at.localeCompare(b.scheduled_at) || a.name.localeCompare(b.name));
  return { date: day, items };
}

/**
 * Marks a dose of the patient's medicine taken or skipped (PUT /api/medicines/:id/doses), late entries
 * allowed; marking it again replaces the status (idempotent). 404 another patient's medicine; 400
 * `medicines.doseNotInSchedule` when the schedule has no dose at that instant (an as-needed medicine takes
 * any instant); 400 `medicines.doseInFuture` when the dose is more than an hour ahead of `now`.
 */
export async function markDose(
  db: Db,
  patientId: string,
  medicineId: string,
  mark: DoseMark,
  now: Date,
  timeZone: string,
): Promise<MarkedDoseRecord> {
  const medicine = await findMedicine(db, patientId, medicineId);
  if (!medicine) throw medicineNotFound();
  const at = new Date(mark.scheduled_at);
  if (medicine.schedule.type !== 'as_needed') {
    const span = { schedule: medicine.schedule, start_date: medicine.startDate, end_date: medicine.endDate };
    const scheduled = dosesOn(span, localDateOf(at, timeZone), timeZone);
    if (!scheduled.some((dose) => Date.parse(dose.scheduled_at) === at.getTime()))
      throw invalid('medicines.doseNotInSchedule');
  }
  if (at.getTime() > now.getTime() + EARLY_MARK_MS) throw invalid('medicines.doseInFuture');
  const row = await upsertDose(db, patientId, medicineId, {
    scheduledAt: at,
    status: mark.status,
    recordedAt: now,
  });
  return {
    medicine_id: row.medicineId,
    scheduled_at: row.scheduledAt.toISOString(),
    status: row.status as DoseStatus,
    recorded_at: row.recordedAt.toISOString(),
  };
}
