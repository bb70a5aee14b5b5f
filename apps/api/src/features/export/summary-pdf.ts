import {
  ageOn,
  DEFAULT_TIME_ZONE,
  EMERGENCY_CARD_MEDICINES,
  formatAbhaNumber,
  formatInr,
  formatShortDate,
  labTrendKey,
  shortMedicine,
  todayIn,
} from '@sehat/shared';
import type { PatientRows } from './export.repository.js';
import { facts, heading, newPdf, note, table, type Cell, type Pdf } from './pdf-document.js';

type ResultRow = PatientRows['results'][number];

const FLAG_LABEL: Record<string, string> = { high: 'High', low: 'Low', normal: 'Normal' };

/** The patient's name as the app shows it: display name, else full name, else the account's name. */
function patientName(rows: PatientRows): string {
  return rows.profile?.displayName?.trim() || rows.profile?.fullName?.trim() || rows.account.name;
}

function profileSection(doc: Pdf, rows: PatientRows, today: string): void {
  const profile = rows.profile;
  const age = profile?.dateOfBirth ? ageOn(profile.dateOfBirth, today) : profile?.age;
  heading(doc, 'Profile');
  facts(doc, [
    ['Name', patientName(rows)],
    ['Patient ID', profile?.patientId],
    ['Date of birth', profile?.dateOfBirth ? formatShortDate(profile.dateOfBirth) : null],
    ['Age', age === null || age === undefined ? null : `${age} years`],
    ['Blood group', profile?.bloodGroup],
    ['ABHA number', profile?.abhaNumber ? formatAbhaNumber(profile.abhaNumber) : null],
    ['ABHA address', profile?.abhaAddress],
    ['Mobile', profile?.mobileNumber],
    ['Email', rows.account.email],
  ]);
}

function emergencySection(doc: Pdf, rows: PatientRows): void {
  heading(doc, 'Emergency card');
  const list = (items: readonly string[] | undefined) => (items?.length ? items.join(', ') : 'None');
  facts(doc, [
    ['Allergies', list(rows.profile?.allergies)],
    ['Chronic conditions', list(rows.profile?.chronicConditions)],
  ]);
  if (rows.contacts.length === 0) return note(doc, 'No emergency contacts.');
  table(
    doc,
    ['Emergency contact', 'Relationship', 'Phone'],
    rows.contacts.map((c, i) => [i === 0 ? `${c.name} (primary)` : c.name, c.relationship, c.phone]),
    ['*', 120, 130],
  );
}

/** The newest records with medicines, as the emergency card and dashboard count them. */
function medicinesSection(doc: Pdf, rows: PatientRows): void {
  heading(doc, 'Current medicines');
  const newest = rows.records
    .filter((record) => record.prescribedMedications?.trim())
    .sort((a, b) => b.recordDate.localeCompare(a.recordDate))
    .slice(0, EMERGENCY_CARD_MEDICINES);
  if (newest.length === 0) return note(doc, 'No medicines recorded.');
  table(
    doc,
    ['Medicines', 'Prescribed', 'Doctor'],
    newest.map((r) => [
      shortMedicine(r.prescribedMedications ?? ''),
      formatShortDate(r.recordDate),
      r.doctorName,
    ]),
    ['*', 90, 130],
  );
}

function recordsSection(doc: Pdf, rows: PatientRows): void {
  heading(doc, 'Medical records');
  if (rows.records.length === 0) return note(doc, 'No medical records.');
  const newestFirst = [...rows.records].sort((a, b) => b.recordDate.localeCompare(a.recordDate));
  table(
    doc,
    ['Visit date', 'Hospital', 'Doctor', 'Diagnosis', 'Medicines', 'Follow-up'],
    newestFirst.map((r) => [
      formatShortDate(r.recordDate),
      r.hospitalName,
      r.specialization ? `${r.doctorName} (${r.specialization})` : r.doctorName,
      r.diagnosis,
      r.prescribedMedications?.trim() || '—',
      r.followUpDate ? formatShortDate(r.followUpDate) : '—',
    ]),
    [70, 80, 80, '*', 100, 70],
  );
}

/**
 * Lab results as trend tables: one group of rows per test (catalogue code, else its name), its name and
 * unit spanning its dates, oldest first, each with the value as entered and its flag.
 */
function labSection(doc: Pdf, rows: PatientRows): void {
  heading(doc, 'Lab results');
  if (rows.results.length === 0) return note(doc, 'No lab results.');
  const byTest = new Map<string, ResultRow[]>();
  for (const result of rows.results) {
    const key = labTrendKey({ test_code: result.testCode, test_name: result.testName });
    byTest.set(key, [...(byTest.get(key) ?? []), result]);
  }
  const groups = [...byTest.values()].sort((a, b) => a[0]!.testName.localeCompare(b[0]!.testName, 'en-IN'));
  const body: Cell[][] = groups.flatMap((results) =>
    results.map((result, i) => [
      ...(i === 0
        ? [
            { text: result.testName, rowSpan: results.length },
            { text: result.unit || '—', rowSpan: results.length },
          ]
        : []),
      formatShortDate(result.testDate),
      result.value || '—',
      result.flag ? (FLAG_LABEL[result.flag] ?? result.flag) : '—',
    ]),
  );
  table(doc, ['Test', 'Unit', 'Date', 'Value', 'Flag'], body, ['*', 70, 80, 90, 60]);
}

function claimsSection(doc: Pdf, rows: PatientRows): void {
  if (rows.claims.length === 0) return;
  heading(doc, 'Insurance claims');
  table(
    doc,
    ['Claim ID', 'Date', 'Hospital', 'Amount', 'Status'],
    rows.claims.map((c) => [
      c.claimId,
      formatShortDate(c.claimDate),
      c.hospitalName,
      formatInr(c.amount),
      c.status.charAt(0).toUpperCase() + c.status.slice(1),
    ]),
    [90, 80, '*', 90, 70],
  );
}

/**
 * The patient's health summary as a PDF (issue "Easy sharing and data rights", export (b)): profile (name,
 * age, blood group, ABHA), emergency card (allergies, chronic conditions, contacts), current medicines,
 * medical records, lab results as trend tables and insurance claims. Dates as the app shows them
 * ('MMM dd, yyyy'), amounts in ₹ with Indian grouping; Devanagari text is shaped and embedded. Returns
 * the document as a readable stream of PDF bytes that ends when the document is complete.
 */
export function healthSummaryPdf(rows: PatientRows, now: Date): Pdf {
  const today = todayIn(DEFAULT_TIME_ZONE, now);
  const name = patientName(rows);
  const doc = newPdf(`Health summary of ${name}`, now);
  doc.font('bold').fontSize(20).text('Sehat health summary');
  doc
    .font('regular')
    .fontSize(10)
    .fillColor('#4b5563')
    .text(`${name} · generated on ${formatShortDate(today)}`);
  doc.fillColor('#111827');
  profileSection(doc, rows, today);
  emergencySection(doc, rows);
  medicinesSection(doc, rows);
  recordsSection(doc, rows);
  labSection(doc, rows);
  claimsSection(doc, rows);
  doc.moveDown(1);
  note(doc, 'Self-reported by the patient in Sehat. Not a substitute for the original medical documents.');
  doc.end();
  return doc;
}
