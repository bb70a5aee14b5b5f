import type { Db } from '../db/index.js';
import { labReports, labResults, medicalRecords, visits } from '../db/schema/index.js';

/**
 * Rows the later features will create through their own endpoints, written
 * straight into the real database for the dashboard and bell tests.
 */
export async function seedVisit(
  db: Db,
  patientId: string,
  values: {
    visitDate: string;
    status?: string;
    doctorName?: string;
    hospitalName?: string;
    visitTime?: string;
  },
) {
  const [row] = await db
    .insert(visits)
    .values({
      patientId,
      doctorName: 'Dr. Mehta',
      hospitalName: 'City Care Clinic',
      status: 'scheduled',
      ...values,
    })
    .returning();
  return row!;
}

export async function seedRecord(
  db: Db,
  patientId: string,
  values: {
    recordDate?: string;
    followUpDate?: string | null;
    prescribedMedications?: string | null;
    primaryReason?: string;
    createdAt?: Date;
  } = {},
) {
  const primaryReason = values.primaryReason ?? 'Fever and cough';
  const [row] = await db
    .insert(medicalRecords)
    .values({
      patientId,
      title: primaryReason,
      description: 'Viral infection',
      recordType: 'consultation',
      primaryReason,
      doctorName: 'Dr. Iyer',
      hospitalName: 'Apollo Hospital',
      diagnosis: 'Viral infection',
      treatmentPlan: 'Rest and fluids',
      recordDate: values.recordDate ?? '2026-01-10',
      visitType: 'consultation',
      followUpDate: values.followUpDate ?? null,
      prescribedMedications: values.prescribedMedications ?? null,
      createdAt: values.createdAt ?? new Date('2026-01-10T06:00:00Z'),
    })
    .returning();
  return row!;
}

export async function seedLabResult(db: Db, patientId: string, testDate: string) {
  const [row] = await db.insert(labResults).values({ patientId, testDate }).returning();
  return row!;
}

/** A lab report without results, created at `createdAt` (the bell's "new lab report" window). */
export async function seedLabReport(db: Db, patientId: string, values: { labName: string; createdAt: Date }) {
  const [row] = await db
    .insert(labReports)
    .values({ patientId, labName: values.labName, reportDate: '2026-02-20', createdAt: values.createdAt })
    .returning();
  return row!;
}
