import {
  averageOver,
  bandFor,
  bmiOf,
  diastolicBand,
  fahrenheitToCelsius,
  pageOffset,
  READING_CATALOGUE,
  READING_KINDS,
  READING_UNIT_LABELS,
  readingFlag,
  readingHabitWindow,
  readingsDue,
  type Band,
  type GlucoseContext,
  type Reading,
  type ReadingFields,
  type ReadingKind,
  type ReadingListQuery,
  type ReadingPage,
  type ReadingSeries,
  type ReadingSeriesQuery,
  type ReadingSummary,
  type TemperatureUnit,
} from '@sehat/shared';
import type { Db } from '../../db/index.js';
import { invalid, notFound } from '../../errors/domain-errors.js';
import {
  deleteReading,
  findReading,
  heightOf,
  insertReading,
  listReadings,
  readingDaysSince,
  readingsSince,
  summaryRows,
  updateReading,
  type ReadingRow,
  type ReadingValuesRow,
} from './readings.repository.js';

const readingNotFound = () => notFound('readings.notFound');
const DAY_MS = 86_400_000;

/**
 * How far ahead of the server's clock a reading may be dated: a phone's clock runs a little fast, a minute's
 * typing passes; anything later is a date in the future (refused).
 */
const CLOCK_ALLOWANCE_MS = 5 * 60_000;

/** A row as the API answers it, flagged against its band (a weight by its BMI at `heightCm`). */
export function toReading(row: ReadingRow, heightCm: number | null): Reading {
  const kind = row.kind as ReadingKind;
  const context = row.context as GlucoseContext | null;
  return {
    id: row.id,
    kind,
    taken_at: row.takenAt.toISOString(),
    value: row.value,
    diastolic: row.diastolic,
    pulse: row.pulse,
    context,
    entered_value: row.enteredValue,
    entered_unit: row.enteredUnit as TemperatureUnit | null,
    bmi: kind === 'weight' ? bmiOf(row.value, heightCm) : null,
    flag: readingFlag({ kind, value: row.value, diastolic: row.diastolic, context }, heightCm),
    created_at: row.createdAt.toISOString(),
  };
}

/** The columns a validated input writes: a temperature kept as entered and normalised to °C. */
export function valuesOf(fields: ReadingFields): ReadingValuesRow {
  const base = {
    kind: fields.kind,
    takenAt: new Date(fields.taken_at),
    diastolic: null,
    pulse: null,
    context: null,
    enteredValue: null,
    enteredUnit: null,
  };
  switch (fields.kind) {
    case 'blood_pressure':
      return { ...base, value: fields.systolic, diastolic: fields.diastolic, pulse: fields.pulse };
    case 'blood_glucose':
      return { ...base, value: fields.value, context: fields.context };
    case 'temperature':
      return {
        ...base,
        value: fields.unit === 'F' ? fahrenheitToCelsius(fields.value) : fields.value,
        enteredValue: fields.value,
        enteredUnit: fields.unit,
      };
    default:
      return { ...base, value: fields.value };
  }
}

/** A reading dated after `now` (beyond the clock allowance) → 400 readings.takenAtFuture. */
export function assertTakenAt(fields: ReadingFields, now: Date): void {
  if (Date.parse(fields.taken_at) > now.getTime() + CLOCK_ALLOWANCE_MS)
    throw invalid('readings.takenAtFuture');
}

/** One page of the patient's readings, newest first (GET /api/readings). */
export async function listReadingsPage(
  db: Db,
  patientId: string,
  query: ReadingListQuery,
): Promise<ReadingPage> {
  const [{ rows, total }, heightCm] = await Promise.all([
    listReadings(db, patientId, {
      kind: query.kind,
      from: query.from ? new Date(query.from) : undefined,
      to: query.to ? new Date(query.to) : undefined,
      limit: query.page_size,
      offset: pageOffset(query),
    }),
    heightOf(db, patientId),
  ]);
  return {
    items: rows.map((row) => toReading(row, heightCm)),
    total,
    page: query.page,
    page_size: query.page_size,
  };
}

/** The patient's reading (GET /api/readings/:id); another patient's → 404. */
export async function getReading(db: Db, patientId: string, id: string): Promise<Reading> {
  const [row, heightCm] = await Promise.all([findReading(db, patientId, id), heightOf(db, patientId)]);
  if (!row) throw readingNotFound();
  return toReading(row, heightCm);
}

