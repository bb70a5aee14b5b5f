import { schemeCardListSchema, schemeCardSchema, type ActivityPage, type FamilyPatient } from '@sehat/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schemeCards, storedFiles } from '../../db/schema/index.js';
import { createStorage } from '../../storage/index.js';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { callAs, grantCare, type Method } from '../../test/caregivers.js';
import { signUpPatient, type TestPatient } from '../../test/client.js';
import { fixture, recordForm, type UploadFile } from '../../test/uploads.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ now: () => new Date('2026-06-01T06:30:00Z') });
});
afterAll(() => t.close());

const call = (
  patient: TestPatient,
  method: Method,
  url: string,
  options: Parameters<typeof callAs>[4] = {},
) => callAs(t, patient, method, url, options);

const AYUSHMAN: Record<string, string> = {
  scheme: 'pm_jay',
  card_number: 'pmj 4k7 2x9q1',
  family_id: 'HH/2231/09',
  beneficiary_id: '91-2345-6789-0123',
  valid_till: '',
};

async function cardFile(name = 'ayushman.pdf'): Promise<UploadFile> {
  return { name, bytes: await fixture('prescription.pdf'), type: 'application/pdf', field: 'card_file' };
}

async function addCard(
  patient: TestPatient,
  fields = AYUSHMAN,
  files: UploadFile[] = [],
  actingFor?: string,
) {
  const response = await call(patient, 'POST', '/api/government-schemes', {
    payload: recordForm(fields, files),
    actingFor,
  });
  expect(response.statusCode, response.body).toBe(201);
  return schemeCardSchema.parse(response.json());
}

const storedObjects = async (patientId: string) =>
  (await createStorage({ DATA_DIR: t.dataDir }).list('claim-receipts', `${patientId}/`)).map((o) => o.key);
const cardRows = (patientId: string) =>
  t.db.select().from(schemeCards).where(eq(schemeCards.patientId, patientId));
const fileRows = (patientId: string) =>
  t.db.select().from(storedFiles).where(eq(storedFiles.patientId, patientId));
const errorKey = (response: { json: <T>() => T }) => response.json<{ error: { key: string } }>().error.key;

