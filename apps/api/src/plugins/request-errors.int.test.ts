import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { user } from '../db/schema/index.js';
import { buildTestApp, TEST_BASE_URL, type TestApp } from '../test/app.js';
import { randomIp, signUpPatient, TEST_PASSWORD, uniqueEmail } from '../test/client.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const envelope = {
  error: { code: expect.any(String), key: expect.any(String), message: expect.any(String) },
};
const emails: string[] = [];
/** Under /api/auth the envelope also carries code and message at the top, for better-auth's client. */
const authEnvelope = (code: string, key: string, message: string) => ({
  code,
  key,
  message,
  error: { code, key, message },
});

/** A raw request from a new client, so the body goes out exactly as given. */
function send(url: string, body: string | Buffer, contentType = 'application/json', cookie?: string) {
  return t.app.inject({
    method: 'POST',
    url,
    remoteAddress: randomIp(),
    headers: { origin: TEST_BASE_URL, 'content-type': contentType, ...(cookie ? { cookie } : {}) },
    payload: body,
  });
}

describe('bad sign-up requests get a 4xx envelope, never a 500, and create nothing', () => {
  const signUp = '/api/auth/sign-up/email';

  it('malformed JSON → 400 INVALID_JSON', async () => {
    const email = uniqueEmail();
    emails.push(email);
    const response = await send(signUp, `{"name":"Asha","email":"${email}","password":`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(
      authEnvelope('INVALID_JSON', 'request.invalidJson', 'The request body is not valid JSON.'),
    );
  });

  it('empty JSON body → 400 EMPTY_BODY', async () => {
    const response = await send(signUp, '');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: { code: 'EMPTY_BODY' } });
  });

  it('wrong types → 400 with a message', async () => {
    const response = await send(signUp, JSON.stringify({ name: 42, email: ['a@b.c'], password: { x: 1 } }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject(envelope);
  });

  it('missing fields → 400 with a message', async () => {
    const response = await send(signUp, JSON.stringify({}));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject(envelope);
  });

  it('a JSON array or null → 400', async () => {
    for (const body of ['[]', 'null', '"text"']) {
      const response = await send(signUp, body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject(envelope);
    }
  });

  it('a 2 MiB body → 413 PAYLOAD_TOO_LARGE', async () => {
    const email = uniqueEmail();
    emails.push(email);
    const name = 'A'.repeat(2 * 1024 * 1024);
    const response = await send(signUp, JSON.stringify({ name, email, password: TEST_PASSWORD }));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual(
      authEnvelope('PAYLOAD_TOO_LARGE', 'request.bodyTooLarge', 'The request body is too large.'),
    );
  });

  it('an over-long name → 400', async () => {
    const email = uniqueEmail();
    emails.push(email);
    const response = await send(
      signUp,
      JSON.stringify({ name: 'A'.repeat(500), email, password: TEST_PASSWORD }),
    );
    expect(response.statusCode).toBe(400);
  });

  it('a form-encoded body → 415', async () => {
    const response = await send(signUp, 'name=Asha&password=Secret123', 'application/x-www-form-urlencoded');
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ error: { code: 'UNSUPPORTED_MEDIA_TYPE' } });
  });

  it('left no partial account behind', async () => {
    const rows = await t.db.select({ id: user.id }).from(user).where(inArray(user.email, emails));
    expect(rows).toEqual([]);
  });
});

describe('bad requests to our own endpoints', () => {
  it('validates bodies with the shared schema → 400 VALIDATION_ERROR', async () => {
    const patient = await signUpPatient(t.app);
    const response = await send(
      '/api/notifications/read',
      JSON.stringify({ notification_type: 'party', notification_id: 'x' }),
      'application/json',
      patient.client.cookieHeader,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: { code: 'VALIDATION_ERROR', key: expect.any(String), message: expect.any(String) },
    });

    const malformed = await send(
      '/api/notifications/read',
      '{',
      'application/json',
      patient.client.cookieHeader,
    );
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ error: { code: 'INVALID_JSON' } });
  });

  it('checks the session before reading the body', async () => {
    const response = await send('/api/notifications/read', '{', 'application/json');
    expect(response.statusCode).toBe(401);
  });

  it('keeps the account of a refused sign-up attempt unchanged', async () => {
    const patient = await signUpPatient(t.app);
    await send(
      '/api/auth/sign-up/email',
      JSON.stringify({ name: 'X', email: patient.email, password: 'short' }),
    );
    const [row] = await t.db.select({ name: user.name }).from(user).where(eq(user.email, patient.email));
    expect(row?.name).toBe(patient.name);
  });
});
