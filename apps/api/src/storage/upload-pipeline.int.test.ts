import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { Claim, SignedLink, MedicalRecord } from '@sehat/shared';
import { eq, sql } from 'drizzle-orm';
import { storedFiles } from '../db/schema/index.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixture, recordForm, send, VALID_FIELDS } from '../test/uploads.js';
import { buildTestApp, TEST_BASE_URL, type TestApp } from '../test/app.js';
import { signUpPatient, type TestPatient } from '../test/client.js';
import { BUCKETS } from './driver.js';

/** One fixed instant: every upload of these tests happens in the same millisecond. */
const clock = new Date('2026-03-05T10:00:00.000Z');
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ now: () => clock, env: { STORAGE_QUOTA_MB: '2' } });
});
afterAll(() => t.close());

/** Every stored object of the patient, as `<bucket>/<name>`, partial writes included. */
async function storedObjects(userId: string): Promise<string[]> {
  const found: string[] = [];
  for (const bucket of BUCKETS) {
    const names = await readdir(path.join(t.dataDir, 'files', bucket, userId)).catch(() => []);
    found.push(...names.map((name) => `${bucket}/${name}`));
  }
  return found.sort();
}

function storedFileRows(userId: string) {
  return t.db.select().from(storedFiles).where(eq(storedFiles.patientId, userId));
}

function claimForm(fields: Record<string, string>, receipt?: { bytes: Buffer; name: string }) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  if (receipt) form.append('receipt', new Blob([new Uint8Array(receipt.bytes)]), receipt.name);
  return form;
}

const CLAIM_FIELDS = {
  claim_type: 'pharmacy',
  state: 'Kerala',
  city: 'Kochi',
  hospital_name: 'Aster Medcity',
  amount: '2450',
  claim_date: '2026-02-14',
};

async function newRecord(
  patient: TestPatient,
  files: { name: string; bytes: Buffer }[] = [],
  fields: Record<string, string> = VALID_FIELDS,
) {
  const response = await send(patient.client, 'POST', '/api/medical-records', recordForm(fields, files));
  expect(response.statusCode, response.body).toBe(201);
  return response.json<MedicalRecord>();
}

describe('malformed multipart on every upload route (issue: one upload pipeline)', () => {
  const BOUNDARY = 'sehat-boundary-7f3a';
  const unterminated =
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="primary_reason"\r\n\r\nFever\r\n` +
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="files"; filename="a.pdf"\r\n` +
    'Content-Type: application/pdf\r\n\r\n%PDF-1.4 half a file';
  const cases: [string, string, string | Buffer][] = [
    ['no boundary', 'multipart/form-data', `--x\r\n`],
    ['an empty boundary', 'multipart/form-data; boundary=', `--\r\n\r\n`],
    ['an unterminated part', `multipart/form-data; boundary=${BOUNDARY}`, unterminated],
    ['2 MiB without a boundary', 'multipart/form-data', Buffer.alloc(2 * 1024 * 1024, 'a')],
  ];

  it.each(cases)(
    'answers 400 to %s and stores nothing, on each route',
    async (_label, contentType, payload) => {
      const patient = await signUpPatient(t.app);
      const record = await newRecord(patient, [
        { name: 'kept.pdf', bytes: await fixture('prescription.pdf') },
      ]);
      const before = await storedObjects(patient.userId);
      for (const url of [
        '/api/medical-records',
        `/api/medical-records/${record.id}/files`,
        '/api/claims',
        '/api/profile/picture',
      ]) {
        const response = await t.app.inject({
          method: 'POST',
          url,
          payload,
          remoteAddress: patient.client.ip,
          headers: {
            origin: TEST_BASE_URL,
            cookie: patient.client.cookieHeader,
            'content-type': contentType,
          },
        });
        expect(response.statusCode, `${url}: ${response.body}`).toBe(400);
        expect(response.json<{ error: { code: string } }>().error.code).toMatch(
          /^(BAD_UPLOAD|VALIDATION_ERROR)$/,
        );
        expect(await storedObjects(patient.userId), url).toEqual(before);
      }
    },
  );
});

