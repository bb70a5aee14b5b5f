import type { Coverage, DocumentReference, Organization, Resource } from '@medplum/fhirtypes';
import {
  INSURER_CODES,
  OTHER_PAYER,
  policyFieldsSchema,
  POLICY_LIMITS,
  schemeCardFieldsSchema,
  type PolicyFields,
  type PolicyFieldsInput,
  type SchemeCardFieldsInput,
} from '@sehat/shared';
import { POLICY_TYPE_TEXT, SYSTEMS } from '../export/index.js';
import { addCard } from '../government-schemes/index.js';
import { invalid } from '../../errors/domain-errors.js';
import { addPolicy } from '../insurance-policies/index.js';
import { dayOf, displayOf, resourceKey, type BundleIndex } from './fhir-bundle-index.js';
import { familyOf } from './fhir-import.repository.js';
import type { ImportPlan, InlineFile, WriteContext } from './import-items.js';

const ACT_CODE = 'http://terminology.hl7.org/CodeSystem/v3-ActCode';
const POLICY_TYPES_BY_TEXT = new Map(Object.entries(POLICY_TYPE_TEXT).map(([type, text]) => [text, type]));
/** Sehat's own export says a policy's sum insured in the Coverage's narrative (R4 has no element for it). */
const SUM_INSURED = /Sum insured INR (\d+)/;
/** …and a CGHS or ECHS card's wellness centre and city: "CGHS card, Wellness centre, City." */
const CARD_PLACE = /card, (.+)\.<\/div>$/;

/** A Coverage's `type` code in the ActCode system, if any ('HIP', 'PUBLICPOL'…). */
const actCodeOf = (coverage: Coverage) =>
  coverage.type?.coding?.find((coding) => coding.system === ACT_CODE)?.code;

/** A government scheme card: a public-healthcare Coverage (`PUBLICPOL`, as `fhir-schemes.ts` writes it). */
export const isSchemeCard = (coverage: Coverage) => actCodeOf(coverage) === 'PUBLICPOL';

/** The value of a Coverage's identifier of `system`, if any. */
const identifierOf = (coverage: Coverage, system: string) =>
  coverage.identifier?.find((identifier) => identifier.system === system)?.value?.trim() || undefined;

/** A policy's number: Sehat's policy-number identifier, else the subscriber id, else the first identifier. */
export const policyNumberOf = (coverage: Coverage) =>
  identifierOf(coverage, SYSTEMS.sehatPolicyNumber) ??
  (coverage.subscriberId?.trim() || coverage.identifier?.[0]?.value?.trim() || undefined);

/** The plan class (coverage-class `plan`) of a Coverage. */
const planOf = (coverage: Coverage) =>
  coverage.class?.find((item) => item.type?.coding?.some((coding) => coding.code === 'plan'));

/**
 * The inline file of the first DocumentReference in the Bundle that relates to `holder` (`context.related`)
 * and that `which` takes (any, when not given), for `bucket`; that DocumentReference is used. None when none
 * carries its bytes.
 */
export function relatedFile(
  index: BundleIndex,
  plan: ImportPlan,
  holder: Resource,
  bucket: InlineFile['bucket'],
  which: (document: DocumentReference) => boolean = () => true,
): InlineFile[] {
  for (const { resource } of index.entries) {
    if (resource.resourceType !== 'DocumentReference' || plan.used.has(resource)) continue;
    if (!which(resource)) continue;
    if (!(resource.context?.related ?? []).some((reference) => index.resolve(reference) === holder)) continue;
    const file = resource.content?.map((content) => index.fileOf(content.attachment, bucket)).find(Boolean);
    if (!file) continue;
    plan.used.add(resource);
    return [file];
  }
  return [];
}

/** The insurer as the policy form reads it: a code of the IRDAI list by Sehat's identifier, else its name as 'other'. */
function insurerFields(payor: Organization | undefined, display: string | undefined) {
  const code = payor?.identifier?.find((identifier) => identifier.system === SYSTEMS.sehatInsurer)?.value;
  if (code && (INSURER_CODES as readonly string[]).includes(code) && code !== 'other')
    return { insurer: code, insurer_other: null };
  const name = (payor?.name?.trim() || display)?.slice(0, POLICY_LIMITS.otherName);
  return { insurer: 'other', insurer_other: name ?? null };
}

