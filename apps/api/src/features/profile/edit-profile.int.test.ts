import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { PROFILE_MESSAGES, profileSchema } from '@sehat/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../config/env.js';
import { createStorage } from '../../storage/index.js';
import { buildTestApp, TEST_BASE_URL, type TestApp } from '../../test/app.js';
import { signUpPatient, type TestClient, type TestPatient } from '../../test/client.js';

const fixture = (name: string) => readFile(path.join(REPO_ROOT, 'e2e/fixtures/files', name));
const SVG_WITH_SCRIPT = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
);
const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

function patch(client: TestClient, url: string, payload: unknown) {
  return t.app.inject({
    method: 'PATCH',
    url,
    payload: payload as object,
    remoteAddress: client.ip,
    headers: { origin: TEST_BASE_URL, cookie: client.cookieHeader },
  });
}

function picture(bytes: Buffer, name: string, type = 'image/png') {
  const form = new FormData();
  form.append('file', new Blob([bytes], { type }), name);
  return form;
}

async function storedPictures(patient: TestPatient) {
  return (await createStorage({ DATA_DIR: t.dataDir }).list('profiles', `${patient.userId}/`)).map(
    (o) => o.key,
  );
}

describe('GET /api/profile (docs/product.md#edit-profile, docs/product.md#data-calls)', () => {
  it('answers the full row of the signed-in patient', async () => {
    const patient = await signUpPatient(t.app, { name: 'Meera Iyer' });
    const response = await patient.client.get('/api/profile');
    expect(response.statusCode).toBe(200);
    const profile = profileSchema.parse(response.json());
    expect(profile).toMatchObject({
      user_id: patient.userId,
      email: patient.email,
      display_name: 'Meera Iyer',
      first_name: 'Meera',
      last_name: 'Iyer',
      mobile_number: null,
      profile_picture_url: null,
      mfa_enabled: false,
    });
    expect(profile.patient_id).toMatch(/^SEH-/);
  });

  it('needs a session', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/profile',
      headers: { origin: TEST_BASE_URL },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('PATCH /api/profile', () => {
  it('saves display name and mobile number', async () => {
    const patient = await signUpPatient(t.app);
    const response = await patch(patient.client, '/api/profile', {
      display_name: '  Asha R. ',
      mobile_number: '+91 98765 43210',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      display_name: 'Asha R.',
      mobile_number: '+91 98765 43210',
      mfa_enabled: false,
    });
    const header = await patient.client.get('/api/profile/header');
    expect(header.json()).toMatchObject({ display_name: 'Asha R.' });
  });

  it('ignores identity fields, e-mail and user_id sent with it (docs/product.md#roles-and-access)', async () => {
    const patient = await signUpPatient(t.app, { name: 'Kiran Das' });
    const before = profileSchema.parse((await patient.client.get('/api/profile')).json());
    const other = await signUpPatient(t.app);
    const response = await patch(patient.client, '/api/profile', {
      display_name: 'Kiran',
      patient_id: 'SEH-HACKED00',
      user_id: other.userId,
      email: 'evil@example.test',
      first_name: 'Evil',
      last_name: 'Twin',
    });
    expect(response.statusCode).toBe(200);
    const after = profileSchema.parse((await patient.client.get('/api/profile')).json());
    expect(after).toEqual({ ...before, display_name: 'Kiran' });
    // The other patient's row is untouched.
    expect((await other.client.get('/api/profile')).json()).toMatchObject({
      display_name: 'Asha Rani Verma',
    });
  });

  it('refuses bad input with a 400 envelope and writes nothing', async () => {
    const patient = await signUpPatient(t.app);
    for (const [body, message] of [
      [{ mobile_number: 'call me maybe' }, PROFILE_MESSAGES.invalidMobile],
      [{ display_name: 'x'.repeat(121) }, PROFILE_MESSAGES.displayNameTooLong],
      [{ mfa_enabled: 'yes' }, PROFILE_MESSAGES.mfaNotEditable],
      // Two-factor sign-in is no plain switch (decision 027): only its enrolment turns it on.
      [{ display_name: 'Asha', mfa_enabled: true }, PROFILE_MESSAGES.mfaNotEditable],
      [{}, PROFILE_MESSAGES.nothingToUpdate],
      [{ patient_id: 'SEH-HACKED00' }, PROFILE_MESSAGES.nothingToUpdate],
    ] as const) {
      const response = await patch(patient.client, '/api/profile', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      const error = response.json<{ error: { code: string; message: string } }>().error;
      if (message) expect(error.message).toBe(message);
    }
    expect((await patient.client.get('/api/profile')).json()).toMatchObject({
      display_name: 'Asha Rani Verma',
      mobile_number: null,
      mfa_enabled: false,
    });
  });
});

describe('POST /api/profile/picture (docs/product.md#profiles area, docs/product.md#validation-rules)', () => {
  it('stores the picture under the patient folder and serves it by a signed link to its owner only', async () => {
    const patient = await signUpPatient(t.app);
    const png = await fixture('prescription.png');
    const response = await patient.client.post('/api/profile/picture', picture(png, 'me.png'));
    expect(response.statusCode).toBe(200);
    const { profile_picture_url: url } = response.json<{ profile_picture_url: string }>();
    expect(url).toMatch(
      new RegExp(`^/api/files/profiles/${patient.userId}/\\d+-[0-9a-z]{12}\\.png\\?.*sig=`),
    );

    const keys = await storedPictures(patient);
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatch(new RegExp(`^${patient.userId}/\\d+-[0-9a-z]{12}\\.png$`));

    const download = await patient.client.get(url);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('image/png');
    expect(download.rawPayload.equals(png)).toBe(true);

    // The header and the profile both carry a signed link to the new picture.
    for (const endpoint of ['/api/profile/header', '/api/profile']) {
      const body = (await patient.client.get(endpoint)).json<{ profile_picture_url: string }>();
      expect(body.profile_picture_url).toMatch(new RegExp(`^/api/files/profiles/${patient.userId}/.+sig=`));
    }

    // Another patient cannot use the link, nor a forged one.
    const other = await signUpPatient(t.app);
    expect((await other.client.get(url)).statusCode).toBe(404);
    expect((await patient.client.get(url.replace(/sig=[^&]+/, 'sig=forged'))).statusCode).toBe(403);
  });

  it('replaces the old picture and deletes its file', async () => {
    const patient = await signUpPatient(t.app);
    await patient.client.post('/api/profile/picture', picture(await fixture('prescription.png'), 'a.png'));
    const [first] = await storedPictures(patient);
    // No wait between the two: keys carry a random part, so even the same millisecond cannot clash.
    const response = await patient.client.post('/api/profile/picture', picture(GIF, 'b.gif', 'image/gif'));
    expect(response.statusCode).toBe(200);
    const keys = await storedPictures(patient);
    expect(keys).toHaveLength(1);
    expect(keys[0]).not.toBe(first);
    expect(keys[0]).toMatch(/\.gif$/);
    const again = await patient.client.post('/api/profile/picture', picture(GIF, 'c.gif', 'image/gif'));
    expect(again.statusCode).toBe(200);
    const [latest] = await storedPictures(patient);
    expect(latest).not.toBe(keys[0]);
    expect(await storedPictures(patient)).toHaveLength(1);
  });

  it('refuses an SVG with a script renamed .png, HTML and text, keeping the current picture', async () => {
    const patient = await signUpPatient(t.app);
    await patient.client.post('/api/profile/picture', picture(await fixture('prescription.png'), 'a.png'));
    const before = await storedPictures(patient);
    for (const [bytes, name] of [
      [SVG_WITH_SCRIPT, 'avatar.png'],
      [await fixture('page-renamed.png'), 'page.png'],
      [await fixture('prescription.pdf'), 'scan.png'],
      [Buffer.from('hello'), 'hello.png'],
    ] as const) {
      const response = await patient.client.post('/api/profile/picture', picture(bytes, name));
      expect(response.statusCode, name).toBe(415);
      expect(response.json<{ error: { message: string } }>().error.message).toBe(
        `${name}: not a JPG, PNG, GIF, WebP, AVIF or BMP image`,
      );
    }
    expect(await storedPictures(patient)).toEqual(before);
  });

  it('accepts a picture over the 5 MB hint (not enforced, docs/product.md#limits-and-constants)', async () => {
    const patient = await signUpPatient(t.app);
    const six = Buffer.concat([await fixture('prescription.png'), Buffer.alloc(6 * 1024 * 1024)]);
    expect((await patient.client.post('/api/profile/picture', picture(six, 'six.png'))).statusCode).toBe(200);
  });

  it('answers 413 past 10 MiB and 400 without a file, storing nothing', async () => {
    const patient = await signUpPatient(t.app);
    const big = Buffer.concat([await fixture('prescription.png'), Buffer.alloc(11 * 1024 * 1024)]);
    expect((await patient.client.post('/api/profile/picture', picture(big, 'big.png'))).statusCode).toBe(413);
    const empty = new FormData();
    empty.append('note', 'no file');
    expect((await patient.client.post('/api/profile/picture', empty)).statusCode).toBe(400);
    // Not multipart at all: the wrong media type.
    expect((await patient.client.post('/api/profile/picture', { file: 'x' })).statusCode).toBe(415);
    expect(await storedPictures(patient)).toEqual([]);
  });
});
