import { createHash } from 'node:crypto';
import { dosesOn, type Language } from '@sehat/shared';
import { and, eq, gte, isNull, lte, or } from 'drizzle-orm';
import type { Db } from '../../db/index.js';
import { medicines, patients, profiles } from '../../db/schema/index.js';

/** One patient's morning digest: whose, to whom, in which language, and how many doses are due today. */
export interface DueDigest {
  /** The claim's subject: a uuid derived from the patient's id (one digest a patient a day). */
  subjectId: string;
  userId: string;
  accountId: string;
  email: string;
  language: Language;
  doses: number;
}

/** A stable uuid-shaped id for `patientId`'s digest (reminder_deliveries.subject_id is a uuid). */
export function digestSubject(patientId: string): string {
  const hex = createHash('sha256').update(`medicine-digest:${patientId}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}

/**
 * The digests due on `today` (docs/decisions/054-medicines.md): patients whose managing account lives in
 * `timeZone` and switched the medicine digest on, with at least one scheduled dose today there (as-needed
 * medicines have none), counted by the shared schedule expansion. The mail is the managing account's
 * (docs/decisions/049-patients-apart-from-accounts.md). Reads across patients: a system job, not a request.
 */
export async function findDueMedicineDigests(db: Db, today: string, timeZone: string): Promise<DueDigest[]> {
  const rows = await db
    .select({
      userId: medicines.patientId,
      accountId: patients.accountId,
      email: profiles.email,
      language: profiles.preferredLanguage,
      schedule: medicines.schedule,
      startDate: medicines.startDate,
      endDate: medicines.endDate,
    })
    .from(medicines)
    .innerJoin(patients, eq(patients.id, medicines.patientId))
    .innerJoin(profiles, eq(profiles.userId, patients.accountId))
    .where(
      and(
        eq(profiles.timeZone, timeZone),
        eq(profiles.medicineReminders, true),
        lte(medicines.startDate, today),
        or(isNull(medicines.endDate), gte(medicines.endDate, today)),
      ),
    );
  const byPatient = new Map<string, DueDigest>();
  for (const row of rows) {
    const doses = dosesOn(
      { schedule: row.schedule, start_date: row.startDate, end_date: row.endDate },
      today,
      timeZone,
    ).length;
    if (doses === 0) continue;
    const known = byPatient.get(row.userId);
    if (known) known.doses += doses;
    else
      byPatient.set(row.userId, {
        subjectId: digestSubject(row.userId),
        userId: row.userId,
        accountId: row.accountId,
        email: row.email,
        language: row.language,
        doses,
      });
  }
  return [...byPatient.values()];
}
