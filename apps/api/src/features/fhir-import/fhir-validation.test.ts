import { describe, expect, it } from 'vitest';
import { DomainError } from '../../errors/domain-errors.js';
import { checkedBundle } from './fhir-validation.js';

// Each test file has its own module registry: the first call below is this process's first use of the
// validator, which imports medplum and indexes the R4 definitions then, not at start (decision 058).
describe('checkedBundle, the validator loaded on first use', () => {
  it('validates R4 on its first calls, made at once: an invalid Bundle is refused, a valid one kept', async () => {
    const invalid = {
      resourceType: 'Bundle',
      type: 'collection',
      // An Observation needs a status: not valid R4.
      entry: [{ resource: { resourceType: 'Observation', code: { text: 'x' } } }],
    };
    const valid = {
      resourceType: 'Bundle',
      type: 'collection',
      entry: [
        { resource: { resourceType: 'Observation', status: 'final', code: { text: 'x' } } },
        { resource: { resourceType: 'SpaceshipLog' } },
      ],
    };
    const [refused, kept] = await Promise.allSettled([checkedBundle(invalid), checkedBundle(valid)]);
    expect(refused.status).toBe('rejected');
    const error = (refused as PromiseRejectedResult).reason as DomainError;
    expect(error).toBeInstanceOf(DomainError);
    expect(error.key).toBe('fhirImport.invalidBundle');
    expect(kept.status).toBe('fulfilled');
    const { bundle, skipped } = (kept as PromiseFulfilledResult<Awaited<ReturnType<typeof checkedBundle>>>)
      .value;
    expect(bundle.entry?.map((entry) => entry.resource?.resourceType)).toEqual(['Observation']);
    expect(skipped).toEqual([{ resourceType: 'SpaceshipLog', reason: 'unknownType' }]);
  });
});