/**
 * The TPA as the policy form reads it, from Sehat's `sehatPolicyTpa` and `sehatPolicyTpaHelpline`
 * extensions: a coding's code (the policies schema refuses one not on the list, and a coding without a code
 * as an 'other' without a name), or a name as 'other'.
 */
function tpaFields(coverage: Coverage) {
  const extensionOf = (url: string) => coverage.extension?.find((extension) => extension.url === url);
  const tpa = extensionOf(SYSTEMS.sehatPolicyTpa);
  const name = tpa?.valueString?.trim().slice(0, POLICY_LIMITS.otherName);
  return {
    tpa: tpa?.valueCoding ? (tpa.valueCoding.code ?? OTHER_PAYER) : name ? OTHER_PAYER : null,
    tpa_other: tpa?.valueCoding ? null : (name ?? null),
    tpa_helpline: extensionOf(SYSTEMS.sehatPolicyTpaHelpline)?.valueString ?? null,
  };
}

/**
 * A policy period's form fields from a Coverage: the insurer from its payor Organization (helpline its
 * phone), the number, the plan class, the type by the words the export writes (else individual), the sum
 * insured from the narrative, the period, the TPA (`tpaFields`); the patient alone as the member covered
 * (the other people of Sehat's policy-member extensions join when written: `withMembers`).
 */
function policyFields(coverage: Coverage, index: BundleIndex): PolicyFieldsInput {
  const payor = index.resolve(coverage.payor?.[0]);
  const organization = payor?.resourceType === 'Organization' ? payor : undefined;
  const plan = planOf(coverage);
  return {
    ...insurerFields(organization, displayOf(coverage.payor?.[0])),
    policy_number: policyNumberOf(coverage) ?? '',
    plan_name: plan?.name?.trim() || plan?.value?.trim() || null,
    policy_type: (POLICY_TYPES_BY_TEXT.get(coverage.type?.text ?? '') ??
      'individual') as PolicyFieldsInput['policy_type'],
    sum_insured: SUM_INSURED.exec(coverage.text?.div ?? '')?.[1] ?? '',
    start_date: dayOf(coverage.period?.start) ?? '',
    end_date: dayOf(coverage.period?.end) ?? '',
    insurer_helpline: organization?.telecom?.find((telecom) => telecom.system === 'phone')?.value ?? null,
    ...tpaFields(coverage),
  };
}

/** A person a policy covers besides its beneficiary, by Sehat's `sehatPolicyMember` extension. */
interface CoveredPerson {
  name: string | undefined;
  birthDate: string | undefined;
}

/** The other people a Coverage covers: each `sehatPolicyMember` extension's `name` and `birthDate`. */
function coveredPeople(coverage: Coverage): CoveredPerson[] {
  return (coverage.extension ?? [])
    .filter((extension) => extension.url === SYSTEMS.sehatPolicyMember)
    .map((extension) => {
      const part = (url: string) => extension.extension?.find((item) => item.url === url);
      return { name: part('name')?.valueString?.trim(), birthDate: part('birthDate')?.valueDate };
    });
}

/**
 * The policy's fields with its covered members: the importing patient and each person of the Coverage
 * found in the acting account's family by the same name and birth date (exactly, as the Family page shows
 * them); a person not found is left out and listed as `memberNotFound`. Checked again by the policies
 * schema (too many members → 400 `insurancePolicies.membersInvalid`, so the Coverage is skipped as refused).
 */
