import { randomUUID } from 'node:crypto';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, TEST_BASE_URL, type TestApp } from '../test/app.js';
import { signUpPatient, TestClient, type TestPatient } from '../test/client.js';
import { fixture, recordForm } from '../test/uploads.js';

/**
 * The code-quality review, "a PHI marker sent in every field of every write — including a
 * write the database refuses — never appears in the server log". The app
 * logs at trace level into a captured stream; every write endpoint (JSON and
 * multipart, the auth endpoints too) receives the marker in every field, once
 * shaped so the write succeeds and once as nothing but the marker; a
 * trigger makes the database refuse writes that passed validation, with an
 * error message quoting the whole row, marker included.
 */
const M = 'PHI-MARKER-7f3a';
/** Valid text the test's trigger refuses to store, raising P0001 with the row in its message. */
const REFUSED = `${M} DB-REFUSES`;
const REFUSING_TABLES = [
  'medical_records',
  'insurance_claim',
  'clinics',
  'visits',
  'notification_reads',
  'profiles',
  'user',
];
const TRIGGER = 'sehat_test_phi_refuse';
const NOW = new Date('2026-03-05T06:00:00Z');

const lines: string[] = [];
let t: TestApp;
let patient: TestPatient;

beforeAll(async () => {
  t = await buildTestApp({
    env: { LOG_LEVEL: 'trace' },
    now: () => NOW,
    logStream: { write: (line) => lines.push(line) },
  });
  patient = await signUpPatient(t.app);
  await t.db.execute(
    sql.raw(`CREATE OR REPLACE FUNCTION ${TRIGGER}() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF row_to_json(NEW)::text LIKE '%DB-REFUSES%' THEN
          RAISE EXCEPTION 'refused row %', row_to_json(NEW)::text;
        END IF;
        RETURN NEW;
      END $$`),
  );
  for (const table of REFUSING_TABLES)
    await t.db.execute(
      sql.raw(
        `CREATE TRIGGER ${TRIGGER} BEFORE INSERT OR UPDATE ON "${table}" FOR EACH ROW EXECUTE FUNCTION ${TRIGGER}()`,
      ),
    );
});
afterAll(async () => {
  // The worker's database is shared with other test files: leave no trigger behind.
  for (const table of REFUSING_TABLES)
    await t.db.execute(sql.raw(`DROP TRIGGER IF EXISTS ${TRIGGER} ON "${table}"`));
  await t.db.execute(sql.raw(`DROP FUNCTION IF EXISTS ${TRIGGER}()`));
  await t.close();
});

/** Any method with the client's session and Origin (JSON when `payload` is a plain object). */
function send(
  client: TestClient,
  method: 'POST' | 'PATCH' | 'DELETE' | 'GET',
  url: string,
  payload?: InjectOptions['payload'],
): Promise<LightMyRequestResponse> {
  const cookie = client.cookieHeader;
  return client.app.inject({
    method,
    url,
    payload,
    remoteAddress: client.ip,
    headers: { origin: TEST_BASE_URL, ...(cookie ? { cookie } : {}) },
  });
}

/** Every key of `fields` set to `value`. */
const every = <T>(fields: Record<string, unknown>, value: T): Record<string, T> =>
  Object.fromEntries(Object.keys(fields).map((key) => [key, value]));

interface Part {
  field: string;
  bytes: Buffer;
  ext: string;
}

/** A multipart POST: `fields` and an extra marker field as text parts, then the file under the marker's name. */
function upload(client: TestClient, url: string, fields: Record<string, string>, file?: Part) {
  const files = file ? [{ field: file.field, bytes: file.bytes, name: `${M}.${file.ext}`, type: M }] : [];
  return send(client, 'POST', url, recordForm({ ...fields, [M]: M }, files));
}

/**
 * The lines logged since line `from` (each test checks its own) hold no
 * marker, in any letter case (better-auth lower-cases e-mail addresses).
 */
function expectNoMarkerLogged(from: number) {
  const log = lines.slice(from).join('');
  expect(log.length).toBeGreaterThan(0);
  expect(log.toLowerCase()).not.toContain(M.toLowerCase());
}

