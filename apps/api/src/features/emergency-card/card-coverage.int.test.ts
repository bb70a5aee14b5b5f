import { emergencyCardSchema, emergencyCardText, type Profile, type PublicShare } from '@sehat/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { callAs, grantCare, type Method } from '../../test/caregivers.js';
import { signUpPatient, type TestPatient } from '../../test/client.js';
import { createShare, openShare, tokenOf } from '../../test/shares.js';
import { recordForm } from '../../test/uploads.js';

/** 12:00 IST on 1 June 2026: the policy of 2026-04-01 … 2027-03-31 is running. */
const NOW = new Date('2026-06-01T06:30:00Z');
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ now: () => NOW });
});
afterAll(() => t.close());

const call = (who: TestPatient, method: Method, url: string, options: Parameters<typeof callAs>[4] = {}) =>
  callAs(t, who, method, url, options);

/** A patient with a running policy (TPA with a helpline) and an Ayushman card. */
async function insuredPatient(): Promise<TestPatient> {
  const patient = await signUpPatient(t.app, { name: 'Asha Verma' });
  const policy = await call(patient, 'POST', '/api/insurance-policies', {
    payload: recordForm({
      insurer: 'star-health',
      tpa: 'other',
      tpa_other: 'Medi Assist',
      policy_number: 'P/161117/01/2026/004512',
      policy_type: 'individual',
      sum_insured: '500000',
      start_date: '2026-04-01',
      end_date: '2027-03-31',
      insurer_helpline: '1800-425-2255',
      tpa_helpline: '1800-425-9449',
    }),
  });
  expect(policy.statusCode, policy.body).toBe(201);
  const card = await call(patient, 'POST', '/api/government-schemes', {
    payload: recordForm({ scheme: 'pm_jay', card_number: 'PMJ4K72X9Q1' }),
  });
  expect(card.statusCode, card.body).toBe(201);
  return patient;
}

const cardOf = async (who: TestPatient, actingFor?: string) =>
  emergencyCardSchema.parse((await call(who, 'GET', '/api/emergency-card', { actingFor })).json());

const choose = async (patient: TestPatient, body: Record<string, boolean>) => {
  const response = await call(patient, 'PATCH', '/api/profile', { payload: body });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Profile>();
};

const POLICY_ON_CARD = {
  insurer_name: 'Star Health and Allied Insurance Co. Ltd.',
  policy_number: 'P/161117/01/2026/004512',
  tpa_name: 'Medi Assist',
  helpline: '1800-425-9449',
};

describe('the emergency card and share links show the policy and scheme cards only when chosen (docs/decisions/056-government-schemes.md)', () => {
  it('shows neither until the patient switches them on, then each on its own switch', async () => {
    const patient = await insuredPatient();
    expect(await cardOf(patient)).toMatchObject({
      shows_policy: false,
      shows_schemes: false,
      policy: null,
      scheme_cards: [],
    });
    expect(emergencyCardText(await cardOf(patient))).not.toMatch(/PMJ4K72X9Q1|004512/);

    expect(await choose(patient, { card_shows_schemes: true })).toMatchObject({
      card_shows_policy: false,
      card_shows_schemes: true,
    });
    expect(await cardOf(patient)).toMatchObject({
      policy: null,
      scheme_cards: [{ scheme_name: 'Ayushman card (PM-JAY)', card_number: 'PMJ4K72X9Q1' }],
    });

    await choose(patient, { card_shows_policy: true });
    const card = await cardOf(patient);
    expect(card.policy).toEqual(POLICY_ON_CARD);
    expect(emergencyCardText(card)).toContain('Ayushman card (PM-JAY): PMJ4K72X9Q1');
  });

  it('adds them to a share link the same way', async () => {
    const patient = await insuredPatient();
    const shared = async () => {
      const created = await createShare(patient, {
        label: 'Dr. Mehta',
        duration: '1h',
        scope: { type: 'all' },
      });
      const response = await openShare(t.app, tokenOf(created));
      expect(response.statusCode, response.body).toBe(200);
      return response.json<PublicShare>();
    };
    expect(await shared()).toMatchObject({ policy: null, scheme_cards: [] });
    await choose(patient, { card_shows_policy: true, card_shows_schemes: true });
    expect(await shared()).toMatchObject({
      policy: POLICY_ON_CARD,
      scheme_cards: [{ scheme_name: 'Ayushman card (PM-JAY)', card_number: 'PMJ4K72X9Q1' }],
    });
  });

  it('lets an emergency caregiver read what was chosen, but not change the choice', async () => {
    const patient = await insuredPatient();
    await choose(patient, { card_shows_schemes: true });
    const caregiver = await signUpPatient(t.app);
    await grantCare(t, patient, caregiver, { role: 'emergency', categories: 'everything', months: 3 });
    expect((await cardOf(caregiver, patient.userId)).scheme_cards).toHaveLength(1);
    const refused = await call(caregiver, 'PATCH', '/api/profile', {
      payload: { card_shows_policy: true },
      actingFor: patient.userId,
    });
    expect(refused.statusCode).toBe(404);
    expect((await cardOf(patient)).shows_policy).toBe(false);
  });
});