describe('fields before files', () => {
  it('refuses invalid fields before any file is stored', async () => {
    const patient = await signUpPatient(t.app);
    const form = recordForm({ ...VALID_FIELDS, doctor_name: '' }, [
      { name: 'a.pdf', bytes: await fixture('prescription.pdf') },
    ]);
    const response = await send(patient.client, 'POST', '/api/medical-records', form);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: {
        code: 'VALIDATION_ERROR',
        message: 'Validation Error: Please fill in all required fields.',
        key: 'medicalHistory.requiredFields',
      },
    });
    // Not even a partial write: the patient's folder was never made.
    expect(await readdir(path.join(t.dataDir, 'files', 'prescriptions')).catch(() => [])).not.toContain(
      patient.userId,
    );
  });

  it('refuses a NUL character in a text field, storing nothing', async () => {
    const patient = await signUpPatient(t.app);
    const form = recordForm({ ...VALID_FIELDS, diagnosis: 'Viral\u0000fever' }, [
      { name: 'a.pdf', bytes: await fixture('prescription.pdf') },
    ]);
    const response = await send(patient.client, 'POST', '/api/medical-records', form);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ error: { code: string } }>().error.code).toBe('NUL_CHARACTER');
    expect(await storedObjects(patient.userId)).toEqual([]);
  });

  it('refuses a text field sent after a file', async () => {
    const patient = await signUpPatient(t.app);
    const form = recordForm(VALID_FIELDS, [{ name: 'a.pdf', bytes: await fixture('prescription.pdf') }]);
    form.append('symptoms', 'cough');
    const response = await send(patient.client, 'POST', '/api/medical-records', form);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ error: { message: string } }>().error.message).toBe(
      'Send the form fields before the files.',
    );
    expect(await storedObjects(patient.userId)).toEqual([]);
  });
});

describe('claim receipts (the key-collision bug)', () => {
  it('keeps two receipts of claims filed in the same millisecond', async () => {
    const patient = await signUpPatient(t.app);
    const receipts = [
      { name: 'bill.pdf', bytes: await fixture('prescription.pdf') },
      { name: 'bill.png', bytes: await fixture('prescription.png') },
    ];
    const claims: Claim[] = [];
    for (const receipt of receipts) {
      const response = await patient.client.post('/api/claims', claimForm(CLAIM_FIELDS, receipt));
      expect(response.statusCode, response.body).toBe(201);
      claims.push(response.json<Claim>());
    }
    expect(await storedObjects(patient.userId)).toHaveLength(2);
    for (const [i, claim] of claims.entries()) {
      const link = await patient.client.get(`/api/claims/${claim.id}/receipt?kind=receipt`);
      const file = await patient.client.get(link.json<SignedLink>().url);
      expect(file.statusCode).toBe(200);
      expect(file.rawPayload.equals(receipts[i]!.bytes)).toBe(true);
    }
  });

  it("deletes only its own receipt when a claim's row cannot be committed", async () => {
    const suffix = Math.random().toString(36).slice(2, 10);
    const fn = `sehat_test_claim_fail_${suffix}`;
    await t.db.execute(
      sql.raw(`CREATE FUNCTION ${fn}() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          IF NEW.hospital_name = 'FAIL-${suffix}' THEN RAISE EXCEPTION 'simulated database failure'; END IF;
          RETURN NEW;
        END $$`),
    );
    await t.db.execute(
      sql.raw(`CREATE TRIGGER ${fn} BEFORE INSERT ON insurance_claim FOR EACH ROW EXECUTE FUNCTION ${fn}()`),
    );
    try {
      const patient = await signUpPatient(t.app);
      const pdf = { name: 'bill.pdf', bytes: await fixture('prescription.pdf') };
      const first = await patient.client.post('/api/claims', claimForm(CLAIM_FIELDS, pdf));
      expect(first.statusCode).toBe(201);
      const kept = await storedObjects(patient.userId);

      const failed = await patient.client.post(
        '/api/claims',
        claimForm({ ...CLAIM_FIELDS, hospital_name: `FAIL-${suffix}` }, pdf),
      );
      expect(failed.statusCode).toBe(500);
      expect(await storedObjects(patient.userId)).toEqual(kept);
      expect(await storedFileRows(patient.userId)).toHaveLength(1);
      const link = await patient.client.get(`/api/claims/${first.json<Claim>().id}/receipt?kind=receipt`);
      expect((await patient.client.get(link.json<SignedLink>().url)).statusCode).toBe(200);
    } finally {
      await t.db.execute(sql.raw(`DROP TRIGGER IF EXISTS ${fn} ON insurance_claim`));
      await t.db.execute(sql.raw(`DROP FUNCTION IF EXISTS ${fn}()`));
    }
  });
});