async function withMembers(
  tx: Parameters<typeof familyOf>[0],
  fields: PolicyFieldsInput,
  people: readonly CoveredPerson[],
  context: WriteContext,
): Promise<PolicyFields> {
  const family = await familyOf(tx, context.accountId);
  const ids = new Set([context.patientId]);
  for (const person of people) {
    const found = family.find(
      (member) =>
        person.name !== undefined &&
        member.name?.trim() === person.name &&
        member.birthDate === person.birthDate,
    );
    if (found) ids.add(found.id);
    else context.skip({ resourceType: 'Coverage', reason: 'memberNotFound' });
  }
  const checked = policyFieldsSchema.safeParse({ ...fields, member_ids: [...ids].join(',') });
  if (!checked.success) throw invalid('insurancePolicies.membersInvalid');
  return checked.data;
}

/** A scheme card's form fields from a PUBLICPOL Coverage, as `fhir-schemes.ts` writes one. */
function cardFields(coverage: Coverage): SchemeCardFieldsInput {
  const scheme = planOf(coverage)?.value ?? '';
  const [wellness, city] = (CARD_PLACE.exec(coverage.text?.div ?? '')?.[1] ?? '').split(/, (?=[^,]*$)/);
  return {
    scheme: (scheme.startsWith('state:') ? 'state' : scheme) as SchemeCardFieldsInput['scheme'],
    state: scheme.startsWith('state:') ? scheme.slice('state:'.length) : null,
    card_number: identifierOf(coverage, SYSTEMS.sehatSchemeCard) ?? coverage.subscriberId ?? '',
    family_id: identifierOf(coverage, SYSTEMS.sehatSchemeFamilyId) ?? null,
    beneficiary_id: identifierOf(coverage, SYSTEMS.sehatSchemeBeneficiaryId) ?? null,
    city: city ?? (wellness || null),
    wellness_centre: city ? wellness : null,
    valid_till: dayOf(coverage.period?.end) ?? null,
  };
}

/**
 * The identity of a policy period: a renewal keeps the policy number, so the period's start joins the
 * resource's identity (docs/decisions/058-importing-fhir.md).
 */
export const coverageKey = (coverage: Coverage, fullUrl: string | undefined) =>
  resourceKey(coverage, fullUrl, isSchemeCard(coverage) ? undefined : coverage.period?.start);

/**
 * Insurance policies and government scheme cards from a Bundle's Coverages (docs/decisions/058-importing-fhir.md):
 * a PUBLICPOL Coverage is a scheme card, any other a policy period; each checked by its feature's schema (a
 * bad PM-JAY number, a sum insured of ₹0 or one not stated: skipped as refused) and written by its service,
 * with the e-card or card file of an inline DocumentReference that relates to it; a policy covers the family
 * members found by `withMembers` too.
 */
export function coverageItems(index: BundleIndex, plan: ImportPlan): void {
  for (const { resource, fullUrl } of index.entries) {
    if (resource.resourceType !== 'Coverage' || plan.used.has(resource)) continue;
    plan.used.add(resource);
    const card = isSchemeCard(resource) ? schemeCardFieldsSchema.safeParse(cardFields(resource)) : undefined;
    const fields = card ? undefined : policyFields(resource, index);
    const policy = fields && policyFieldsSchema.safeParse(fields);
    if (card?.success === false || policy?.success === false) {
      plan.skipped.push({ resourceType: 'Coverage', reason: 'refused' });
      continue;
    }
    const payor = index.resolve(resource.payor?.[0]);
    if (payor?.resourceType === 'Organization') plan.used.add(payor);
    const item = {
      resourceType: 'Coverage',
      key: coverageKey(resource, fullUrl),
      files: relatedFile(index, plan, resource, 'claim-receipts'),
    };
    if (card?.data)
      plan.items.push({
        ...item,
        kind: 'scheme_cards',
        adds: { scheme_cards: 1 },
        write: (tx, stored, context) => addCard(tx, context.patientId, card.data, stored[0]),
      });
    else if (fields && policy?.data) {
      const people = coveredPeople(resource);
      plan.items.push({
        ...item,
        kind: 'insurance_policies',
        adds: { insurance_policies: 1 },
        write: async (tx, stored, context) => {
          const checked = people.length > 0 ? await withMembers(tx, fields, people, context) : policy.data;
          return addPolicy(tx, context, checked, stored[0]);
        },
      });
    }
  }
}
