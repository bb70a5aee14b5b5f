/**
 * The pieces of one printed result line, read token by token (docs/decisions/050-reading-documents.md):
 * numbers in Latin or Devanagari digits, censored values ('<5'), qualitative results ('Positive'), units
 * and reference ranges as printed ('4.0 - 5.6', '< 200', '70-100 mg/dL').
 */

const DEVANAGARI_ZERO = 0x0966;

/** Devanagari digits (०-९) as Latin ones, so '६.८' reads as '6.8'; everything else unchanged. */
export function latinDigits(text: string): string {
  return text.replace(/[\u0966-\u096F]/g, (digit) => String(digit.charCodeAt(0) - DEVANAGARI_ZERO));
}

const NUMBER = String.raw`(?:\d{1,2}(?:,\d{2})*,\d{3}|\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?|\.\d+`;
const NUMBER_TOKEN = new RegExp(`^(?:${NUMBER})$`);
const CENSORED_TOKEN = new RegExp(`^(?:<=?|>=?|≤|≥)(?:${NUMBER})$`);
const SIGN_TOKEN = /^(?:<=?|>=?|≤|≥)$/;
const QUALITATIVE = new Set([
  'positive',
  'negative',
  'nil',
  'absent',
  'present',
  'reactive',
  'non-reactive',
  'nonreactive',
  'trace',
  'detected',
  'not-detected',
]);
/** Marks a lab prints after an out-of-range value; skipped. */
const PRINTED_FLAGS = new Set(['h', 'l', 'high', 'low', '*', '↑', '↓', 'hi', 'lo', 'abnormal']);
const RANGE_DASH = /^(?:-|–|—|to)$/i;

/** A value as the parser found it: the text kept as printed, its number when it is a plain number. */
export interface PrintedValue {
  text: string;
  /** The number of a plain numeric value; null for '<5', 'Positive'. */
  number: number | null;
}

/** Reads a token as a plain number ('6.8', '1,50,000'), else null. */
export function readNumber(token: string): number | null {
  if (!NUMBER_TOKEN.test(token)) return null;
  const value = Number(token.replace(/,/g, ''));
  return Number.isFinite(value) ? value : null;
}

/** True when the token is a result value: a number, a censored number ('<5') or a qualitative word. */
export function isValueToken(token: string): boolean {
  return NUMBER_TOKEN.test(token) || CENSORED_TOKEN.test(token) || QUALITATIVE.has(token.toLowerCase());
}

/** True when the token reads as a unit: a known spelling, a '/' inside letters, '%', 'fL', 'pg'. */
export function isUnitToken(token: string): boolean {
  const lower = token.toLowerCase();
  if (lower === '%' || lower === 'fl' || lower === 'pg' || lower === 'ratio') return true;
  return /[a-zµμ%³⁶^]/i.test(lower) && lower.includes('/') && !/^\d+\/\d+$/.test(lower);
}

/** A value at `tokens[at]` (a sign and a number split by a space, '< 5', count as one). */
export function valueAt(tokens: readonly string[], at: number): { value: PrintedValue; next: number } | null {
  const token = tokens[at] ?? '';
  const after = tokens[at + 1] ?? '';
  if (SIGN_TOKEN.test(token) && NUMBER_TOKEN.test(after))
    return { value: { text: `${token}${after}`, number: null }, next: at + 2 };
  if (!isValueToken(token)) return null;
  return { value: { text: token, number: readNumber(token) }, next: at + 1 };
}

/** Skips a printed High/Low mark after a value. */
export function skipPrintedFlag(tokens: readonly string[], at: number): number {
  return PRINTED_FLAGS.has((tokens[at] ?? '').toLowerCase()) ? at + 1 : at;
}

/**
 * A unit at `tokens[at]`, joining a split 'mm/1st hr' or 'x 10^3/µL'; null when none. Returns the unit as
 * printed (spaces inside closed up) and the index after it.
 */
export function unitAt(tokens: readonly string[], at: number): { unit: string; next: number } | null {
  const token = tokens[at] ?? '';
  if (/^[x×*]$/i.test(token) && isUnitToken(tokens[at + 1] ?? ''))
    return { unit: `${token}${tokens[at + 1]}`, next: at + 2 };
  if (!isUnitToken(token)) return null;
  if (/\/1st$/i.test(token) && /^hr?s?$/i.test(tokens[at + 1] ?? ''))
    return { unit: `${token} ${tokens[at + 1]}`, next: at + 2 };
  return { unit: token, next: at + 1 };
}

/**
 * A reference range at `tokens[at]` as printed: 'a - b', 'a-b', 'a to b', '< b', '<b', '> a', 'up to b';
 * returns the text (single spaces) and the index after it, or null.
 */
export function rangeAt(tokens: readonly string[], at: number): { range: string; next: number } | null {
  const first = tokens[at] ?? '';
  const joined = /^((?:\d+(?:\.\d+)?)|\.\d+)[-–—]((?:\d+(?:\.\d+)?)|\.\d+)$/.exec(first);
  if (joined) return { range: `${joined[1]} - ${joined[2]}`, next: at + 1 };
  if (
    readNumber(first) !== null &&
    RANGE_DASH.test(tokens[at + 1] ?? '') &&
    readNumber(tokens[at + 2] ?? '') !== null
  )
    return { range: `${first} ${tokens[at + 1]} ${tokens[at + 2]}`, next: at + 3 };
  // '4.0 -5.6' and '4.0- 5.6': the dash stuck to one side.
  const dashFirst = /^[-–—](\d+(?:\.\d+)?)$/.exec(tokens[at + 1] ?? '');
  if (readNumber(first) !== null && dashFirst) return { range: `${first} - ${dashFirst[1]}`, next: at + 2 };
  const dashAfter = /^(\d+(?:\.\d+)?)[-–—]$/.exec(first);
  if (dashAfter && readNumber(tokens[at + 1] ?? '') !== null)
    return { range: `${dashAfter[1]} - ${tokens[at + 1]}`, next: at + 2 };
  if (CENSORED_TOKEN.test(first)) return { range: first.replace(/^([<>=≤≥]+)/, '$1 '), next: at + 1 };
  if (SIGN_TOKEN.test(first) && readNumber(tokens[at + 1] ?? '') !== null)
    return { range: `${first} ${tokens[at + 1]}`, next: at + 2 };
  if (/^up\s*to$|^upto$/i.test(first) && readNumber(tokens[at + 1] ?? '') !== null)
    return { range: `up to ${tokens[at + 1]}`, next: at + 2 };
  if (/^up$/i.test(first) && /^to$/i.test(tokens[at + 1] ?? '') && readNumber(tokens[at + 2] ?? '') !== null)
    return { range: `up to ${tokens[at + 2]}`, next: at + 3 };
  return null;
}

/** Splits a printed line into tokens: whitespace, with ':' and a name's trailing ':' separated. */
export function tokensOf(line: string): string[] {
  return latinDigits(line)
    .replace(/\s*:\s*/g, ' ')
    .split(/\s+/)
    .filter((token) => token.length > 0);
}
