import { TWO_FACTOR_MESSAGES, type ActivityPage } from '@sehat/shared';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { twoFactor, user } from '../../db/schema/index.js';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { signUpPatient, type TestPatient } from '../../test/client.js';
import { enableTwoFactor, frozenStepClock, secondsFrom } from '../../test/two-factor.js';

let t: TestApp;
let clock: ReturnType<typeof frozenStepClock>;
beforeAll(async () => {
  clock = frozenStepClock(vi);
  t = await buildTestApp({ now: clock.now });
});
afterAll(async () => {
  await t.close();
  vi.useRealTimers();
});

const erase = (patient: TestPatient, body: object) => patient.client.post('/api/account/erase', body);
const userRows = async (userId: string) => {
  const [users] = await t.db.select({ n: count() }).from(user).where(eq(user.id, userId));
  const [secrets] = await t.db.select({ n: count() }).from(twoFactor).where(eq(twoFactor.userId, userId));
  return { user: users!.n, two_factor: secrets!.n };
};

describe('POST /api/account/erase with two-factor sign-in on (docs/decisions/024-erasure-export-activity-log.md, docs/decisions/027-two-factor-sign-in.md)', () => {
  // Five tries at most: erasure attempts are limited to 5 in 15 minutes per patient (malformed input aside).
  it('needs a current code after the password: none, a stale or a replayed one erase nothing', async () => {
    const patient = await signUpPatient(t.app);
    const app = await enableTwoFactor(patient);
    const password = patient.password;

    const none = await erase(patient, { password });
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({
      error: {
        code: 'TOTP_CODE_REQUIRED',
        key: 'twoFactor.codeRequired',
        message: TWO_FACTOR_MESSAGES.codeRequired,
      },
    });
    const malformed = await erase(patient, { password, code: '12ab56' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ error: { code: 'VALIDATION_ERROR' } });
    const stale = await erase(patient, { password, code: await app.codeAt(secondsFrom(clock.now(), -60)) });
    expect(stale.json()).toMatchObject({ error: { code: 'INVALID_CODE' } });
    // The code that turned 2FA on, a moment ago: already used.
    const replayed = await erase(patient, { password, code: await app.codeAt(clock.now()) });
    expect(replayed.statusCode).toBe(400);
    expect(replayed.json()).toMatchObject({
      error: {
        code: 'CODE_ALREADY_USED',
        key: 'twoFactor.codeReplayed',
        message: TWO_FACTOR_MESSAGES.codeReplayed,
      },
    });
    // A wrong password with a right code: refused before the code is looked at (it stays usable).
    clock.advance(30);
    const code = await app.codeAt(clock.now());
    expect((await erase(patient, { password: 'Wrong-password-1', code })).json()).toMatchObject({
      error: { code: 'WRONG_PASSWORD' },
    });
    expect(await userRows(patient.userId)).toEqual({ user: 1, two_factor: 1 });

    const activity = (await patient.client.get('/api/activity')).json<ActivityPage>();
    expect(activity.items.filter((entry) => entry.kind === 'two_factor_failed')).toHaveLength(2);

    const erased = await erase(patient, { password, code });
    expect(erased.statusCode, erased.body).toBe(204);
    expect(await userRows(patient.userId)).toEqual({ user: 0, two_factor: 0 });
  });

  it('asks no code while two-factor sign-in is off', async () => {
    const patient = await signUpPatient(t.app);
    expect((await erase(patient, { password: patient.password })).statusCode).toBe(204);
  });
});
