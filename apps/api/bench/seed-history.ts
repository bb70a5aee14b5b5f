import { addDays, format } from 'date-fns';
import type { Db } from '../src/db/index.js';
import { labResults, medicalRecords, visits } from '../src/db/schema/index.js';

const CHUNK = 1000;

/**
 * A realistic history for one patient, written in bulk (the shape of `seedRecord`, `seedVisit` and
 * `seedLabResult` in src/test/seed.ts): `records` medical records, one a day going back from today
 * (every 10th with a follow-up in the next 40 days and a lab result, every 3rd with medications), and
 * 0.3 × `records` visits from 20 days ago to 40 days ahead.
 */
export async function seedHistory(db: Db, patientId: string, records: number): Promise<void> {
  const today = new Date();
  const day = (offset: number) => format(addDays(today, offset), 'yyyy-MM-dd');
  const rows = Array.from({ length: records }, (_, i) => ({
    patientId,
    title: 'Fever and cough',
    description: 'Viral infection',
    recordType: 'consultation',
    primaryReason: 'Fever and cough',
    doctorName: 'Dr. Iyer',
    hospitalName: 'Apollo Hospital',
    diagnosis: 'Viral infection',
    treatmentPlan: 'Rest and fluids',
    recordDate: day(-i),
    visitType: 'consultation',
    followUpDate: i % 10 === 0 ? day(i % 40) : null,
    prescribedMedications: i % 3 === 0 ? 'Paracetamol 500 mg twice daily' : null,
    createdAt: addDays(today, -i),
  }));
  for (let i = 0; i < rows.length; i += CHUNK)
    await db.insert(medicalRecords).values(rows.slice(i, i + CHUNK));
  const results = rows.filter((_, i) => i % 10 === 0).map((row) => ({ patientId, testDate: row.recordDate }));
  for (let i = 0; i < results.length; i += CHUNK)
    await db.insert(labResults).values(results.slice(i, i + CHUNK));
  const visitRows = Array.from({ length: Math.floor(records * 0.3) }, (_, i) => ({
    patientId,
    doctorName: 'Dr. Mehta',
    hospitalName: 'City Care Clinic',
    visitDate: day((i % 60) - 20),
    status: i % 4 === 0 ? 'confirmed' : 'scheduled',
  }));
  for (let i = 0; i < visitRows.length; i += CHUNK)
    await db.insert(visits).values(visitRows.slice(i, i + CHUNK));
}
