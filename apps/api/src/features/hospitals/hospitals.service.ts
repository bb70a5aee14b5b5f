import { findBuiltInHospital, type HospitalDetail } from '@sehat/shared';
import type { Db } from '../../db/index.js';
import { notFound } from '../../errors/domain-errors.js';
import { findOwnClinic } from '../clinics/index.js';

/**
 * Resolves a hospital ID the one way every feature does (docs/product.md#hospital-detail, Book appointment): the built-in hospital with this ID
 * ('HOS001'…), else the patient's own clinic with this clinic_id, else null —
 * another patient's clinic included.
 */
export async function resolveHospital(db: Db, userId: string, id: string): Promise<HospitalDetail | null> {
  const builtIn = findBuiltInHospital(id);
  if (builtIn) return { ...builtIn, source: 'built-in' };
  const clinic = await findOwnClinic(db, userId, id);
  return clinic ? { ...clinic, source: 'clinic' } : null;
}

/** A hospital's detail (GET /api/hospitals/:id); 404 'Hospital Not Found' when resolveHospital finds none. */
export async function getHospital(db: Db, userId: string, id: string): Promise<HospitalDetail> {
  const hospital = await resolveHospital(db, userId, id);
  if (!hospital) throw notFound('hospitals.notFound');
  return hospital;
}
