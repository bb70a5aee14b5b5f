import {
  describePrescriptionFiles,
  type LabReport,
  type MedicalRecord,
  type PrescriptionFile,
  type ShareFileBucket,
  type ShareScope,
} from '@sehat/shared';
import type { Db } from '../../db/index.js';
import { labReportsByIds } from '../lab-reports/index.js';
import { medicalRecordsByIds } from '../medical-records/index.js';
import { storedFileNames } from '../../storage/index.js';
import { heldFileKeys, type ShareRow } from './shares.repository.js';

/** A file shared on its own (not through its record or report). */
interface ScopedFile {
  bucket: ShareFileBucket;
  file: PrescriptionFile;
}

/** Everything a share shows, read only through its scope and its owner's id. */
export interface ResolvedScope {
  records: MedicalRecord[];
  reports: LabReport[];
  files: ScopedFile[];
}

/** The scope of a stored share, as the API speaks of it. */
export function scopeOf(row: ShareRow): ShareScope {
  if (row.scopeAll) return { type: 'all' };
  return {
    type: 'items',
    medical_record_ids: row.medicalRecordIds,
    lab_report_ids: row.labReportIds,
    file_ids: row.fileIds,
  };
}

/** Splits 'prescriptions/<name>' into its bucket and name. */
function splitFileId(id: string): { bucket: ShareFileBucket; name: string } {
  const slash = id.indexOf('/');
  return { bucket: id.slice(0, slash) as ShareFileBucket, name: id.slice(slash + 1) };
}

/** The files named by `fileIds` that a record or report of `patientId` still holds, with their names. */
async function filesOf(db: Db, patientId: string, fileIds: readonly string[]): Promise<ScopedFile[]> {
  const out: ScopedFile[] = [];
  for (const bucket of ['prescriptions', 'lab-reports'] as const) {
    const keys = fileIds
      .map(splitFileId)
      .filter((file) => file.bucket === bucket)
      .map((file) => `${patientId}/${file.name}`);
    const held = [...(await heldFileKeys(db, patientId, bucket, keys))];
    const names = await storedFileNames(db, patientId, bucket, held);
    for (const file of describePrescriptionFiles(held, names)) out.push({ bucket, file });
  }
  return out;
}

/**
 * What the share shows now (docs/decisions/023-share-links.md): for `all`,
 * every record and lab report of the owner with their files; for `items`, the
 * listed records and reports that are still the owner's, and the listed
 * files still held by one of the owner's records or reports, less those
 * already shown with their record or report. Nothing else, ever.
 */
export async function resolveScope(db: Db, row: ShareRow): Promise<ResolvedScope> {
  const patientId = row.patientId;
  if (row.scopeAll) {
    const [records, reports] = await Promise.all([
      medicalRecordsByIds(db, patientId, 'all'),
      labReportsByIds(db, patientId, 'all'),
    ]);
    return { records, reports, files: [] };
  }
  const [records, reports, files] = await Promise.all([
    medicalRecordsByIds(db, patientId, row.medicalRecordIds),
    labReportsByIds(db, patientId, row.labReportIds),
    filesOf(db, patientId, row.fileIds),
  ]);
  const shown = new Set([
    ...records.flatMap((r) => r.prescription_files.map((f) => `prescriptions/${f.name}`)),
    ...reports.flatMap((r) => r.files.map((f) => `lab-reports/${f.name}`)),
  ]);
  return { records, reports, files: files.filter((f) => !shown.has(`${f.bucket}/${f.file.name}`)) };
}

/** The shared file `bucket`/`name` with its patient's name, or null when the scope does not hold it now. */
export function findScopedFile(
  scope: ResolvedScope,
  bucket: ShareFileBucket,
  name: string,
): PrescriptionFile | null {
  const candidates =
    bucket === 'prescriptions'
      ? scope.records.flatMap((r) => r.prescription_files)
      : scope.reports.flatMap((r) => r.files);
  const single = scope.files.filter((f) => f.bucket === bucket).map((f) => f.file);
  return [...candidates, ...single].find((file) => file.name === name) ?? null;
}

/**
 * True when every id the patient `patientId` chose is theirs: records, reports,
 * and files held by one of their records or reports (creating a share).
 */
export async function scopeIsOwned(
  db: Db,
  patientId: string,
  scope: Extract<ShareScope, { type: 'items' }>,
): Promise<boolean> {
  const [records, reports, files] = await Promise.all([
    medicalRecordsByIds(db, patientId, scope.medical_record_ids),
    labReportsByIds(db, patientId, scope.lab_report_ids),
    filesOf(db, patientId, scope.file_ids),
  ]);
  return (
    records.length === scope.medical_record_ids.length &&
    reports.length === scope.lab_report_ids.length &&
    files.length === scope.file_ids.length
  );
}
