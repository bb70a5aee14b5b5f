import { type Clinic, type ClinicListQuery, type ClinicPage, type CreateClinic } from '@sehat/shared';
import type { Db } from '../../db/index.js';
import { isUniqueViolation, makeClinicId } from './clinic-id.js';
import {
  deleteClinic,
  findClinicByClinicId,
  insertClinic,
  listClinics,
  updateClinic,
  type ClinicRow,
} from './clinics.repository.js';
import { notFound } from '../../errors/domain-errors.js';

const CLINIC_ID_ATTEMPTS = 5;

/** A row as the API shows it: rating as a number, created_at as an ISO instant. */
function toClinic(row: ClinicRow): Clinic {
  return {
    id: row.id,
    clinic_id: row.clinicId,
    name: row.name,
    phone: row.phone,
    email: row.email,
    address: row.address,
    state: row.state,
    city: row.city,
    specialties: row.specialties,
    rating: Number(row.rating),
    coordinates: row.coordinates,
    maps_link: row.mapsLink,
    created_at: row.createdAt.toISOString(),
  };
}

/**
 * Saves a clinic for the patient with a fresh clinic_id (docs/product.md#clinic-fields).
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

/** One page of the patient's clinics, newest first (docs/product.md#data-calls), optionally of one state and city. */
export async function listOwnClinics(db: Db, userId: string, query: ClinicListQuery): Promise<ClinicPage> {
  const { rows, total } = await listClinics(db, userId, query);
  return { items: rows.map(toClinic), total, page: query.page, page_size: query.page_size };
}

/** The patient's clinic with this clinic_id ('CLN-7KX2QH'), or null — another patient's is null too. */
export async function findOwnClinic(db: Db, userId: string, clinicId: string): Promise<Clinic | null> {
  const row = await findClinicByClinicId(db, userId, clinicId);
  return row ? toClinic(row) : null;
}

/** Replaces the patient's clinic fields (PUT /api/clinics/:clinic_id); another patient's → 404. */
export async function editClinic(
  db: Db,
  userId: string,
  clinicId: string,
  input: CreateClinic,
): Promise<Clinic> {
  const row = await updateClinic(db, userId, clinicId, input);
  if (!row) throw notFound('clinicChanges.notFound');
  return toClinic(row);
}

/** Deletes the patient's clinic (DELETE /api/clinics/:clinic_id); records and visits keep its name. 404 otherwise. */
export async function removeClinic(db: Db, userId: string, clinicId: string): Promise<void> {
  if (!(await deleteClinic(db, userId, clinicId))) throw notFound('clinicChanges.notFound');
}
