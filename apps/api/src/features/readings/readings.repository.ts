import type { ReadingDay, ReadingKind } from '@sehat/shared';
import { and, asc, count, desc, eq, gt, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/index.js';
import { preparedFor } from '../../db/prepared.js';
import { profiles, readings } from '../../db/schema/index.js';

/**
 * readings queries (docs/decisions/052-readings.md). Every function takes the patient's id and scopes by it:
 * another patient's reading is simply absent.
 */
export type ReadingRow = typeof readings.$inferSelect;

/** What a create or an edit writes (everything but the ids and stamps). */
export type ReadingValuesRow = Pick<
  ReadingRow,
  'kind' | 'takenAt' | 'value' | 'diastolic' | 'pulse' | 'context' | 'enteredValue' | 'enteredUnit'
>;

const owned = (patientId: string, id: string) => and(eq(readings.patientId, patientId), eq(readings.id, id));

/** The height on the patient's profile, cm, or null (for BMI and the weight band). */
export async function heightOf(db: Db, patientId: string): Promise<number | null> {
  const [row] = await db
    .select({ heightCm: profiles.heightCm })
    .from(profiles)
    .where(eq(profiles.userId, patientId))
    .limit(1);
  return row?.heightCm ? Number(row.heightCm) : null;
}

/** Adds a reading to the patient. */
export async function insertReading(
  db: Db,
  patientId: string,
  values: ReadingValuesRow,
): Promise<ReadingRow> {
  const [row] = await db
    .insert(readings)
    .values({ ...values, patientId })
    .returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

/** Adds many readings to the patient, a thousand rows a statement (an import, inside its transaction). */
export async function insertReadings(
  db: Db,
  patientId: string,
  rows: readonly ReadingValuesRow[],
): Promise<void> {
  for (let i = 0; i < rows.length; i += 1000)
    await db.insert(readings).values(rows.slice(i, i + 1000).map((row) => ({ ...row, patientId })));
}

/** Replaces the patient's reading `id`; null when it is not theirs. */
export async function updateReading(
  db: Db,
  patientId: string,
  id: string,
  values: ReadingValuesRow,
): Promise<ReadingRow | null> {
  const [row] = await db.update(readings).set(values).where(owned(patientId, id)).returning();
  return row ?? null;
}

/** Deletes the patient's reading `id`; null when it is not theirs. */
export async function deleteReading(db: Db, patientId: string, id: string): Promise<ReadingRow | null> {
  const [row] = await db.delete(readings).where(owned(patientId, id)).returning();
  return row ?? null;
}

/** The patient's reading `id`, or null. */
export async function findReading(db: Db, patientId: string, id: string): Promise<ReadingRow | null> {
  const [row] = await db.select().from(readings).where(owned(patientId, id)).limit(1);
  return row ?? null;
}

/** One page of the patient's readings, newest first, of one kind or all, `from` ≤ taken_at < `to`. */
export async function listReadings(
  db: Db,
  patientId: string,
  filter: { kind?: ReadingKind; from?: Date; to?: Date; limit: number; offset: number },
) {
  const conditions: SQL[] = [eq(readings.patientId, patientId)];
  if (filter.kind) conditions.push(eq(readings.kind, filter.kind));
  if (filter.from) conditions.push(gte(readings.takenAt, filter.from));
  if (filter.to) conditions.push(lt(readings.takenAt, filter.to));
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(readings)
      .where(where)
      .orderBy(desc(readings.takenAt), desc(readings.id))
      .limit(filter.limit)
      .offset(filter.offset),
    db.select({ value: count() }).from(readings).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

/**
 * The patient's readings of one kind taken after `since`, oldest first: a chart's points, an index range
 * over (patient_id, kind, taken_at). A statement prepared once per database: the chart is the page's
 * most frequent request (docs/decisions/052-readings.md).
 */
export function readingsSince(
  db: Db,
  patientId: string,
  kind: ReadingKind,
  since: Date,
): Promise<ReadingRow[]> {
  return seriesStatement(db).execute({ patientId, kind, since: since.toISOString() });
}

const seriesStatement = preparedFor((db) =>
  db
    .select()
    .from(readings)
    .where(
      and(
        eq(readings.patientId, sql.placeholder('patientId')),
        eq(readings.kind, sql.placeholder('kind')),
        gt(readings.takenAt, sql.placeholder('since')),
      ),
    )
    .orderBy(asc(readings.takenAt), asc(readings.id))
    .prepare('readings_series'),
);

/**
 * For the summary: the latest reading of each kind (one index probe per kind, newest first over
 * (patient_id, kind, taken_at)) and every reading taken after `since` (all kinds, oldest first).
 */
export async function summaryRows(db: Db, patientId: string, kinds: readonly ReadingKind[], since: Date) {
  const [recent, ...latest] = await Promise.all([
    db
      .select()
      .from(readings)
      .where(and(eq(readings.patientId, patientId), gt(readings.takenAt, since)))
      .orderBy(asc(readings.takenAt), asc(readings.id)),
    ...kinds.map((kind) =>
      db
        .select()
        .from(readings)
        .where(and(eq(readings.patientId, patientId), eq(readings.kind, kind)))
        .orderBy(desc(readings.takenAt), desc(readings.id))
        .limit(1),
    ),
  ]);
  return { latest: latest.flat(), recent };
}

/**
 * The calendar days (`yyyy-MM-dd` in `timeZone`) on which the patient logged each kind since `since`: one
 * row per kind and day, at most 6 × 8 for the habit window (docs/decisions/052-readings.md#readings-due).
 */
export async function readingDaysSince(
  db: Db,
  patientId: string,
  since: Date,
  timeZone: string,
): Promise<ReadingDay[]> {
  // `kind` is written only from the shared READING_KINDS (validated at the edge).
  return (await readingDaysStatement(db).execute({
    patientId,
    since: since.toISOString(),
    timeZone,
  })) as ReadingDay[];
}

// Prepared once (db/prepared.ts): the dashboard's readings due runs it on every load.
const readingDaysStatement = preparedFor((db) =>
  db
    .select({
      kind: readings.kind,
      day: sql<string>`((${readings.takenAt} at time zone ${sql.placeholder('timeZone')}::text)::date)::text`,
    })
    .from(readings)
    .where(
      and(
        eq(readings.patientId, sql.placeholder('patientId')),
        gte(readings.takenAt, sql`${sql.placeholder('since')}::timestamptz`),
      ),
    )
    // By position: the same expression written again would be a second parameter.
    .groupBy(sql`1`, sql`2`)
    .prepare('reading_days_since'),
);
