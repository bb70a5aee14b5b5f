import {
  describePrescriptionFiles,
  findLabTest,
  labResultRow,
  labTrendKey,
  parseLabTrendKey,
  rangeFor,
  todayIn,
  type CreateLabReport,
  type LabFlag,
  type LabReport,
  type LabReportPage,
  type LabResult,
  type LabTestSummaryList,
  type LabTrend,
  type PageQuery,
} from '@sehat/shared';
import type { Db } from '../../db/index.js';
import { invalid, notFound } from '../../errors/domain-errors.js';
import {
  deleteStoredFiles,
  storedFileNames,
  type FileReferences,
  type StorageDriver,
  type StoredUpload,
} from '../../storage/index.js';
import {
  deleteReport,
  findReport,
  findReportsByIds,
  insertReport,
  labReportKeysOf,
  listReports,
  replaceResults,
  resultsOf,
  resultsOfReports,
  resultsOfTest,
  updateReport,
  type LabReportRow,
  type LabResultDbRow,
} from './lab-reports.repository.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const reportNotFound = () => notFound('labReports.reportNotFound');

const numberOrNull = (value: string | null) => (value === null ? null : Number(value));

function toResult(row: LabResultDbRow): LabResult {
  return {
    id: row.id,
    test_code: row.testCode,
    test_name: row.testName,
    loinc: row.loinc,
    value: row.value,
    value_number: numberOrNull(row.valueNumber),
    unit: row.unit,
    reference_low: numberOrNull(row.referenceLow),
    reference_high: numberOrNull(row.referenceHigh),
    flag: row.flag as LabFlag | null,
    test_date: row.testDate,
  };
}

function reportOf(
  row: LabReportRow,
  names: ReadonlyMap<string, string>,
  results: readonly LabResultDbRow[],
): LabReport {
  return {
    id: row.id,
    lab_name: row.labName,
    report_date: row.reportDate,
    ordering_doctor: row.orderingDoctor,
    files: describePrescriptionFiles(row.files, names),
    results: results.map(toResult),
    created_at: row.createdAt.toISOString(),
  };
}

async function toReport(db: Db, userId: string, row: LabReportRow): Promise<LabReport> {
  const [names, results] = await Promise.all([
    storedFileNames(db, userId, 'lab-reports', row.files),
    resultsOf(db, userId, row.id),
  ]);
  return reportOf(row, names, results);
}

/**
 * The patient's reports among `ids` ('all': every one) in full, newest first,
 * in three queries whatever their number (share links). Malformed, missing
 * and other patients' ids are left out: the caller compares what it asked.
 */
export async function labReportsByIds(
  db: Db,
  userId: string,
  ids: readonly string[] | 'all',
): Promise<LabReport[]> {
  const wanted = ids === 'all' ? ids : ids.filter((id) => UUID.test(id));
  const rows = await findReportsByIds(db, userId, wanted);
  const [names, results] = await Promise.all([
    storedFileNames(
      db,
      userId,
      'lab-reports',
      rows.flatMap((row) => row.files),
    ),
    resultsOfReports(
      db,
      userId,
      rows.map((row) => row.id),
    ),
  ]);
  return rows.map((row) =>
    reportOf(
      row,
      names,
      results.filter((result) => result.reportId === row.id),
    ),
  );
}

/** The report date may not be after the patient's today (in `timeZone`); the schema checks the rest. */
function assertReportDate(fields: CreateLabReport, now: Date, timeZone: string): void {
  if (fields.report_date > todayIn(timeZone, now)) throw invalid('labReports.futureReportDate');
}

const reportValues = (fields: CreateLabReport) => ({
  labName: fields.lab_name,
  reportDate: fields.report_date,
  orderingDoctor: fields.ordering_doctor,
});

/** The patient's sex is not recorded: flags use both sexes' envelope (`rangeFor`). */
const resultRows = (fields: CreateLabReport) => fields.results.map((row) => labResultRow(row, null));

/** One page of the patient's reports, newest report_date first (GET /api/lab-reports). */
export async function listLabReports(db: Db, userId: string, query: PageQuery): Promise<LabReportPage> {
  const { rows, total } = await listReports(db, userId, query);
  return {
    items: rows.map(({ report, resultCount, flaggedCount }) => ({
      id: report.id,
      lab_name: report.labName,
      report_date: report.reportDate,
      ordering_doctor: report.orderingDoctor,
      created_at: report.createdAt.toISOString(),
      result_count: resultCount,
      flagged_count: flaggedCount,
      file_count: report.files.length,
    })),
    total,
    page: query.page,
    page_size: query.page_size,
  };
}

/** The patient's report in full (GET /api/lab-reports/:id); another patient's → 404. */
export async function getLabReport(db: Db, userId: string, id: string): Promise<LabReport> {
  const row = await findReport(db, userId, id);
  if (!row) throw reportNotFound();
  return toReport(db, userId, row);
}

