import type { Appointment, Claim, DocumentReference, Organization } from '@medplum/fhirtypes';
import { coded, ref, SYSTEMS, text } from './fhir-codes.js';
import type { Entry } from './fhir-clinical.js';
import type { PatientRows } from './export.repository.js';
import { archivePaths, fileId } from './archive-paths.js';
import { claimCoverage } from './fhir-coverage.js';

type VisitRow = PatientRows['appointments'][number];
type ClaimRow = PatientRows['claims'][number];
type FileRow = PatientRows['files'][number];

/** The patient's own clinics (docs/product.md#clinics) as `Organization`s, identified by their clinic ID. */
export function clinicEntries(rows: PatientRows): Entry[] {
  return rows.clinics.map((clinic) => {
    const resource: Organization = {
      resourceType: 'Organization',
      id: clinic.id,
      identifier: [{ system: SYSTEMS.sehatClinicId, value: clinic.clinicId }],
      active: true,
      type: [coded('http://terminology.hl7.org/CodeSystem/organization-type', 'prov', 'Healthcare Provider')],
      name: clinic.name,
      telecom: [
        { system: 'phone', value: clinic.phone },
        { system: 'email', value: clinic.email },
      ],
      address: [{ text: clinic.address, city: clinic.city, state: clinic.state, country: 'IN' }],
    };
    return { uuid: clinic.id, resource };
  });
}

/** India Standard Time's offset: visit dates and times are the patient's wall clock (decision 003). */
const IST_OFFSET = '+05:30';

/** `booked` while upcoming, `cancelled`, or `fulfilled` once completed (FHIR appointmentstatus). */
function appointmentStatus(status: string): Appointment['status'] {
  if (status === 'cancelled') return 'cancelled';
  if (status === 'completed') return 'fulfilled';
  return 'booked';
}

/**
 * A visit or booked appointment (docs/product.md#visits) as an `Appointment`. FHIR wants start and end together;
 * a visit with a time gets a 30-minute slot from it, one without a time spans its whole day (IST).
 */
function appointment(visit: VisitRow, patientUuid: string): Appointment {
  const time = visit.visitTime?.slice(0, 8);
  const start = `${visit.visitDate}T${time ?? '00:00:00'}${IST_OFFSET}`;
  const end = time
    ? new Date(Date.parse(start) + 30 * 60_000).toISOString()
    : `${visit.visitDate}T23:59:59${IST_OFFSET}`;
  return {
    resourceType: 'Appointment',
    id: visit.id,
    status: appointmentStatus(visit.status),
    appointmentType: text(visit.appointmentType),
    ...(visit.notes ? { description: visit.notes } : {}),
    start,
    end,
    created: visit.createdAt.toISOString(),
    participant: [
      { actor: ref(patientUuid), status: 'accepted' },
      { actor: { display: visit.doctorName }, status: 'accepted' },
      { actor: { display: visit.hospitalName }, status: 'accepted' },
    ],
  };
}

export function appointmentEntries(rows: PatientRows, patientUuid: string): Entry[] {
  return rows.appointments.map((visit) => ({ uuid: visit.id, resource: appointment(visit, patientUuid) }));
}

/** Sehat's claim types as FHIR claim-type codes: a stay or surgery is institutional, medicines pharmacy. */
function claimType(type: string) {
  if (type === 'hospitalization' || type === 'surgery')
    return coded(SYSTEMS.claimType, 'institutional', 'Institutional');
  if (type === 'pharmacy') return coded(SYSTEMS.claimType, 'pharmacy', 'Pharmacy');
  return coded(SYSTEMS.claimType, 'professional', 'Professional');
}

/** The local id of a claim's hospital, contained in the Claim. */
const HOSPITAL_ID = 'hospital';

/** The hospital a claim names, as the Claim's contained `Organization`: its name, city and state. */
function hospital(row: ClaimRow): Organization {
  return {
    resourceType: 'Organization',
    id: HOSPITAL_ID,
    name: row.hospitalName,
    address: [{ city: row.city, state: row.state, country: 'IN' }],
  };
}

/**
 * An insurance claim (docs/product.md#insurance-claims) as a `Claim`: claim ID, hospital as provider (a contained
 * `Organization` with its city and state), the policy as
 * the coverage (its `Coverage` when the claim is made under a policy period kept in Sehat), the amount claimed in ₹ (INR) as total, the diagnosis as written. `Claim.status` is the
 * resource's own state (active); the insurer's pending/approved/rejected decision belongs to a
 * `ClaimResponse`, which Sehat cannot fill without the insurer's identity.
 */
function claim(row: ClaimRow, patientUuid: string, policies: PatientRows['policies']): Claim {
  const coverage = claimCoverage(row.policyId, row.policyNumber, policies);
  return {
    resourceType: 'Claim',
    id: row.id,
    identifier: [{ system: SYSTEMS.sehatClaimId, value: row.claimId }],
    status: 'active',
    type: claimType(row.claimType),
    subType: text(row.claimType),
    use: 'claim',
    patient: ref(patientUuid),
    created: row.claimDate,
    contained: [hospital(row)],
    provider: { reference: `#${HOSPITAL_ID}`, display: row.hospitalName },
    priority: coded(SYSTEMS.processPriority, 'normal', 'Normal'),
    insurance: [{ sequence: 1, focal: true, coverage }],
    ...(row.diagnosis ? { diagnosis: [{ sequence: 1, diagnosisCodeableConcept: text(row.diagnosis) }] } : {}),
    total: { value: Number(row.amount), currency: 'INR' },
  };
}

export function claimEntries(rows: PatientRows, patientUuid: string): Entry[] {
  return rows.claims.map((row) => ({ uuid: row.id, resource: claim(row, patientUuid, rows.policies) }));
}

/**
 * Each stored file as a `DocumentReference` (the patient's own file name as title, sniffed type, size in
 * bytes), linked to the record, report, claim or policy (e-card) that holds it; a claim's approved receipt
 * has the `type` `approved` of `sehatClaimFile` (its receipt none). `url` is the file's path inside the export
 * archive (`archivePaths`), percent-encoded.
 */
export function fileEntries(
  rows: PatientRows,
  patientUuid: string,
  holderOf: (file: FileRow) => string | undefined,
  newId: () => string,
): Entry[] {
  const paths = archivePaths(rows);
  const approved = new Set(rows.claims.map((claim) => claim.approvedReceiptFile));
  return rows.files.map((file) => {
    const id = newId();
    const holder = holderOf(file);
    const resource: DocumentReference = {
      resourceType: 'DocumentReference',
      id,
      status: 'current',
      ...(approved.has(file.key)
        ? { type: coded(SYSTEMS.sehatClaimFile, 'approved', 'Approved claim receipt') }
        : {}),
      subject: ref(patientUuid),
      date: file.createdAt.toISOString(),
      description: file.bucket,
      content: [
        {
          attachment: {
            contentType: file.contentType,
            title: file.name,
            size: file.sizeBytes,
            // A URL (FHIR `url`): the archive path, percent-encoded (spaces, Devanagari).
            url: paths.get(fileId(file))!.split('/').map(encodeURIComponent).join('/'),
            creation: file.createdAt.toISOString(),
          },
        },
      ],
      ...(holder ? { context: { related: [ref(holder)] } } : {}),
    };
    return { uuid: id, resource };
  });
}
