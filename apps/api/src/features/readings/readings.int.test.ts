import type {
  ActivityPage,
  FamilyPatient,
  Reading,
  ReadingPage,
  ReadingSeries,
  ReadingSummary,
} from '@sehat/shared';
import { PATIENT_HEADER } from '@sehat/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles, readings } from '../../db/schema/index.js';
import { buildTestApp, TEST_BASE_URL, type TestApp } from '../../test/app.js';
import { signUpPatient, type TestPatient } from '../../test/client.js';

/** The injected clock, fixed at the start (the session's lifetime is checked against it too). */
const NOW = new Date(Math.floor(Date.now() / 1000) * 1000);
const hoursAgo = (hours: number) => new Date(NOW.getTime() - hours * 3_600_000).toISOString();

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ now: () => NOW });
});
afterAll(() => t.close());

/** A request of `patient`'s browser, acting for `actingFor` (the X-Sehat-Patient header) when given. */
function call(
  patient: TestPatient,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  options: { payload?: object; actingFor?: string } = {},
) {
  return t.app.inject({
    method,
    url,
    payload: options.payload,
    remoteAddress: patient.client.ip,
    headers: {
      origin: TEST_BASE_URL,
      cookie: patient.client.cookieHeader,
      ...(options.actingFor === undefined ? {} : { [PATIENT_HEADER]: options.actingFor }),
    },
  });
}

const bp = (systolic: number, diastolic: number, takenAt = hoursAgo(1), pulse?: number) => ({
  kind: 'blood_pressure',
  taken_at: takenAt,
  systolic,
  diastolic,
  ...(pulse === undefined ? {} : { pulse }),
});

async function log(patient: TestPatient, body: object, actingFor?: string): Promise<Reading> {
  const response = await call(patient, 'POST', '/api/readings', { payload: body, actingFor });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Reading>();
}

const count = async (patientId: string) =>
  (await t.db.select().from(readings).where(eq(readings.patientId, patientId))).length;

