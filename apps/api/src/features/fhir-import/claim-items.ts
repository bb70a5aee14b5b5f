import type { Claim, DocumentReference, Organization } from '@medplum/fhirtypes';
import { CLAIM_TYPES, createClaimFieldsSchema } from '@sehat/shared';
import { fileClaim } from '../claims/index.js';
import { SYSTEMS } from '../export/index.js';
import { conceptText, dayOf, displayOf, resourceKey, type BundleIndex } from './fhir-bundle-index.js';
import { coverageKey, isSchemeCard, policyNumberOf, relatedFile } from './coverage-items.js';
import { importedRecordId } from './fhir-import.repository.js';
import type { ImportPlan } from './import-items.js';

/** FHIR claim-type codes as Sehat's claim types, when the sub-type does not name one. */
const TYPE_BY_CODE: Record<string, (typeof CLAIM_TYPES)[number]> = {
  institutional: 'hospitalization',
  pharmacy: 'pharmacy',
  professional: 'consultation',
};

/** The hospital a Claim names: its provider, when an Organization (contained, as Sehat exports it, or an entry). */
function hospitalOf(claim: Claim, index: BundleIndex): Organization | undefined {
  const reference = claim.provider?.reference;
  const found = reference?.startsWith('#')
    ? claim.contained?.find((resource) => `#${resource.id}` === reference)
    : index.resolve(claim.provider);
  return found?.resourceType === 'Organization' ? found : undefined;
}

/** The claim form's fields from a Claim: type, hospital and its city and state, ₹ total, date, diagnosis. */
function claimFields(claim: Claim, index: BundleIndex, policyNumber: string | undefined) {
  const subType = conceptText(claim.subType) ?? '';
  const code = claim.type?.coding?.[0]?.code ?? '';
  const hospital = hospitalOf(claim, index);
  const address = hospital?.address?.[0];
  const total = claim.total;
  return {
    claim_type: (CLAIM_TYPES as readonly string[]).includes(subType)
      ? subType
      : (TYPE_BY_CODE[code] ?? 'consultation'),
    hospital_name: hospital?.name ?? displayOf(claim.provider) ?? '',
    state: address?.state ?? '',
    city: address?.city ?? '',
    amount: total?.value !== undefined && (total.currency ?? 'INR') === 'INR' ? String(total.value) : '',
    claim_date: dayOf(claim.created) ?? '',
    diagnosis: conceptText(claim.diagnosis?.[0]?.diagnosisCodeableConcept) ?? null,
    policy_number: policyNumber ?? null,
  };
}

/** A claim's approved receipt: a DocumentReference of `type` `approved` of Sehat's `sehatClaimFile`. */
const isApprovedReceipt = (document: DocumentReference) =>
  Boolean(
    document.type?.coding?.some(
      (coding) => coding.system === SYSTEMS.sehatClaimFile && coding.code === 'approved',
    ),
  );

/**
 * Insurance claims from a Bundle's Claims (docs/decisions/058-importing-fhir.md), filed as pending through the
 * claims service (a new claim number; a date in the future is refused). A claim whose `insurance` names a
 * policy Coverage of the Bundle is linked to the policy that Coverage became, in this import or an earlier
 * one (its key remembers the row); the Coverage's number is kept as the claim's policy number either way.
 * Its receipt comes from an inline DocumentReference that relates to it, its approved receipt from one of
 * `type` approved (`isApprovedReceipt`); the claim is still filed as pending. Run after `coverageItems`.
 */
export function claimItems(index: BundleIndex, plan: ImportPlan): void {
  for (const { resource, fullUrl } of index.entries) {
    if (resource.resourceType !== 'Claim' || plan.used.has(resource)) continue;
    plan.used.add(resource);
    const insurance = resource.insurance?.find((item) => item.focal) ?? resource.insurance?.[0];
    const found = index.resolve(insurance?.coverage);
    const coverage = found?.resourceType === 'Coverage' && !isSchemeCard(found) ? found : undefined;
    const named = /^Policy (.+)$/.exec(displayOf(insurance?.coverage) ?? '')?.[1];
    const parsed = createClaimFieldsSchema.safeParse(
      claimFields(resource, index, coverage ? policyNumberOf(coverage) : named),
    );
    if (!parsed.success) {
      plan.skipped.push({ resourceType: 'Claim', reason: 'refused' });
      continue;
    }
    const policyKey = coverage ? coverageKey(coverage, index.entryOf(coverage)?.fullUrl) : undefined;
    plan.items.push({
      resourceType: 'Claim',
      key: resourceKey(resource, fullUrl),
      kind: 'claims',
      files: [
        ...relatedFile(index, plan, resource, 'claim-receipts', (document) => !isApprovedReceipt(document)),
        ...relatedFile(index, plan, resource, 'claim-receipts', isApprovedReceipt).map((file) => ({
          ...file,
          role: 'approved' as const,
        })),
      ],
      adds: { claims: 1 },
      write: async (tx, stored, context) => {
        const policyId = policyKey ? await importedRecordId(tx, context.patientId, policyKey) : undefined;
        const claims = { db: tx, fileSecret: context.fileSecret, now: () => context.now };
        const fields = { ...parsed.data, policy_id: policyId ?? null };
        const receipt = stored.find((file) => file.role === undefined);
        const approved = stored.find((file) => file.role === 'approved');
        return fileClaim(tx, claims, context.patientId, fields, receipt, context.timeZone, approved);
      },
    });
  }
}