describe('government scheme cards (docs/decisions/056-government-schemes.md)', () => {
  it('adds an Ayushman card with its file, lists it, opens the file, and logs it', async () => {
    const patient = await signUpPatient(t.app);
    const card = await addCard(patient, AYUSHMAN, [await cardFile()]);
    expect(card).toMatchObject({
      scheme: 'pm_jay',
      scheme_name: 'Ayushman card (PM-JAY)',
      state: null,
      card_number: 'PMJ4K72X9Q1',
      family_id: 'HH/2231/09',
      beneficiary_id: '91234567890123',
      city: null,
      valid_till: null,
      has_card_file: true,
    });
    const list = schemeCardListSchema.parse((await call(patient, 'GET', '/api/government-schemes')).json());
    expect(list.items.map((c) => c.id)).toEqual([card.id]);

    const link = await call(
      patient,
      'GET',
      `/api/government-schemes/${card.id}/card-file?disposition=attachment`,
    );
    expect(link.statusCode, link.body).toBe(200);
    const file = await call(patient, 'GET', link.json<{ url: string }>().url);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(await fixture('prescription.pdf'))).toBe(true);
    expect(file.headers['content-disposition']).toContain('scheme-card-pm-jay.pdf');

    const activity = (await call(patient, 'GET', '/api/activity')).json<ActivityPage>().items;
    expect(activity.filter((a) => a.kind === 'scheme_card_created').map((a) => a.subject_id)).toEqual([
      card.id,
    ]);
  });

  it('keeps a CGHS card’s city and wellness centre, and a state scheme card with its state', async () => {
    const patient = await signUpPatient(t.app);
    const cghs = await addCard(patient, {
      scheme: 'cghs',
      card_number: '1234 5678',
      city: 'Pune',
      wellness_centre: 'Wellness Centre No. 3, Aundh',
      family_id: 'IGNORED1',
    });
    expect(cghs).toMatchObject({
      scheme_name: 'CGHS card',
      card_number: '12345678',
      city: 'Pune',
      wellness_centre: 'Wellness Centre No. 3, Aundh',
      family_id: null,
    });
    const state = await addCard(patient, {
      scheme: 'state',
      state: 'Maharashtra',
      card_number: 'MH12345678',
      valid_till: '2027-03-31',
    });
    expect(state).toMatchObject({ scheme_name: 'MJPJAY', state: 'Maharashtra', valid_till: '2027-03-31' });
  });

  it('refuses bad input with a clear 4xx and stores nothing', async () => {
    const patient = await signUpPatient(t.app);
    const cases: [string, Record<string, string>, number, string][] = [
      ['unknown scheme', { ...AYUSHMAN, scheme: 'esic' }, 400, 'governmentSchemes.schemeRequired'],
      [
        'PM-JAY number too short',
        { ...AYUSHMAN, card_number: 'AB1' },
        400,
        'governmentSchemes.cardNumberInvalid',
      ],
      [
        'PM-JAY number with symbols',
        { ...AYUSHMAN, card_number: 'PMJ#12345' },
        400,
        'governmentSchemes.cardNumberInvalid',
      ],
      [
        'CGHS ID with symbols',
        { scheme: 'cghs', card_number: 'CGHS#1234' },
        400,
        'governmentSchemes.cghsIdInvalid',
      ],
      [
        'beneficiary ID not 14 digits',
        { ...AYUSHMAN, beneficiary_id: '12345' },
        400,
        'governmentSchemes.beneficiaryIdInvalid',
      ],
      [
        'state scheme without a state',
        { scheme: 'state', card_number: 'MH12345678' },
        400,
        'governmentSchemes.stateRequired',
      ],
      [
        'a state not on the list',
        { scheme: 'state', state: 'Atlantis', card_number: 'MH12345678' },
        400,
        'governmentSchemes.stateRequired',
      ],
      [
        'valid till 30 February',
        { ...AYUSHMAN, valid_till: '2027-02-30' },
        400,
        'governmentSchemes.validTillInvalid',
      ],
    ];
    for (const [label, fields, status, key] of cases) {
      const response = await call(patient, 'POST', '/api/government-schemes', {
        payload: recordForm(fields, [await cardFile()]),
      });
      expect(response.statusCode, label).toBe(status);
      expect(errorKey(response), label).toBe(key);
    }
    const executable = await call(patient, 'POST', '/api/government-schemes', {
      payload: recordForm(AYUSHMAN, [{ ...(await cardFile()), bytes: await fixture('program.pdf') }]),
    });
    expect(executable.statusCode).toBe(415);
    const two = await call(patient, 'POST', '/api/government-schemes', {
      payload: recordForm(AYUSHMAN, [await cardFile(), await cardFile('b.pdf')]),
    });
    expect(two.statusCode).toBe(400);
    expect(errorKey(two)).toBe('governmentSchemes.oneCardFile');
    expect(await cardRows(patient.userId)).toEqual([]);
    expect(await fileRows(patient.userId)).toEqual([]);
    expect(await storedObjects(patient.userId)).toEqual([]);
  });

  it('edits a card, replacing its file, and deletes it with its file', async () => {
    const patient = await signUpPatient(t.app);
    const card = await addCard(patient, AYUSHMAN, [await cardFile()]);
    const [before] = await storedObjects(patient.userId);
    const edited = await call(patient, 'PUT', `/api/government-schemes/${card.id}`, {
      payload: recordForm({ ...AYUSHMAN, card_number: 'PMJ99999999' }, [
        { name: 'new.png', bytes: await fixture('prescription.png'), type: 'image/png', field: 'card_file' },
      ]),
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ card_number: 'PMJ99999999', has_card_file: true });
    const after = await storedObjects(patient.userId);
    expect(after).toHaveLength(1);
    expect(after).not.toContain(before);

    const bad = await call(patient, 'PUT', `/api/government-schemes/${card.id}`, {
      payload: recordForm({ ...AYUSHMAN, card_number: '!' }),
    });
    expect(bad.statusCode).toBe(400);
    expect((await cardRows(patient.userId))[0]?.cardNumber).toBe('PMJ99999999');

    expect((await call(patient, 'DELETE', `/api/government-schemes/${card.id}`)).statusCode).toBe(204);
    expect(await cardRows(patient.userId)).toEqual([]);
    expect(await fileRows(patient.userId)).toEqual([]);
    expect(await storedObjects(patient.userId)).toEqual([]);
    const kinds = (await call(patient, 'GET', '/api/activity')).json<ActivityPage>().items.map((a) => a.kind);
    expect(kinds).toEqual(expect.arrayContaining(['scheme_card_updated', 'scheme_card_deleted']));
  });

  it("answers 404 for another patient's card on every route, and changes nothing", async () => {
    const owner = await signUpPatient(t.app);
    const other = await signUpPatient(t.app);
    const card = await addCard(owner, AYUSHMAN, [await cardFile()]);
    const routes: [Method, string, ReturnType<typeof recordForm> | undefined][] = [
      ['GET', `/api/government-schemes/${card.id}/card-file`, undefined],
      ['PUT', `/api/government-schemes/${card.id}`, recordForm(AYUSHMAN)],
      ['DELETE', `/api/government-schemes/${card.id}`, undefined],
    ];
    for (const [method, url, payload] of routes) {
      const response = await call(other, method, url, { payload });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(errorKey(response)).toBe('governmentSchemes.notFound');
    }
    expect((await call(other, 'GET', '/api/government-schemes')).json()).toEqual({ items: [] });
    expect((await cardRows(owner.userId))[0]?.cardNumber).toBe('PMJ4K72X9Q1');
  });

  it("keeps a family member's cards apart from the account's own", async () => {
    const owner = await signUpPatient(t.app);
    const mother = (
      await call(owner, 'POST', '/api/family', {
        payload: { name: 'Kamala Devi', relationship: 'mother', birth_date: '1950-04-12', sex: 'female' },
      })
    ).json<FamilyPatient>();
    const hers = await addCard(owner, { scheme: 'vay_vandana', card_number: 'AVV1234567' }, [], mother.id);
    const own = await addCard(owner);
    const listFor = async (actingFor?: string) =>
      (await call(owner, 'GET', '/api/government-schemes', { actingFor }))
        .json<{ items: { id: string }[] }>()
        .items.map((c) => c.id);
    expect(await listFor(mother.id)).toEqual([hers.id]);
    expect(await listFor()).toEqual([own.id]);
    const crossed = await call(owner, 'DELETE', `/api/government-schemes/${own.id}`, {
      actingFor: mother.id,
    });
    expect(crossed.statusCode).toBe(404);
  });

  it('lets a caregiver with claims read, a viewer not write, and one without claims see nothing', async () => {
    const owner = await signUpPatient(t.app, { name: 'Kamala Devi' });
    await addCard(owner);
    const viewer = await signUpPatient(t.app);
    const labs = await signUpPatient(t.app);
    const editor = await signUpPatient(t.app);
    await grantCare(t, owner, viewer, { role: 'viewer', categories: ['claims', 'files'], months: 3 });
    await grantCare(t, owner, labs, { role: 'editor', categories: ['lab_reports', 'files'], months: 3 });
    await grantCare(t, owner, editor, { role: 'editor', categories: ['claims', 'files'], months: 3 });
    const as = (who: TestPatient, method: Method, payload?: ReturnType<typeof recordForm>) =>
      call(who, method, '/api/government-schemes', { actingFor: owner.userId, payload });

    const read = await as(viewer, 'GET');
    expect(read.statusCode).toBe(200);
    expect(read.json<{ items: unknown[] }>().items).toHaveLength(1);
    const refused = await as(viewer, 'POST', recordForm(AYUSHMAN));
    expect(refused.statusCode).toBe(403);
    expect(errorKey(refused)).toBe('caregivers.readOnly');
    expect((await as(labs, 'GET')).statusCode).toBe(404);
    expect((await as(editor, 'POST', recordForm(AYUSHMAN))).statusCode).toBe(201);
    expect(await cardRows(owner.userId)).toHaveLength(2);
  });
});
