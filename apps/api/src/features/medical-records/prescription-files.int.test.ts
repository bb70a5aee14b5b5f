import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { MedicalRecord, SignedLink } from '@sehat/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { signUpPatient, type TestPatient } from '../../test/client.js';
import { filesOnDisk, fixture, recordForm, send, VALID_FIELDS, type UploadFile } from '../../test/uploads.js';

let clock = new Date('2026-03-05T06:30:00Z');
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ now: () => clock });
});
afterAll(() => t.close());

const pdf = async (name = 'rx.pdf'): Promise<UploadFile> => ({
  name,
  bytes: await fixture('prescription.pdf'),
});

async function createWith(patient: TestPatient, files: UploadFile[]) {
  const response = await send(
    patient.client,
    'POST',
    '/api/medical-records',
    recordForm(VALID_FIELDS, files),
  );
  expect(response.statusCode, response.body).toBe(201);
  return response.json<MedicalRecord>();
}

async function recordCount(patient: TestPatient): Promise<number> {
  return (await patient.client.get('/api/medical-records')).json<{ total: number }>().total;
}

async function linkFor(patient: TestPatient, recordId: string, name: string, disposition = 'attachment') {
  const response = await patient.client.get(
    `/api/medical-records/${recordId}/files/${name}/url?disposition=${disposition}`,
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json<SignedLink>();
}

describe('prescription files on create (docs/product.md#prescription-files)', () => {
  it('stores pdf, png, jpg and docx by content under {userId}/{timestamp}-{random}.{ext}', async () => {
    const patient = await signUpPatient(t.app);
    const record = await createWith(patient, [
      await pdf('../../etc/passwd.pdf'),
      { name: 'scan.PNG', bytes: await fixture('prescription.png'), type: 'image/png' },
      { name: 'photo.jpeg', bytes: await fixture('prescription.jpg') },
      { name: 'notes.docx', bytes: await fixture('prescription.docx') },
    ]);
    // The patient's names are kept for display (sanitised: no folders), never for the stored key.
    expect(record.prescription_files.map((f) => [f.ext, f.display_name, f.viewable])).toEqual([
      ['pdf', 'passwd.pdf', true],
      ['png', 'scan.PNG', true],
      ['jpg', 'photo.jpeg', true],
      ['docx', 'notes.docx', false],
    ]);
    const onDisk = await filesOnDisk(t.dataDir, patient.userId);
    expect(onDisk).toEqual(record.prescription_files.map((f) => f.name).sort());
    for (const name of onDisk)
      expect(name).toMatch(new RegExp(`^${clock.getTime()}-[0-9a-z]{12}\\.(pdf|png|jpg|docx)$`));
    // The client's name, '../' included, never reaches the disk.
    expect(await readdir(path.join(t.dataDir, 'files', 'prescriptions'))).toEqual(
      expect.arrayContaining([patient.userId]),
    );
  });

  it.each([
    ['an executable named .pdf', 'program.pdf', 'application/pdf'],
    ['an HTML page named .png', 'page-renamed.png', 'image/png'],
  ])('refuses %s with 415 and stores nothing', async (_label, name, type) => {
    const patient = await signUpPatient(t.app);
    const form = recordForm(VALID_FIELDS, [await pdf(), { name, bytes: await fixture(name), type }]);
    const response = await send(patient.client, 'POST', '/api/medical-records', form);
    expect(response.statusCode).toBe(415);
    // The refusal names the refused file (the pdf before it was fine).
    expect(response.json()).toEqual({
      error: {
        code: 'UNSUPPORTED_FILE_TYPE',
        key: 'fileRefusals.prescriptions',
        values: { name },
        message: `${name}: not a PDF, JPG, JPEG, PNG, DOC or DOCX file`,
      },
    });
    expect(await recordCount(patient)).toBe(0);
    expect(await filesOnDisk(t.dataDir, patient.userId)).toEqual([]);
  });

  it('refuses a file over 10 MB with 413 and stores nothing', async () => {
    const patient = await signUpPatient(t.app);
    const big = Buffer.concat([await fixture('prescription.pdf'), Buffer.alloc(10 * 1024 * 1024)]);
    const form = recordForm(VALID_FIELDS, [await pdf(), { name: 'big.pdf', bytes: big }]);
    const response = await send(patient.client, 'POST', '/api/medical-records', form);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      error: {
        code: 'FILE_TOO_LARGE',
        message: 'big.pdf: larger than 10 MB',
        key: 'fileRefusals.tooLarge',
        values: { name: 'big.pdf' },
      },
    });
    expect(await recordCount(patient)).toBe(0);
    expect(await filesOnDisk(t.dataDir, patient.userId)).toEqual([]);
  });

  it('refuses a 6th file with the product message and stores nothing', async () => {
    const patient = await signUpPatient(t.app);
    const six = await Promise.all(Array.from({ length: 6 }, (_, i) => pdf(`rx-${i}.pdf`)));
    const response = await send(
      patient.client,
      'POST',
      '/api/medical-records',
      recordForm(VALID_FIELDS, six),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: {
        code: 'TOO_MANY_FILES',
        message: 'Too many files: You can only upload up to 5 files.',
        key: 'upload.tooMany',
      },
    });
    expect(await recordCount(patient)).toBe(0);
    expect(await filesOnDisk(t.dataDir, patient.userId)).toEqual([]);
  });

  it('refuses files sent under another field name', async () => {
    const patient = await signUpPatient(t.app);
    const form = recordForm(VALID_FIELDS, [{ ...(await pdf()), field: 'attachment' }]);
    const response = await send(patient.client, 'POST', '/api/medical-records', form);
    expect(response.statusCode).toBe(400);
    expect(await filesOnDisk(t.dataDir, patient.userId)).toEqual([]);
  });
});

