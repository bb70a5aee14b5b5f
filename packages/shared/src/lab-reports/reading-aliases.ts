import { findLabTest, type LabTest } from './catalogue.js';
import { LAB_READING_TABLE } from './reading-table.js';

export { LAB_READING_TABLE } from './reading-table.js';

/**
 * A printed test name as the alias table writes it: lower case, Devanagari and other non-Latin letters
 * dropped (the English name beside a Hindi one matches), brackets and punctuation as spaces, a leading
 * serial number dropped, and OCR's 'HbAlc'/'HbAIc' read as 'hba1c'.
 */
export function normaliseTestName(printed: string): string {
  return printed
    .toLowerCase()
    .replace(/[^a-z0-9%]+/g, ' ')
    .replace(/\bhba[il]c\b/g, 'hba1c')
    .replace(/\bb[il]2\b/g, 'b12')
    .trim()
    .replace(/^\d+\s+(?=[a-z])/, '')
    .replace(/\s+/g, ' ');
}

/**
 * A recognised line with the test names OCR reads as numbers put back: 'Free 14' for 'Free T4', 'F13' for
 * 'FT3' (a 'T' beside a digit reads as '1'), so the '14' is not taken as the result. Only these thyroid
 * names: no other catalogue name ends in a digit that OCR turns a letter into.
 */
export function repairOcrTestNames(line: string): string {
  return line
    .replace(/\b(free|total)\s+[1lI|]([34])\b/gi, (_m, word: string, digit: string) => `${word} T${digit}`)
    .replace(/\bF[1lI|]([34])\b/g, 'FT$1');
}

/** A printed unit as the table writes it: lower case, no spaces, '×'/'*' as 'x', superscripts as '^n', 'cu mm' as 'cumm'. */
export function normaliseUnit(printed: string): string {
  return printed
    .toLowerCase()
    .replace(/\s+/g, '')
    .replace(/[×*]/g, 'x')
    .replace(/10([³⁶])/g, (_m, sup: string) => (sup === '³' ? '10^3' : '10^6'))
    .replace(/μ/g, 'µ')
    .replace(/^x(?=10)/, 'x');
}

/** Words printed beside a test's name that do not change which test it is (sample, method). */
const METHOD_WORDS = new Set([
  'serum',
  'plasma',
  'blood',
  'whole',
  'edta',
  'hplc',
  'calculated',
  'calc',
  'method',
  'photometry',
  'enzymatic',
  'clia',
  'eclia',
  'automated',
]);

const ALIAS_TO_CODE = new Map<string, string>();
for (const [code, entry] of Object.entries(LAB_READING_TABLE)) {
  const test = findLabTest(code);
  if (!test) throw new Error(`reading table names ${code}, which the catalogue does not have`);
  for (const alias of [...entry.aliases, normaliseTestName(test.name)]) ALIAS_TO_CODE.set(alias, code);
}
/** Aliases longest first, so 'glycated haemoglobin' wins over 'haemoglobin' inside the same name. */
const ALIASES_LONGEST_FIRST = [...ALIAS_TO_CODE.keys()].sort((a, b) => b.length - a.length);

/**
 * The catalogue test a printed name means, or undefined: the whole normalised name equal to an alias or the
 * catalogue's name, else the longest alias found in it as whole words ('Glycated Haemoglobin (HbA1c), HPLC').
 * `exact` says which of the two it was (a word match is less sure).
 */
export function matchPrintedTest(printed: string): { test: LabTest; exact: boolean } | undefined {
  const name = normaliseTestName(printed);
  if (!name) return undefined;
  const whole = ALIAS_TO_CODE.get(name);
  if (whole) return { test: findLabTest(whole) as LabTest, exact: true };
  const padded = ` ${name} `;
  for (const alias of ALIASES_LONGEST_FIRST) {
    // One- and two-letter aliases ('k', 'hb', 'na') only count as the whole name: as words they are noise.
    if (alias.length <= 2 || !padded.includes(` ${alias} `)) continue;
    const code = ALIAS_TO_CODE.get(alias) as string;
    // Sure when what is left is another name of the same test or a method word: 'Glycated Haemoglobin (HbA1c)'.
    const rest = padded.replace(` ${alias} `, ' ').trim().split(' ').filter(Boolean);
    const exact = rest.every((word) => ALIAS_TO_CODE.get(word) === code || METHOD_WORDS.has(word));
    return { test: findLabTest(code) as LabTest, exact };
  }
  return undefined;
}

/**
 * The catalogue's unit when `printed` means exactly it ('mg/dl', 'gm/dL', 'uIU/ml' for TSH), else null
 * (another unit, e.g. glucose in mmol/L, which is not converted). An empty unit matches a dimensionless test.
 */
export function catalogueUnitFor(test: LabTest, printed: string): string | null {
  const unit = normaliseUnit(printed);
  if (unit === normaliseUnit(test.unit)) return test.unit;
  const known = LAB_READING_TABLE[test.code]?.units ?? [];
  return known.some((spelling) => normaliseUnit(spelling) === unit) ? test.unit : null;
}

/** True when `value` (in the catalogue's unit) is one a human can have for `test`; true when no band is set. */
export function isPlausibleValue(test: LabTest, value: number): boolean {
  const band = LAB_READING_TABLE[test.code]?.plausible;
  return !band || (value >= band[0] && value <= band[1]);
}
