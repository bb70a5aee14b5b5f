import { refillDate, todayIn, type Message } from '@sehat/shared';
import { addDays, format, parseISO } from 'date-fns';
import type { Db } from '../../db/index.js';
import { doseDay } from './doses.service.js';
import { medicinesOn } from './medicines.repository.js';

/** How many days ahead the bell says a medicine's stock runs out. */
const REFILL_NOTICE_DAYS = 3;
/** At most this many due doses in the bell (the earliest). */
const DOSE_NOTICE_LIMIT = 5;

/** A bell item of the medicine list: its id, its line (a message of the table) and its date. */
export interface MedicineNotice {
  type: 'dose_due' | 'refill_due';
  id: string;
  description: Message;
  date: string;
}

/**
 * The bell's medicine items at `now` (docs/decisions/054-medicines.md), computed when the bell is read like
 * every other item: today's doses (the patient's zone) whose time has come and that are not marked yet, the
 * earliest five, each `medicineId:epoch ms` with the medicine's name and time; and each current medicine
 * whose counted stock runs out within three days, `medicineId:yyyy-MM-dd`.
 */
export async function medicineNotices(
  db: Db,
  patientId: string,
  now: Date,
  timeZone: string,
): Promise<MedicineNotice[]> {
  const today = todayIn(timeZone, now);
  const [day, current] = await Promise.all([
    doseDay(db, patientId, today, now, timeZone),
    medicinesOn(db, patientId, today),
  ]);
  const doses: MedicineNotice[] = day.items
    .filter((dose) => dose.due && dose.status === null)
    .slice(0, DOSE_NOTICE_LIMIT)
    .map((dose) => ({
      type: 'dose_due',
      id: `${dose.medicine_id}:${Date.parse(dose.scheduled_at)}`,
      description: { key: 'medicines.doseDue', values: { name: dose.name, time: dose.time } },
      date: dose.scheduled_at,
    }));
  const horizon = format(addDays(parseISO(today), REFILL_NOTICE_DAYS), 'yyyy-MM-dd');
  const refills: MedicineNotice[] = current.flatMap((row) => {
    if (row.stockCount === null || row.stockCountedOn === null) return [];
    const span = { schedule: row.schedule, start_date: row.startDate, end_date: row.endDate };
    const runsOut = refillDate(span, {
      count: row.stockCount,
      counted_on: row.stockCountedOn,
      units_per_dose: row.unitsPerDose,
    });
    if (runsOut === null || runsOut > horizon) return [];
    return [
      {
        type: 'refill_due' as const,
        id: `${row.id}:${runsOut}`,
        description: { key: 'medicines.refillDue', values: { name: row.name, date: runsOut } },
        date: runsOut,
      },
    ];
  });
  return [...doses, ...refills];
}
