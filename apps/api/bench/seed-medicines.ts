import type { MedicineSchedule } from '@sehat/shared';
import { addDays, format } from 'date-fns';
import type { Db } from '../src/db/index.js';
import { medicationDoses, medicines } from '../src/db/schema/index.js';

const PATTERNS = ['1-0-1', '1-0-0', '0-0-1', '1-1-1', '1-0-1', '½-0-½', '1-1-1-1', '1-0-0', '0-1-0', '1-0-1'];

/**
 * `count` current medicines for one patient (docs/decisions/054-medicines.md), started a year ago and
 * ongoing, one every other day, the rest in the Indian notation; each with a year of marked doses (taken,
 * every fifth skipped) at 02:30 UTC (08:00 IST) every day, so today's doses read past a year of rows.
 */
export async function seedMedicines(db: Db, patientId: string, count: number): Promise<void> {
  const today = new Date();
  const start = format(addDays(today, -365), 'yyyy-MM-dd');
  for (let i = 0; i < count; i++) {
    const schedule: MedicineSchedule = {
      type: 'pattern',
      pattern: PATTERNS[i % PATTERNS.length] ?? '1-0-1',
      repeat: i === 0 ? { kind: 'every_n_days', n: 2 } : { kind: 'daily' },
    };
    const [row] = await db
      .insert(medicines)
      .values({
        patientId,
        name: `Medicine ${i + 1}`,
        strength: '500 mg',
        schedule,
        startDate: start,
        stockCount: 60,
        stockCountedOn: start,
      })
      .returning({ id: medicines.id });
    const doses = Array.from({ length: 365 }, (_, day) => {
      const at = new Date(`${format(addDays(today, -365 + day), 'yyyy-MM-dd')}T02:30:00Z`);
      return {
        medicineId: row!.id,
        patientId,
        scheduledAt: at,
        status: day % 5 === 0 ? 'skipped' : 'taken',
        recordedAt: at,
      };
    });
    await db.insert(medicationDoses).values(doses).onConflictDoNothing();
  }
}
