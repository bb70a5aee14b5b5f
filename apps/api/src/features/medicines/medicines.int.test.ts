import type {
  ActivityPage,
  DoseDay,
  FamilyPatient,
  MarkedDoseRecord,
  Medicine,
  MedicineList,
} from '@sehat/shared';
import { dosesOn, PATIENT_HEADER, todayIn } from '@sehat/shared';
import { addDays, format, parseISO } from 'date-fns';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { medicationDoses, medicines } from '../../db/schema/index.js';
import { buildTestApp, TEST_BASE_URL, type TestApp } from '../../test/app.js';
import { signUpPatient, type TestPatient } from '../../test/client.js';
import { seedRecord } from '../../test/seed.js';

/** The injected clock, fixed at the start (the session's lifetime is checked against it too). */
const NOW = new Date(Math.floor(Date.now() / 1000) * 1000);
const IST = 'Asia/Kolkata';
const TODAY = todayIn(IST, NOW);
const day = (offset: number) => format(addDays(parseISO(TODAY), offset), 'yyyy-MM-dd');

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

/** Metformin 500 mg 1-0-1 from three days ago, for five days. */
const course = (overrides: object = {}) => ({
  name: 'Metformin',
  strength: '500 mg',
  form: 'tablet',
  dose: '1 tablet after food',
  schedule: { type: 'pattern', pattern: '1-0-1' },
  start_date: day(-3),
  end_date: day(1),
  ...overrides,
});

async function add(patient: TestPatient, body: object, actingFor?: string): Promise<Medicine> {
  const response = await call(patient, 'POST', '/api/medicines', { payload: body, actingFor });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Medicine>();
}

/** The wall-clock `time` of `date` in IST as an ISO instant with its offset. */
const at = (date: string, time: string) => `${date}T${time}:00+05:30`;
const keyOf = (response: { body: string }) =>
  (JSON.parse(response.body) as { error?: { key?: string } }).error?.key;
const stored = async (patientId: string) =>
  (await t.db.select().from(medicines).where(eq(medicines.patientId, patientId))).length;

