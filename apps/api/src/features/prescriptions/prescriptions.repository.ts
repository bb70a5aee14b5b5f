import type { PageQuery } from '@sehat/shared';
import { pageOffset } from '@sehat/shared';
import { and, desc, eq } from 'drizzle-orm';
import { isNotBlank } from '../../db/conditions.js';
import type { Db } from '../../db/index.js';
import { medicalRecords } from '../../db/schema/index.js';
import { listColumns, page } from '../medical-records/medical-records.repository.js';

/**
 * One page of the patient's records that have medications (not null, not
 * blank — the dashboard's Active Prescriptions rule), with medications and
 * files, newest record_date first (spec §7 prescription list).
 */
export async function listPrescriptionRecords(db: Db, userId: string, query: PageQuery) {
  const where = and(eq(medicalRecords.userId, userId), isNotBlank(medicalRecords.prescribedMedications))!;
  return page(db, where, () =>
    db
      .select({
        ...listColumns,
        prescribedMedications: medicalRecords.prescribedMedications,
        prescriptionFiles: medicalRecords.prescriptionFiles,
      })
      .from(medicalRecords)
      .where(where)
      .orderBy(desc(medicalRecords.recordDate), desc(medicalRecords.createdAt), desc(medicalRecords.id))
      .limit(query.page_size)
      .offset(pageOffset(query)),
  );
}
