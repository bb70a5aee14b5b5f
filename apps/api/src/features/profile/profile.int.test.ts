import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles } from '../../db/schema/index.js';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { signUpPatient } from '../../test/client.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('GET /api/profile/header', () => {
  it("shows only the signed-in patient's own header", async () => {
    const alice = await signUpPatient(t.app, { name: 'Alice Thomas' });
    const bob = await signUpPatient(t.app, { name: 'Bob Sharma' });
    expect((await alice.client.get('/api/profile/header')).json()).toMatchObject({
      display_name: 'Alice Thomas',
    });
    expect((await bob.client.get('/api/profile/header')).json()).toMatchObject({
      display_name: 'Bob Sharma',
    });
  });

  it('answers a 404 envelope when the patient has no profile', async () => {
    const patient = await signUpPatient(t.app);
    await t.db.delete(profiles).where(eq(profiles.userId, patient.userId));
    const response = await patient.client.get('/api/profile/header');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      error: { code: 'NOT_FOUND', message: 'Profile not found.', key: 'profile.notFound' },
    });
  });
});
