import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeNominatim, type FakeNominatim } from './fake-nominatim.js';
import { GeocoderError, createReverseGeocoder } from './reverse-geocoder.js';

let fake: FakeNominatim;
beforeAll(async () => {
  fake = await startFakeNominatim();
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.mode = 'ok';
  fake.requests.length = 0;
});

const make = (over: Partial<Parameters<typeof createReverseGeocoder>[0]> = {}) =>
  createReverseGeocoder({
    baseUrl: fake.url,
    userAgent: 'Sehat/0.1 (test)',
    intervalMs: 50,
    timeoutMs: 300,
    ...over,
  });

describe('createReverseGeocoder', () => {
  it('asks /reverse with format json, addressdetails=1 and the User-Agent, and matches our lists', async () => {
    fake.address = { town: 'Leh', state: 'Ladakh' };
    const result = await make().reverse(34.1526, 77.5771);
    expect(result).toEqual({ state: 'Ladakh', city: 'Leh', address_state: 'Ladakh', address_city: 'Leh' });
    const req = fake.requests[0]!;
    expect(Object.fromEntries(req.query)).toMatchObject({
      format: 'json',
      lat: '34.1526',
      lon: '77.5771',
      addressdetails: '1',
    });
    expect(req.userAgent).toBe('Sehat/0.1 (test)');
  });

  it('caches by rounded coordinates and shares one request between concurrent lookups', async () => {
    const geocoder = make();
    await Promise.all([geocoder.reverse(12.97161, 77.59461), geocoder.reverse(12.97162, 77.59462)]);
    await geocoder.reverse(12.9716, 77.5946);
    expect(fake.requests).toHaveLength(1);
  });

  it('sends at most one request per interval', async () => {
    const geocoder = make({ intervalMs: 200 });
    await Promise.all([geocoder.reverse(10, 70), geocoder.reverse(11, 71), geocoder.reverse(12, 72)]);
    const [a, b, c] = fake.requests.map((r) => r.at);
    expect(b! - a!).toBeGreaterThanOrEqual(180);
    expect(c! - b!).toBeGreaterThanOrEqual(180);
  });

  it('refuses new lookups when the queue is full', async () => {
    const geocoder = make({ intervalMs: 1000, maxQueue: 1 });
    const first = geocoder.reverse(1, 1);
    const second = geocoder.reverse(2, 2);
    await expect(geocoder.reverse(3, 3)).rejects.toMatchObject({ reason: 'busy' });
    await Promise.all([first, second]);
  });

  it('gives all nulls when the answer has no address', async () => {
    fake.mode = 'no-address';
    expect(await make().reverse(0, -30)).toEqual({
      state: null,
      city: null,
      address_state: null,
      address_city: null,
    });
  });

  it.each([
    ['error500', 'http'],
    ['garbage', 'garbage'],
    ['hang', 'timeout'],
  ] as const)('throws a GeocoderError on %s and does not cache it', async (mode, reason) => {
    fake.mode = mode;
    const geocoder = make();
    const failure = await geocoder.reverse(20, 80).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(GeocoderError);
    expect(failure).toMatchObject({ reason });
    fake.mode = 'ok';
    fake.address = { city: 'Chennai', state: 'Tamil Nadu' };
    expect(await geocoder.reverse(20, 80)).toMatchObject({ state: 'Tamil Nadu', city: 'Chennai' });
  });

  it('reports an unreachable geocoder', async () => {
    const geocoder = createReverseGeocoder({ baseUrl: 'http://127.0.0.1:9', userAgent: 'x', intervalMs: 10 });
    await expect(geocoder.reverse(1, 1)).rejects.toMatchObject({ reason: 'network' });
  });
});
