import { LOCATION_MESSAGES } from '@sehat/shared';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { signUpPatient, type TestPatient } from '../../test/client.js';
import { startFakeNominatim, type FakeNominatim } from './fake-nominatim.js';

let fake: FakeNominatim;
let t: TestApp;
let patient: TestPatient;
beforeAll(async () => {
  fake = await startFakeNominatim();
  t = await buildTestApp({ env: { NOMINATIM_URL: fake.url } });
  patient = await signUpPatient(t.app);
});
afterAll(async () => {
  await t.close();
  await fake.close();
});
beforeEach(() => {
  fake.mode = 'ok';
  fake.requests.length = 0;
});

let lat = 10;
/** A fresh position each call, so no answer comes from the cache. */
const freshQuery = () => {
  lat += 0.1;
  return `lat=${lat.toFixed(1)}&lon=77.5`;
};

describe('GET /api/geocode/reverse', () => {
  it('proxies Nominatim with our User-Agent and answers our state and city', async () => {
    fake.address = { city: 'Bangalore', state: 'Karnataka' };
    const res = await patient.client.get('/api/geocode/reverse?lat=12.9716&lon=77.5946');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      state: 'Karnataka',
      city: 'Bengaluru',
      address_state: 'Karnataka',
      address_city: 'Bangalore',
    });
    const req = fake.requests[0]!;
    expect(Object.fromEntries(req.query)).toMatchObject({
      format: 'json',
      lat: '12.9716',
      lon: '77.5946',
      addressdetails: '1',
    });
    expect(req.userAgent).toMatch(/^Sehat\/0\.1 \(personal health record; contact: .+\)$/);
  });

  it('answers nulls for a place outside our lists or without an address', async () => {
    fake.address = { city: 'Munich', state: 'Bavaria' };
    expect((await patient.client.get(`/api/geocode/reverse?${freshQuery()}`)).json()).toMatchObject({
      state: null,
      city: null,
      address_state: 'Bavaria',
    });
    fake.mode = 'no-address';
    expect((await patient.client.get(`/api/geocode/reverse?${freshQuery()}`)).json()).toEqual({
      state: null,
      city: null,
      address_state: null,
      address_city: null,
    });
  });

  it('serves a repeated position from the cache', async () => {
    await patient.client.get('/api/geocode/reverse?lat=20.5&lon=78.9');
    await patient.client.get('/api/geocode/reverse?lat=20.5001&lon=78.9001');
    expect(fake.requests).toHaveLength(1);
  });

  it('sends Nominatim at most one request per second', async () => {
    await Promise.all([
      patient.client.get(`/api/geocode/reverse?${freshQuery()}`),
      patient.client.get(`/api/geocode/reverse?${freshQuery()}`),
    ]);
    const [a, b] = fake.requests.map((r) => r.at);
    expect(b! - a!).toBeGreaterThanOrEqual(950);
  });

  it.each(['lat=200&lon=77', 'lat=abc&lon=77', 'lat=12&lon=-181', 'lat=&lon=77', 'lat=12'])(
    '400s a bad position (%s) without calling Nominatim',
    async (query) => {
      const res = await patient.client.get(`/api/geocode/reverse?${query}`);
      expect(res.statusCode).toBe(400);
      expect(res.json<{ error: { code: string } }>().error.code).toBe('VALIDATION_ERROR');
      expect(fake.requests).toHaveLength(0);
    },
  );

  it.each(['error500', 'garbage', 'hang'] as const)(
    "502s 'Failed to fetch location data' on %s",
    async (mode) => {
      fake.mode = mode;
      const res = await patient.client.get(`/api/geocode/reverse?${freshQuery()}`);
      expect(res.statusCode).toBe(502);
      expect(res.json()).toEqual({
        error: {
          code: 'GEOCODER_FAILED',
          key: 'location.geocodeFailed',
          message: LOCATION_MESSAGES.geocodeFailed,
        },
      });
    },
  );

  it('needs a session', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/geocode/reverse?lat=1&lon=1' });
    expect(res.statusCode).toBe(401);
  });
});
