import type { Bundle, Patient, Resource } from '@medplum/fhirtypes';
import type { FhirSkipReason } from '@sehat/shared';
import { careItems } from './care-items.js';
import { claimItems } from './claim-items.js';
import { coverageItems } from './coverage-items.js';
import { BundleIndex, dayOf } from './fhir-bundle-index.js';
import type { ImportPlan } from './import-items.js';
import { labItems } from './lab-items.js';
import { medicineItems } from './medicine-items.js';
import { profileItems } from './profile-items.js';
import { readingItems } from './reading-items.js';
import { recordItems } from './record-items.js';

/** Resources that describe the Bundle itself or its subject: neither added nor listed as skipped. */
const CONTEXT_TYPES = new Set(['Patient', 'Composition']);

/** Why a resource no item used is skipped, by its type. */
function leftoverReason(resource: Resource): FhirSkipReason {
  switch (resource.resourceType) {
    case 'AllergyIntolerance':
    case 'Condition':
    case 'RelatedPerson':
      return 'profileDetails';
    case 'Observation':
      return 'outsideReport';
    case 'DocumentReference':
      return 'noFile';
    default:
      return 'notKept';
  }
}

/**
 * What a checked Bundle becomes (docs/decisions/058-importing-fhir.md): lab reports first (they take their
 * Observations and related documents), then policies and scheme cards (their e-cards), claims (after the
 * policies they refer to), medical records, allergies and chronic conditions (the personal info's lists), medicines and their doses (after the records that prescribed
 * them), vaccinations and visits, and home readings from the vital signs left; every other resource is
 * skipped with its reason. Items are written in this order. `today` is the patient's day (`yyyy-MM-dd`);
 * `files` are the export ZIP's entries the Bundle came in, by path (their attachments' `url`).
 */
export function planImport(
  bundle: Bundle,
  today: string,
  files?: ReadonlyMap<string, Buffer>,
): { plan: ImportPlan; index: BundleIndex } {
  const index = new BundleIndex(bundle, files);
  const plan: ImportPlan = { items: [], skipped: [], used: new Set() };
  labItems(index, plan, today);
  coverageItems(index, plan);
  claimItems(index, plan);
  recordItems(index, plan);
  profileItems(index, plan);
  medicineItems(index, plan);
  careItems(index, plan);
  readingItems(index, plan);
  for (const { resource } of index.entries) {
    if (plan.used.has(resource) || CONTEXT_TYPES.has(resource.resourceType)) continue;
    plan.skipped.push({ resourceType: resource.resourceType, reason: leftoverReason(resource) });
  }
  return { plan, index };
}

/** The Bundle's patient: the first Composition's subject, else the first Patient entry. */
export function bundlePatient(index: BundleIndex): { name: string | null; birthDate: string | null } {
  const composition = index.entries.find((entry) => entry.resource.resourceType === 'Composition')?.resource;
  const subject =
    composition?.resourceType === 'Composition' ? index.resolve(composition.subject) : undefined;
  const patient =
    (subject?.resourceType === 'Patient' ? subject : undefined) ??
    (index.entries.find((entry) => entry.resource.resourceType === 'Patient')?.resource as
      Patient | undefined);
  const name = patient?.name?.[0];
  const text = name?.text?.trim() || [...(name?.given ?? []), name?.family].filter(Boolean).join(' ').trim();
  return { name: text || null, birthDate: dayOf(patient?.birthDate) ?? null };
}

const normalName = (name: string) =>
  name
    .toLocaleLowerCase('en-IN')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/**
 * Whether a Bundle's patient is the patient it lands in: the names agree (case, spaces and punctuation
 * aside) and, when both are known, the birth dates too. A Bundle without a name is taken as theirs.
 */
export function samePatient(
  bundle: { name: string | null; birthDate: string | null },
  acting: { name: string | null; birthDate: string | null },
): boolean {
  if (bundle.name && acting.name && normalName(bundle.name) !== normalName(acting.name)) return false;
  if (bundle.birthDate && acting.birthDate && bundle.birthDate !== acting.birthDate) return false;
  return true;
}
