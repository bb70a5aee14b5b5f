import { parseNumericValue } from '../lab-reports/flags.js';
import {
  catalogueUnitFor,
  isPlausibleValue,
  matchPrintedTest,
  repairOcrTestNames,
} from '../lab-reports/reading-aliases.js';
import type { DocumentReadDraft, DraftResult, UnmappedResult } from './schemas.js';
import { latinDigits, rangeAt, skipPrintedFlag, tokensOf, unitAt, valueAt } from './printed-values.js';

/**
 * One line of a report as a reader found it (text layer or OCR): its text, and the lowest word confidence of
 * the line, 0–100 (100 for a text layer).
 */
export interface ReadLine {
  text: string;
  confidence: number;
}

/** Below this word confidence (0–100) a value is marked for checking. */
export const CHECK_BELOW_CONFIDENCE = 80;

/** A result row as found on a line, before it is mapped to the catalogue. */
interface FoundRow {
  printedName: string;
  value: string;
  number: number | null;
  unit: string;
  range: string;
  confidence: number;
}

/**
 * The rows on one line: repeated "name value [flag] [unit] [range] [unit]" groups, so a two-column line
 * ('Haemoglobin 13.2 g/dL 13-17   TSH 2.1 µIU/mL 0.4-4.2') gives two rows. A name is at least one word
 * with a letter; a line without a value gives none. Thyroid names OCR misreads ('Free 14') are put back
 * first (repairOcrTestNames).
 */
export function rowsOfLine(line: ReadLine): FoundRow[] {
  const tokens = tokensOf(repairOcrTestNames(line.text));
  const rows: FoundRow[] = [];
  let at = 0;
  while (at < tokens.length) {
    const name: string[] = [];
    let found: ReturnType<typeof valueAt> = null;
    while (at < tokens.length) {
      found = name.some((word) => /\p{L}/u.test(word)) ? valueAt(tokens, at) : null;
      if (found) break;
      name.push(tokens[at] as string);
      at += 1;
    }
    if (!found) break;
    at = skipPrintedFlag(tokens, found.next);
    let unit = unitAt(tokens, at);
    if (unit) at = unit.next;
    const range = rangeAt(tokens, at);
    if (range) {
      at = range.next;
      if (!unit) {
        unit = unitAt(tokens, at);
        if (unit) at = unit.next;
      }
    }
    rows.push({
      printedName: name.join(' ').replace(/[\s:.-]+$/, ''),
      value: found.value.text,
      number: found.value.number,
      unit: unit?.unit ?? '',
      range: range?.range ?? '',
      confidence: line.confidence,
    });
  }
  return rows;
}

/** Words that name a laboratory on a report's header. */
const LAB_WORDS =
  /\b(?:lab|labs|laboratory|laboratories|diagnostics?|pathology|pathlabs?|hospital|clinic|path\s*lab|healthcare|imaging|centre|center)\b/i;
const DATE_LABEL = /\b(?:report(?:ed)?\s*(?:date|on)?|date\s*of\s*report|reporting\s*date)\b/i;
const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/** A real calendar day as `yyyy-MM-dd`, or null. */
function isoDay(year: number, month: number, day: number): string | null {
  if (year < 1900 || year > 2100 || month < 1 || month > 12 || day < 1) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1) return null;
  return date.toISOString().slice(0, 10);
}