describe('medicines (docs/decisions/054-medicines.md)', () => {
  it('adds, reads, edits and deletes a medicine, each change in the activity log', async () => {
    const patient = await signUpPatient(t.app);
    const created = await add(patient, course({ stock_count: 10 }));
    expect(created).toMatchObject({
      name: 'Metformin',
      strength: '500 mg',
      schedule: { type: 'pattern', pattern: '1-0-1', repeat: { kind: 'daily' } },
      current: true,
      stock_count: 10,
      stock_counted_on: TODAY,
      units_per_dose: 1,
      medical_record_id: null,
    });
    // 10 tablets from today, 1-0-1, until tomorrow: they last the course.
    expect(created.refill_on).toBeNull();
    expect((await call(patient, 'GET', `/api/medicines/${created.id}`)).json()).toEqual(created);

    const edited = await call(patient, 'PUT', `/api/medicines/${created.id}`, {
      payload: course({ end_date: null, stock_count: 3, schedule: { type: 'pattern', pattern: '1-1-1' } }),
    });
    expect(edited.statusCode, edited.body).toBe(200);
    // Three tablets a day from today: today's are the last ones, tomorrow cannot be taken.
    expect(edited.json<Medicine>()).toMatchObject({ end_date: null, stock_count: 3, refill_on: day(1) });

    const list = (await call(patient, 'GET', '/api/medicines')).json<MedicineList>();
    expect(list.items.map((m) => m.id)).toEqual([created.id]);

    expect((await call(patient, 'DELETE', `/api/medicines/${created.id}`)).statusCode).toBe(204);
    expect((await call(patient, 'GET', `/api/medicines/${created.id}`)).statusCode).toBe(404);
    const activity = (await call(patient, 'GET', '/api/activity')).json<ActivityPage>().items;
    expect(activity.filter((e) => e.subject_id === created.id).map((e) => e.kind)).toEqual([
      'medicine_deleted',
      'medicine_updated',
      'medicine_created',
    ]);
  });

  it("lists a day's doses in the patient's zone and marks them, late or again, with adherence", async () => {
    const patient = await signUpPatient(t.app);
    const metformin = await add(patient, course());
    const yesterday = (await call(patient, 'GET', `/api/medicines/doses?date=${day(-1)}`)).json<DoseDay>();
    expect(yesterday.items.map((d) => [d.time, d.slot, d.scheduled_at, d.status, d.due])).toEqual([
      ['08:00', 'morning', new Date(at(day(-1), '08:00')).toISOString(), null, true],
      ['22:00', 'night', new Date(at(day(-1), '22:00')).toISOString(), null, true],
    ]);
    const today = (await call(patient, 'GET', '/api/medicines/doses')).json<DoseDay>();
    expect(today.date).toBe(TODAY);
    expect(today.items).toHaveLength(2);

    const mark = (scheduledAt: string, status: string) =>
      call(patient, 'PUT', `/api/medicines/${metformin.id}/doses`, {
        payload: { scheduled_at: scheduledAt, status },
      });
    // Yesterday's morning dose marked late, its night dose skipped then (the same dose again) taken.
    const morning = await mark(at(day(-1), '08:00'), 'taken');
    expect(morning.statusCode, morning.body).toBe(200);
    expect(morning.json<MarkedDoseRecord>()).toMatchObject({
      status: 'taken',
      recorded_at: NOW.toISOString(),
    });
    expect((await mark(at(day(-1), '22:00'), 'skipped')).statusCode).toBe(200);
    expect((await mark(at(day(-1), '22:00'), 'taken')).json<MarkedDoseRecord>().status).toBe('taken');
    const rows = await t.db
      .select()
      .from(medicationDoses)
      .where(eq(medicationDoses.medicineId, metformin.id));
    expect(rows.map((row) => row.status).sort()).toEqual(['taken', 'taken']);

    const marked = (await call(patient, 'GET', `/api/medicines/doses?date=${day(-1)}`)).json<DoseDay>();
    expect(marked.items.map((d) => d.status)).toEqual(['taken', 'taken']);

    // Due so far: three whole days (6) and today's doses whose time has come.
    const dueToday = dosesOn(
      {
        schedule: { type: 'pattern', pattern: '1-0-1', repeat: { kind: 'daily' } },
        start_date: day(-3),
        end_date: null,
      },
      TODAY,
      IST,
    ).filter((d) => Date.parse(d.scheduled_at) <= NOW.getTime()).length;
    const after = (await call(patient, 'GET', `/api/medicines/${metformin.id}`)).json<Medicine>();
    expect(after.adherence_7d).toEqual({ taken: 2, due: 6 + dueToday, ratio: 2 / (6 + dueToday) });
    expect(after.adherence_30d?.due).toBe(6 + dueToday);

    const activity = (await call(patient, 'GET', '/api/activity')).json<ActivityPage>().items;
    expect(activity.filter((e) => e.kind === 'dose_recorded')).toHaveLength(3);
  });

  it('refuses a dose at a time the schedule has not, a future dose, and bad schedules, storing nothing', async () => {
    const patient = await signUpPatient(t.app);
    const metformin = await add(patient, course());
    const mark = (scheduledAt: string) =>
      call(patient, 'PUT', `/api/medicines/${metformin.id}/doses`, {
        payload: { scheduled_at: scheduledAt, status: 'taken' },
      });
    for (const [when, key] of [
      [at(day(-1), '09:00'), 'medicines.doseNotInSchedule'],
      [at(day(-5), '08:00'), 'medicines.doseNotInSchedule'],
      [at(day(2), '08:00'), 'medicines.doseNotInSchedule'],
      [at(day(1), '08:00'), 'medicines.doseInFuture'],
      ['yesterday morning', 'medicines.scheduledAtInvalid'],
    ] as const) {
      const response = await mark(when);
      expect([response.statusCode, keyOf(response)], when).toEqual([400, key]);
    }
    expect(
      await t.db.select().from(medicationDoses).where(eq(medicationDoses.medicineId, metformin.id)),
    ).toEqual([]);

    for (const [body, key] of [
      [course({ schedule: { type: 'pattern', pattern: '0-0-0' } }), 'medicines.scheduleNoDoses'],
      [course({ schedule: { type: 'times', times: [] } }), 'medicines.scheduleNoDoses'],
      [
        course({ schedule: { type: 'pattern', pattern: '1-0-1', repeat: { kind: 'weekdays', days: [] } } }),
        'medicines.weekdaysInvalid',
      ],
      [course({ name: '  ' }), 'medicines.nameRequired'],
      [course({ end_date: day(-4) }), 'medicines.endBeforeStart'],
    ] as const) {
      const response = await call(patient, 'POST', '/api/medicines', { payload: body });
      expect([response.statusCode, keyOf(response)]).toEqual([400, key]);
    }
    expect(await stored(patient.userId)).toBe(1);
  });

  it('takes an as-needed medicine at any past time, with no adherence and no dose of the day', async () => {
    const patient = await signUpPatient(t.app);
    const paracetamol = await add(patient, course({ name: 'Paracetamol', schedule: { type: 'as_needed' } }));
    expect([paracetamol.adherence_7d, paracetamol.adherence_30d]).toEqual([null, null]);
    const taken = await call(patient, 'PUT', `/api/medicines/${paracetamol.id}/doses`, {
      payload: { scheduled_at: at(day(-1), '13:17'), status: 'taken' },
    });
    expect(taken.statusCode, taken.body).toBe(200);
    expect((await call(patient, 'GET', '/api/medicines/doses')).json<DoseDay>().items).toEqual([]);
  });
});