describe('readings (docs/decisions/052-readings.md)', () => {
  it('logs, reads, edits and deletes a reading, each change in the activity log', async () => {
    const patient = await signUpPatient(t.app);
    const created = await log(patient, bp(142, 92, hoursAgo(2), 78));
    expect(created).toMatchObject({
      kind: 'blood_pressure',
      value: 142,
      diastolic: 92,
      pulse: 78,
      flag: 'high',
      taken_at: hoursAgo(2),
    });
    expect((await call(patient, 'GET', `/api/readings/${created.id}`)).json()).toEqual(created);

    const edited = await call(patient, 'PUT', `/api/readings/${created.id}`, { payload: bp(124, 80) });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json<Reading>()).toMatchObject({
      id: created.id,
      value: 124,
      diastolic: 80,
      pulse: null,
      flag: null,
    });

    expect((await call(patient, 'DELETE', `/api/readings/${created.id}`)).statusCode).toBe(204);
    expect((await call(patient, 'GET', `/api/readings/${created.id}`)).statusCode).toBe(404);

    const activity = (await call(patient, 'GET', '/api/activity')).json<ActivityPage>().items;
    expect(activity.filter((e) => e.subject_id === created.id).map((e) => e.kind)).toEqual([
      'reading_deleted',
      'reading_updated',
      'reading_created',
    ]);
  });

  it('keeps a temperature as entered and in °C, and works out BMI from the height on file', async () => {
    const patient = await signUpPatient(t.app);
    const fever = await log(patient, { kind: 'temperature', taken_at: hoursAgo(1), value: 101.3, unit: 'F' });
    expect(fever).toMatchObject({ value: 38.5, entered_value: 101.3, entered_unit: 'F', flag: 'high' });

    const before = await log(patient, { kind: 'weight', taken_at: hoursAgo(1), value: 70 });
    expect(before).toMatchObject({ bmi: null, flag: null });
    await t.db.update(profiles).set({ heightCm: '170' }).where(eq(profiles.userId, patient.userId));
    const after = (await call(patient, 'GET', `/api/readings/${before.id}`)).json<Reading>();
    expect(after).toMatchObject({ bmi: 24.2, flag: 'high' });
    const series = (await call(patient, 'GET', '/api/readings/series?kind=weight')).json<ReadingSeries>();
    expect(series.band).toEqual({ low: 53.5, high: 66.2 });
  });

  it('refuses implausible readings and a future time with a keyed 400, storing nothing', async () => {
    const patient = await signUpPatient(t.app);
    const refusals: [object, string][] = [
      [bp(300, 20), 'readings.systolicOutOfRange'],
      [bp(90, 120), 'readings.diastolicNotBelowSystolic'],
      [
        { kind: 'blood_glucose', taken_at: hoursAgo(1), value: 0, context: 'fasting' },
        'readings.glucoseOutOfRange',
      ],
      [
        { kind: 'blood_glucose', taken_at: hoursAgo(1), value: 2000, context: 'random' },
        'readings.glucoseOutOfRange',
      ],
      [{ kind: 'weight', taken_at: hoursAgo(1), value: 0 }, 'readings.weightOutOfRange'],
      [bp(120, 80, hoursAgo(-1)), 'readings.takenAtFuture'],
      [{ kind: 'height', taken_at: hoursAgo(1), value: 170 }, 'readings.kindInvalid'],
    ];
    for (const [body, key] of refusals) {
      const response = await call(patient, 'POST', '/api/readings', { payload: body });
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json<{ error: { key: string } }>().error.key).toBe(key);
    }
    expect(await count(patient.userId)).toBe(0);

    const kept = await log(patient, bp(120, 80));
    const edit = await call(patient, 'PUT', `/api/readings/${kept.id}`, { payload: bp(300, 20) });
    expect(edit.statusCode).toBe(400);
    expect((await call(patient, 'GET', `/api/readings/${kept.id}`)).json<Reading>().value).toBe(120);
  });

  it('lists by kind and period, newest first, a page at a time', async () => {
    const patient = await signUpPatient(t.app);
    for (const hours of [1, 30, 60]) await log(patient, bp(120 + hours, 80, hoursAgo(hours)));
    await log(patient, { kind: 'spo2', taken_at: hoursAgo(2), value: 93 });

    const all = (await call(patient, 'GET', '/api/readings')).json<ReadingPage>();
    expect(all.total).toBe(4);
    const bps = (
      await call(patient, 'GET', '/api/readings?kind=blood_pressure&page_size=2')
    ).json<ReadingPage>();
    expect([bps.total, bps.items.map((r) => r.value)]).toEqual([3, [121, 150]]);
    const page2 = (
      await call(patient, 'GET', '/api/readings?kind=blood_pressure&page_size=2&page=2')
    ).json<ReadingPage>();
    expect(page2.items.map((r) => r.value)).toEqual([180]);
    const ranged = await call(
      patient,
      'GET',
      `/api/readings?kind=blood_pressure&from=${encodeURIComponent(hoursAgo(48))}&to=${encodeURIComponent(hoursAgo(24))}`,
    );
    expect(ranged.json<ReadingPage>().items.map((r) => r.value)).toEqual([150]);
    expect((await call(patient, 'GET', '/api/readings?kind=cholesterol')).statusCode).toBe(400);
    const reversed = `/api/readings?from=${encodeURIComponent(hoursAgo(1))}&to=${encodeURIComponent(hoursAgo(2))}`;
    expect((await call(patient, 'GET', reversed)).json<{ error: { key: string } }>().error.key).toBe(
      'readings.rangeInvalid',
    );
  });

  it('charts a kind over a period against its band, and sums up every kind with averages and flags', async () => {
    const patient = await signUpPatient(t.app);
    await log(patient, bp(150, 95, hoursAgo(24 * 10)));
    await log(patient, bp(130, 80, hoursAgo(24 * 3)));
    await log(patient, bp(140, 90, hoursAgo(5)));
    await log(patient, bp(110, 70, hoursAgo(24 * 40)));

    const series = (
      await call(patient, 'GET', '/api/readings/series?kind=blood_pressure&days=30')
    ).json<ReadingSeries>();
    expect(series).toMatchObject({
      unit: 'mmHg',
      band: { low: 90, high: 134 },
      diastolic_band: { low: 60, high: 84 },
      guideline: expect.stringContaining('ESH'),
    });
    expect(series.points.map((p) => [p.value, p.diastolic, p.flag])).toEqual([
      [150, 95, 'high'],
      [130, 80, null],
      [140, 90, 'high'],
    ]);
    expect((await call(patient, 'GET', '/api/readings/series?kind=blood_pressure&days=45')).statusCode).toBe(
      400,
    );

    const summary = (await call(patient, 'GET', '/api/readings/summary')).json<ReadingSummary>();
    const pressure = summary.items.find((item) => item.kind === 'blood_pressure');
    expect(pressure).toMatchObject({
      latest: { value: 140, diastolic: 90, flag: 'high' },
      average_7d: { value: 135, diastolic: 85, count: 2 },
      average_30d: { value: 140, diastolic: 88.3, count: 3 },
      flagged_30d: 2,
    });
    expect(summary.items.find((item) => item.kind === 'spo2')).toEqual({
      kind: 'spo2',
      latest: null,
      average_7d: null,
      average_30d: null,
      flagged_30d: 0,
    });
  });
});

