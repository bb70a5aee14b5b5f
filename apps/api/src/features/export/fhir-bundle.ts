import { randomUUID } from 'node:crypto';
import type { Bundle } from '@medplum/fhirtypes';
import { DEFAULT_TIME_ZONE, isTimeZone, todayIn } from '@sehat/shared';
import { appointmentEntries, claimEntries, clinicEntries, fileEntries } from './fhir-admin.js';
import { coverageEntries } from './fhir-coverage.js';
import { labReportEntries, medicalRecordEntries, type Entry } from './fhir-clinical.js';
import {
  allergyAndConditionEntries,
  caregiverEntries,
  emergencyContactEntries,
  patientResource,
  personalInfoObservations,
} from './fhir-patient.js';
import { medicineEntries } from './fhir-medicines.js';
import { immunizationEntries } from './fhir-immunizations.js';
import { readingEntries } from './fhir-readings.js';
import { schemeCoverageEntries } from './fhir-schemes.js';
import type { PatientRows } from './export.repository.js';

/**
 * Everything Sehat holds about one patient as a FHIR R4 `Bundle` of type `collection` (docs/decisions/024-erasure-export-activity-log.md, export (a); docs/architecture.md#d17-fhir-r4-for-export): Patient; Encounter + Condition (+
 * MedicationRequest) per medical record; DiagnosticReport + Observation per lab report; Observations for
 * blood group, height and weight; vital-signs Observations per home reading; MedicationStatement per medicine of the list and
 * MedicationAdministration per dose marked (docs/decisions/054-medicines.md); Immunization per vaccine dose given
 * (docs/decisions/055-vaccinations.md); AllergyIntolerance per allergy and Condition per chronic condition;
 * Appointment per visit; Coverage per insurance policy period with its insurer as a payer Organization
 * (docs/decisions/053-insurance-policies.md) and per government scheme card with its scheme's authority as payer
 * (docs/decisions/056-government-schemes.md); Claim per insurance claim, referring to its Coverage; Organization per clinic;
 * RelatedPerson per emergency contact and per caregiver (docs/decisions/051-caregivers.md); DocumentReference
 * per stored file. Each entry's `fullUrl` is
 * `urn:uuid:{id}` and references inside the bundle use those URLs. `now` stamps `Bundle.timestamp`.
 */
export function buildFhirBundle(rows: PatientRows, now: Date, newId: () => string = randomUUID): Bundle {
  const patientUuid = newId();
  const zone =
    rows.profile?.timeZone && isTimeZone(rows.profile.timeZone) ? rows.profile.timeZone : DEFAULT_TIME_ZONE;
  const resultsByReport = new Map<string, PatientRows['results']>();
  for (const result of rows.results) {
    if (!result.reportId) continue;
    const list = resultsByReport.get(result.reportId) ?? [];
    list.push(result);
    resultsByReport.set(result.reportId, list);
  }
  const holders = new Map<string, string>();
  for (const record of rows.records) for (const key of record.prescriptionFiles) holders.set(key, record.id);
  for (const report of rows.reports) for (const key of report.files) holders.set(key, report.id);
  for (const claim of rows.claims) {
    if (claim.receiptFile) holders.set(claim.receiptFile, claim.id);
    if (claim.approvedReceiptFile) holders.set(claim.approvedReceiptFile, claim.id);
  }
  for (const policy of rows.policies) if (policy.eCardFile) holders.set(policy.eCardFile, policy.id);
  for (const card of rows.schemeCards) if (card.cardFile) holders.set(card.cardFile, card.id);

  const entries: Entry[] = [
    { uuid: patientUuid, resource: patientResource(rows, patientUuid) },
    ...personalInfoObservations(rows, patientUuid, newId),
    ...allergyAndConditionEntries(rows, patientUuid, newId),
    ...emergencyContactEntries(rows, patientUuid),
    ...caregiverEntries(rows, patientUuid),
    ...clinicEntries(rows),
    ...rows.records.flatMap((record) => medicalRecordEntries(record, patientUuid, newId)),
    ...rows.reports.flatMap((report) =>
      labReportEntries(report, resultsByReport.get(report.id) ?? [], patientUuid),
    ),
    ...readingEntries(rows, patientUuid, newId),
    ...medicineEntries(rows, patientUuid, todayIn(zone, now)),
    ...immunizationEntries(rows, patientUuid),
    ...appointmentEntries(rows, patientUuid),
    ...coverageEntries(rows, patientUuid, newId),
    ...schemeCoverageEntries(rows, patientUuid, newId),
    ...claimEntries(rows, patientUuid),
    ...fileEntries(rows, patientUuid, (file) => holders.get(file.key), newId),
  ];
  return {
    resourceType: 'Bundle',
    id: newId(),
    type: 'collection',
    timestamp: now.toISOString(),
    entry: entries.map(({ uuid, resource }) => ({ fullUrl: `urn:uuid:${uuid}`, resource })),
  };
}
