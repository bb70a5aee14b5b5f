import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { signUpPatient, TestClient } from '../../test/client.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

/** A form navigation's headers, as a browser sends a click on Sign Out before the scripts have run. */
const FORM_NAVIGATION = {
  'content-type': 'application/x-www-form-urlencoded',
  'sec-fetch-mode': 'navigate',
  'sec-fetch-dest': 'document',
};

describe('POST /api/sign-out', () => {
  it('as an HTML form (before the scripts): ends the session on the server and lands on the landing page', async () => {
    const patient = await signUpPatient(t.app);
    const stolenCookie = patient.client.cookieHeader;
    const response = await patient.client.post('/api/sign-out', '', { headers: FORM_NAVIGATION });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/');
    expect(patient.client.cookies.has('sehat.session_token')).toBe(false);
    const replay = await t.app.inject({
      method: 'GET',
      url: '/api/dashboard',
      headers: { cookie: stolenCookie },
    });
    expect(replay.statusCode).toBe(401);
  });

  it('from the scripts: 204 and the session gone; again, with no session: 204 (nothing left to end)', async () => {
    const patient = await signUpPatient(t.app);
    const stolenCookie = patient.client.cookieHeader;
    const response = await patient.client.post('/api/sign-out');
    expect(response.statusCode).toBe(204);
    const replay = await t.app.inject({
      method: 'GET',
      url: '/api/dashboard',
      headers: { cookie: stolenCookie },
    });
    expect(replay.statusCode).toBe(401);
    const again = await new TestClient(t.app).post('/api/sign-out');
    expect(again.statusCode).toBe(204);
  });

  it('forgets the chosen family member, so the next account on this browser starts with its own patient', async () => {
    const patient = await signUpPatient(t.app);
    const response = await patient.client.post('/api/sign-out', '', {
      headers: { ...FORM_NAVIGATION, cookie: `${patient.client.cookieHeader}; sehat_patient=someone` },
    });
    expect(response.headers['set-cookie']).toEqual(
      expect.arrayContaining([expect.stringMatching(/^sehat_patient=; Max-Age=0/)]),
    );
  });

  it('refuses a form sent from another site, and the session lives on', async () => {
    const patient = await signUpPatient(t.app);
    const response = await patient.client.post('/api/sign-out', '', {
      headers: { ...FORM_NAVIGATION, origin: 'https://evil.example' },
    });
    expect(response.statusCode).toBe(403);
    expect((await patient.client.get('/api/dashboard')).statusCode).toBe(200);
  });
});
