import { englishMessage } from '@sehat/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, TEST_BASE_URL, type TestApp } from '../test/app.js';
import { randomIp, signUpPatient, TEST_PASSWORD, uniqueEmail, type TestPatient } from '../test/client.js';
import { originRefusedMessage } from './origin-check.js';

let t: TestApp;
let patient: TestPatient;
beforeAll(async () => {
  t = await buildTestApp({ env: { TRUSTED_ORIGINS: 'https://partner.example.org' } });
  patient = await signUpPatient(t.app);
});
afterAll(() => t.close());

const CLINIC = {
  name: 'Sunrise Family Clinic',
  phone: '+91 98765 43210',
  email: 'sunrise@example.com',
  address: '5 Residency Road',
  state: 'Karnataka',
  city: 'Bengaluru',
};
const REFUSED = {
  error: {
    code: 'INVALID_ORIGIN',
    key: 'request.otherOrigin',
    values: { address: TEST_BASE_URL },
    message: englishMessage(originRefusedMessage(TEST_BASE_URL)),
  },
};

/** POST /api/clinics as the signed-in patient with exactly these origin headers. */
function createClinic(headers: Record<string, string>) {
  return t.app.inject({
    method: 'POST',
    url: '/api/clinics',
    remoteAddress: patient.client.ip,
    headers: { cookie: patient.client.cookieHeader, ...headers },
    payload: CLINIC,
  });
}

async function clinicCount() {
  return (await patient.client.get('/api/clinics')).json<{ total: number }>().total;
}

describe('CSRF: Origin, then Fetch Metadata, on every mutating /api request (docs/decisions/009-csrf-origin-check.md)', () => {
  it('refuses a cross-site POST with a foreign Origin: 403 envelope, nothing created', async () => {
    const before = await clinicCount();
    for (const origin of ['https://evil.example', 'null', 'http://localhost:3000.evil.example', 'garbage']) {
      const response = await createClinic({ origin });
      expect(response.statusCode, origin).toBe(403);
      expect(response.json()).toEqual(REFUSED);
    }
    expect(await clinicCount()).toBe(before);
  });

  it('refuses PATCH and DELETE the same way, before the session or the body is read', async () => {
    for (const [method, url] of [
      ['PATCH', '/api/personal-info'],
      ['DELETE', '/api/medical-records/x/files/y'],
      ['PUT', '/api/clinics'],
    ] as const) {
      const response = await t.app.inject({ method, url, headers: { origin: 'https://evil.example' } });
      expect(response.statusCode, `${method} ${url}`).toBe(403);
    }
  });

  it('refuses a request without Origin whose Sec-Fetch-Site is cross-site or same-site', async () => {
    for (const site of ['cross-site', 'same-site']) {
      const response = await createClinic({ 'sec-fetch-site': site });
      expect(response.statusCode, site).toBe(403);
      expect(response.json()).toEqual(REFUSED);
    }
  });

  it("accepts the app's own origin, a TRUSTED_ORIGINS entry, and same-origin fetch metadata", async () => {
    const allowed: Record<string, string>[] = [
      { origin: TEST_BASE_URL },
      { origin: 'https://partner.example.org' },
      { origin: TEST_BASE_URL, 'sec-fetch-site': 'same-origin' },
      { 'sec-fetch-site': 'same-origin' },
      { 'sec-fetch-site': 'none' },
    ];
    for (const headers of allowed) {
      const response = await createClinic(headers);
      expect(response.statusCode, JSON.stringify(headers)).toBe(201);
    }
  });

  it('takes `Origin: null` (a form on a no-referrer page) only with same-origin fetch metadata', async () => {
    const before = await clinicCount();
    for (const site of [undefined, 'cross-site', 'same-site']) {
      const headers: Record<string, string> = { origin: 'null' };
      if (site) headers['sec-fetch-site'] = site;
      const response = await createClinic(headers);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual(REFUSED);
    }
    expect(await clinicCount()).toBe(before);
    expect((await createClinic({ origin: 'null', 'sec-fetch-site': 'same-origin' })).statusCode).toBe(201);
  });

  it('lets a client with neither header through (not a browser: decision 009)', async () => {
    expect((await createClinic({})).statusCode).toBe(201);
  });

  it('never refuses a GET, whatever its origin', async () => {
    const response = await patient.client.get('/api/clinics', {
      headers: { origin: 'https://evil.example' },
    });
    expect(response.statusCode).toBe(200);
  });

  it('guards sign-in too, naming the address to open in the message better-auth’s client shows', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      remoteAddress: randomIp(),
      headers: { origin: 'http://192.168.1.20:3000' },
      payload: { name: 'Asha', email: uniqueEmail(), password: TEST_PASSWORD },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(
      `Sehat does not accept requests from this address. Open ${TEST_BASE_URL} instead.`,
    );
  });
});

describe('with BASE_URL unset, the loopback spellings of the default address (docs/decisions/012-newcomer-defaults.md)', () => {
  let local: TestApp;
  beforeAll(async () => {
    local = await buildTestApp({ env: { BASE_URL: '', PORT: '3000' } });
  });
  afterAll(() => local.close());

  it.each(['http://localhost:3000', 'http://127.0.0.1:3000', 'http://[::1]:3000'])(
    'signs up from %s (our check and better-auth’s)',
    async (origin) => {
      const response = await local.app.inject({
        method: 'POST',
        url: '/api/auth/sign-up/email',
        remoteAddress: randomIp(),
        headers: { origin },
        payload: { name: 'Asha', email: uniqueEmail(), password: TEST_PASSWORD },
      });
      expect(response.statusCode).toBe(200);
    },
  );

  it('still refuses another port or a LAN address', async () => {
    for (const origin of ['http://127.0.0.1:3001', 'http://192.168.1.20:3000']) {
      const response = await local.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        remoteAddress: randomIp(),
        headers: { origin },
        payload: { email: uniqueEmail(), password: TEST_PASSWORD },
      });
      expect(response.statusCode, origin).toBe(403);
    }
  });
});
