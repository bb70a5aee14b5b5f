import type { LabResultRow, PageQuery } from '@sehat/shared';
import { pageOffset } from '@sehat/shared';
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/index.js';
import { labReports, labResults } from '../../db/schema/index.js';

/**
 * lab_reports and lab_results queries (docs/product.md#screens-added-since-the-first-version).
 * Every function takes the signed-in patient's id and scopes by it: another
 * patient's report is simply absent.
 */
export type LabReportRow = typeof labReports.$inferSelect;
export type LabResultDbRow = typeof labResults.$inferSelect;

/** The fields of a report a patient enters. */
export interface LabReportValues {
  labName: string;
  reportDate: string;
  orderingDoctor: string | null;
}

const ownedReport = (patientId: string, id: string) =>
  and(eq(labReports.patientId, patientId), eq(labReports.id, id));

/** Inserts a report with the files the upload pipeline stored for it. */
export async function insertReport(
  db: Db,
  patientId: string,
  values: LabReportValues,
  files: string[],
  createdAt: Date,
): Promise<LabReportRow> {
  const [row] = await db
    .insert(labReports)
    .values({ ...values, patientId, files, createdAt })
    .returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

/** Replaces the report's results by `rows`, in order, dated `reportDate`. */
export async function replaceResults(
  db: Db,
  patientId: string,
  reportId: string,
  reportDate: string,
  rows: readonly LabResultRow[],
): Promise<void> {
  await db
    .delete(labResults)
    .where(and(eq(labResults.patientId, patientId), eq(labResults.reportId, reportId)));
  if (rows.length === 0) return;
  await db.insert(labResults).values(
    rows.map((row, position) => ({
      patientId,
      reportId,
      position,
      testDate: reportDate,
      testCode: row.test_code,
      testName: row.test_name,
      loinc: row.loinc,
      value: row.value,
      valueNumber: row.value_number === null ? null : String(row.value_number),
      unit: row.unit,
      referenceLow: row.reference_low === null ? null : String(row.reference_low),
      referenceHigh: row.reference_high === null ? null : String(row.reference_high),
      flag: row.flag,
    })),
  );
}

/** One page of the patient's reports, newest report_date first, with result, flag and file counts. */
export async function listReports(db: Db, patientId: string, query: PageQuery) {
  const owned = eq(labReports.patientId, patientId);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        report: labReports,
        resultCount: sql<number>`count(${labResults.id})::int`,
        flaggedCount: sql<number>`(count(${labResults.id}) filter (where ${labResults.flag} in ('high', 'low')))::int`,
      })
      .from(labReports)
      .leftJoin(labResults, eq(labResults.reportId, labReports.id))
      .where(owned)
      .groupBy(labReports.id)
      .orderBy(desc(labReports.reportDate), desc(labReports.createdAt), desc(labReports.id))
      .limit(query.page_size)
      .offset(pageOffset(query)),
    db.select({ value: count() }).from(labReports).where(owned),
  ]);
  return { rows, total: total?.value ?? 0 };
}

/** The patient's report `id`, or null. */
export async function findReport(db: Db, patientId: string, id: string): Promise<LabReportRow | null> {
  const [row] = await db.select().from(labReports).where(ownedReport(patientId, id)).limit(1);
  return row ?? null;
}

/** The patient's reports among `ids` ('all': every one), newest report_date first (share links). */
export async function findReportsByIds(
  db: Db,
  patientId: string,
  ids: readonly string[] | 'all',
): Promise<LabReportRow[]> {
  if (ids !== 'all' && ids.length === 0) return [];
  const owned = eq(labReports.patientId, patientId);
  return db
    .select()
    .from(labReports)
    .where(ids === 'all' ? owned : and(owned, inArray(labReports.id, [...ids])))
    .orderBy(desc(labReports.reportDate), desc(labReports.createdAt), desc(labReports.id));
}

/** The results of the patient's reports `reportIds`, each report's in entry order. */
export function resultsOfReports(
  db: Db,
  patientId: string,
  reportIds: readonly string[],
): Promise<LabResultDbRow[]> {
  if (reportIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(labResults)
    .where(and(eq(labResults.patientId, patientId), inArray(labResults.reportId, [...reportIds])))
    .orderBy(asc(labResults.position));
}

/** The report's results in entry order. */
export function resultsOf(db: Db, patientId: string, reportId: string): Promise<LabResultDbRow[]> {
  return db
    .select()
    .from(labResults)
    .where(and(eq(labResults.patientId, patientId), eq(labResults.reportId, reportId)))
    .orderBy(asc(labResults.position));
}

/** Replaces the report's own fields; null when it is not the patient's. */
export async function updateReport(
  db: Db,
  patientId: string,
  id: string,
  values: LabReportValues,
): Promise<LabReportRow | null> {
  const [row] = await db.update(labReports).set(values).where(ownedReport(patientId, id)).returning();
  return row ?? null;
}

/** Deletes the patient's report (its results go with it) and returns it; null when it is not theirs. */
export async function deleteReport(db: Db, patientId: string, id: string): Promise<LabReportRow | null> {
  const [row] = await db.delete(labReports).where(ownedReport(patientId, id)).returning();
  return row ?? null;
}

/** Every report result of one test (by catalogue code, else by name), or of every test when null; oldest first. */
export function resultsOfTest(db: Db, patientId: string, test: { code: string } | { name: string } | null) {
  const which =
    test === null
      ? undefined
      : 'code' in test
        ? eq(labResults.testCode, test.code)
        : and(sql`${labResults.testCode} is null`, sql`lower(${labResults.testName}) = lower(${test.name})`);
  return db
    .select()
    .from(labResults)
    .where(and(eq(labResults.patientId, patientId), sql`${labResults.reportId} is not null`, which))
    .orderBy(asc(labResults.testDate), asc(labResults.createdAt));
}

/** File keys that reports of `owners` hold, for the orphan sweep (any owner). */
export async function labReportKeysOf(db: Db, owners: readonly string[]): Promise<string[]> {
  const rows = await db
    .select({ key: sql<string>`unnest(${labReports.files})` })
    .from(labReports)
    .where(inArray(labReports.patientId, [...owners]));
  return rows.map((row) => row.key);
}
