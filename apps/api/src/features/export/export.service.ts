import type { Readable } from 'node:stream';
import type { Bundle } from '@medplum/fhirtypes';
import type { Db } from '../../db/index.js';
import { notFound } from '../../errors/domain-errors.js';
import type { StorageDriver } from '../../storage/index.js';
import { exportArchive } from './export-archive.js';
import { readPatientRows, type PatientRows } from './export.repository.js';
import { buildFhirBundle } from './fhir-bundle.js';
import { healthSummaryPdf } from './summary-pdf.js';

/** The patient's rows, or not found when the account no longer exists (erased while the session was open). */
async function rowsOf(db: Db, userId: string): Promise<PatientRows> {
  const rows = await readPatientRows(db, userId);
  if (!rows) throw notFound('request.accountNotFound');
  return rows;
}

/** The signed-in patient's data as a FHIR R4 Bundle (see `buildFhirBundle`), stamped with `now`. */
export async function exportFhirBundle(db: Db, userId: string, now: Date): Promise<Bundle> {
  return buildFhirBundle(await rowsOf(db, userId), now);
}

/** The signed-in patient's health summary as a stream of PDF bytes (see `healthSummaryPdf`). */
export async function exportHealthSummary(db: Db, userId: string, now: Date): Promise<Readable> {
  return healthSummaryPdf(await rowsOf(db, userId), now);
}

/**
 * The signed-in patient's export ZIP as a stream (see `exportArchive`): the same FHIR bundle as
 * `exportFhirBundle`, the health summary, and every stored file, read through `storage` as it streams.
 */
export async function exportZipArchive(
  db: Db,
  storage: StorageDriver,
  userId: string,
  now: Date,
): Promise<Readable> {
  const rows = await rowsOf(db, userId);
  return exportArchive({
    rows,
    bundle: buildFhirBundle(rows, now),
    summary: () => healthSummaryPdf(rows, now),
    storage,
    now,
  });
}
