import { BLANK_CHARACTERS, hasMedications, type DashboardCounts, type PrescriptionPage } from '@sehat/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { signUpPatient } from '../../test/client.js';
import { seedRecord } from '../../test/seed.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

/** What the patient sees for one stored medications text: the dashboard count and the list's total. */
async function countedAndListed(medications: string | null) {
  const patient = await signUpPatient(t.app);
  await seedRecord(t.db, patient.userId, { prescribedMedications: medications });
  const dashboard = await patient.client.get('/api/dashboard');
  const list = await patient.client.get('/api/prescriptions');
  expect([dashboard.statusCode, list.statusCode]).toEqual([200, 200]);
  return {
    counted: dashboard.json<DashboardCounts>().active_prescriptions,
    listed: list.json<PrescriptionPage>().total,
  };
}

/**
 * One definition of "active prescription" (docs/product.md#data-calls; the code-quality review): the dashboard's
 * count and the prescriptions list agree on every medications text, on PGlite
 * and on PostgreSQL (the API suite reruns with DATABASE_URL in CI).
 */
describe('Active prescriptions: the dashboard count and the list agree', () => {
  it('a record whose medications are "  \\n " is neither counted nor listed', async () => {
    expect(await countedAndListed('  \n ')).toEqual({ counted: 0, listed: 0 });
  });

  it('a record whose medications are " x\\n" is both counted and listed', async () => {
    expect(await countedAndListed(' x\n')).toEqual({ counted: 1, listed: 1 });
  });

  it.each([
    ['null', null],
    ['empty', ''],
    ['tabs, CR and newlines', '\t\r\n\t'],
    ['vertical tab and form feed', '\v\f'],
    ['no-break and ideographic spaces', '\u00a0\u3000'],
    ['line separator and byte-order mark', '\u2028\ufeff'],
    ['every blank character', BLANK_CHARACTERS],
    ['a word inside any blanks', `${BLANK_CHARACTERS}Amoxicillin 250 mg${BLANK_CHARACTERS}`],
  ])('%s: the same answer as the web app’s hasMedications', async (_label, medications) => {
    const present = hasMedications(medications) ? 1 : 0;
    expect(await countedAndListed(medications)).toEqual({ counted: present, listed: present });
  });
});
