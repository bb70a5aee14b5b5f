/**
 * The readings catalogue (docs/decisions/052-readings.md): each kind of reading a patient takes at home, its
 * LOINC code, unit, the plausible values a form accepts (anything outside is a typing slip, refused) and the
 * target band a chart draws and a flag is raised against, with the guideline the band comes from. No zod:
 * a screen that needs only the labels and bands does not load it (docs/decisions/048-signed-in-screens-without-zod.md).
 */

/** The kinds of home reading, in the order the Readings page offers them. */
export const READING_KINDS = [
  'blood_pressure',
  'blood_glucose',
  'weight',
  'spo2',
  'temperature',
  'heart_rate',
] as const;
export type ReadingKind = (typeof READING_KINDS)[number];

/** When a blood glucose reading was taken relative to a meal (Google Health Connect's relation to meal). */
export const GLUCOSE_CONTEXTS = ['fasting', 'before_meal', 'after_meal', 'random'] as const;
export type GlucoseContext = (typeof GLUCOSE_CONTEXTS)[number];

/** The units a temperature may be entered in; it is kept as entered and normalised to °C. */
export const TEMPERATURE_UNITS = ['C', 'F'] as const;
export type TemperatureUnit = (typeof TEMPERATURE_UNITS)[number];

/** An inclusive interval; either end may be open. */
export interface Band {
  low?: number;
  high?: number;
}

/** Where a target band comes from: the guideline's name and the date its figures were last checked. */
export interface BandSource {
  guideline: string;
  checked: string;
}

/** One kind of reading. */
export interface ReadingKindDefinition {
  kind: ReadingKind;
  /** LOINC of the observation (the panel's code for blood pressure). */
  loinc: string;
  /** LOINC display name. */
  loincName: string;
  /** The unit values are stored and charted in (UCUM where it is plain UCUM). */
  unit: string;
  /** The values a form accepts; outside them the entry is refused as a typing slip (never a flag). */
  plausible: Required<Band>;
  /** The target band (`low` ≤ value ≤ `high` is in range); blood glucose and weight have their own rules. */
  band: Band;
  source: BandSource;
}

const CHECKED = '2026-11-27';

/** Blood pressure panel and its components (LOINC 85354-9 with 8480-6 systolic and 8462-4 diastolic). */
export const BLOOD_PRESSURE_CODES = {
  panel: { code: '85354-9', display: 'Blood pressure panel with all children optional' },
  systolic: { code: '8480-6', display: 'Systolic blood pressure' },
  diastolic: { code: '8462-4', display: 'Diastolic blood pressure' },
  pulse: { code: '8867-4', display: 'Heart rate' },
} as const;

/**
 * Home blood pressure: in range below the ESH 2023 home-measurement threshold for hypertension
 * (≥ 135/85 mmHg, also the ISH 2020 home threshold) and at or above 90/60 mmHg (hypotension).
 */
export const DIASTOLIC_BAND: Required<Band> = { low: 60, high: 84 };
export const DIASTOLIC_PLAUSIBLE: Required<Band> = { low: 30, high: 200 };
export const PULSE_PLAUSIBLE: Required<Band> = { low: 20, high: 250 };

/**
 * Blood glucose target by meal context, mg/dL. Low below 70 (ADA level 1 hypoglycaemia) for every context;
 * high: fasting ≥ 100 (ADA Standards of Care 2025 §2 and ICMR 2018: impaired fasting glucose), before a meal
 * > 130 (ADA §6 pre-prandial target), after a meal > 180 (ADA §6 peak post-prandial), random ≥ 200
 * (ADA §2 diagnostic random glucose).
 */
export const GLUCOSE_BANDS: Record<GlucoseContext, Required<Band>> = {
  fasting: { low: 70, high: 99 },
  before_meal: { low: 70, high: 130 },
  after_meal: { low: 70, high: 180 },
  random: { low: 70, high: 199 },
};

