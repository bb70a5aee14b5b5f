import { TWO_FACTOR_MESSAGES, type ActivityPage, type Profile } from '@sehat/shared';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { signUpPatient, TestClient, type TestPatient } from '../../test/client.js';
import { firstLink, latestMailTo } from '../../test/outbox.js';
import { authenticatorFor, enableTwoFactor, frozenStepClock, secondsFrom } from '../../test/two-factor.js';

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

/** The password step from a fresh browser (its own address): 200 with `twoFactorRedirect`, no session. */
async function passwordStep(patient: TestPatient, client = new TestClient(t.app)) {
  const response = await client.post('/api/auth/sign-in/email', {
    email: patient.email,
    password: patient.password,
  });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.json()).toEqual({ twoFactorRedirect: true, twoFactorMethods: ['totp'] });
  return client;
}

const sendCode = (client: TestClient, code: string) =>
  client.post('/api/auth/two-factor/verify-totp', { code });
/** The kinds in the patient's activity log, sorted (the frozen clock gives every entry the same time). */
const kindsOf = async (patient: TestPatient) =>
  (await patient.client.get('/api/activity'))
    .json<ActivityPage>()
    .items.map((entry) => entry.kind)
    .sort();
const mfaOf = async (client: TestClient) => (await client.get('/api/profile')).json<Profile>().mfa_enabled;

describe('two-factor sign-in (docs/decisions/027-two-factor-sign-in.md)', () => {
  it('enrols: the password gives an otpauth URI and 10 backup codes; a wrong code leaves it off, a right one turns it on', async () => {
    const patient = await signUpPatient(t.app);
    const enabled = await patient.client.post('/api/auth/two-factor/enable', { password: patient.password });
    expect(enabled.statusCode).toBe(200);
    const { totpURI, backupCodes } = enabled.json<{ totpURI: string; backupCodes: string[] }>();
    expect(decodeURIComponent(totpURI.split('?')[0]!)).toBe(`otpauth://totp/Sehat:${patient.email}`);
    expect(Object.fromEntries(new URL(totpURI).searchParams)).toMatchObject({
      issuer: 'Sehat',
      digits: '6',
      period: '30',
    });
    expect(backupCodes).toHaveLength(10);
    expect(new Set(backupCodes).size).toBe(10);

    const wrong = await sendCode(patient.client, '000000');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ code: 'INVALID_CODE', message: TWO_FACTOR_MESSAGES.invalidCode });
    expect(await mfaOf(patient.client)).toBe(false);
    const notYet = await new TestClient(t.app).post('/api/auth/sign-in/email', {
      email: patient.email,
      password: patient.password,
    });
    expect(notYet.json()).not.toHaveProperty('twoFactorRedirect'); // not on until a code is verified

    const right = await sendCode(patient.client, await authenticatorFor(totpURI).codeAt(clock.now()));
    expect(right.statusCode, right.body).toBe(200);
    expect(await mfaOf(patient.client)).toBe(true);
    expect(await kindsOf(patient)).toEqual(['sign_in', 'sign_in', 'two_factor_enabled', 'two_factor_failed']);
  });

  it('asks for the code after the password; only the code opens a session; the log has one sign-in', async () => {
    const patient = await signUpPatient(t.app);
    const app = await enableTwoFactor(patient);
    expect(await mfaOf(patient.client)).toBe(true);

    clock.advance(30);
    const browser = await passwordStep(patient);
    expect((await browser.get('/api/profile')).statusCode).toBe(401);
    const signedIn = await sendCode(browser, await app.codeAt(clock.now()));
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(await mfaOf(browser)).toBe(true);
    expect(await kindsOf(patient)).toEqual(['sign_in', 'sign_in', 'two_factor_enabled']);
  });

  it('refuses a wrong code, a replayed code and a code 60 s old; accepts one from the last step (clock drift)', async () => {
    const patient = await signUpPatient(t.app);
    const app = await enableTwoFactor(patient);

    clock.advance(30);
    const browser = await passwordStep(patient);
    const wrong = await sendCode(browser, '123456');
    expect(wrong.statusCode).toBe(401);
    const stale = await sendCode(browser, await app.codeAt(secondsFrom(clock.now(), -60)));
    expect(stale.statusCode).toBe(401);
    expect(stale.json()).toMatchObject({ code: 'INVALID_CODE' });
    // The enrolment's own code (the step before, still inside the window) was used already.
    const enrolmentCode = await app.codeAt(secondsFrom(clock.now(), -30));
    const reused = await sendCode(browser, enrolmentCode);
    expect(reused.statusCode).toBe(401);
    expect(reused.json()).toMatchObject({
      code: 'CODE_ALREADY_USED',
      message: TWO_FACTOR_MESSAGES.codeReplayed,
    });

    const code = await app.codeAt(clock.now());
    expect((await sendCode(browser, code)).statusCode).toBe(200);
    const other = await passwordStep(patient);
    const replayed = await sendCode(other, code);
    expect(replayed.statusCode).toBe(401);
    expect(replayed.json()).toMatchObject({ code: 'CODE_ALREADY_USED' });
    expect((await other.get('/api/profile')).statusCode).toBe(401);

    // A phone 30 s behind: the previous step's code, not yet used, is accepted... but not an older one.
    clock.advance(60);
    const late = await passwordStep(patient);
    expect((await sendCode(late, await app.codeAt(secondsFrom(clock.now(), -30)))).statusCode).toBe(200);

    const kinds = await kindsOf(patient);
    expect(kinds.filter((kind) => kind === 'two_factor_failed')).toHaveLength(4);
  });

  it('signs in with a backup code once; the same backup code is refused the second time', async () => {
    const patient = await signUpPatient(t.app);
    const { backupCodes } = await enableTwoFactor(patient);
    const [first] = backupCodes;
    const browser = await passwordStep(patient);
    const used = await browser.post('/api/auth/two-factor/verify-backup-code', { code: first });
    expect(used.statusCode, used.body).toBe(200);
    expect((await browser.get('/api/profile')).statusCode).toBe(200);

    const again = await passwordStep(patient);
    const refused = await again.post('/api/auth/two-factor/verify-backup-code', { code: first });
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({
      code: 'INVALID_BACKUP_CODE',
      message: TWO_FACTOR_MESSAGES.invalidBackupCode,
    });
    expect((await again.get('/api/profile')).statusCode).toBe(401);
  });

  it('turns off only with the password AND a current code', async () => {
    const patient = await signUpPatient(t.app);
    const app = await enableTwoFactor(patient);
    clock.advance(30);
    const code = await app.codeAt(clock.now());
    const disable = (body: object) => patient.client.post('/api/auth/two-factor/disable', body);

    const noCode = await disable({ password: patient.password });
    expect(noCode.statusCode).toBe(400);
    expect(noCode.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: TWO_FACTOR_MESSAGES.codeRequired,
    });
    expect((await disable({ password: patient.password, code: '654321' })).statusCode).toBe(401);
    const wrongPassword = await disable({ password: 'Not-the-password-9', code });
    expect(wrongPassword.statusCode).toBe(400);
    expect(wrongPassword.json()).toMatchObject({ code: 'INVALID_PASSWORD' });
    expect(await mfaOf(patient.client)).toBe(true);

    const off = await disable({ password: patient.password, code });
    expect(off.statusCode, off.body).toBe(200);
    expect(await mfaOf(patient.client)).toBe(false);
    const signIn = await new TestClient(t.app).post('/api/auth/sign-in/email', {
      email: patient.email,
      password: patient.password,
    });
    expect(signIn.json()).not.toHaveProperty('twoFactorRedirect');
    expect(await kindsOf(patient)).toEqual([
      'sign_in',
      'sign_in',
      'two_factor_disabled',
      'two_factor_enabled',
      'two_factor_failed',
    ]);
  });

  it('a password reset opens no session while 2FA is on: the new password is followed by a code', async () => {
    const patient = await signUpPatient(t.app);
    const app = await enableTwoFactor(patient);
    expect(
      (
        await new TestClient(t.app).post('/api/auth/request-password-reset', {
          email: patient.email,
          redirectTo: '/auth/reset',
        })
      ).statusCode,
    ).toBe(200);
    const link = firstLink((await latestMailTo(t, patient.email))!);
    const token = /\/reset-password\/([^?]+)\?/.exec(link)![1]!;
    const browser = new TestClient(t.app);
    const newPassword = 'Fresh-mango-72';
    expect((await browser.post('/api/auth/reset-password', { newPassword, token })).statusCode).toBe(200);
    expect((await browser.get('/api/profile')).statusCode).toBe(401);

    clock.advance(30);
    await passwordStep({ ...patient, password: newPassword }, browser);
    expect((await sendCode(browser, await app.codeAt(clock.now()))).statusCode).toBe(200);
  });

  it('is not a profile switch: PATCH /api/profile refuses mfa_enabled; the secret is never readable again', async () => {
    const patient = await signUpPatient(t.app);
    const patch = await t.app.inject({
      method: 'PATCH',
      url: '/api/profile',
      remoteAddress: patient.client.ip,
      headers: { origin: 'http://localhost:3000', cookie: patient.client.cookieHeader },
      payload: { mfa_enabled: true },
    });
    expect(patch.statusCode).toBe(400);
    expect(await mfaOf(patient.client)).toBe(false);
    await enableTwoFactor(patient);
    for (const path of ['get-totp-uri', 'generate-backup-codes'])
      expect(
        (await patient.client.post(`/api/auth/two-factor/${path}`, { password: patient.password }))
          .statusCode,
      ).toBe(404);
  });
});

