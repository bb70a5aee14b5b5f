import { HOSPITAL_TEXT, findBuiltInHospital, type HospitalDetail } from '@sehat/shared';
import type { Db } from '../../db/index.js';
import { notFound } from '../../errors/domain-errors.js';
import { findClinicByClinicId, toClinic } from '../clinics/clinics.repository.js';

/**
 * A hospital's detail (spec §2 Hospital detail): the built-in hospital with
 * this ID ('HOS001'…), else the patient's own clinic with this clinic_id.
 * Throws a 404 'Hospital Not Found' otherwise — another patient's clinic included.
 */
export async function getHospital(db: Db, userId: string, id: string): Promise<HospitalDetail> {
  const builtIn = findBuiltInHospital(id);
  if (builtIn) return { ...builtIn, source: 'built-in' };
  const row = await findClinicByClinicId(db, userId, id);
  if (!row) throw notFound(HOSPITAL_TEXT.notFound);
  return { ...toClinic(row), source: 'clinic' };
}
