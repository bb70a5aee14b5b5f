import { dateIn, type ReadLine, CHECK_BELOW_CONFIDENCE } from './report-parser.js';
import { latinDigits } from './printed-values.js';
import type { DraftMedicine, PrescriptionDraft } from './prescription-schemas.js';

/**
 * Reads a printed prescription's lines into the medical-history form's pre-fill
 * (docs/decisions/050-reading-documents.md#prescriptions): the doctor ("Dr. …"), the date, the diagnosis
 * where printed ("Dx:", "Diagnosis:", "निदान:") and one row per medicine line ("Tab. Metformin 500 mg 1-0-1
 * x 30 days"). Digits may be Devanagari. Nothing is guessed: a field not found is null, a line that is not
 * clearly a medicine is not a row.
 */

/** Dosage forms a medicine line starts with, as Indian prescriptions abbreviate them. */
const FORM = String.raw`(?:tab(?:let)?s?|cap(?:sule)?s?|syp|syrup|susp|inj(?:ection)?|oint(?:ment)?|gel|cream|drops?|inh(?:aler)?|sachet|गोली|कैप्सूल|सिरप)`;
const MEDICINE_LINE = new RegExp(String.raw`^\s*(?:(?:\d{1,2}|[a-z])[.)]\s*)?(${FORM})\.?\s+(.+)$`, 'iu');
const STRENGTH = String.raw`\d+(?:\.\d+)?\s*(?:mg|mcg|µg|g|gm|ml|iu|units?|%)`;
const STRENGTH_AT = new RegExp(
  String.raw`(?:^|\s)(${STRENGTH}(?:\s*\/\s*${STRENGTH}|\s*\+\s*${STRENGTH})?)(?=\s|$|,)`,
  'i',
);
const NUMERIC_PATTERN = /(?:^|\s)((?:[01]|½|0\.5)(?:\s*-\s*(?:[01]|½|0\.5)){2,3})(?=\s|$|,)/;
/** Latin frequency abbreviations and the pattern each means (morning-noon-night). */
const WORD_PATTERNS: Record<string, string> = {
  od: '1-0-0',
  qd: '1-0-0',
  bd: '1-0-1',
  bid: '1-0-1',
  tds: '1-1-1',
  tid: '1-1-1',
  qid: '1-1-1-1',
  hs: '0-0-1',
};
const WORD_PATTERN = /(?:^|\s)(od|qd|bd|bid|tds|tid|qid|hs)\.?(?=\s|$|,)/i;
const DURATION =
  /(?:^|\s)(?:x|×|for)?\s*(\d{1,3})\s*(days?|d|weeks?|wks?|months?|दिन|सप्ताह|हफ़्ते|हफ्ते|महीने|महीना)(?=\s|$|[.,)])/iu;
const UNITS: Record<string, string> = {
  d: 'day',
  day: 'day',
  days: 'day',
  दिन: 'day',
  week: 'week',
  weeks: 'week',
  wk: 'week',
  wks: 'week',
  सप्ताह: 'week',
  हफ़्ते: 'week',
  हफ्ते: 'week',
  month: 'month',
  months: 'month',
  महीने: 'month',
  महीना: 'month',
};

const CONSONANT = String.raw`[\u0915-\u0939\u0958-\u095F]`;
const VISUAL_I = new RegExp(String.raw`(?<!${CONSONANT}|\u093C)\u093F(${CONSONANT})`, 'gu');

/**
 * Text with Devanagari in its logical order: a PDF's text layer may give the short-i sign (ि) before its
 * consonant, as it is drawn ('िदन' for 'दिन'); Latin digits for Devanagari ones; single spaces.
 */
export function prescriptionText(text: string): string {
  return latinDigits(text).replace(VISUAL_I, '$1\u093F').replace(/\s+/g, ' ').trim();
}

/** '5', 'days' → '5 days'; '1', 'month' → '1 month'. */
function durationText(count: string, unit: string): string {
  const base = UNITS[unit.toLowerCase()] ?? 'day';
  return `${Number(count)} ${base}${Number(count) === 1 ? '' : 's'}`;
}

/** Cuts `found` out of `text`, so what is left is the medicine's name and stray words. */
function without(text: string, found: RegExpExecArray | null): string {
  if (!found) return text;
  return `${text.slice(0, found.index)} ${text.slice(found.index + found[0].length)}`;
}

/**
 * One medicine line as a row, or null when the line does not start with a dosage form. A row is marked
 * `needs_check` when the reader was unsure of a word (`CHECK_BELOW_CONFIDENCE`), when neither a dose
 * pattern nor a strength was found, or when the name is short or holds characters a name does not.
 */