/**
 * LOINC of a home glucometer reading: 41653-7 (capillary blood by glucometer) for every context; the
 * serum fasting code (1558-6) names a lab specimen, so the meal context travels beside the code instead.
 */
export const GLUCOSE_LOINC = {
  code: '41653-7',
  display: 'Glucose [Mass/volume] in Capillary blood by Glucometer',
};

/**
 * BMI bands for Asian adults (WHO expert consultation, Lancet 2004; used by ICMR): 18.5–22.9 kg/m² normal,
 * 23–24.9 overweight, ≥ 25 obese. In range: 18.5 ≤ BMI < 23.
 */
export const BMI_BAND: Required<Band> = { low: 18.5, high: 22.9 };
export const BMI_LOINC = { code: '39156-5', display: 'Body mass index (BMI) [Ratio]' };

/** Temperature as entered in °F: the plausible values, the °C ones converted. */
export const FAHRENHEIT_PLAUSIBLE: Required<Band> = { low: 86, high: 113 };

/** Every kind, in READING_KINDS order. */
export const READING_CATALOGUE: Record<ReadingKind, ReadingKindDefinition> = {
  blood_pressure: {
    kind: 'blood_pressure',
    loinc: BLOOD_PRESSURE_CODES.panel.code,
    loincName: BLOOD_PRESSURE_CODES.panel.display,
    unit: 'mm[Hg]',
    plausible: { low: 50, high: 280 },
    band: { low: 90, high: 134 },
    source: { guideline: 'ESH 2023 / ISH 2020 home blood pressure thresholds', checked: CHECKED },
  },
  blood_glucose: {
    kind: 'blood_glucose',
    loinc: GLUCOSE_LOINC.code,
    loincName: GLUCOSE_LOINC.display,
    unit: 'mg/dL',
    plausible: { low: 20, high: 1000 },
    band: GLUCOSE_BANDS.random,
    source: {
      guideline: 'ADA Standards of Care 2025 (§2, §6); ICMR diabetes guidelines 2018',
      checked: CHECKED,
    },
  },
  weight: {
    kind: 'weight',
    loinc: '29463-7',
    loincName: 'Body weight',
    unit: 'kg',
    plausible: { low: 0.5, high: 350 },
    band: {},
    source: { guideline: 'WHO BMI cut-offs for Asian populations (2004), via BMI', checked: CHECKED },
  },
  spo2: {
    kind: 'spo2',
    loinc: '59408-5',
    loincName: 'Oxygen saturation in Arterial blood by Pulse oximetry',
    unit: '%',
    plausible: { low: 50, high: 100 },
    band: { low: 95, high: 100 },
    source: { guideline: 'WHO Pulse Oximetry Training Manual (2011): normal 95–100 %', checked: CHECKED },
  },
  temperature: {
    kind: 'temperature',
    loinc: '8310-5',
    loincName: 'Body temperature',
    unit: 'Cel',
    plausible: { low: 30, high: 45 },
    band: { low: 36, high: 37.5 },
    source: { guideline: 'WHO IMCI: fever from 37.5 °C (axillary)', checked: CHECKED },
  },
  heart_rate: {
    kind: 'heart_rate',
    loinc: '8867-4',
    loincName: 'Heart rate',
    unit: '/min',
    plausible: { low: 20, high: 250 },
    band: { low: 60, high: 100 },
    source: {
      guideline: 'American Heart Association: adult resting heart rate 60–100 /min',
      checked: CHECKED,
    },
  },
};

/** How a unit reads on screen (the catalogue's UCUM unit → what a patient recognises). */
export const READING_UNIT_LABELS: Record<ReadingKind, string> = {
  blood_pressure: 'mmHg',
  blood_glucose: 'mg/dL',
  weight: 'kg',
  spo2: '%',
  temperature: '°C',
  heart_rate: '/min',
};

/** The periods a chart can show, in days back from now. */
export const READING_SERIES_DAYS = [7, 30, 90, 365] as const;
