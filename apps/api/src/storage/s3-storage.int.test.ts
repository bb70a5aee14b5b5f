import { Readable } from 'node:stream';
import type { MedicalRecord, SignedLink } from '@sehat/shared';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { storedFiles } from '../db/schema/index.js';
import { FILE_REFERENCES } from '../routes.js';
import { buildTestApp, type TestApp } from '../test/app.js';
import { signUpPatient, type TestPatient } from '../test/client.js';
import { startTestS3, type S3Fault, type TestS3 } from '../test/s3-server.js';
import { filesOnDisk, fixture, recordForm, send, VALID_FIELDS } from '../test/uploads.js';
import { createS3Driver } from './s3-driver.js';
import { sweepOrphans } from './sweep.js';

/**
 * The whole upload pipeline on the S3 driver (docs/decisions/022), against a
 * real S3 API server (s3rver) started here, and what patients see when that
 * store is down or failing: 503 with Retry-After, nothing stored, the API up.
 */
let s3: TestS3;
let t: TestApp;
beforeAll(async () => {
  s3 = await startTestS3();
  t = await buildTestApp({ env: s3.env });
});
afterEach(() => s3.setFault('none'));
afterAll(async () => {
  await t.close();
  await s3.close();
});

const objectsOf = async (patient: TestPatient) =>
  (await s3.objectKeys()).filter((key) => key.split('/')[1] === patient.userId);

function upload(patient: TestPatient, files: { name: string; bytes: Buffer }[]) {
  return send(patient.client, 'POST', '/api/medical-records', recordForm(VALID_FIELDS, files));
}

async function download(patient: TestPatient, record: MedicalRecord, index: number) {
  const name = record.prescription_files[index]!.name;
  const link = await patient.client.get(`/api/medical-records/${record.id}/files/${name}/url`);
  expect(link.statusCode, link.body).toBe(200);
  return t.app.inject({
    method: 'GET',
    url: link.json<SignedLink>().url,
    remoteAddress: patient.client.ip,
    headers: { cookie: patient.client.cookieHeader },
  });
}

describe('files in an S3-compatible store', () => {
  it('uploads into the bucket as ciphertext only and downloads the original bytes through the signed link', async () => {
    const patient = await signUpPatient(t.app);
    const pdf = await fixture('prescription.pdf');
    const png = await fixture('prescription.png');
    const created = await upload(patient, [
      { name: 'a.pdf', bytes: pdf },
      { name: 'b.png', bytes: png },
    ]);
    expect(created.statusCode, created.body).toBe(201);
    const record = created.json<MedicalRecord>();

    const keys = record.prescription_files.map((file) => `prescriptions/${patient.userId}/${file.name}`);
    expect(await objectsOf(patient)).toEqual([...keys].sort());
    expect(await filesOnDisk(t.dataDir, patient.userId)).toEqual([]);
    for (const key of keys) {
      const stored = await s3.objectBytes(key);
      expect(stored.includes(Buffer.from('%PDF'))).toBe(false);
      expect(stored.includes(png.subarray(0, 8))).toBe(false);
    }

    const first = await download(patient, record, 0);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('application/pdf');
    expect(first.rawPayload.equals(pdf)).toBe(true);
    expect((await download(patient, record, 1)).rawPayload.equals(png)).toBe(true);

    const removed = await send(patient.client, 'DELETE', `/api/medical-records/${record.id}`);
    expect(removed.statusCode).toBe(204);
    expect(await objectsOf(patient)).toEqual([]);
  });

  it('sweeps orphaned objects from the bucket and keeps the referenced ones', async () => {
    const patient = await signUpPatient(t.app);
    const created = await upload(patient, [{ name: 'a.pdf', bytes: await fixture('prescription.pdf') }]);
    const referenced = `prescriptions/${patient.userId}/${created.json<MedicalRecord>().prescription_files[0]!.name}`;
    const bucket = createS3Driver({
      bucket: s3.bucket,
      endpoint: s3.env.S3_ENDPOINT,
      region: 'us-east-1',
      credentials: { accessKeyId: s3.env.S3_ACCESS_KEY_ID!, secretAccessKey: s3.env.S3_SECRET_ACCESS_KEY! },
      forcePathStyle: true,
    });
    const orphan = `${patient.userId}/1000000000000-orphan000000.pdf`;
    await bucket.put('prescriptions', orphan, Readable.from(Buffer.from('ciphertext')), { maxBytes: 100 });

    // Nothing is old enough yet: the request that wrote the orphan may still be committing.
    expect(await sweepOrphans(t.db, bucket, FILE_REFERENCES)).not.toContain(`prescriptions/${orphan}`);
    const later = new Date(Date.now() + 2 * 3600_000);
    expect(await sweepOrphans(t.db, bucket, FILE_REFERENCES, { now: later })).toContain(
      `prescriptions/${orphan}`,
    );
    expect(await objectsOf(patient)).toEqual([referenced]);
  });
});

describe.each<[string, S3Fault]>([
  ['down', 'down'],
  ['answering 500', 'error-500'],
])('an object store that is %s', (_label, fault) => {
  it('refuses uploads with 503 and Retry-After, storing no row and no object; downloads 503; the API stays up', async () => {
    const patient = await signUpPatient(t.app);
    const pdf = await fixture('prescription.pdf');
    const earlier = await upload(patient, [{ name: 'kept.pdf', bytes: pdf }]);
    expect(earlier.statusCode).toBe(201);
    const record = earlier.json<MedicalRecord>();

    s3.setFault(fault);
    const refused = await upload(patient, [{ name: 'new.pdf', bytes: pdf }]);
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe('30');
    expect(refused.json()).toEqual({
      error: {
        code: 'STORAGE_UNAVAILABLE',
        key: 'request.storageUnavailable',
        message: 'File storage is unavailable. Please try again in a moment.',
      },
    });
    const stalled = await download(patient, record, 0);
    expect(stalled.statusCode).toBe(503);
    expect(stalled.headers['retry-after']).toBe('30');

    // The API itself answers; records without files still save.
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    expect((await upload(patient, [])).statusCode).toBe(201);
    const list = await patient.client.get('/api/medical-records');
    expect(list.json<{ total: number }>().total).toBe(2);

    s3.setFault('none');
    expect(await objectsOf(patient)).toEqual([
      `prescriptions/${patient.userId}/${record.prescription_files[0]!.name}`,
    ]);
    const rows = await t.db.select().from(storedFiles).where(eq(storedFiles.patientId, patient.userId));
    expect(rows).toHaveLength(1);
    expect((await download(patient, record, 0)).rawPayload.equals(pdf)).toBe(true);
    expect((await upload(patient, [{ name: 'again.pdf', bytes: pdf }])).statusCode).toBe(201);
  });
});
