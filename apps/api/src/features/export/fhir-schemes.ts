import type { Coverage, Identifier, Organization } from '@medplum/fhirtypes';
import { CENTRAL_SCHEMES, schemeShortName, stateSchemeOf, type SchemeCode } from '@sehat/shared';
import { coded, ref, SYSTEMS } from './fhir-codes.js';
import type { Entry } from './fhir-clinical.js';
import type { PatientRows } from './export.repository.js';

type CardRow = PatientRows['schemeCards'][number];

/** Who pays a card's scheme: the central scheme's authority, or the state scheme by its state. */
function payorOf(row: CardRow): { key: string; name: string; site: string | null } {
  const scheme = row.scheme as SchemeCode;
  if (scheme !== 'state') {
    const central = CENTRAL_SCHEMES[scheme];
    return { key: central.payor, name: central.payor, site: central.site };
  }
  const state = row.state ? stateSchemeOf(row.state) : null;
  return {
    key: `state:${row.state ?? ''}`,
    name: state ? `${state.name}, ${row.state}` : `State scheme, ${row.state ?? ''}`,
    site: state?.site ?? null,
  };
}

/**
 * The patient's government scheme cards (docs/decisions/056-government-schemes.md) as FHIR R4 `Coverage`s,
 * beside the policies' (`fhir-coverage.ts`): the card number as identifier and subscriber id (the family
 * ID and the ABHA-linked beneficiary ID as further identifiers), type ActCode PUBLICPOL, the scheme as a
 * plan class, the valid-till date as the period's end, the patient as beneficiary, and the scheme's
 * authority as the `payor` `Organization` (type payer, one per authority). A CGHS or ECHS card's city and
 * wellness centre are said in the narrative, as R4's Coverage has no element for them.
 */
export function schemeCoverageEntries(rows: PatientRows, patientUuid: string, newId: () => string): Entry[] {
  const payors = new Map<string, { id: string; name: string; site: string | null }>();
  for (const row of rows.schemeCards) {
    const payor = payorOf(row);
    if (!payors.has(payor.key)) payors.set(payor.key, { id: newId(), name: payor.name, site: payor.site });
  }
  const organizations: Entry[] = [...payors.values()].map(({ id, name, site }) => {
    const resource: Organization = {
      resourceType: 'Organization',
      id,
      active: true,
      type: [coded('http://terminology.hl7.org/CodeSystem/organization-type', 'pay', 'Payer')],
      name,
      ...(site ? { telecom: [{ system: 'url', value: site }] } : {}),
    };
    return { uuid: id, resource };
  });

  const coverages: Entry[] = rows.schemeCards.map((row) => {
    const payor = payors.get(payorOf(row).key)!;
    const name = schemeShortName({ scheme: row.scheme as SchemeCode, state: row.state });
    const identifier: Identifier[] = [
      { system: SYSTEMS.sehatSchemeCard, value: row.cardNumber },
      ...(row.familyId ? [{ system: SYSTEMS.sehatSchemeFamilyId, value: row.familyId }] : []),
      ...(row.beneficiaryId ? [{ system: SYSTEMS.sehatSchemeBeneficiaryId, value: row.beneficiaryId }] : []),
    ];
    const place = [row.wellnessCentre, row.city].filter(Boolean).join(', ');
    const resource: Coverage = {
      resourceType: 'Coverage',
      id: row.id,
      identifier,
      status: 'active',
      type: {
        coding: [{ system: SYSTEMS.actCode, code: 'PUBLICPOL', display: 'public healthcare' }],
        text: 'Government health scheme',
      },
      subscriberId: row.cardNumber,
      beneficiary: ref(patientUuid),
      ...(row.validTill ? { period: { end: row.validTill } } : {}),
      payor: [ref(payor.id)],
      class: [
        {
          type: coded('http://terminology.hl7.org/CodeSystem/coverage-class', 'plan', 'Plan'),
          value: row.scheme === 'state' ? `state:${row.state ?? ''}` : row.scheme,
          name,
        },
      ],
      text: {
        status: 'generated',
        div: `<div xmlns="http://www.w3.org/1999/xhtml">${escapeXml(
          place ? `${name} card, ${place}.` : `${name} card.`,
        )}</div>`,
      },
    };
    return { uuid: row.id, resource };
  });
  return [...organizations, ...coverages];
}

const escapeXml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!,
  );
