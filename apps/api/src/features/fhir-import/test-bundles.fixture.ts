import type { Bundle, BundleEntry, Resource } from '@medplum/fhirtypes';

const entry = (id: string, resource: Resource): BundleEntry => ({ fullUrl: `urn:uuid:${id}`, resource });
const ref = (id: string, display?: string) => ({
  reference: `urn:uuid:${id}`,
  ...(display ? { display } : {}),
});

const ID = {
  composition: '6f1c0a52-0000-4000-8000-000000000001',
  patient: '6f1c0a52-0000-4000-8000-000000000002',
  encounter: '6f1c0a52-0000-4000-8000-000000000003',
  condition: '6f1c0a52-0000-4000-8000-000000000004',
  request: '6f1c0a52-0000-4000-8000-000000000005',
  document: '6f1c0a52-0000-4000-8000-000000000006',
  report: '6f1c0a52-0000-4000-8000-000000000007',
  glucose: '6f1c0a52-0000-4000-8000-000000000008',
  crp: '6f1c0a52-0000-4000-8000-000000000009',
  dengue: '6f1c0a52-0000-4000-8000-00000000000a',
  immunization: '6f1c0a52-0000-4000-8000-00000000000b',
};

/**
 * An ABDM/NRCeS-style OPConsultRecord document Bundle (Composition-led): a visit with its diagnosis and
 * prescription, a scanned prescription as an inline PDF, a lab report whose values are a number, "<5" and
 * "Positive", and a vaccine dose. `pdf` is the inline file; `patient` the Bundle's patient.
 */
export function abdmOpConsultBundle(pdf: Buffer, patient: { name: string; birthDate: string }): Bundle {
  return {
    resourceType: 'Bundle',
    id: 'op-consult-1',
    identifier: { system: 'https://hip.example.in/bundles', value: 'op-consult-1' },
    type: 'document',
    timestamp: '2026-02-20T10:00:00+05:30',
    entry: [
      entry(ID.composition, {
        resourceType: 'Composition',
        identifier: { system: 'https://hip.example.in/documents', value: 'opc-1' },
        status: 'final',
        type: {
          coding: [
            { system: 'http://snomed.info/sct', code: '371530004', display: 'Clinical consultation report' },
          ],
        },
        subject: ref(ID.patient),
        encounter: ref(ID.encounter),
        date: '2026-02-20T10:00:00+05:30',
        author: [{ display: 'Dr. Meera Iyer' }],
        custodian: { display: 'Apollo Clinic, Indiranagar' },
        title: 'OP Consultation',
        section: [
          { title: 'Chief complaints', entry: [ref(ID.condition)] },
          { title: 'Medications', entry: [ref(ID.request)] },
          { title: 'Investigations', entry: [ref(ID.report)] },
          { title: 'Document', entry: [ref(ID.document)] },
        ],
      }),
      entry(ID.patient, {
        resourceType: 'Patient',
        name: [{ text: patient.name }],
        birthDate: patient.birthDate,
      }),
      entry(ID.encounter, {
        resourceType: 'Encounter',
        identifier: [{ system: 'https://hip.example.in/encounters', value: 'enc-77' }],
        status: 'finished',
        class: { system: 'http://terminology.hl7.org/CodeSystem/v3-ActCode', code: 'AMB' },
        subject: ref(ID.patient),
        period: { start: '2026-02-20T09:30:00+05:30' },
        reasonCode: [{ text: 'Fever for three days' }],
      }),
      entry(ID.condition, {
        resourceType: 'Condition',
        code: { coding: [{ system: 'http://snomed.info/sct', code: '38362002', display: 'Dengue' }] },
        subject: ref(ID.patient),
      }),
      entry(ID.request, {
        resourceType: 'MedicationRequest',
        status: 'active',
        intent: 'order',
        medicationCodeableConcept: { text: 'Paracetamol 650 mg' },
        subject: ref(ID.patient),
        authoredOn: '2026-02-20',
        dosageInstruction: [{ text: '1-0-1 for 5 days' }],
      }),
      entry(ID.document, {
        resourceType: 'DocumentReference',
        status: 'current',
        subject: ref(ID.patient),
        content: [
          {
            attachment: {
              contentType: 'application/pdf',
              title: 'prescription-scan.pdf',
              data: pdf.toString('base64'),
            },
          },
        ],
      }),
      entry(ID.report, {
        resourceType: 'DiagnosticReport',
        status: 'final',
        code: { text: 'Fever panel' },
        subject: ref(ID.patient),
        effectiveDateTime: '2026-02-19',
        performer: [{ display: 'Thyrocare' }],
        result: [ref(ID.glucose), ref(ID.crp), ref(ID.dengue)],
      }),
      entry(ID.glucose, {
        resourceType: 'Observation',
        status: 'final',
        code: { coding: [{ system: 'http://loinc.org', code: '1558-6', display: 'Fasting glucose' }] },
        subject: ref(ID.patient),
        valueQuantity: { value: 92, unit: 'mg/dL' },
        referenceRange: [{ low: { value: 70 }, high: { value: 100 } }],
      }),
      entry(ID.crp, {
        resourceType: 'Observation',
        status: 'final',
        code: { text: 'C-reactive protein' },
        subject: ref(ID.patient),
        valueString: '<5',
      }),
      entry(ID.dengue, {
        resourceType: 'Observation',
        status: 'final',
        code: { text: 'Dengue NS1 antigen' },
        subject: ref(ID.patient),
        valueCodeableConcept: { text: 'Positive' },
      }),
      entry(ID.immunization, {
        resourceType: 'Immunization',
        status: 'completed',
        vaccineCode: { text: 'Typhoid conjugate vaccine' },
        patient: ref(ID.patient),
        occurrenceDateTime: '2025-12-01',
        lotNumber: 'TCV-0042',
      }),
    ],
  };
}

