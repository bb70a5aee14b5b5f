import {
  BMI_BAND,
  DIASTOLIC_BAND,
  GLUCOSE_BANDS,
  READING_CATALOGUE,
  type Band,
  type GlucoseContext,
  type ReadingKind,
} from './catalogue.js';

/**
 * Flags, BMI, unit conversion and averages of home readings (docs/decisions/052-readings.md): plain functions
 * the API and the web share, so a chart's band and the server's flag never disagree.
 */

/** Out of the target band: below it or above it; null when in range (or when there is no band to judge by). */
export type ReadingFlag = 'low' | 'high';

/** What a flag or an average needs of a reading. `value`: systolic, mg/dL, kg, %, °C or /min by kind. */
export interface ReadingValues {
  kind: ReadingKind;
  value: number;
  diastolic?: number | null;
  context?: GlucoseContext | null;
}

/** `value` rounded to `digits` decimals (half away from zero, as a patient rounds). */
export function roundTo(value: number, digits: number): number {
  const factor = 10 ** digits;
  return (Math.sign(value) * Math.round(Math.abs(value) * factor)) / factor;
}

/** °F → °C, two decimals (98.6 °F → 37 °C). */
export function fahrenheitToCelsius(fahrenheit: number): number {
  return roundTo(((fahrenheit - 32) * 5) / 9, 2);
}

/** Body mass index, kg/m², one decimal; null without a height (cm) on file. */
export function bmiOf(weightKg: number, heightCm: number | null | undefined): number | null {
  if (!heightCm || heightCm <= 0) return null;
  const metres = heightCm / 100;
  return roundTo(weightKg / (metres * metres), 1);
}

function against(value: number, band: Band): ReadingFlag | null {
  if (band.high !== undefined && value > band.high) return 'high';
  if (band.low !== undefined && value < band.low) return 'low';
  return null;
}

/**
 * The band a kind's chart draws: blood glucose by meal context (random when none), weight as the weights of
 * the BMI band at the patient's height (none without a height), diastolic apart (`diastolicBand`).
 */
export function bandFor(
  kind: ReadingKind,
  options: { context?: GlucoseContext | null; heightCm?: number | null } = {},
): Band {
  if (kind === 'blood_glucose') return GLUCOSE_BANDS[options.context ?? 'random'];
  if (kind === 'weight') {
    const { heightCm } = options;
    if (!heightCm || heightCm <= 0) return {};
    const squared = (heightCm / 100) ** 2;
    return { low: roundTo(BMI_BAND.low * squared, 1), high: roundTo(BMI_BAND.high * squared, 1) };
  }
  return READING_CATALOGUE[kind].band;
}

/** The diastolic target band of blood pressure, mmHg (the systolic one is the kind's band). */
export const diastolicBand = (): Band => DIASTOLIC_BAND;

/**
 * The flag of one reading against its target band (catalogue.ts names each band's guideline): blood
 * pressure is high when either number is above its band and low when either is below (high wins); weight
 * is judged by its BMI at `heightCm` (no flag without a height).
 */
export function readingFlag(reading: ReadingValues, heightCm?: number | null): ReadingFlag | null {
  switch (reading.kind) {
    case 'blood_pressure': {
      const systolic = against(reading.value, READING_CATALOGUE.blood_pressure.band);
      const diastolic = reading.diastolic == null ? null : against(reading.diastolic, DIASTOLIC_BAND);
      if (systolic === 'high' || diastolic === 'high') return 'high';
      return systolic ?? diastolic;
    }
    case 'blood_glucose':
      return against(reading.value, GLUCOSE_BANDS[reading.context ?? 'random']);
    case 'weight': {
      const bmi = bmiOf(reading.value, heightCm);
      return bmi === null ? null : against(bmi, BMI_BAND);
    }
    default:
      return against(reading.value, READING_CATALOGUE[reading.kind].band);
  }
}

/** The mean of the readings taken in a window: `value` (and `diastolic` for blood pressure), one decimal. */
export interface ReadingAverage {
  value: number;
  diastolic: number | null;
  count: number;
}

/**
 * The average of the readings taken in the last `days` days before `now` (taken_at > now − days × 24 h,
 * and not after now), or null when there are none. `readings` may be of one kind only.
 */
export function averageOver(
  readings: readonly (ReadingValues & { taken_at: string | Date })[],
  now: Date,
  days: number,
): ReadingAverage | null {
  const since = now.getTime() - days * 86_400_000;
  const inWindow = readings.filter((reading) => {
    const at = new Date(reading.taken_at).getTime();
    return at > since && at <= now.getTime();
  });
  if (inWindow.length === 0) return null;
  const mean = (values: number[]) => roundTo(values.reduce((sum, v) => sum + v, 0) / values.length, 1);
  const diastolics = inWindow.flatMap((reading) => (reading.diastolic == null ? [] : [reading.diastolic]));
  return {
    value: mean(inWindow.map((reading) => reading.value)),
    diastolic: diastolics.length > 0 ? mean(diastolics) : null,
    count: inWindow.length,
  };
}
