import type { Bundle } from '@medplum/fhirtypes';
import type { Db } from '../../db/index.js';
import { notFound } from '../../errors/domain-errors.js';
import { readPatientRows } from './export.repository.js';
import { buildFhirBundle } from './fhir-bundle.js';

/**
 * The signed-in patient's data as a FHIR R4 Bundle (see `buildFhirBundle`), stamped with `now`. Raises
 * not found when the account no longer exists (erased while the session was open).
 */
export async function exportFhirBundle(db: Db, userId: string, now: Date): Promise<Bundle> {
  const rows = await readPatientRows(db, userId);
  if (!rows) throw notFound('Account not found');
  return buildFhirBundle(rows, now);
}
