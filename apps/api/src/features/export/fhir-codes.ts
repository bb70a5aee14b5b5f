import type { CodeableConcept, Coding, Reference, Resource } from '@medplum/fhirtypes';

/**
 * Code systems and fixed codes the export uses (FHIR R4, hl7.org/fhir/R4/terminologies-systems.html; the
 * NRCeS (ABDM) profiles use the same systems).
 */
export const SYSTEMS = {
  loinc: 'http://loinc.org',
  ucum: 'http://unitsofmeasure.org',
  /** CDC vaccine codes (docs/decisions/055-vaccinations.md). */
  cvx: 'http://hl7.org/fhir/sid/cvx',
  actCode: 'http://terminology.hl7.org/CodeSystem/v3-ActCode',
  interpretation: 'http://terminology.hl7.org/CodeSystem/v3-ObservationInterpretation',
  observationCategory: 'http://terminology.hl7.org/CodeSystem/observation-category',
  diagnosticService: 'http://terminology.hl7.org/CodeSystem/v2-0074',
  claimType: 'http://terminology.hl7.org/CodeSystem/claim-type',
  processPriority: 'http://terminology.hl7.org/CodeSystem/processpriority',
  identifierType: 'http://terminology.hl7.org/CodeSystem/v2-0203',
  /** ABHA number and ABHA address, as the NRCeS Patient profile identifies them. */
  abha: 'https://healthid.abdm.gov.in',
  abhaAddress: 'https://healthid.abdm.gov.in/abha-address',
  allergyClinicalStatus: 'http://terminology.hl7.org/CodeSystem/allergyintolerance-clinical',
  conditionClinicalStatus: 'http://terminology.hl7.org/CodeSystem/condition-clinical',
  conditionCategory: 'http://terminology.hl7.org/CodeSystem/condition-category',
  /** Sehat's own identifiers (patient ID `SEH-XXXXXXXX`, clinic and claim IDs). */
  sehatPatientId: 'urn:sehat:patient-id',
  sehatClinicId: 'urn:sehat:clinic-id',
  sehatClaimId: 'urn:sehat:claim-id',
  /** An insurer of Sehat's IRDAI list, by its code, and a policy's number (docs/decisions/053-insurance-policies.md). */
  sehatInsurer: 'urn:sehat:insurer',
  sehatPolicyNumber: 'urn:sehat:policy-number',
  /** A government scheme card's number, family ID and ABHA-linked beneficiary ID (docs/decisions/056-government-schemes.md). */
  sehatSchemeCard: 'urn:sehat:scheme-card',
  sehatSchemeFamilyId: 'urn:sehat:scheme-family-id',
  sehatSchemeBeneficiaryId: 'urn:sehat:scheme-beneficiary-id',
  /** Tags what part of Sehat a resource comes from (`personal-info`: the profile's own measurements). */
  sehatSource: 'urn:sehat:source',
  /**
   * A Sehat extension on a `MedicationStatement`: the stock the patient counted (`count`, `countedOn`) and
   * `unitsPerDose`; R4 has no element for stock in hand (docs/decisions/058-importing-fhir.md).
   */
  sehatMedicineStock: 'urn:sehat:medicine-stock',
  /**
   * Sehat extensions on a policy's `Coverage`, as R4 has no element for a third-party administrator: the TPA
   * (`valueCoding` of `sehatTpa`, or `valueString` with the name of one not on the list) and the TPA's
   * helpline (`valueString`) (docs/decisions/058-importing-fhir.md).
   */
  sehatPolicyTpa: 'urn:sehat:policy-tpa',
  sehatPolicyTpaHelpline: 'urn:sehat:policy-tpa-helpline',
  /**
   * A Sehat extension on a policy's `Coverage` per other family member it covers (a Coverage names one
   * beneficiary): their `name` (valueString) and `birthDate` (valueDate), to be found in a family again.
   */
  sehatPolicyMember: 'urn:sehat:policy-member',
  /** Sehat's list of IRDAI-registered TPAs, by code (docs/decisions/053-insurance-policies.md). */
  sehatTpa: 'urn:sehat:tpa',
  /** A `DocumentReference`'s `type` `approved`: a claim's approved receipt (the claims API's `kind`). */
  sehatClaimFile: 'urn:sehat:claim-file',
} as const;

/** A concept with only the patient's own words. */
export function text(value: string): CodeableConcept {
  return { text: value };
}

/** A concept with one coding (and the same display as its text). */
export function coded(system: string, code: string, display: string): CodeableConcept {
  const coding: Coding = { system, code, display };
  return { coding: [coding], text: display };
}

/** A reference to a resource of this bundle, by its `urn:uuid:` full URL. */
export function ref<T extends Resource>(uuid: string, display?: string): Reference<T> {
  return display ? { reference: `urn:uuid:${uuid}`, display } : { reference: `urn:uuid:${uuid}` };
}

/** UCUM codes of the units the lab catalogue and the profile use, where they are plain UCUM. */
const UCUM: Record<string, string> = {
  '%': '%',
  'mg/dL': 'mg/dL',
  'g/dL': 'g/dL',
  'ng/mL': 'ng/mL',
  'pg/mL': 'pg/mL',
  'ng/dL': 'ng/dL',
  'U/L': 'U/L',
  'mmol/L': 'mmol/L',
  'µIU/mL': 'u[IU]/mL',
  'mIU/L': 'm[IU]/L',
  fL: 'fL',
  pg: 'pg',
  cm: 'cm',
  kg: 'kg',
};

/** The UCUM code of a unit written as labs in India write it, or undefined when it has none here. */
export function ucumCode(unit: string): string | undefined {
  return UCUM[unit.trim()];
}
