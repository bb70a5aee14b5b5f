import {
  readingFlag,
  readingInputSchema,
  readingsFromCsv,
  type ReadingFields,
  type ReadingImportPreview,
} from '@sehat/shared';
import type { Db } from '../../db/index.js';
import { DomainError, invalid } from '../../errors/domain-errors.js';
import { insertReadings } from './readings.repository.js';
import { assertTakenAt, valuesOf } from './readings.service.js';

/**
 * Reads a CSV file into checked readings (docs/decisions/052-readings.md; the mapping in the shared
 * `csv-import.ts`): the whole file or nothing. 400 with the file's problem (wrong columns, a formula, too
 * many rows) or the first row that breaks a reading's rules (its number, header included), a time in the
 * future included.
 */
function checkedReadings(csv: string, timeZone: string, now: Date): ReadingFields[] {
  const file = readingsFromCsv(csv, timeZone);
  if (!file.ok) throw invalid(file.message);
  return file.inputs.map((input, index) => {
    const row = index + 2;
    const parsed = readingInputSchema.safeParse(input);
    if (!parsed.success) throw invalid({ key: 'readings.csvRowInvalid', values: { row } });
    try {
      assertTakenAt(parsed.data, now);
    } catch (error) {
      if (error instanceof DomainError) throw invalid({ key: 'readings.csvRowInvalid', values: { row } });
      throw error;
    }
    return parsed.data;
  });
}

/**
 * What importing `csv` would store (POST /api/readings/import/preview), storing nothing: the kind, the count,
 * how many are out of range and the first ten. 400 as `importReadings`.
 */
export function previewImport(csv: string, timeZone: string, now: Date): ReadingImportPreview {
  const readings = checkedReadings(csv, timeZone, now);
  const rows = readings.map((fields) => valuesOf(fields));
  const flagOf = (row: (typeof rows)[number]) =>
    readingFlag({
      kind: row.kind as ReadingFields['kind'],
      value: row.value,
      diastolic: row.diastolic,
      context: row.context as never,
    });
  return {
    kind: readings[0]!.kind,
    count: rows.length,
    flagged: rows.filter((row) => flagOf(row) !== null).length,
    first: rows.slice(0, 10).map((row) => ({
      taken_at: row.takenAt.toISOString(),
      value: row.value,
      diastolic: row.diastolic,
      pulse: row.pulse,
      context: row.context as never,
      flag: flagOf(row),
    })),
  };
}

/** Stores every reading of `csv` for the patient in one transaction (POST /api/readings/import). 400 as above. */
export async function importReadings(
  db: Db,
  patientId: string,
  csv: string,
  timeZone: string,
  now: Date,
): Promise<{ imported: number }> {
  const rows = checkedReadings(csv, timeZone, now).map((fields) => valuesOf(fields));
  await db.transaction((tx) => insertReadings(tx, patientId, rows));
  return { imported: rows.length };
}