export function medicineOfLine(line: ReadLine): DraftMedicine | null {
  const text = prescriptionText(line.text);
  const start = MEDICINE_LINE.exec(text);
  if (!start) return null;
  let rest = start[2] ?? '';
  const strength = STRENGTH_AT.exec(rest);
  rest = without(rest, strength);
  const numeric = NUMERIC_PATTERN.exec(rest);
  rest = without(rest, numeric);
  const word = numeric ? null : WORD_PATTERN.exec(rest);
  rest = without(rest, word);
  const duration = DURATION.exec(rest);
  rest = without(rest, duration);
  const name = rest
    .split(/\s(?:after|before|with|at|--|—|-)\s/i)[0]!
    .replace(/[\s,;:.–—-]+$/, '')
    .replace(/\s+/g, ' ')
    .trim();
  if (!/\p{L}{2}/u.test(name)) return null;
  const pattern = numeric
    ? (numeric[1] ?? '').replace(/\s+/g, '')
    : word
      ? (WORD_PATTERNS[(word[1] ?? '').toLowerCase()] ?? '')
      : '';
  return {
    name: name.slice(0, 100),
    strength: strength ? (strength[1] ?? '').replace(/\s+/g, ' ').replace(/(\d)([a-z%µ])/gi, '$1 $2') : '',
    pattern,
    duration: duration ? durationText(duration[1] ?? '', duration[2] ?? '') : '',
    needs_check:
      line.confidence < CHECK_BELOW_CONFIDENCE ||
      (pattern === '' && !strength) ||
      name.length < 3 ||
      /[^\p{L}\p{M}\d\s().'/+-]/u.test(name) ||
      /(?:^|\s)(?:x|×|for)\s*\d/i.test(name) ||
      (/\p{Script=Devanagari}/u.test(name) && /[a-z]/i.test(name)),
  };
}

const DOCTOR = /\bDr\.?\s+((?:[A-Z][A-Za-z.']*\s?){1,4})/u;
/** Degrees printed after a doctor's name: cut off. */
const DEGREES = /\s+(?:MBBS|MD|MS|DNB|DM|MCh|FRCP|MRCP|BAMS|BHMS|DCH|DGO|FCPS|DNB)\b.*$/;
const DIAGNOSIS =
  /^\s*(?:निदान\s*\/\s*)?(?:dx|diagnosis|provisional\s+diagnosis|diag\.?|निदान)\s*[:.-]\s*(.+)$/iu;
const DATE_LABEL = /\b(?:date|dated|दिनांक|तारीख़?)\b/iu;

function doctorOf(lines: readonly ReadLine[]): string | null {
  for (const line of lines.slice(0, 15)) {
    const found = DOCTOR.exec(line.text);
    if (!found) continue;
    const name = (found[1] ?? '')
      .replace(DEGREES, '')
      .replace(/[\s,.]+$/, '')
      .trim();
    if (/\p{L}{2}/u.test(name)) return `Dr. ${name}`.slice(0, 100);
  }
  return null;
}

function dateOf(lines: readonly ReadLine[]): string | null {
  for (const line of lines) {
    const label = DATE_LABEL.exec(line.text);
    const date = label ? dateIn(line.text.slice(label.index)) : null;
    if (date) return date;
  }
  for (const line of lines.slice(0, 15)) {
    const date = dateIn(line.text);
    if (date) return date;
  }
  return null;
}

function diagnosisOf(lines: readonly ReadLine[]): string | null {
  for (const line of lines) {
    const found = DIAGNOSIS.exec(line.text);
    const text = found?.[1]?.replace(/\s+/g, ' ').trim();
    if (text && /\p{L}{2}/u.test(text)) return text.slice(0, 500);
  }
  return null;
}

/**
 * A prescription's lines as the form's pre-fill: doctor, date (`yyyy-MM-dd`), diagnosis, each null when
 * not printed, and the medicine rows in printed order (at most 30). No rows means nothing was read.
 */
export function parsePrescription(read: readonly ReadLine[]): PrescriptionDraft {
  const lines = read.map((line) => ({ ...line, text: prescriptionText(line.text) }));
  const medicines: DraftMedicine[] = [];
  for (const line of lines) {
    const medicine = medicineOfLine(line);
    if (medicine) medicines.push(medicine);
  }
  return {
    doctor_name: doctorOf(lines),
    record_date: dateOf(lines),
    diagnosis: diagnosisOf(lines),
    medicines: medicines.slice(0, 30),
  };
}

/** One row as a line of the form's "Prescribed medications": 'Metformin 500 mg — 1-0-1 — 30 days'. */
export function medicineText(medicine: Omit<DraftMedicine, 'needs_check'>): string {
  return [`${medicine.name} ${medicine.strength}`.trim(), medicine.pattern, medicine.duration]
    .filter((part) => part !== '')
    .join(' — ');
}
