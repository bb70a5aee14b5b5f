import { displayFileName } from '../../storage/index.js';
import type { PatientRows } from './export.repository.js';

type FileRow = PatientRows['files'][number];

/** One path segment from free text: no separators, no `..`, nothing a file system refuses. */
function segment(text: string, fallback: string): string {
  return displayFileName(text.replace(/[\\/]/g, ' '), fallback);
}

/**
 * The folder of each stored file inside the export archive, named for what holds it:
 * `files/medical-records/{record date} {hospital}`, `files/lab-reports/{report date} {lab}`,
 * `files/insurance-claims/{claim ID}`, `files/insurance-policies/{policy number} {start date}` for an e-card,
 * `files/government-schemes/{scheme}` for a scheme card's file,
 * `files/profile` for the profile picture, `files/other` for a file
 * nothing refers to any more. Keyed by storage key.
 */
function foldersByKey(rows: PatientRows): Map<string, string> {
  const folders = new Map<string, string>();
  for (const record of rows.records) {
    const folder = `files/medical-records/${segment(`${record.recordDate} ${record.hospitalName}`, record.recordDate)}`;
    for (const key of record.prescriptionFiles) folders.set(key, folder);
  }
  for (const report of rows.reports) {
    const folder = `files/lab-reports/${segment(`${report.reportDate} ${report.labName}`, report.reportDate)}`;
    for (const key of report.files) folders.set(key, folder);
  }
  for (const claim of rows.claims) {
    const folder = `files/insurance-claims/${segment(claim.claimId, 'claim')}`;
    for (const key of [claim.receiptFile, claim.approvedReceiptFile]) if (key) folders.set(key, folder);
  }
  for (const policy of rows.policies) {
    const folder = `files/insurance-policies/${segment(`${policy.policyNumber} ${policy.startDate}`, policy.startDate)}`;
    if (policy.eCardFile) folders.set(policy.eCardFile, folder);
  }
  for (const card of rows.schemeCards) {
    const scheme = card.scheme === 'state' ? `state ${card.state ?? ''}` : card.scheme.replace('_', '-');
    if (card.cardFile) folders.set(card.cardFile, `files/government-schemes/${segment(scheme, 'scheme')}`);
  }
  return folders;
}

/** `report.pdf` → `report (2).pdf`: the n-th file of the same name in one folder. */
function numbered(name: string, n: number): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? `${name.slice(0, dot)} (${n})${name.slice(dot)}` : `${name} (${n})`;
}

/**
 * Where each of the patient's stored files sits in the export ZIP (`GET /api/export/archive.zip`) and
 * in the FHIR bundle's `DocumentReference.content.attachment.url`: its holder's folder (see
 * `foldersByKey`) and the patient's own file name, sanitised again (no path separator or `..` can reach
 * the archive); two files of the same name in one folder become `name (2).ext`, compared without case
 * (Windows and macOS), the first in upload order keeping the name. Keyed by `{bucket}/{key}`; stable
 * for the same rows.
 */
export function archivePaths(rows: PatientRows): Map<string, string> {
  const folders = foldersByKey(rows);
  // Files in the order their holders list them (upload order), so the first of two names keeps it.
  const order = new Map([...folders.keys()].map((key, i) => [key, i]));
  const rank = (file: FileRow) => order.get(file.key) ?? order.size;
  const taken = new Set<string>();
  const paths = new Map<string, string>();
  for (const file of [...rows.files].sort((a, b) => rank(a) - rank(b))) {
    const folder = file.bucket === 'profiles' ? 'files/profile' : (folders.get(file.key) ?? 'files/other');
    const name = segment(file.name, 'file');
    let candidate = `${folder}/${name}`;
    for (let n = 2; taken.has(candidate.toLowerCase()); n += 1) candidate = `${folder}/${numbered(name, n)}`;
    taken.add(candidate.toLowerCase());
    paths.set(fileId(file), candidate);
  }
  return paths;
}

/** A stored file's identity in `archivePaths`' map. */
export function fileId(file: Pick<FileRow, 'bucket' | 'key'>): string {
  return `${file.bucket}/${file.key}`;
}
