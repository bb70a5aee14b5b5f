/**
 * The zod schemas of the readings contract (docs/decisions/052-readings.md). The catalogue, bands and
 * messages are in `index.ts`, which imports no zod.
 */
import { z } from '../zod.js';
import { messageKey } from '../message-key.js';
import type { MessageKey } from '../message-catalogue.js';
import { pageQuerySchema, pageSchema } from '../pagination.js';
import { phi } from '../phi.js';
import {
  DIASTOLIC_PLAUSIBLE,
  FAHRENHEIT_PLAUSIBLE,
  GLUCOSE_CONTEXTS,
  PULSE_PLAUSIBLE,
  READING_CATALOGUE,
  READING_KINDS,
  READING_SERIES_DAYS,
  TEMPERATURE_UNITS,
  type Band,
} from './catalogue.js';

/** A number within `bounds` (inclusive), else `key`; a non-number is `readings.valueNotNumber`. */
const bounded = (bounds: Required<Band>, key: MessageKey) =>
  phi(
    z
      .number({ error: messageKey('readings.valueNotNumber') })
      .min(bounds.low, key)
      .max(bounds.high, key),
  );

/**
 * When the reading was taken: an ISO 8601 instant with its offset or Z ('2026-11-27T08:30:00+05:30'). Not in
 * the future: the service checks that against its clock.
 */
const takenAt = phi(z.iso.datetime({ offset: true, error: messageKey('readings.takenAtInvalid') }));

const kindOf = <K extends (typeof READING_KINDS)[number]>(kind: K) => z.literal(kind);

const bloodPressure = z
  .object({
    kind: kindOf('blood_pressure'),
    taken_at: takenAt,
    systolic: bounded(READING_CATALOGUE.blood_pressure.plausible, 'readings.systolicOutOfRange'),
    diastolic: bounded(DIASTOLIC_PLAUSIBLE, 'readings.diastolicOutOfRange'),
    pulse: bounded(PULSE_PLAUSIBLE, 'readings.pulseOutOfRange')
      .int('readings.pulseOutOfRange')
      .nullable()
      .optional()
      .transform((v) => v ?? null),
  })
  .refine((r) => r.diastolic < r.systolic, {
    message: messageKey('readings.diastolicNotBelowSystolic'),
    path: ['diastolic'],
  });

const bloodGlucose = z.object({
  kind: kindOf('blood_glucose'),
  taken_at: takenAt,
  value: bounded(READING_CATALOGUE.blood_glucose.plausible, 'readings.glucoseOutOfRange'),
  context: z.enum(GLUCOSE_CONTEXTS, { error: messageKey('readings.glucoseContextInvalid') }),
});

const simple = <K extends 'weight' | 'spo2' | 'heart_rate'>(kind: K, key: MessageKey) =>
  z.object({ kind: kindOf(kind), taken_at: takenAt, value: bounded(READING_CATALOGUE[kind].plausible, key) });

/** A temperature as entered: °C within the catalogue's bounds, °F within the same bounds in °F. */
const temperature = z
  .object({
    kind: kindOf('temperature'),
    taken_at: takenAt,
    value: phi(z.number({ error: messageKey('readings.valueNotNumber') })),
    unit: z.enum(TEMPERATURE_UNITS, { error: messageKey('readings.temperatureUnitInvalid') }),
  })
  .refine(
    (r) => {
      const bounds = r.unit === 'F' ? FAHRENHEIT_PLAUSIBLE : READING_CATALOGUE.temperature.plausible;
      return r.value >= bounds.low && r.value <= bounds.high;
    },
    { message: messageKey('readings.temperatureOutOfRange'), path: ['value'] },
  );

/**
 * POST /api/readings and PUT /api/readings/:id body, by `kind`: blood_pressure { systolic, diastolic,
 * pulse? } mmHg and /min (diastolic below systolic); blood_glucose { value mg/dL, context }; weight { value
 * kg }; spo2 { value % }; temperature { value, unit 'C' | 'F' }; heart_rate { value /min }; each with
 * `taken_at`. Values outside the catalogue's plausible bounds are refused with the kind's message.
 */
export const readingInputSchema = z.discriminatedUnion(
  'kind',
  [
    bloodPressure,
    bloodGlucose,
    simple('weight', 'readings.weightOutOfRange'),
    simple('spo2', 'readings.spo2OutOfRange'),
    temperature,
    simple('heart_rate', 'readings.heartRateOutOfRange'),
  ],
  { error: messageKey('readings.kindInvalid') },
);
export type ReadingInput = z.input<typeof readingInputSchema>;
export type ReadingFields = z.output<typeof readingInputSchema>;

const flagSchema = z.enum(['low', 'high']).nullable();

