import type { Clinic, ClinicListQuery, ClinicPage, CreateClinic } from '@sehat/shared';
import type { Db } from '../../db/index.js';
import { isUniqueViolation, makeClinicId } from './clinic-id.js';
import { insertClinic, listClinics, toClinic } from './clinics.repository.js';

const CLINIC_ID_ATTEMPTS = 5;

/**
 * Saves a clinic for the patient with a fresh clinic_id (spec §5 Add clinic).
 * `input` is already validated (state/city ours, bounded fields). Retries
 * with another clinic_id on a unique clash; any other failure is thrown and
 * nothing is saved (one INSERT).
 */
export async function createClinic(
  db: Db,
  userId: string,
  input: CreateClinic,
  newClinicId: () => string = makeClinicId,
): Promise<Clinic> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return toClinic(await insertClinic(db, userId, newClinicId(), input));
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= CLINIC_ID_ATTEMPTS) throw error;
    }
  }
}

/** One page of the patient's clinics, newest first (spec §7), optionally of one state and city. */
export async function listOwnClinics(db: Db, userId: string, query: ClinicListQuery): Promise<ClinicPage> {
  const { rows, total } = await listClinics(db, userId, query);
  return { items: rows.map(toClinic), total, page: query.page, page_size: query.page_size };
}