describe('POST /api/medical-records/:id/files', () => {
  it('adds files up to five in all, counting those already there', async () => {
    const patient = await signUpPatient(t.app);
    const record = await createWith(patient, [await pdf(), await pdf(), await pdf()]);
    const url = `/api/medical-records/${record.id}/files`;

    const tooMany = await send(
      patient.client,
      'POST',
      url,
      recordForm({}, [await pdf(), await pdf(), await pdf()]),
    );
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().error.message).toBe('Too many files: You can only upload up to 5 files.');
    expect(await filesOnDisk(t.dataDir, patient.userId)).toHaveLength(3);

    const added = await send(patient.client, 'POST', url, recordForm({}, [await pdf(), await pdf()]));
    expect(added.statusCode).toBe(200);
    expect(added.json<MedicalRecord>().prescription_files).toHaveLength(5);
    expect(await filesOnDisk(t.dataDir, patient.userId)).toHaveLength(5);

    const sixth = await send(patient.client, 'POST', url, recordForm({}, [await pdf()]));
    expect(sixth.statusCode).toBe(400);
    expect(await filesOnDisk(t.dataDir, patient.userId)).toHaveLength(5);
  });

  it("answers 404 on another patient's record and stores nothing", async () => {
    const owner = await signUpPatient(t.app);
    const other = await signUpPatient(t.app);
    const record = await createWith(owner, []);
    const response = await send(
      other.client,
      'POST',
      `/api/medical-records/${record.id}/files`,
      recordForm({}, [await pdf()]),
    );
    expect(response.statusCode).toBe(404);
    expect(await filesOnDisk(t.dataDir, other.userId)).toEqual([]);
    expect(await filesOnDisk(t.dataDir, owner.userId)).toEqual([]);
  });

  it('refuses a request without files', async () => {
    const patient = await signUpPatient(t.app);
    const record = await createWith(patient, []);
    const response = await send(
      patient.client,
      'POST',
      `/api/medical-records/${record.id}/files`,
      recordForm({}),
    );
    expect(response.statusCode).toBe(400);
  });
});

describe('DELETE /api/medical-records/:id/files/:fileName', () => {
  it('removes the file from the record and the disk; a second delete is a 404', async () => {
    const patient = await signUpPatient(t.app);
    const record = await createWith(patient, [await pdf(), await pdf()]);
    const [first, second] = record.prescription_files;
    const url = `/api/medical-records/${record.id}/files/${first!.name}`;

    const removed = await send(patient.client, 'DELETE', url);
    expect(removed.statusCode).toBe(200);
    expect(removed.json<MedicalRecord>().prescription_files.map((f) => f.name)).toEqual([second!.name]);
    expect(await filesOnDisk(t.dataDir, patient.userId)).toEqual([second!.name]);
    expect((await send(patient.client, 'DELETE', url)).statusCode).toBe(404);
  });

  it("refuses another patient's record, unknown names and path tricks, touching nothing", async () => {
    const owner = await signUpPatient(t.app);
    const other = await signUpPatient(t.app);
    const record = await createWith(owner, [await pdf()]);
    const name = record.prescription_files[0]!.name;
    for (const [client, fileName] of [
      [other.client, name],
      [owner.client, encodeURIComponent(`../${other.userId}/${name}`)],
      [owner.client, encodeURIComponent('../x')],
      [owner.client, '1767225600000-aaaaaaaaaa.pdf'],
    ] as const) {
      const response = await send(client, 'DELETE', `/api/medical-records/${record.id}/files/${fileName}`);
      expect(response.statusCode).toBe(404);
    }
    expect(await filesOnDisk(t.dataDir, owner.userId)).toEqual([name]);
  });
});