/**
 * One reading as the API answers it. `value`: systolic mmHg, glucose mg/dL, weight kg, SpO₂ %, temperature
 * °C (normalised; `entered_value` and `entered_unit` as typed) or heart rate /min; `diastolic` and `pulse`
 * for blood pressure; `context` for glucose; `bmi` for a weight when a height is on file; `flag` against the
 * kind's target band (catalogue.ts).
 */
export const readingSchema = z.object({
  id: z.uuid(),
  kind: z.enum(READING_KINDS),
  taken_at: phi(z.string()),
  value: phi(z.number()),
  diastolic: phi(z.number().nullable()),
  pulse: phi(z.number().nullable()),
  context: z.enum(GLUCOSE_CONTEXTS).nullable(),
  entered_value: phi(z.number().nullable()),
  entered_unit: z.enum(TEMPERATURE_UNITS).nullable(),
  bmi: phi(z.number().nullable()),
  flag: flagSchema,
  created_at: z.string(),
});
export type Reading = z.infer<typeof readingSchema>;

/** `:id` of a reading route: a uuid (anything else answers like another patient's id). */
export const readingParamsSchema = z.object({ id: z.uuid({ error: messageKey('readings.notFound') }) });

const instant = z.iso.datetime({ offset: true, error: messageKey('readings.takenAtInvalid') });

/** GET /api/readings `?kind=&from=&to=&page=&page_size=`: newest first; `from` ≤ taken_at < `to` (instants). */
export const readingListQuerySchema = pageQuerySchema
  .extend({
    kind: z.enum(READING_KINDS, { error: messageKey('readings.kindInvalid') }).optional(),
    from: instant.optional(),
    to: instant.optional(),
  })
  .refine((q) => !q.from || !q.to || Date.parse(q.from) < Date.parse(q.to), {
    message: messageKey('readings.rangeInvalid'),
    path: ['from'],
  });
export type ReadingListQuery = z.infer<typeof readingListQuerySchema>;

export const readingPageSchema = pageSchema(readingSchema);
export type ReadingPage = z.infer<typeof readingPageSchema>;

/** GET /api/readings/series `?kind=&days=`. */
export const readingSeriesQuerySchema = z.object({
  kind: z.enum(READING_KINDS, { error: messageKey('readings.kindInvalid') }),
  days: z.coerce
    .number()
    .pipe(z.union(READING_SERIES_DAYS.map((d) => z.literal(d))))
    .default(30),
});
export type ReadingSeriesQuery = z.infer<typeof readingSeriesQuerySchema>;

const bandSchema = z.object({ low: z.number().nullable(), high: z.number().nullable() });

const averageSchema = z
  .object({ value: phi(z.number()), diastolic: phi(z.number().nullable()), count: z.number().int() })
  .nullable();

/** One point of a chart, oldest first. */
export const readingPointSchema = readingSchema.pick({
  id: true,
  taken_at: true,
  value: true,
  diastolic: true,
  context: true,
  flag: true,
});
export type ReadingPoint = z.infer<typeof readingPointSchema>;

/**
 * GET /api/readings/series: one kind's readings of the last `days` days oldest first, the target band to
 * draw (`diastolic_band` for blood pressure; weight's from the BMI band at the height on file, else empty),
 * the guideline it comes from and the unit.
 */
export const readingSeriesSchema = z.object({
  kind: z.enum(READING_KINDS),
  days: z.number().int(),
  unit: z.string(),
  band: bandSchema,
  diastolic_band: bandSchema.nullable(),
  guideline: z.string(),
  points: z.array(readingPointSchema),
});
export type ReadingSeries = z.infer<typeof readingSeriesSchema>;

/** GET /api/readings/summary: per kind the latest reading, 7- and 30-day averages and how many were flagged in 30 days. */
export const readingSummarySchema = z.object({
  items: z.array(
    z.object({
      kind: z.enum(READING_KINDS),
      latest: readingSchema.nullable(),
      average_7d: averageSchema,
      average_30d: averageSchema,
      flagged_30d: z.number().int().nonnegative(),
    }),
  ),
});
export type ReadingSummary = z.infer<typeof readingSummarySchema>;

/**
 * POST /api/readings/import/preview and /api/readings/import body: the CSV file's text (mapping in
 * `csv-import.ts`). A body of 10 MB or more is refused before it is read (413).
 */
export const readingCsvSchema = z.object({ csv: phi(z.string()) });

/** The preview of an import: the file's kind, how many readings it holds, how many are out of range, the first ten. */
export const readingImportPreviewSchema = z.object({
  kind: z.enum(READING_KINDS),
  count: z.number().int().nonnegative(),
  flagged: z.number().int().nonnegative(),
  first: z.array(readingPointSchema.omit({ id: true }).extend({ pulse: phi(z.number().nullable()) })),
});
export type ReadingImportPreview = z.infer<typeof readingImportPreviewSchema>;

/** An import's answer: how many readings were stored. */
export const readingImportResultSchema = z.object({ imported: z.number().int().nonnegative() });