/**
 * Creates a report with its results and the files the upload pipeline stored,
 * inside the pipeline's transaction (POST /api/lab-reports), plus `storedKeys`: lab-reports files
 * stored earlier (a read's file). Each result is flagged High/Low against the lab's printed range, else
 * the catalogue's.
 */
export async function createLabReport(
  tx: Db,
  userId: string,
  fields: CreateLabReport,
  files: readonly StoredUpload[],
  now: Date,
  timeZone: string,
  storedKeys: readonly string[] = [],
): Promise<LabReport> {
  assertReportDate(fields, now, timeZone);
  const row = await insertReport(
    tx,
    userId,
    reportValues(fields),
    [...storedKeys, ...files.map((file) => file.key)],
    now,
  );
  await replaceResults(tx, userId, row.id, row.reportDate, resultRows(fields));
  return toReport(tx, userId, row);
}

/** Replaces a report's fields and results (PUT /api/lab-reports/:id; files stay). 404 another patient's. */
export async function editLabReport(
  db: Db,
  userId: string,
  id: string,
  fields: CreateLabReport,
  now: Date,
  timeZone: string,
): Promise<LabReport> {
  assertReportDate(fields, now, timeZone);
  const row = await db.transaction(async (tx) => {
    const updated = await updateReport(tx, userId, id, reportValues(fields));
    if (!updated) throw reportNotFound();
    await replaceResults(tx, userId, id, updated.reportDate, resultRows(fields));
    return updated;
  });
  return toReport(db, userId, row);
}

/**
 * Deletes a report with its results and files (DELETE /api/lab-reports/:id):
 * rows in one transaction, then the objects (one that cannot be deleted now
 * is left to the orphan sweep). 404 another patient's.
 */
export async function removeLabReport(
  db: Db,
  storage: StorageDriver,
  userId: string,
  id: string,
): Promise<void> {
  const keys = await db.transaction(async (tx) => {
    const row = await deleteReport(tx, userId, id);
    if (!row) throw reportNotFound();
    await deleteStoredFiles(tx, userId, 'lab-reports', row.files);
    return row.files;
  });
  await Promise.all(keys.map((key) => storage.delete('lab-reports', key).catch(() => undefined)));
}

/** The storage key of one of the report's files, or 404. */
export async function labReportFileKey(db: Db, userId: string, id: string, fileName: string) {
  const report = await getLabReport(db, userId, id);
  const file = report.files.find((f) => f.name === fileName);
  if (!file) throw notFound('medicalRecords.fileNotFound');
  return { key: `${userId}/${file.name}`, file };
}

/** Every test the patient has results for, with its latest value (GET /api/lab-trends), by name. */
export async function listLabTests(db: Db, userId: string): Promise<LabTestSummaryList> {
  const rows = await resultsOfTest(db, userId, null);
  const byKey = new Map<string, LabResult[]>();
  for (const result of rows.map(toResult)) {
    const key = labTrendKey(result);
    byKey.set(key, [...(byKey.get(key) ?? []), result]);
  }
  const items = [...byKey].map(([key, results]) => {
    const latest = results.at(-1)!;
    return {
      key,
      test_code: latest.test_code,
      test_name: latest.test_name,
      unit: latest.unit,
      result_count: results.length,
      latest_value: latest.value,
      latest_flag: latest.flag,
      latest_date: latest.test_date,
    };
  });
  return { items: items.sort((a, b) => a.test_name.localeCompare(b.test_name, 'en-IN')) };
}

/**
 * One test's history for its trend chart (GET /api/lab-trends/:key): every
 * numeric value oldest first, and the band to draw — the catalogue's adult
 * range, else the latest result's own range. 404 when the patient has no
 * result of that test.
 */
export async function getLabTrend(db: Db, userId: string, key: string): Promise<LabTrend> {
  const rows = await resultsOfTest(db, userId, parseLabTrendKey(key));
  const results = rows.map((row) => ({ ...toResult(row), report_id: row.reportId! }));
  const latest = results.at(-1);
  if (!latest) throw notFound('labReports.noResultsYet');
  const catalogue = latest.test_code ? findLabTest(latest.test_code) : undefined;
  const band = catalogue ? rangeFor(catalogue.range, null) : null;
  return {
    test_code: latest.test_code,
    test_name: latest.test_name,
    loinc: latest.loinc,
    unit: latest.unit,
    reference_low: band ? (band.low ?? null) : latest.reference_low,
    reference_high: band ? (band.high ?? null) : latest.reference_high,
    points: results
      .filter((r) => r.value_number !== null)
      .map((r) => ({ date: r.test_date, value: r.value_number!, flag: r.flag, report_id: r.report_id })),
  };
}

/** Which keys lab reports reference, for the orphan sweep (docs/architecture.md#d9-one-upload-pipeline). */
export const labReportFileReferences: FileReferences = {
  bucket: 'lab-reports',
  referencedKeys: labReportKeysOf,
};
