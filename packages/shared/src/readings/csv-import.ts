import type { Message } from '../message-catalogue.js';
import { instantOfLocal } from './taken-at.js';

/**
 * Readings from a CSV file exported by a glucometer or blood pressure app (docs/decisions/052-readings.md).
 * The column mapping: a header row, then one reading a row, in either of two shapes (names case-insensitive,
 * in any order):
 * - blood pressure: `date`, `time`, `systolic`, `diastolic` (mmHg) and optionally `pulse` (/min);
 * - blood glucose: `date`, `time`, `glucose` (mg/dL) and optionally `context` (fasting, before_meal,
 *   after_meal or random; empty is random).
 * `date` is `yyyy-MM-dd`, `time` `HH:mm` (24 h), both the patient's wall clock in their time zone. Any other
 * column, a missing one, a cell that starts like a formula (`=`, `+`, `-`, `@`), more than
 * `READING_CSV_LIMITS.maxRows` rows or a file of `maxBytes` or more is refused whole: nothing is imported.
 * Each row is then checked by the readings schema like a form's reading.
 */
export const READING_CSV_LIMITS = { maxBytes: 10 * 1024 * 1024, maxRows: 10_000 } as const;

const SHAPES = {
  blood_pressure: { required: ['date', 'time', 'systolic', 'diastolic'], optional: ['pulse'] },
  blood_glucose: { required: ['date', 'time', 'glucose'], optional: ['context'] },
} as const;
type CsvKind = keyof typeof SHAPES;

/** The outcome: the rows as reading inputs (unchecked), or why the whole file is refused. */
export type CsvReadings =
  { ok: true; kind: CsvKind; inputs: Record<string, unknown>[] } | { ok: false; message: Message };

/** RFC 4180 fields: commas, quoted fields with "" for a quote, CRLF or LF rows; blank lines dropped. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"' && field === '') quoted = true;
    else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[i + 1] === '\n') i++;
      row.push(field);
      if (row.some((cell) => cell.trim() !== '')) rows.push(row);
      row = [];
      field = '';
    } else field += char;
  }
  row.push(field);
  if (row.some((cell) => cell.trim() !== '')) rows.push(row);
  return rows;
}

const FORMULA = /^[=+\-@\t\r]/;
const number = (cell: string | undefined) =>
  cell === undefined || cell.trim() === '' ? undefined : Number(cell.trim());

/**
 * The readings of a CSV file in the documented mapping, times read in `timeZone`. Refusals name a message of
 * the `readings` group (with the 1-based row number of the file, header included, where one is at fault).
 */
export function readingsFromCsv(text: string, timeZone: string): CsvReadings {
  const rows = parseCsv(text.replace(/^\uFEFF/, ''));
  const [header, ...body] = rows;
  if (!header || body.length === 0) return { ok: false, message: { key: 'readings.csvEmpty' } };
  if (body.length > READING_CSV_LIMITS.maxRows)
    return {
      ok: false,
      message: { key: 'readings.csvTooManyRows', values: { max: READING_CSV_LIMITS.maxRows } },
    };
  const names = header.map((name) => name.trim().toLowerCase());
  const kind = (Object.keys(SHAPES) as CsvKind[]).find((candidate) => {
    const { required, optional } = SHAPES[candidate];
    const allowed: readonly string[] = [...required, ...optional];
    return (
      required.every((name) => names.includes(name)) &&
      names.every((name) => allowed.includes(name)) &&
      new Set(names).size === names.length
    );
  });
  if (!kind) return { ok: false, message: { key: 'readings.csvWrongColumns' } };
  const inputs: Record<string, unknown>[] = [];
  for (const [index, cells] of body.entries()) {
    const row = index + 2;
    if (cells.some((cell) => FORMULA.test(cell.trim() === '' ? '' : cell)))
      return { ok: false, message: { key: 'readings.csvFormula', values: { row } } };
    const cell = (name: string) => {
      const at = names.indexOf(name);
      return at < 0 ? undefined : cells[at]?.trim();
    };
    const takenAt = instantOfLocal(`${cell('date') ?? ''}T${cell('time') ?? ''}`, timeZone);
    if (!takenAt) return { ok: false, message: { key: 'readings.csvRowInvalid', values: { row } } };
    if (kind === 'blood_pressure')
      inputs.push({
        kind,
        taken_at: takenAt,
        systolic: number(cell('systolic')),
        diastolic: number(cell('diastolic')),
        pulse: number(cell('pulse')) ?? null,
      });
    else {
      const context = cell('context')?.toLowerCase() || 'random';
      inputs.push({
        kind,
        taken_at: takenAt,
        value: number(cell('glucose')),
        context,
      });
    }
  }
  return { ok: true, kind, inputs };
}
