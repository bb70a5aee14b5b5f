import type {
  Condition,
  DiagnosticReport,
  Encounter,
  MedicationRequest,
  Observation,
  ObservationReferenceRange,
  Quantity,
  Resource,
} from '@medplum/fhirtypes';
import { isNotBlankText } from '@sehat/shared';
import { coded, ref, SYSTEMS, text, ucumCode } from './fhir-codes.js';
import type { PatientRows } from './export.repository.js';

type RecordRow = PatientRows['records'][number];
type ReportRow = PatientRows['reports'][number];
type ResultRow = PatientRows['results'][number];

/** The resources of one bundle entry set, with the uuid each is known by in the bundle. */
export interface Entry {
  uuid: string;
  resource: Resource;
}

/**
 * One medical record (docs/product.md#medical-records) as FHIR R4: an `Encounter` (the visit: date, reason, doctor,
 * hospital), a `Condition` (the diagnosis, recorded in that encounter) and, when medications were written
 * (the one non-blank rule the dashboard and prescriptions share), a `MedicationRequest` whose text is the
 * prescription as written. Dates are the patient's calendar dates (`yyyy-MM-dd`).
 */
export function medicalRecordEntries(record: RecordRow, patientUuid: string, newId: () => string): Entry[] {
  const encounter: Encounter = {
    resourceType: 'Encounter',
    id: record.id,
    status: 'finished',
    class: { system: SYSTEMS.actCode, code: record.visitType === 'emergency' ? 'EMER' : 'AMB' },
    type: [text(record.visitType)],
    subject: ref(patientUuid),
    period: { start: record.recordDate },
    reasonCode: [text(record.primaryReason)],
    participant: [{ individual: { display: record.doctorName } }],
    serviceProvider: { display: record.hospitalName },
  };
  const conditionId = newId();
  const condition: Condition = {
    resourceType: 'Condition',
    id: conditionId,
    code: text(record.diagnosis),
    subject: ref(patientUuid),
    encounter: ref(record.id),
    recordedDate: record.recordDate,
    ...(record.symptoms ? { note: [{ text: `Symptoms: ${record.symptoms}` }] } : {}),
  };
  const entries: Entry[] = [
    { uuid: record.id, resource: encounter },
    { uuid: conditionId, resource: condition },
  ];
  if (isNotBlankText(record.prescribedMedications)) {
    const requestId = newId();
    const request: MedicationRequest = {
      resourceType: 'MedicationRequest',
      id: requestId,
      status: 'active',
      intent: 'order',
      medicationCodeableConcept: text(record.prescribedMedications.trim()),
      subject: ref(patientUuid),
      encounter: ref(record.id),
      authoredOn: record.recordDate,
      requester: { display: record.doctorName },
      reasonReference: [ref(conditionId)],
      ...(record.treatmentPlan ? { note: [{ text: record.treatmentPlan }] } : {}),
    };
    entries.push({ uuid: requestId, resource: request });
  }
  return entries;
}

/** Sehat's flags as v3 ObservationInterpretation codes. */
const INTERPRETATION: Record<string, { code: string; display: string }> = {
  high: { code: 'H', display: 'High' },
  low: { code: 'L', display: 'Low' },
  normal: { code: 'N', display: 'Normal' },
};

function quantity(value: string | null, unit: string): Quantity | undefined {
  if (value === null) return undefined;
  const code = ucumCode(unit);
  return code
    ? { value: Number(value), unit, system: SYSTEMS.ucum, code }
    : { value: Number(value), ...(unit ? { unit } : {}) };
}

/**
 * One lab result row as an `Observation` (category laboratory): LOINC-coded when the catalogue knows the
 * test, else the test name as typed; a number as `valueQuantity` (UCUM when the unit is plain UCUM), any
 * other entry as `valueString`; the reference range and the High/Low/Normal flag as an interpretation.
 */
function observation(result: ResultRow, patientUuid: string): Observation {
  const low = quantity(result.referenceLow, result.unit);
  const high = quantity(result.referenceHigh, result.unit);
  const range: ObservationReferenceRange | undefined =
    low || high ? { ...(low ? { low } : {}), ...(high ? { high } : {}) } : undefined;
  const flag = result.flag ? INTERPRETATION[result.flag] : undefined;
  const value = quantity(result.valueNumber, result.unit);
  return {
    resourceType: 'Observation',
    id: result.id,
    status: 'final',
    category: [coded(SYSTEMS.observationCategory, 'laboratory', 'Laboratory')],
    code: result.loinc ? coded(SYSTEMS.loinc, result.loinc, result.testName) : text(result.testName),
    subject: ref(patientUuid),
    effectiveDateTime: result.testDate,
    ...(value ? { valueQuantity: value } : result.value ? { valueString: result.value } : {}),
    ...(range ? { referenceRange: [range] } : {}),
    ...(flag ? { interpretation: [coded(SYSTEMS.interpretation, flag.code, flag.display)] } : {}),
  };
}

/**
 * One lab report as a `DiagnosticReport` (category LAB, LOINC 11502-2 "Laboratory report") performed by the
 * lab, with one `Observation` per result row.
 */
export function labReportEntries(report: ReportRow, results: ResultRow[], patientUuid: string): Entry[] {
  const observations = results.map((result) => observation(result, patientUuid));
  const diagnosticReport: DiagnosticReport = {
    resourceType: 'DiagnosticReport',
    id: report.id,
    status: 'final',
    category: [coded(SYSTEMS.diagnosticService, 'LAB', 'Laboratory')],
    code: coded(SYSTEMS.loinc, '11502-2', 'Laboratory report'),
    subject: ref(patientUuid),
    effectiveDateTime: report.reportDate,
    issued: report.createdAt.toISOString(),
    performer: [{ display: report.labName }],
    ...(report.orderingDoctor ? { resultsInterpreter: [{ display: report.orderingDoctor }] } : {}),
    result: observations.map((item) => ref(item.id!)),
  };
  return [
    { uuid: report.id, resource: diagnosticReport },
    ...observations.map((item) => ({ uuid: item.id!, resource: item })),
  ];
}