/** The first date in `text`: dd/mm/yyyy (India's order), dd-mm-yyyy, dd.mm.yyyy, dd-Mon-yyyy, yyyy-mm-dd. */
export function dateIn(text: string): string | null {
  const latin = latinDigits(text);
  const iso = /\b(\d{4})-(\d{1,2})-(\d{1,2})\b/.exec(latin);
  if (iso) return isoDay(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const numeric = /\b(\d{1,2})[/.-](\d{1,2})[/.-](\d{4}|\d{2})\b/.exec(latin);
  if (numeric) {
    const year = Number(numeric[3]) < 100 ? 2000 + Number(numeric[3]) : Number(numeric[3]);
    return isoDay(year, Number(numeric[2]), Number(numeric[1]));
  }
  const named = /\b(\d{1,2})[\s/-]*([a-z]{3})[a-z]*[\s/,-]*(\d{4})\b/i.exec(latin);
  if (named) {
    const month = MONTHS.indexOf((named[2] ?? '').toLowerCase()) + 1;
    return month ? isoDay(Number(named[3]), month, Number(named[1])) : null;
  }
  return null;
}

/** The lab's name: the first header line with a lab word, trimmed of a trailing address after a comma. */
function labNameOf(lines: readonly ReadLine[]): string | null {
  for (const line of lines.slice(0, 12)) {
    const latin = line.text
      .replace(/[^\x20-\x7E]+/g, ' ')
      .replace(/\s+/g, ' ')
      .trim();
    if (LAB_WORDS.test(latin) && !DATE_LABEL.test(latin) && !/\d{3,}/.test(latin)) return latin.slice(0, 100);
  }
  return null;
}

/** The report date: a date on a line labelled as the report's, else the first date of the header. */
function reportDateOf(lines: readonly ReadLine[]): string | null {
  const header = lines.slice(0, 20);
  for (const line of header) {
    const labelled = DATE_LABEL.exec(line.text);
    const date = labelled ? dateIn(line.text.slice(labelled.index)) : null;
    if (date) return date;
  }
  for (const line of header) {
    const date = dateIn(line.text);
    if (date) return date;
  }
  return null;
}

/**
 * Maps one found row to the catalogue. A row is marked `needs_check` when the reader was unsure of a word
 * (`CHECK_BELOW_CONFIDENCE`), the name matched only as words inside a longer name, the unit is missing or is
 * not the catalogue's, a numeric test's value is not a plain number ('<5', 'Positive': kept as text), or the
 * value is outside the test's plausible band (LAB_READING_TABLE). Null when the name is not a catalogue test.
 */
function mapRow(row: FoundRow): DraftResult | null {
  const match = matchPrintedTest(row.printedName);
  if (!match) return null;
  const { test, exact } = match;
  const unit = test.unit === '' && row.unit === '' ? '' : catalogueUnitFor(test, row.unit);
  const numeric = test.kind === 'numeric';
  const value = row.number;
  const unsure =
    row.confidence < CHECK_BELOW_CONFIDENCE ||
    !exact ||
    unit === null ||
    (numeric && value === null) ||
    (numeric && value !== null && !isPlausibleValue(test, value));
  return {
    test: test.code,
    printed_name: row.printedName,
    value: row.value,
    unit: unit ?? row.unit,
    reference_range: row.range,
    needs_check: unsure,
  };
}

/** True when a row that matched no test still looks like a result (a number and a unit or a range). */
function looksLikeResult(row: FoundRow): boolean {
  return (
    /\p{L}{2}/u.test(row.printedName) &&
    (row.unit !== '' || row.range !== '') &&
    parseNumericValue(row.value) !== null
  );
}

/**
 * Reads a report's lines into the form's pre-fill: the lab's name and the report date from the header,
 * one row per catalogue test found (the first occurrence of a test wins; a later one is dropped), and the
 * rows whose name the table does not know as `unmapped`, for the patient to add or drop.
 */
export function parseLabReport(lines: readonly ReadLine[]): DocumentReadDraft {
  const results: DraftResult[] = [];
  const unmapped: UnmappedResult[] = [];
  const seen = new Set<string>();
  for (const line of lines) {
    for (const row of rowsOfLine(line)) {
      const mapped = mapRow(row);
      if (mapped && mapped.test !== null) {
        if (seen.has(mapped.test)) continue;
        seen.add(mapped.test);
        results.push(mapped);
      } else if (!mapped && looksLikeResult(row)) {
        unmapped.push({
          printed_name: row.printedName.slice(0, 100),
          value: row.value,
          unit: row.unit,
          reference_range: row.range,
        });
      }
    }
  }
  return {
    lab_name: labNameOf(lines),
    report_date: reportDateOf(lines),
    results: results.slice(0, 100),
    unmapped: unmapped.slice(0, 100),
  };
}