/**
 * An International Patient Summary (a `document` Bundle led by a Composition with LOINC 60591-5): problems,
 * medication summary (a MedicationStatement, which Sehat does not keep), an immunization and a result
 * outside any report.
 */
export function ipsBundle(patient: { name: string; birthDate: string }): Bundle {
  const id = (n: number) => `9a1b2c3d-0000-4000-8000-${String(n).padStart(12, '0')}`;
  return {
    resourceType: 'Bundle',
    identifier: { system: 'urn:oid:2.16.724.4.8.10.200.10', value: 'ips-1' },
    type: 'document',
    timestamp: '2026-01-15T09:00:00Z',
    entry: [
      entry(id(1), {
        resourceType: 'Composition',
        status: 'final',
        type: {
          coding: [{ system: 'http://loinc.org', code: '60591-5', display: 'Patient summary Document' }],
        },
        subject: ref(id(2)),
        date: '2026-01-15',
        author: [{ display: 'Dr. Anil Kapoor' }],
        title: 'Patient Summary',
        section: [
          { title: 'Problems', code: { text: 'Problem list' }, entry: [ref(id(3)), ref(id(4))] },
          { title: 'Medication', code: { text: 'Medication summary' }, entry: [ref(id(5))] },
          { title: 'Immunizations', code: { text: 'Immunizations' }, entry: [ref(id(6))] },
          { title: 'Results', code: { text: 'Results' }, entry: [ref(id(7))] },
        ],
      }),
      entry(id(2), {
        resourceType: 'Patient',
        name: [{ given: [patient.name.split(' ')[0]!], family: patient.name.split(' ')[1] }],
        birthDate: patient.birthDate,
      }),
      entry(id(3), {
        resourceType: 'Condition',
        code: { text: 'Essential hypertension' },
        subject: ref(id(2)),
        onsetDateTime: '2020-05-01',
      }),
      entry(id(4), {
        resourceType: 'Condition',
        code: { text: 'Type 2 diabetes mellitus' },
        subject: ref(id(2)),
      }),
      entry(id(5), {
        resourceType: 'MedicationStatement',
        status: 'active',
        medicationCodeableConcept: { text: 'Metformin 500 mg' },
        subject: ref(id(2)),
      }),
      entry(id(6), {
        resourceType: 'Immunization',
        status: 'completed',
        vaccineCode: { text: 'Influenza vaccine' },
        patient: ref(id(2)),
        occurrenceDateTime: '2025-10-20',
      }),
      entry(id(7), {
        resourceType: 'Observation',
        status: 'final',
        code: { text: 'HbA1c' },
        subject: ref(id(2)),
        valueQuantity: { value: 7.1, unit: '%' },
      }),
    ],
  };
}

type OpConsultPart = Exclude<keyof typeof ID, 'composition' | 'patient'>;

/**
 * The other ABDM/NRCeS health information types (NRCeS FHIR profiles for ABDM: the Composition's SNOMED CT
 * type), each with the resources its profile leads with, taken from the OPConsult bundle above.
 */
export const ABDM_RECORD_TYPES = {
  PrescriptionRecord: { code: '440545006', display: 'Prescription record', parts: ['request', 'document'] },
  DiagnosticReportRecord: {
    code: '721981007',
    display: 'Diagnostic studies report',
    parts: ['report', 'glucose', 'crp', 'dengue'],
  },
  DischargeSummaryRecord: {
    code: '373942005',
    display: 'Discharge summary',
    parts: ['encounter', 'condition', 'request'],
  },
  HealthDocumentRecord: { code: '419891008', display: 'Record artifact', parts: ['document'] },
  ImmunizationRecord: { code: '41000179103', display: 'Immunization record', parts: ['immunization'] },
} as const satisfies Record<string, { code: string; display: string; parts: readonly OpConsultPart[] }>;

/** An ABDM document Bundle of `type` (ABDM_RECORD_TYPES): its Composition, the patient and its resources. */
export function abdmRecordBundle(
  type: keyof typeof ABDM_RECORD_TYPES,
  pdf: Buffer,
  patient: { name: string; birthDate: string },
): Bundle {
  const { code, display, parts } = ABDM_RECORD_TYPES[type];
  const whole = abdmOpConsultBundle(pdf, patient);
  const kept = new Set<string>(parts.map((part) => `urn:uuid:${ID[part]}`));
  const [composition, patientEntry, ...rest] = whole.entry!;
  return {
    ...whole,
    id: type,
    identifier: { system: 'https://hip.example.in/bundles', value: type },
    entry: [
      {
        ...composition!,
        resource: {
          ...(composition!.resource as Resource & { resourceType: 'Composition' }),
          identifier: { system: 'https://hip.example.in/documents', value: type },
          type: { coding: [{ system: 'http://snomed.info/sct', code, display }] },
          title: display,
          encounter: parts.includes('encounter' as never) ? ref(ID.encounter) : undefined,
          section: [{ title: display, entry: [...kept].map((reference) => ({ reference })) }],
        },
      },
      patientEntry!,
      ...rest.filter(({ fullUrl }) => kept.has(fullUrl!)),
    ],
  };
}