describe('the code step is rate-limited like sign-in', () => {
  it('allows 5 codes a minute from one address, then 429 with Retry-After', async () => {
    const patient = await signUpPatient(t.app);
    await enableTwoFactor(patient);
    const browser = await passwordStep(patient);
    for (let i = 0; i < 5; i += 1) expect((await sendCode(browser, '111111')).statusCode).toBe(401);
    const limited = await sendCode(browser, '111111');
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('locks the second step for 15 minutes after 5 refused codes in a row from any addresses, the right code too', async () => {
    const patient = await signUpPatient(t.app);
    const app = await enableTwoFactor(patient);
    for (let i = 0; i < 5; i += 1)
      expect((await sendCode(await passwordStep(patient), '222222')).statusCode).toBe(401);
    clock.advance(30);
    const locked = await sendCode(await passwordStep(patient), await app.codeAt(clock.now()));
    expect(locked.statusCode).toBe(429);
    // Retry-After says the seconds the lock has left: 15 minutes from the fifth refusal, 30 s ago.
    expect(Number(locked.headers['retry-after'])).toBe(15 * 60 - 30);
    clock.advance(10 * 60);
    const stillLocked = await sendCode(await passwordStep(patient), await app.codeAt(clock.now()));
    expect(stillLocked.statusCode).toBe(429);
    expect(Number(stillLocked.headers['retry-after'])).toBe(5 * 60 - 30);
    clock.advance(5 * 60);
    const browser = await passwordStep(patient);
    expect((await sendCode(browser, await app.codeAt(clock.now()))).statusCode).toBe(200);
  });
});
