import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/app.js';
import { signUpPatient } from '../test/client.js';
import { recordForm, send, VALID_FIELDS } from '../test/uploads.js';
import { storedBytesOf } from './stored-files.repository.js';

const QUOTA_BYTES = 1024 * 1024;

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ env: { STORAGE_QUOTA_MB: '1' } });
});
afterAll(() => t.close());

/** A PDF of `kib` KiB filled with `fill`. */
const pdf = (kib: number, fill: string) =>
  Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(kib * 1024 - 9, fill)]);

describe('storage quota under concurrent uploads (STORAGE_QUOTA_MB, here 1)', () => {
  it('lets exactly one of two simultaneous uploads through when only one fits', async () => {
    const patient = await signUpPatient(t.app);
    const upload = (fill: string) =>
      send(
        patient.client,
        'POST',
        '/api/medical-records',
        recordForm(VALID_FIELDS, [{ name: `${fill}.pdf`, bytes: pdf(600, fill) }]),
      );

    const responses = await Promise.all([upload('a'), upload('b')]);

    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses, responses.map((response) => response.body).join('\n')).toEqual([201, 413]);
    const refused = responses.find((response) => response.statusCode === 413)!;
    expect(refused.json()).toMatchObject({
      error: { code: 'STORAGE_LIMIT_REACHED', key: 'request.storageLimit', message: 'Storage limit reached' },
    });
    expect(await storedBytesOf(t.db, patient.userId)).toBeLessThanOrEqual(QUOTA_BYTES);
    const list = await patient.client.get('/api/medical-records');
    expect(list.json<{ total: number }>().total).toBe(1);
  });
});
