import type { Coverage, Extension, Organization } from '@medplum/fhirtypes';
import { INSURERS, OTHER_PAYER, payerName, TPAS } from '@sehat/shared';
import { coded, ref, SYSTEMS } from './fhir-codes.js';
import type { Entry } from './fhir-clinical.js';
import type { PatientRows } from './export.repository.js';

type PolicyRow = PatientRows['policies'][number];

/** How Sehat's policy types read in the bundle (the type's coding is the health plan's ActCode). */
export const POLICY_TYPE_TEXT: Record<string, string> = {
  individual: 'Individual health insurance',
  family_floater: 'Family floater health insurance',
  group: 'Group (employer) health insurance',
  top_up: 'Top-up health insurance',
  super_top_up: 'Super top-up health insurance',
};

/** One insurer's `Organization` (a payer), shared by every period with it: its list code, or the typed name. */
function insurerKey(row: PolicyRow): string {
  return row.insurer === 'other' ? `other:${row.insurerOther ?? ''}` : row.insurer;
}

/**
 * A policy's TPA and its helpline as Sehat's `sehatPolicyTpa` and `sehatPolicyTpaHelpline` extensions: a TPA
 * of the list as a coding of `sehatTpa`, one typed by the patient ('other') as its name; none when not given.
 */
function tpaExtensions(row: PolicyRow): Extension[] {
  const name = row.tpa ? TPAS[row.tpa] : undefined;
  const tpa: Extension[] =
    row.tpa === OTHER_PAYER
      ? row.tpaOther
        ? [{ url: SYSTEMS.sehatPolicyTpa, valueString: row.tpaOther }]
        : []
      : row.tpa
        ? [
            {
              url: SYSTEMS.sehatPolicyTpa,
              valueCoding: { system: SYSTEMS.sehatTpa, code: row.tpa, ...(name ? { display: name } : {}) },
            },
          ]
        : [];
  const helpline = row.tpaHelpline
    ? [{ url: SYSTEMS.sehatPolicyTpaHelpline, valueString: row.tpaHelpline }]
    : [];
  return [...tpa, ...helpline];
}

/**
 * The other family members a period covers as Sehat's `sehatPolicyMember` extensions: name and birth date
 * (one without a name in their profile cannot be found again, and is left out).
 */
function memberExtensions(row: PolicyRow, members: PatientRows['policyMembers']): Extension[] {
  return members
    .filter((member) => member.policyId === row.id && member.name)
    .map((member) => ({
      url: SYSTEMS.sehatPolicyMember,
      extension: [
        { url: 'name', valueString: member.name! },
        ...(member.birthDate ? [{ url: 'birthDate', valueDate: member.birthDate }] : []),
      ],
    }));
}

/**
 * The patient's insurance policy periods (docs/decisions/053-insurance-policies.md) as FHIR R4 `Coverage`s, each
 * with its insurer as the `payor` `Organization` (one per insurer): the policy number as identifier and
 * subscriber id, the plan as a coverage class, the period, the patient as beneficiary; the TPA, its
 * helpline and the other members covered as Sehat extensions. A renewal names the period it follows in its text; the sum insured (as the patient entered it) is said there too, as
 * R4's Coverage has no element for it.
 */
export function coverageEntries(rows: PatientRows, patientUuid: string, newId: () => string): Entry[] {
  const insurers = new Map<string, { id: string; row: PolicyRow }>();
  for (const row of rows.policies)
    if (!insurers.has(insurerKey(row))) insurers.set(insurerKey(row), { id: newId(), row });

  const organizations: Entry[] = [...insurers.entries()].map(([key, { id, row }]) => {
    const resource: Organization = {
      resourceType: 'Organization',
      id,
      ...(row.insurer === 'other' ? {} : { identifier: [{ system: SYSTEMS.sehatInsurer, value: key }] }),
      active: true,
      type: [coded('http://terminology.hl7.org/CodeSystem/organization-type', 'pay', 'Payer')],
      name: payerName(INSURERS, row.insurer, row.insurerOther) ?? row.insurer,
      ...(row.insurerHelpline ? { telecom: [{ system: 'phone', value: row.insurerHelpline }] } : {}),
    };
    return { uuid: id, resource };
  });

  const coverages: Entry[] = rows.policies.map((row) => {
    const payor = insurers.get(insurerKey(row))!;
    const extension = [...tpaExtensions(row), ...memberExtensions(row, rows.policyMembers)];
    const resource: Coverage = {
      resourceType: 'Coverage',
      id: row.id,
      ...(extension.length > 0 ? { extension } : {}),
      identifier: [{ system: SYSTEMS.sehatPolicyNumber, value: row.policyNumber }],
      status: 'active',
      type: {
        coding: [{ system: SYSTEMS.actCode, code: 'HIP', display: 'health insurance plan policy' }],
        text: POLICY_TYPE_TEXT[row.policyType] ?? row.policyType,
      },
      subscriberId: row.policyNumber,
      beneficiary: ref(patientUuid),
      period: { start: row.startDate, end: row.endDate },
      payor: [ref(payor.id)],
      ...(row.planName
        ? {
            class: [
              {
                type: coded('http://terminology.hl7.org/CodeSystem/coverage-class', 'plan', 'Plan'),
                value: row.planName,
                name: row.planName,
              },
            ],
          }
        : {}),
      text: {
        status: 'generated',
        div: `<div xmlns="http://www.w3.org/1999/xhtml">${escapeXml(summary(row))}</div>`,
      },
    };
    return { uuid: row.id, resource };
  });
  return [...organizations, ...coverages];
}

/** The period's narrative: the sum insured as entered, and the period it renewed. */
function summary(row: PolicyRow): string {
  const sum = `Sum insured INR ${Number(row.sumInsured)} (as entered by the patient).`;
  return row.previousId ? `${sum} Renews the period ${row.previousId}.` : sum;
}

const escapeXml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!,
  );

/** A claim's coverage: its policy period in the bundle, else the policy number it names. */
export function claimCoverage(
  policyId: string | null,
  policyNumber: string | null,
  policies: PatientRows['policies'],
) {
  if (policyId && policies.some((p) => p.id === policyId)) return ref<Coverage>(policyId);
  return { display: policyNumber ? `Policy ${policyNumber}` : 'Health insurance' };
}