const RECORD = {
  primary_reason: M,
  symptoms: M,
  doctor_name: M,
  specialization: M,
  hospital_name: M,
  contact_number: M,
  diagnosis: M,
  treatment_plan: M,
  prescribed_medications: M,
  record_date: '2026-03-01',
  follow_up_date: '2026-03-20',
  visit_type: 'consultation',
  additional_notes: M,
  summary_previous_visits: M,
};

const CLAIM = {
  claim_type: 'hospitalization',
  state: 'Delhi',
  city: 'New Delhi',
  hospital_name: M,
  amount: '1234.50',
  claim_date: '2026-03-01',
  policy_number: M,
  diagnosis: M,
  treatment_details: M,
  description: M,
};

const CLINIC = {
  name: M,
  phone: '+91 98765 43210',
  email: `${M}@example.test`,
  address: M,
  state: 'Delhi',
  city: 'New Delhi',
  specialties: [M],
  rating: 4,
  coordinates: '28.6139,77.2090',
  maps_link: `https://example.test/${M}`,
};

const BOOKING = {
  state: 'Delhi',
  city: 'New Delhi',
  hospital: 'HOS001',
  doctor_name: M,
  purpose: M,
  visit_date: '2026-03-10',
};

const PERSONAL_INFO = {
  blood_group: 'O+',
  date_of_birth: '1990-01-01',
  age: 36,
  father_name: M,
  mother_name: M,
  height_cm: 170,
  weight_kg: 65,
};

const PROFILE = { display_name: M, mobile_number: '+91 98765 43210' };

