/**
 * Reference ranges, the High/Low flag and the parsing of what a patient types
 * (docs/product.md#screens-added-since-the-first-version "Lab reports"). Bounds are inclusive: a value equal to `low` or
 * `high` is normal. Either side may be open ('< 200' has no `low`).
 */

/** One adult reference range; at least one side is set wherever a range applies. */
export interface ReferenceRange {
  low?: number;
  high?: number;
}

/** A range that differs between men and women (haemoglobin, creatinine, HDL…). */
export interface SexSpecificRange {
  male: ReferenceRange;
  female: ReferenceRange;
}

/** What the catalogue holds for a test: one range for everyone, or one per sex. */
export type CatalogueRange = ReferenceRange | SexSpecificRange;

export type Sex = 'male' | 'female';

export const LAB_FLAGS = ['high', 'low', 'normal'] as const;
export type LabFlag = (typeof LAB_FLAGS)[number];

/** True when the range is the `{ male, female }` shape. */
export function isSexSpecific(range: CatalogueRange): range is SexSpecificRange {
  return 'male' in range && 'female' in range;
}

/**
 * The range that applies to one patient. A sex-specific range without a known
 * sex becomes the envelope of both (lowest low, highest high), so only a value
 * abnormal for either sex is flagged. Null when nothing applies (no range, or
 * neither side set).
 */
export function rangeFor(range: CatalogueRange | null | undefined, sex?: Sex | null): ReferenceRange | null {
  if (!range) return null;
  let resolved: ReferenceRange;
  if (!isSexSpecific(range)) resolved = range;
  else if (sex) resolved = range[sex];
  else resolved = envelope(range.male, range.female);
  if (resolved.low === undefined && resolved.high === undefined) return null;
  return resolved;
}

function envelope(a: ReferenceRange, b: ReferenceRange): ReferenceRange {
  const out: ReferenceRange = {};
  if (a.low !== undefined && b.low !== undefined) out.low = Math.min(a.low, b.low);
  if (a.high !== undefined && b.high !== undefined) out.high = Math.max(a.high, b.high);
  return out;
}

/**
 * 'high' above the range's `high`, 'low' below its `low`, else 'normal' (bounds
 * inclusive). Null when no range applies or the value is not a finite number.
 * `sex` picks the side of a sex-specific range (see `rangeFor`).
 */
export function flagResult(
  value: number,
  range: CatalogueRange | null | undefined,
  sex?: Sex | null,
): LabFlag | null {
  const applied = rangeFor(range, sex);
  if (!applied || !Number.isFinite(value)) return null;
  if (applied.high !== undefined && value > applied.high) return 'high';
  if (applied.low !== undefined && value < applied.low) return 'low';
  return 'normal';
}

/** A plain number: '6.8', '-2', '.5', '150000', '1,50,000' (Indian grouping) or '150,000'. */
const NUMBER = String.raw`-?(?:\d{1,2}(?:,\d{2})*,\d{3}|\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?|-?\.\d+`;
const NUMBER_ONLY = new RegExp(`^(?:${NUMBER})$`);
/** A lab's censored result: '<0.01', '> 2000', '≤5'. */
const CENSORED = new RegExp(`^(?:<=?|>=?|≤|≥)\\s*(${NUMBER})$`);

function toNumber(text: string): number | null {
  if (!NUMBER_ONLY.test(text)) return null;
  const value = Number(text.replace(/,/g, ''));
  return Number.isFinite(value) ? value : null;
}

/**
 * Reads a result value as typed or printed: '.' is the decimal point; ',' only
 * groups thousands, Indian ('1,50,000') or international ('150,000') style, so
 * '6,8' is refused rather than guessed. A lab's censored result ('<0.01',
 * '> 2000') reads as its bound, the text keeping the sign. Anything else
 * ('abc', '6.8.1', '1e3', 'Nil', '') is null.
 */
export function parseNumericValue(text: string): number | null {
  const trimmed = text.trim();
  const censored = CENSORED.exec(trimmed);
  return toNumber(censored ? (censored[1] ?? '') : trimmed);
}

const DASH = String.raw`\s*(?:-|–|—|to)\s*`;
const BETWEEN = new RegExp(`^(${NUMBER})${DASH}(${NUMBER})$`, 'i');
const BELOW = new RegExp(`^(?:<=?|≤|up\\s*to|upto)\\s*(${NUMBER})$`, 'i');
const ABOVE = new RegExp(`^(?:>=?|≥)\\s*(${NUMBER})$`);

/** Why a typed range was refused: not a range we can read, or low above high. */
export type ReferenceRangeProblem = 'invalid' | 'reversed';

/**
 * Like `parseReferenceRange`, but says why a text was refused, for messages.
 * An empty text is 'invalid' here; callers treat empty as "no range" first.
 */
export function readReferenceRange(
  text: string,
): { range: ReferenceRange; problem?: undefined } | { range?: undefined; problem: ReferenceRangeProblem } {
  const trimmed = text.trim();
  const between = BETWEEN.exec(trimmed);
  if (between) {
    const low = toNumber(between[1] ?? '');
    const high = toNumber(between[2] ?? '');
    if (low === null || high === null) return { problem: 'invalid' };
    return low > high ? { problem: 'reversed' } : { range: { low, high } };
  }
  const below = BELOW.exec(trimmed);
  const high = below ? toNumber(below[1] ?? '') : null;
  if (high !== null) return { range: { high } };
  const above = ABOVE.exec(trimmed);
  const low = above ? toNumber(above[1] ?? '') : null;
  if (low !== null) return { range: { low } };
  return { problem: 'invalid' };
}

/**
 * Parses a reference range as a patient types it for a custom test or copies
 * it from the lab's report: '70-100', '70 – 100', '3.5 to 5.0' → { low, high };
 * '< 200', '<=5.7', 'up to 40' → { high }; '> 40', '≥ 40' → { low }. Strict and
 * non-strict signs both give an inclusive bound. Null for anything else, and
 * for a range whose low is above its high ('100-70').
 */
export function parseReferenceRange(text: string): ReferenceRange | null {
  return readReferenceRange(text).range ?? null;
}

/**
 * A range written back for display: '70–100', '≤ 199', '≥ 40' (bounds are
 * inclusive), or '' when nothing applies.
 */
export function formatReferenceRange(range: ReferenceRange | null | undefined): string {
  if (!range) return '';
  const { low, high } = range;
  if (low !== undefined && high !== undefined) return `${low}–${high}`;
  if (high !== undefined) return `≤ ${high}`;
  if (low !== undefined) return `≥ ${low}`;
  return '';
}
