import type { Db } from '../src/db/index.js';
import { readings } from '../src/db/schema/index.js';

const CHUNK = 1000;
const HOUR_MS = 3_600_000;

/**
 * `days` days of home readings for one patient, written in bulk (docs/decisions/052-readings.md): four a day
 * going back from now, a blood pressure at 07:00 and 19:00 and a blood glucose (fasting, after a meal) at
 * 07:30 and 14:00 UTC-ish offsets, with values that wander in and out of their bands. 1,825 days (5 years)
 * is 7,300 readings.
 */
export async function seedReadings(db: Db, patientId: string, days: number): Promise<void> {
  const now = Date.now();
  const rows = Array.from({ length: days }, (_, day) => {
    const at = (hours: number) => new Date(now - day * 24 * HOUR_MS - hours * HOUR_MS);
    const wobble = (day * 7) % 30;
    return [
      { kind: 'blood_pressure', takenAt: at(1), value: 118 + wobble, diastolic: 76 + wobble / 2, pulse: 72 },
      { kind: 'blood_pressure', takenAt: at(13), value: 122 + wobble, diastolic: 78 + wobble / 2, pulse: 75 },
      { kind: 'blood_glucose', takenAt: at(2), value: 90 + wobble, context: 'fasting' },
      { kind: 'blood_glucose', takenAt: at(8), value: 140 + wobble * 2, context: 'after_meal' },
    ].map((row) => ({ ...row, patientId }));
  }).flat();
  for (let i = 0; i < rows.length; i += CHUNK) await db.insert(readings).values(rows.slice(i, i + CHUNK));
}