describe('medicines are per patient (docs/decisions/049-patients-apart-from-accounts.md)', () => {
  it("answers 404 for another patient's medicine or prescribing record, and changes nothing", async () => {
    const owner = await signUpPatient(t.app);
    const stranger = await signUpPatient(t.app);
    const theirs = await add(stranger, course());
    const theirRecord = await seedRecord(t.db, stranger.userId, { prescribedMedications: 'Metformin 500' });
    const ownRecord = await seedRecord(t.db, owner.userId, { prescribedMedications: 'Metformin 500' });

    const foreignRecord = await call(owner, 'POST', '/api/medicines', {
      payload: course({ medical_record_id: theirRecord.id }),
    });
    expect([foreignRecord.statusCode, keyOf(foreignRecord)]).toEqual([404, 'medicines.recordNotFound']);
    expect(await stored(owner.userId)).toBe(0);
    const own = await add(owner, course({ medical_record_id: ownRecord.id }));
    expect(own.medical_record_id).toBe(ownRecord.id);

    const memberResponse = await call(owner, 'POST', '/api/family', {
      payload: { name: 'Kamala Devi', relationship: 'mother', birth_date: '1956-04-12', sex: 'female' },
    });
    expect(memberResponse.statusCode, memberResponse.body).toBe(201);
    const mother = memberResponse.json<FamilyPatient>();
    const mothers = await add(owner, course({ name: 'Amlodipine' }), mother.id);
    // The owner's record is not the mother's.
    const crossRecord = await call(owner, 'POST', '/api/medicines', {
      payload: course({ medical_record_id: ownRecord.id }),
      actingFor: mother.id,
    });
    expect(crossRecord.statusCode).toBe(404);

    for (const [id, actingFor] of [
      [theirs.id, undefined],
      [mothers.id, undefined],
      [own.id, mother.id],
    ] as const) {
      expect((await call(owner, 'GET', `/api/medicines/${id}`, { actingFor })).statusCode).toBe(404);
      expect(
        (await call(owner, 'PUT', `/api/medicines/${id}`, { payload: course(), actingFor })).statusCode,
      ).toBe(404);
      expect(
        (
          await call(owner, 'PUT', `/api/medicines/${id}/doses`, {
            payload: { scheduled_at: at(day(-1), '08:00'), status: 'taken' },
            actingFor,
          })
        ).statusCode,
      ).toBe(404);
      expect((await call(owner, 'DELETE', `/api/medicines/${id}`, { actingFor })).statusCode).toBe(404);
    }
    const motherDoses = (
      await call(owner, 'GET', '/api/medicines/doses', { actingFor: mother.id })
    ).json<DoseDay>();
    expect(new Set(motherDoses.items.map((d) => d.name))).toEqual(new Set(['Amlodipine']));
    expect((await call(stranger, 'GET', '/api/medicines', { actingFor: mother.id })).statusCode).toBe(404);
    expect((await call(stranger, 'GET', `/api/medicines/${theirs.id}`)).json<Medicine>().name).toBe(
      'Metformin',
    );
    expect(
      await t.db.select().from(medicationDoses).where(eq(medicationDoses.patientId, stranger.userId)),
    ).toEqual([]);

    expect((await call(owner, 'DELETE', `/api/family/${mother.id}`)).statusCode).toBe(204);
    expect(await stored(mother.id)).toBe(0);
  });
});
