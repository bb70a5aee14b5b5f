import { LANGUAGE_CHOSEN_COOKIE, LANGUAGE_COOKIE } from '@sehat/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, TEST_BASE_URL, type TestApp } from '../../test/app.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

/** The landing page's form, as a browser without scripts sends it. */
function postForm(payload: string, origin = TEST_BASE_URL) {
  return t.app.inject({
    method: 'POST',
    url: '/api/language',
    headers: { origin, 'content-type': 'application/x-www-form-urlencoded' },
    payload,
  });
}

describe('POST /api/language (the language switch before scripts)', () => {
  it('sets the language cookie for a year and the chosen flag, then sends the browser back to /', async () => {
    const response = await postForm('language=hi');
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/');
    const cookies = response.cookies;
    expect(cookies).toContainEqual(
      expect.objectContaining({ name: LANGUAGE_COOKIE, value: 'hi', path: '/', maxAge: 31_536_000 }),
    );
    const chosen = cookies.find((cookie) => cookie.name === LANGUAGE_CHOSEN_COOKIE);
    expect(chosen).toMatchObject({ value: '1', path: '/' });
    expect(chosen?.maxAge).toBeUndefined();
  });

  it('refuses a language Sehat does not speak, setting nothing', async () => {
    for (const payload of ['language=fr', 'language=', '', 'lang=hi']) {
      const response = await postForm(payload);
      expect(response.statusCode).toBe(400);
      expect(response.headers['set-cookie']).toBeUndefined();
      expect(response.json()).toMatchObject({ error: { code: expect.any(String) } });
    }
  });

  it('refuses a form sent from another site (the origin check)', async () => {
    const response = await postForm('language=hi', 'https://evil.example');
    expect(response.statusCode).toBe(403);
    expect(response.headers['set-cookie']).toBeUndefined();
  });
});