/** Logs a reading (POST /api/readings). 400 a reading dated in the future; nothing is stored then. */
export async function createReading(
  db: Db,
  patientId: string,
  fields: ReadingFields,
  now: Date,
): Promise<Reading> {
  assertTakenAt(fields, now);
  const row = await insertReading(db, patientId, valuesOf(fields));
  return toReading(row, await heightOf(db, patientId));
}

/** Replaces a reading, its kind included (PUT /api/readings/:id). 400 as create; 404 another patient's. */
export async function editReading(
  db: Db,
  patientId: string,
  id: string,
  fields: ReadingFields,
  now: Date,
): Promise<Reading> {
  assertTakenAt(fields, now);
  const row = await updateReading(db, patientId, id, valuesOf(fields));
  if (!row) throw readingNotFound();
  return toReading(row, await heightOf(db, patientId));
}

/** Deletes a reading (DELETE /api/readings/:id). 404 another patient's. */
export async function removeReading(db: Db, patientId: string, id: string): Promise<void> {
  if (!(await deleteReading(db, patientId, id))) throw readingNotFound();
}

const bandOut = (band: Band) => ({ low: band.low ?? null, high: band.high ?? null });

/**
 * One kind's chart (GET /api/readings/series): the readings of the last `days` days before `now`, oldest
 * first, each flagged, with the band to draw and its guideline. Blood glucose draws the random-glucose band
 * (each point is flagged by its own meal context); weight the BMI band's weights at the height on file.
 */
export async function readingSeries(
  db: Db,
  patientId: string,
  query: ReadingSeriesQuery,
  now: Date,
): Promise<ReadingSeries> {
  const since = new Date(now.getTime() - query.days * DAY_MS);
  // Only a weight's band and flags need the height: other kinds' charts are one statement.
  const [rows, heightCm] = await Promise.all([
    readingsSince(db, patientId, query.kind, since),
    query.kind === 'weight' ? heightOf(db, patientId) : null,
  ]);
  return {
    kind: query.kind,
    days: query.days,
    unit: READING_UNIT_LABELS[query.kind],
    band: bandOut(bandFor(query.kind, { heightCm })),
    diastolic_band: query.kind === 'blood_pressure' ? bandOut(diastolicBand()) : null,
    guideline: READING_CATALOGUE[query.kind].source.guideline,
    points: rows.map((row) => {
      const { id, taken_at, value, diastolic, context, flag } = toReading(row, heightCm);
      return { id, taken_at, value, diastolic, context, flag };
    }),
  };
}

/**
 * Every kind's latest reading, 7- and 30-day averages before `now` and how many of the last 30 days'
 * readings were out of range (GET /api/readings/summary), in READING_KINDS order.
 */
export async function readingSummary(db: Db, patientId: string, now: Date): Promise<ReadingSummary> {
  const [{ latest, recent }, heightCm] = await Promise.all([
    summaryRows(db, patientId, READING_KINDS, new Date(now.getTime() - 30 * DAY_MS)),
    heightOf(db, patientId),
  ]);
  const recentReadings = recent.map((row) => toReading(row, heightCm));
  return {
    items: READING_KINDS.map((kind) => {
      const ofKind = recentReadings.filter((reading) => reading.kind === kind);
      const last = latest.find((row) => row.kind === kind);
      return {
        kind,
        latest: last ? toReading(last, heightCm) : null,
        average_7d: averageOver(ofKind, now, 7),
        average_30d: averageOver(ofKind, now, 30),
        flagged_30d: ofKind.filter((reading) => reading.flag !== null).length,
      };
    }),
  };
}

/**
 * The kinds of reading due today for the dashboard's Today card (docs/decisions/052-readings.md#readings-due):
 * those the patient logged on three of the last seven days in `timeZone` and not yet today, at `now`.
 */
export async function readingsDueToday(
  db: Db,
  patientId: string,
  now: Date,
  timeZone: string,
): Promise<ReadingKind[]> {
  const window = readingHabitWindow(timeZone, now);
  return readingsDue(await readingDaysSince(db, patientId, window.since, timeZone), window);
}
