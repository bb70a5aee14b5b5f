import { englishMessage } from '@sehat/shared';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeNominatim, type FakeNominatim } from '../features/geocode/fake-nominatim.js';
import { buildTestApp, type TestApp } from '../test/app.js';
import { signUpPatient, type TestPatient } from '../test/client.js';
import { PER_USER_LIMIT_MESSAGES, PER_USER_LIMITS } from './per-user-limits.js';

// The app's clock runs `offsetMs` ahead of real time; tests move it instead of waiting.
let offsetMs = 0;
let fake: FakeNominatim;
let t: TestApp;
beforeAll(async () => {
  fake = await startFakeNominatim();
  t = await buildTestApp({
    env: { NOMINATIM_URL: fake.url },
    now: () => new Date(Date.now() + offsetMs),
  });
});
beforeEach(() => {
  offsetMs = 0;
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

/** A multipart upload with no file: refused with 400 by the route, but it counts as an upload. */
function emptyUpload(patient: TestPatient) {
  const form = new FormData();
  form.append('note', 'no file');
  return patient.client.post('/api/profile/picture', form);
}

describe('per-patient rate limits on uploads and the geocoder (docs/decisions/014-guessing-and-rate-limits.md)', () => {
  it(`answers 429 with Retry-After past ${PER_USER_LIMITS.upload.max} uploads a minute, for that patient only`, async () => {
    const patient = await signUpPatient(t.app);
    for (let i = 0; i < PER_USER_LIMITS.upload.max; i++)
      expect((await emptyUpload(patient)).statusCode).toBe(400);

    const limited = await emptyUpload(patient);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      error: {
        code: 'TOO_MANY_REQUESTS',
        message: englishMessage(PER_USER_LIMIT_MESSAGES.upload),
        key: 'limits.upload',
      },
    });
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    // Other multipart routes share the same allowance.
    const record = new FormData();
    record.append('reason', 'x');
    expect((await patient.client.post('/api/medical-records', record)).statusCode).toBe(429);

    expect((await emptyUpload(await signUpPatient(t.app))).statusCode).toBe(400);

    offsetMs = 61_000;
    expect((await emptyUpload(patient)).statusCode).toBe(400);
  });

  it(`answers 429 with Retry-After past ${PER_USER_LIMITS.geocode.max} location lookups a minute`, async () => {
    fake.address = { city: 'Bangalore', state: 'Karnataka' };
    const patient = await signUpPatient(t.app);
    const lookup = () => patient.client.get('/api/geocode/reverse?lat=12.9716&lon=77.5946');
    for (let i = 0; i < PER_USER_LIMITS.geocode.max; i++) expect((await lookup()).statusCode).toBe(200);

    const limited = await lookup();
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.message).toBe(englishMessage(PER_USER_LIMIT_MESSAGES.geocode));
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);

    // A malformed position is refused before it is counted; others keep their own allowance.
    expect((await patient.client.get('/api/geocode/reverse?lat=abc&lon=1')).statusCode).toBe(400);
    const other = await signUpPatient(t.app);
    expect((await other.client.get('/api/geocode/reverse?lat=12.9716&lon=77.5946')).statusCode).toBe(200);

    offsetMs = 61_000;
    expect((await lookup()).statusCode).toBe(200);
  });

  it(`answers 429 past ${PER_USER_LIMITS.export.max} exports in 15 minutes, all three formats counted together`, async () => {
    const patient = await signUpPatient(t.app);
    const formats = ['/api/export/fhir', '/api/export/summary.pdf', '/api/export/archive.zip'];
    for (let i = 0; i < PER_USER_LIMITS.export.max; i++)
      expect((await patient.client.get(formats[i % formats.length]!)).statusCode).toBe(200);

    for (const url of formats) {
      const limited = await patient.client.get(url);
      expect(limited.statusCode).toBe(429);
      expect(limited.json().error.message).toBe(englishMessage(PER_USER_LIMIT_MESSAGES.export));
    }
    expect((await (await signUpPatient(t.app)).client.get(formats[0]!)).statusCode).toBe(200);

    offsetMs = 15 * 60_000 + 1_000;
    expect((await patient.client.get(formats[2]!)).statusCode).toBe(200);
  });
});