describe('readings are per patient (docs/decisions/049-patients-apart-from-accounts.md)', () => {
  it("answers 404 for another account's reading and another family member's, and changes nothing", async () => {
    const owner = await signUpPatient(t.app);
    const stranger = await signUpPatient(t.app);
    const theirs = await log(stranger, bp(120, 80));
    const memberResponse = await call(owner, 'POST', '/api/family', {
      payload: { name: 'Kamala Devi', relationship: 'mother', birth_date: '1956-04-12', sex: 'female' },
    });
    expect(memberResponse.statusCode, memberResponse.body).toBe(201);
    const mother = memberResponse.json<FamilyPatient>();
    const mothers = await log(
      owner,
      { kind: 'blood_glucose', taken_at: hoursAgo(1), value: 160, context: 'fasting' },
      mother.id,
    );
    const own = await log(owner, bp(118, 76));

    for (const [id, actingFor] of [
      [theirs.id, undefined],
      [mothers.id, undefined],
      [own.id, mother.id],
    ] as const) {
      expect((await call(owner, 'GET', `/api/readings/${id}`, { actingFor })).statusCode).toBe(404);
      expect(
        (await call(owner, 'PUT', `/api/readings/${id}`, { payload: bp(100, 70), actingFor })).statusCode,
      ).toBe(404);
      expect((await call(owner, 'DELETE', `/api/readings/${id}`, { actingFor })).statusCode).toBe(404);
    }
    // A malformed id is refused by the params schema (400), with the same words as an unknown one.
    const malformed = await call(owner, 'GET', '/api/readings/not-a-uuid');
    expect([malformed.statusCode, malformed.json<{ error: { key: string } }>().error.key]).toEqual([
      400,
      'readings.notFound',
    ]);

    const ownList = (await call(owner, 'GET', '/api/readings')).json<ReadingPage>();
    expect(ownList.items.map((r) => r.id)).toEqual([own.id]);
    const motherList = (
      await call(owner, 'GET', '/api/readings', { actingFor: mother.id })
    ).json<ReadingPage>();
    expect(motherList.items.map((r) => [r.id, r.flag])).toEqual([[mothers.id, 'high']]);
    expect((await call(stranger, 'GET', '/api/readings', { actingFor: mother.id })).statusCode).toBe(404);
    expect((await call(stranger, 'GET', `/api/readings/${theirs.id}`)).json<Reading>().value).toBe(120);
    expect(await count(mother.id)).toBe(1);

    expect((await call(owner, 'DELETE', `/api/family/${mother.id}`)).statusCode).toBe(204);
    expect(await count(mother.id)).toBe(0);
  });
});