describe("the patient's file names", () => {
  it('keeps a name through upload, list, download and the removal of a sibling', async () => {
    const patient = await signUpPatient(t.app);
    const record = await newRecord(
      patient,
      [
        { name: 'report.pdf', bytes: await fixture('prescription.pdf') },
        { name: 'rx-scan.png', bytes: await fixture('prescription.png') },
        { name: 'रिपोर्ट मार्च.pdf', bytes: await fixture('prescription.pdf') },
      ],
      { ...VALID_FIELDS, prescribed_medications: 'Paracetamol 500 mg' },
    );
    expect(record.prescription_files.map((f) => f.display_name)).toEqual([
      'report.pdf',
      'rx-scan.png',
      'रिपोर्ट मार्च.pdf',
    ]);
    const scan = record.prescription_files[1]!;

    const removed = await send(
      patient.client,
      'DELETE',
      `/api/medical-records/${record.id}/files/${record.prescription_files[0]!.name}`,
    );
    expect(removed.json<MedicalRecord>().prescription_files.map((f) => f.display_name)).toEqual([
      'rx-scan.png',
      'रिपोर्ट मार्च.pdf',
    ]);

    const detail = await patient.client.get(`/api/medical-records/${record.id}`);
    expect(detail.json<MedicalRecord>().prescription_files[0]).toMatchObject({ display_name: 'rx-scan.png' });
    const list = await patient.client.get('/api/prescriptions');
    expect(list.statusCode).toBe(200);
    expect(
      list.json<{ items: MedicalRecord[] }>().items[0]!.prescription_files.map((f) => f.display_name),
    ).toEqual(['rx-scan.png', 'रिपोर्ट मार्च.pdf']);

    const link = await patient.client.get(`/api/medical-records/${record.id}/files/${scan.name}/url`);
    const download = await patient.client.get(link.json<SignedLink>().url);
    expect(download.headers['content-disposition']).toBe('attachment; filename="rx-scan.png"');
    const hindi = record.prescription_files[2]!;
    const hindiLink = await patient.client.get(`/api/medical-records/${record.id}/files/${hindi.name}/url`);
    const hindiDownload = await patient.client.get(hindiLink.json<SignedLink>().url);
    expect(hindiDownload.headers['content-disposition']).toContain(
      `filename*=UTF-8''${encodeURIComponent('रिपोर्ट मार्च.pdf')}`,
    );
  });
});

describe('storage quota (STORAGE_QUOTA_MB, here 2)', () => {
  it("answers 413 'Storage limit reached' past the quota and stores nothing", async () => {
    const patient = await signUpPatient(t.app);
    const big = (fill: string) => Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(900 * 1024, fill)]);
    await newRecord(patient, [
      { name: 'one.pdf', bytes: big('a') },
      { name: 'two.pdf', bytes: big('b') },
    ]);
    const before = await storedObjects(patient.userId);

    const response = await send(
      patient.client,
      'POST',
      '/api/medical-records',
      recordForm(VALID_FIELDS, [{ name: 'three.pdf', bytes: big('c') }]),
    );
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      error: {
        code: 'STORAGE_LIMIT_REACHED',
        message: 'Storage limit reached',
        key: 'request.storageLimit',
      },
    });
    expect(await storedObjects(patient.userId)).toEqual(before);

    // Another patient has their own quota.
    const other = await signUpPatient(t.app);
    await newRecord(other, [{ name: 'three.pdf', bytes: big('c') }]);
  });
});

describe('OpenAPI', () => {
  it('documents the multipart body of every upload route', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      paths: Record<string, { post?: { requestBody?: { content: Record<string, { schema: unknown }> } } }>;
    }>();
    const bodyOf = (route: string) =>
      doc.paths[route]?.post?.requestBody?.content['multipart/form-data']?.schema;
    expect(bodyOf('/api/medical-records')).toMatchObject({
      properties: { primary_reason: { type: 'string' }, files: { type: 'array' } },
    });
    expect(bodyOf('/api/medical-records/{id}/files')).toMatchObject({
      properties: { files: { type: 'array' } },
    });
    expect(bodyOf('/api/claims')).toMatchObject({
      properties: { claim_type: {}, receipt: { type: 'string', format: 'binary' } },
    });
    expect(bodyOf('/api/profile/picture')).toMatchObject({
      properties: { file: { type: 'string', format: 'binary' } },
    });
  });
});
