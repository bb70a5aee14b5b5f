import { scheduleShorthand } from '@sehat/shared';
import type { Db } from '../../db/index.js';
import { medicinesOn } from './medicines.repository.js';

/**
 * The patient's medicines taken on `today` (their zone's date), by name, at most `limit`, each as one line
 * ('Metformin 500 mg 1-0-1') with its start date: the emergency card's current medicines
 * (docs/decisions/054-medicines.md).
 */
export async function currentMedicineLines(
  db: Db,
  patientId: string,
  today: string,
  limit: number,
): Promise<{ line: string; since: string }[]> {
  const rows = await medicinesOn(db, patientId, today);
  return rows.slice(0, limit).map((row) => ({
    line: [row.name, row.strength, scheduleShorthand(row.schedule)].filter(Boolean).join(' '),
    since: row.startDate,
  }));
}
