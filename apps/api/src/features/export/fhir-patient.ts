import type {
  AllergyIntolerance,
  Condition,
  Identifier,
  Observation,
  Patient,
  RelatedPerson,
} from '@medplum/fhirtypes';
import { formatAbhaNumber, NOMINEE_GRANT_END } from '@sehat/shared';
import { coded, ref, SYSTEMS, text, ucumCode } from './fhir-codes.js';
import type { Entry } from './fhir-clinical.js';
import type { PatientRows } from './export.repository.js';

/**
 * The patient as a FHIR R4 `Patient`: Sehat's patient ID (`SEH-XXXXXXXX`) as an identifier, name, e-mail
 * and mobile number, date of birth when known. The ABHA number joins as an identifier when the patient has
 * recorded it (NRCeS Patient profile).
 */
export function patientResource(rows: PatientRows, patientUuid: string): Patient {
  const { profile, account } = rows;
  const name = profile?.fullName?.trim() || account.name;
  const given = profile?.firstName?.trim();
  const family = profile?.lastName?.trim();
  const identifier: Identifier[] = [];
  if (profile)
    identifier.push({
      type: coded(SYSTEMS.identifierType, 'MR', 'Medical record number'),
      system: SYSTEMS.sehatPatientId,
      value: profile.patientId,
    });
  // Self-declared, not verified with ABDM (decision 021).
  if (profile?.abhaNumber)
    identifier.push({
      type: text('ABHA number'),
      system: SYSTEMS.abha,
      value: formatAbhaNumber(profile.abhaNumber),
    });
  if (profile?.abhaAddress)
    identifier.push({ type: text('ABHA address'), system: SYSTEMS.abhaAddress, value: profile.abhaAddress });
  return {
    resourceType: 'Patient',
    id: patientUuid,
    identifier,
    name: [{ text: name, ...(family ? { family } : {}), ...(given ? { given: [given] } : {}) }],
    telecom: [
      { system: 'email', value: account.email, use: 'home' },
      ...(profile?.mobileNumber
        ? [{ system: 'phone' as const, value: profile.mobileNumber, use: 'mobile' as const }]
        : []),
    ],
    // Known only for a family member so far (asked when they are added); 'unknown' is left out.
    ...(rows.sex === 'unknown' ? {} : { gender: rows.sex as NonNullable<Patient['gender']> }),
    ...(profile?.dateOfBirth ? { birthDate: profile.dateOfBirth } : {}),
  };
}

/**
 * What the personal-info screen holds as vital-sign and blood-bank `Observation`s: blood group (LOINC 882-1
 * "ABO and Rh group"), height (8302-2, cm) and weight (29463-7, kg), dated the day the profile last changed,
 * tagged `personal-info` (`SYSTEMS.sehatSource`).
 */
export function personalInfoObservations(
  rows: PatientRows,
  patientUuid: string,
  newId: () => string,
): Entry[] {
  const profile = rows.profile;
  if (!profile) return [];
  const date = profile.updatedAt.toISOString();
  const base = (code: string, display: string): Observation => ({
    resourceType: 'Observation',
    id: newId(),
    // Tagged so that an import reads them as profile details, not as home readings of the same codes.
    meta: { tag: [{ system: SYSTEMS.sehatSource, code: 'personal-info', display: 'Personal info' }] },
    status: 'final',
    code: coded(SYSTEMS.loinc, code, display),
    subject: ref(patientUuid),
    effectiveDateTime: date,
  });
  const out: Observation[] = [];
  if (profile.bloodGroup)
    out.push({ ...base('882-1', 'ABO and Rh group'), valueCodeableConcept: text(profile.bloodGroup) });
  const measures = [
    ['8302-2', 'Body height', profile.heightCm, 'cm'],
    ['29463-7', 'Body weight', profile.weightKg, 'kg'],
  ] as const;
  for (const [code, display, value, unit] of measures) {
    if (value === null) continue;
    out.push({
      ...base(code, display),
      category: [coded(SYSTEMS.observationCategory, 'vital-signs', 'Vital Signs')],
      valueQuantity: { value: Number(value), unit, system: SYSTEMS.ucum, code: ucumCode(unit)! },
    });
  }
  return out.map((resource) => ({ uuid: resource.id!, resource }));
}

/** Each emergency contact as a `RelatedPerson` of the patient (relationship as the patient wrote it). */
export function emergencyContactEntries(rows: PatientRows, patientUuid: string): Entry[] {
  return rows.contacts.map((contact) => {
    const resource: RelatedPerson = {
      resourceType: 'RelatedPerson',
      id: contact.id,
      patient: ref(patientUuid),
      relationship: [text(contact.relationship)],
      name: [{ text: contact.name }],
      telecom: [
        { system: 'phone', value: contact.phone, use: 'mobile', rank: contact.position + 1 },
        ...(contact.email ? [{ system: 'email' as const, value: contact.email }] : []),
      ],
    };
    return { uuid: contact.id, resource };
  });
}

/**
 * Each caregiver holding an unrevoked grant (docs/decisions/051-caregivers.md) as a `RelatedPerson` of the
 * patient: their name and e-mail, the role as text ("Caregiver (viewer)"), and the grant's time as `period`,
 * without an end for a nominee's granted access, which has none (docs/decisions/060-nominee.md).
 */
export function caregiverEntries(rows: PatientRows, patientUuid: string): Entry[] {
  return rows.caregivers.map((caregiver) => {
    const resource: RelatedPerson = {
      resourceType: 'RelatedPerson',
      id: caregiver.id,
      patient: ref(patientUuid),
      relationship: [text(`Caregiver (${caregiver.role})`)],
      name: [{ text: caregiver.name }],
      telecom: [{ system: 'email', value: caregiver.email }],
      period: {
        start: caregiver.startsAt.toISOString(),
        ...(caregiver.expiresAt.toISOString() === NOMINEE_GRANT_END
          ? {}
          : { end: caregiver.expiresAt.toISOString() }),
      },
    };
    return { uuid: caregiver.id, resource };
  });
}

/**
 * The allergies the patient listed (docs/product.md#screens-added-since-the-first-version) as `AllergyIntolerance`s, and their
 * chronic conditions as problem-list `Condition`s; both active, in the patient's own words.
 */
export function allergyAndConditionEntries(
  rows: PatientRows,
  patientUuid: string,
  newId: () => string,
): Entry[] {
  const profile = rows.profile;
  if (!profile) return [];
  const active = (system: string) => coded(system, 'active', 'Active');
  const allergies = profile.allergies.map((allergy): AllergyIntolerance => ({
    resourceType: 'AllergyIntolerance',
    id: newId(),
    clinicalStatus: active(SYSTEMS.allergyClinicalStatus),
    code: text(allergy),
    patient: ref(patientUuid),
  }));
  const conditions = profile.chronicConditions.map((condition): Condition => ({
    resourceType: 'Condition',
    id: newId(),
    clinicalStatus: active(SYSTEMS.conditionClinicalStatus),
    category: [coded(SYSTEMS.conditionCategory, 'problem-list-item', 'Problem List Item')],
    code: text(condition),
    subject: ref(patientUuid),
  }));
  return [...allergies, ...conditions].map((resource) => ({ uuid: resource.id!, resource }));
}