describe('the server log never shows what a patient sent (the code-quality review)', () => {
  it('medical records: create, add files, remove a file — accepted, refused by validation, by type, by the database', async () => {
    const from = lines.length;
    const c = patient.client;
    const pdf = { field: 'files', bytes: await fixture('prescription.pdf'), ext: 'pdf' };
    const png = { field: 'files', bytes: await fixture('prescription.png'), ext: 'png' };
    const fake = { field: 'files', bytes: Buffer.from(M), ext: 'pdf' };
    const created = await upload(c, '/api/medical-records', RECORD, pdf);
    expect(created.statusCode).toBe(201);
    const files = `/api/medical-records/${created.json<{ id: string }>().id}/files`;
    const statuses = [
      await upload(c, '/api/medical-records', every(RECORD, M), pdf),
      await upload(c, '/api/medical-records', { ...RECORD, diagnosis: REFUSED }),
      await upload(c, files, {}, png),
      await upload(c, files, {}, fake),
      await upload(c, `/api/medical-records/${M}/files`, {}, png),
      await send(c, 'DELETE', `${files}/${M}.pdf`),
    ].map((response) => response.statusCode);
    expect(statuses).toEqual([400, 500, 200, 415, 404, 404]);
    expectNoMarkerLogged(from);
  });

  it('claims: accepted with a receipt, refused by validation, by type and by the database', async () => {
    const from = lines.length;
    const c = patient.client;
    const receipt = { field: 'receipt', bytes: await fixture('prescription.pdf'), ext: 'pdf' };
    const fake = { field: 'receipt', bytes: Buffer.from(M), ext: 'pdf' };
    const statuses = [
      await upload(c, '/api/claims', CLAIM, receipt),
      await upload(c, '/api/claims', every(CLAIM, M), receipt),
      await upload(c, '/api/claims', CLAIM, fake),
      await upload(c, '/api/claims', { ...CLAIM, description: REFUSED }),
    ].map((response) => response.statusCode);
    expect(statuses).toEqual([201, 400, 415, 500]);
    expectNoMarkerLogged(from);
  });

  it('clinics, appointments and notifications: accepted, refused by validation and by the database', async () => {
    const from = lines.length;
    const c = patient.client;
    const statuses = [
      await send(c, 'POST', '/api/clinics', CLINIC),
      await send(c, 'POST', '/api/clinics', { ...every(CLINIC, M), [M]: M }),
      await send(c, 'POST', '/api/clinics', { ...CLINIC, address: REFUSED }),
      await send(c, 'POST', '/api/appointments', BOOKING),
      await send(c, 'POST', '/api/appointments', every(BOOKING, M)),
      await send(c, 'POST', '/api/appointments', { ...BOOKING, purpose: REFUSED }),
      await send(c, 'POST', '/api/notifications/read', { notification_type: 'visit', notification_id: M }),
      await send(c, 'POST', '/api/notifications/read', { notification_type: M, notification_id: M }),
      await send(c, 'POST', '/api/notifications/read', {
        notification_type: 'visit',
        notification_id: REFUSED,
      }),
    ].map((response) => response.statusCode);
    expect(statuses).toEqual([201, 400, 500, 201, 400, 500, 204, 400, 500]);
    expectNoMarkerLogged(from);
  });

  it('profile, personal info, picture and password: accepted, refused by validation and by the database', async () => {
    const from = lines.length;
    const c = patient.client;
    const picture = { field: 'file', bytes: await fixture('prescription.png'), ext: 'png' };
    const statuses = [
      await send(c, 'PATCH', '/api/profile', PROFILE),
      await send(c, 'PATCH', '/api/profile', every(PROFILE, M)),
      await send(c, 'PATCH', '/api/profile', { display_name: REFUSED }),
      await send(c, 'PATCH', '/api/personal-info', PERSONAL_INFO),
      await send(c, 'PATCH', '/api/personal-info', every(PERSONAL_INFO, M)),
      await send(c, 'PATCH', '/api/personal-info', { father_name: REFUSED }),
      await upload(c, '/api/profile/picture', {}, picture),
      await upload(c, '/api/profile/picture', {}, { ...picture, bytes: Buffer.from(M) }),
      await send(c, 'POST', '/api/auth/change-password', {
        currentPassword: M,
        newPassword: `${M}9a`,
        confirmPassword: M,
      }),
      await send(c, 'GET', `/api/geocode/reverse?lat=${M}&lon=${M}`),
    ].map((response) => response.statusCode);
    expect(statuses).toEqual([200, 400, 500, 200, 400, 500, 200, 415, 400, 400]);
    expectNoMarkerLogged(from);
  });

  it('sign-up, sign-in, password reset: accepted, refused, and refused by the database', async () => {
    const from = lines.length;
    const email = `${M}-${randomUUID()}@example.test`;
    const password = `${M}9a`;
    const signUp = (body: unknown) => new TestClient(t.app).post('/api/auth/sign-up/email', body as object);
    const statuses = [
      await signUp({ name: M, email, password }),
      await signUp({ name: M, email: M, password: M }),
      await signUp({ name: REFUSED, email: `${M}-${randomUUID()}@example.test`, password }),
      await new TestClient(t.app).post('/api/auth/sign-in/email', { email, password }),
      await new TestClient(t.app).post('/api/auth/sign-in/email', { email, password: `${M}-wrong` }),
      await new TestClient(t.app).post('/api/auth/sign-in/email', { email: M, password: M }),
      await new TestClient(t.app).post('/api/auth/request-password-reset', {
        email,
        redirectTo: '/auth/reset',
      }),
      await new TestClient(t.app).post('/api/auth/reset-password', { newPassword: password, token: M }),
      await new TestClient(t.app).get(`/api/auth/reset-password/${M}?callbackURL=%2Fauth%2Freset`),
    ].map((response) => response.statusCode);
    // 422: better-auth answers 'Failed to create user' when the database refuses the row.
    expect(statuses).toEqual([200, 400, 422, 200, 401, 400, 200, 400, 302]);
    expectNoMarkerLogged(from);
  });

  it('captured the whole log: requests, and the database errors as their SQLSTATE', () => {
    // One line per request (logCompletedRequests): the suite's 40-odd requests each left theirs.
    const requestLines = lines.filter((line) => line.includes('"msg":"request completed"'));
    expect(requestLines.length).toBeGreaterThan(30);
    expect(requestLines.every((line) => /"res":\{"statusCode":\d{3}\}/.test(line))).toBe(true);
    expect(lines.some((line) => line.includes('"msg":"incoming request"'))).toBe(false);
    expect(lines.some((line) => line.includes('"code":"P0001"'))).toBe(true);
    expectNoMarkerLogged(0);
  });
});