describe('signed file links and GET /api/files/* (docs/product.md#data-calls, docs/product.md#limits-and-constants; docs/architecture.md#d3-files)', () => {
  it("downloads the bytes as an attachment under the patient's file name, with nosniff and no caching", async () => {
    const patient = await signUpPatient(t.app);
    const record = await createWith(patient, [await pdf()]);
    const file = record.prescription_files[0]!;
    const link = await linkFor(patient, record.id, file.name);
    expect(new Date(link.expires_at).getTime() - clock.getTime()).toBe(3600_000);

    const response = await patient.client.get(link.url);
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(await fixture('prescription.pdf'))).toBe(true);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe('attachment; filename="rx.pdf"');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.headers['content-security-policy']).toMatch(/^default-src 'none'/);
  });

  it('serves inline only PDF and images, when asked', async () => {
    const patient = await signUpPatient(t.app);
    const record = await createWith(patient, [
      await pdf(),
      { name: 'n.docx', bytes: await fixture('prescription.docx') },
    ]);
    const [pdfFile, docx] = record.prescription_files;
    const inlinePdf = await patient.client.get(
      (await linkFor(patient, record.id, pdfFile!.name, 'inline')).url,
    );
    expect(inlinePdf.headers['content-disposition']).toBe('inline; filename="rx.pdf"');
    const inlineDocx = await patient.client.get(
      (await linkFor(patient, record.id, docx!.name, 'inline')).url,
    );
    expect(inlineDocx.headers['content-disposition']).toBe('attachment; filename="n.docx"');
    expect(inlineDocx.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
  });

  it('answers 403 to a tampered link and after expiry (injected clock), 404 to another patient, 401 without a session', async () => {
    const owner = await signUpPatient(t.app);
    const other = await signUpPatient(t.app);
    const record = await createWith(owner, [await pdf()]);
    const link = await linkFor(owner, record.id, record.prescription_files[0]!.name);

    const forbidden = {
      error: {
        code: 'FORBIDDEN',
        message: 'This file link is invalid or has expired.',
        key: 'request.fileLinkInvalid',
      },
    };
    const tampered = [
      link.url.replace(/sig=[^&]+/, 'sig=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'),
      link.url.replace('disposition=attachment', 'disposition=inline'),
      link.url.replace(/expires=(\d+)/, (_m, s: string) => `expires=${Number(s) + 3600}`),
      link.url.replace(owner.userId, other.userId),
      link.url.replace(/&sig=[^&]+/, ''),
    ];
    for (const url of tampered) {
      const response = await owner.client.get(url);
      expect(response.statusCode, url).toBe(403);
      expect(response.json()).toEqual(forbidden);
    }

    const stolen = await other.client.get(link.url);
    expect(stolen.statusCode).toBe(404);
    expect(stolen.body).not.toContain('%PDF');
    expect((await t.app.inject({ method: 'GET', url: link.url })).statusCode).toBe(401);

    const issuedAt = clock;
    try {
      clock = new Date(issuedAt.getTime() + 3599_000);
      expect((await owner.client.get(link.url)).statusCode).toBe(200);
      clock = new Date(issuedAt.getTime() + 3600_000);
      const expired = await owner.client.get(link.url);
      expect(expired.statusCode).toBe(403);
      expect(expired.json()).toEqual(forbidden);
    } finally {
      clock = issuedAt;
    }
  });

  it("gives no link to another patient's file or to a name the record does not hold", async () => {
    const owner = await signUpPatient(t.app);
    const other = await signUpPatient(t.app);
    const record = await createWith(owner, [await pdf()]);
    const name = record.prescription_files[0]!.name;
    expect((await other.client.get(`/api/medical-records/${record.id}/files/${name}/url`)).statusCode).toBe(
      404,
    );
    for (const fileName of [encodeURIComponent('../x'), '1767225600000-aaaaaaaaaa.pdf']) {
      expect(
        (await owner.client.get(`/api/medical-records/${record.id}/files/${fileName}/url`)).statusCode,
      ).toBe(404);
    }
    expect(
      (await owner.client.get(`/api/medical-records/${record.id}/files/${name}/url?disposition=evil`))
        .statusCode,
    ).toBe(400);
  });
});
