import type { Resource } from '@medplum/fhirtypes';
import { updatePersonalInfoRequestSchema } from '@sehat/shared';
import { invalid } from '../../errors/domain-errors.js';
import { getPersonalInfo, savePersonalInfo } from '../personal-info/index.js';
import { conceptText, resourceKey, type BundleIndex } from './fhir-bundle-index.js';
import { AlreadyImported, type ImportPlan } from './import-items.js';

type ListField = 'allergies' | 'chronic_conditions';

const same = (a: string, b: string) => a.localeCompare(b, 'en-IN', { sensitivity: 'base' }) === 0;

/**
 * Allergies and chronic conditions from a Bundle into the patient's personal info
 * (docs/decisions/058-importing-fhir.md#profile-details): each `AllergyIntolerance`, and each `Condition` no
 * medical record took (Sehat's export writes a chronic condition as one outside any visit), by its words, is
 * added to the list unless the list holds it already (compared without case: skipped as already imported);
 * nothing on the profile is removed or replaced. A list the personal-info schema refuses (more than 20, an
 * entry past 60 characters) skips that entry as refused. Run after `recordItems`.
 */
export function profileItems(index: BundleIndex, plan: ImportPlan): void {
  const fieldOf = (resource: Resource): ListField | undefined =>
    resource.resourceType === 'AllergyIntolerance'
      ? 'allergies'
      : resource.resourceType === 'Condition'
        ? 'chronic_conditions'
        : undefined;
  for (const { resource, fullUrl } of index.entries) {
    const field = fieldOf(resource);
    if (!field || plan.used.has(resource)) continue;
    const code =
      resource.resourceType === 'AllergyIntolerance' || resource.resourceType === 'Condition'
        ? resource.code
        : undefined;
    const words = conceptText(code);
    if (!words) continue;
    plan.used.add(resource);
    plan.items.push({
      resourceType: resource.resourceType,
      key: resourceKey(resource, fullUrl),
      kind: field,
      files: [],
      adds: { [field]: 1 },
      write: async (tx, _files, context) => {
        const info = await getPersonalInfo(tx, context.patientId, context.now, context.timeZone);
        const list = info[field];
        if (list.some((entry) => same(entry, words))) throw new AlreadyImported();
        const parsed = updatePersonalInfoRequestSchema.safeParse({ [field]: [...list, words] });
        if (!parsed.success)
          throw invalid(
            field === 'allergies' ? 'personalInfo.allergiesTooMany' : 'personalInfo.conditionsTooMany',
          );
        await savePersonalInfo(tx, context.patientId, parsed.data, context.now, context.timeZone);
      },
    });
  }
}
