import { findLabTest } from './catalogue.js';
import { flagResult, rangeFor, type LabFlag, type Sex } from './flags.js';
import type { LabResultInput, LabResult } from './schemas.js';

/** The columns of a result row as the server stores it (everything of `LabResult` but id and date). */
export type LabResultRow = Omit<LabResult, 'id' | 'test_date'>;

/**
 * Turns a parsed result row into what is stored and shown: the range is the
 * one the patient typed (the lab's printed range), else the catalogue's for
 * the patient's sex (`rangeFor`: both sexes' envelope when unknown), else
 * none; `flag` is High/Low/normal against it for a numeric value, null for a
 * text value or without a range.
 */
export function labResultRow(input: LabResultInput, sex?: Sex | null): LabResultRow {
  const catalogueRange = input.test_code ? findLabTest(input.test_code)?.range : undefined;
  const range = input.reference_range ?? rangeFor(catalogueRange, sex);
  const flag: LabFlag | null = input.value_number === null ? null : flagResult(input.value_number, range);
  return {
    test_code: input.test_code,
    test_name: input.test_name,
    loinc: input.loinc,
    value: input.value,
    value_number: input.value_number,
    unit: input.unit,
    reference_low: range?.low ?? null,
    reference_high: range?.high ?? null,
    flag,
  };
}
