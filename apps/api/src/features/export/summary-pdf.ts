import {
  ageOn,
  DEFAULT_LANGUAGE,
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
import { SUMMARY_TEXTS, type SummaryText } from './summary-pdf-text.js';

/** What each section needs besides the rows: the texts and dates of the patient's language. */
interface Speech {
  text: SummaryText;
  date: (value: string) => string;
}

type ResultRow = PatientRows['results'][number];

/** The patient's name as the app shows it: display name, else full name, else the account's name. */
function patientName(rows: PatientRows): string {
  return rows.profile?.displayName?.trim() || rows.profile?.fullName?.trim() || rows.account.name;
}

function profileSection(doc: Pdf, rows: PatientRows, today: string, { text, date }: Speech): void {
  const profile = rows.profile;
  const age = profile?.dateOfBirth ? ageOn(profile.dateOfBirth, today) : profile?.age;
  heading(doc, text.sections.profile);
  facts(
    doc,
    [
      [text.facts.name, patientName(rows)],
      [text.facts.patientId, profile?.patientId],
      [text.facts.dateOfBirth, profile?.dateOfBirth ? date(profile.dateOfBirth) : null],
      [text.facts.age, age === null || age === undefined ? null : text.years(age)],
      [text.facts.bloodGroup, profile?.bloodGroup],
      [text.facts.abhaNumber, profile?.abhaNumber ? formatAbhaNumber(profile.abhaNumber) : null],
      [text.facts.abhaAddress, profile?.abhaAddress],
      [text.facts.mobile, profile?.mobileNumber],
      [text.facts.email, rows.account.email],
    ],
    text.notRecorded,
  );
}

function emergencySection(doc: Pdf, rows: PatientRows, { text }: Speech): void {
  heading(doc, text.sections.emergency);
  const list = (items: readonly string[] | undefined) => (items?.length ? items.join(', ') : text.none);
  facts(
    doc,
    [
      [text.facts.allergies, list(rows.profile?.allergies)],
      [text.facts.chronicConditions, list(rows.profile?.chronicConditions)],
    ],
    text.notRecorded,
  );
  if (rows.contacts.length === 0) return note(doc, text.empty.contacts);
  table(
    doc,
    text.columns.contacts,
    rows.contacts.map((c, i) => [i === 0 ? text.primary(c.name) : c.name, c.relationship, c.phone]),
    ['*', 120, 130],
  );
}

/** The newest records with medicines, as the emergency card and dashboard count them. */
function medicinesSection(doc: Pdf, rows: PatientRows, { text, date }: Speech): void {
  heading(doc, text.sections.medicines);
  const newest = rows.records
    .filter((record) => record.prescribedMedications?.trim())
    .sort((a, b) => b.recordDate.localeCompare(a.recordDate))
    .slice(0, EMERGENCY_CARD_MEDICINES);
  if (newest.length === 0) return note(doc, text.empty.medicines);
  table(
    doc,
    text.columns.medicines,
    newest.map((r) => [shortMedicine(r.prescribedMedications ?? ''), date(r.recordDate), r.doctorName]),
    ['*', 90, 130],
  );
}

function recordsSection(doc: Pdf, rows: PatientRows, { text, date }: Speech): void {
  heading(doc, text.sections.records);
  if (rows.records.length === 0) return note(doc, text.empty.records);
  const newestFirst = [...rows.records].sort((a, b) => b.recordDate.localeCompare(a.recordDate));
  table(
    doc,
    text.columns.records,
    newestFirst.map((r) => [
      date(r.recordDate),
      r.hospitalName,
      r.specialization ? `${r.doctorName} (${r.specialization})` : r.doctorName,
      r.diagnosis,
      r.prescribedMedications?.trim() || '—',
      r.followUpDate ? date(r.followUpDate) : '—',
    ]),
    [70, 80, 80, '*', 100, 70],
  );
}

/**
 * Lab results as trend tables: one group of rows per test (catalogue code, else its name), its name and
 * unit spanning its dates, oldest first, each with the value as entered and its flag.
 */
function labSection(doc: Pdf, rows: PatientRows, { text, date }: Speech): void {
  heading(doc, text.sections.lab);
  if (rows.results.length === 0) return note(doc, text.empty.lab);
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
      date(result.testDate),
      result.value || '—',
      result.flag ? (text.flags[result.flag] ?? result.flag) : '—',
    ]),
  );
  table(doc, text.columns.lab, body, ['*', 70, 80, 90, 60]);
}

function claimsSection(doc: Pdf, rows: PatientRows, { text, date }: Speech): void {
  if (rows.claims.length === 0) return;
  heading(doc, text.sections.claims);
  table(
    doc,
    text.columns.claims,
    rows.claims.map((c) => [
      c.claimId,
      date(c.claimDate),
      c.hospitalName,
      formatInr(c.amount),
      c.status.charAt(0).toUpperCase() + c.status.slice(1),
    ]),
    [90, 80, '*', 90, 70],
  );
}

/**
 * The patient's health summary as a PDF (docs/decisions/024-erasure-export-activity-log.md, export (b)): profile (name,
 * age, blood group, ABHA), emergency card (allergies, chronic conditions, contacts), current medicines,
 * medical records, lab results as trend tables and insurance claims. Dates as the app shows them
 * ('MMM dd, yyyy'), amounts in ₹ with Indian grouping; Devanagari text is shaped and embedded. Returns
 * the document as a readable stream of PDF bytes that ends when the document is complete.
 */
export function healthSummaryPdf(rows: PatientRows, now: Date): Pdf {
  const today = todayIn(rows.profile?.timeZone ?? DEFAULT_TIME_ZONE, now);
  const language = rows.profile?.preferredLanguage ?? DEFAULT_LANGUAGE;
  const speech: Speech = {
    text: SUMMARY_TEXTS[language],
    date: (value) => formatShortDate(value, language),
  };
  const { text } = speech;
  const name = patientName(rows);
  const doc = newPdf(text.title(name), now);
  doc.font('bold').fontSize(20).text(text.heading);
  doc
    .font('regular')
    .fontSize(10)
    .fillColor('#4b5563')
    .text(text.generatedOn(name, speech.date(today)));
  doc.fillColor('#111827');
  profileSection(doc, rows, today, speech);
  emergencySection(doc, rows, speech);
  medicinesSection(doc, rows, speech);
  recordsSection(doc, rows, speech);
  labSection(doc, rows, speech);
  claimsSection(doc, rows, speech);
  doc.moveDown(1);
  note(doc, text.footnote);
  doc.end();
  return doc;
}
