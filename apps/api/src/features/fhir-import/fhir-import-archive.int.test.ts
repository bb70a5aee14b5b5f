import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { unzipSync, zipSync, type Zippable } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storedFiles } from '../../db/schema/index.js';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { callAs } from '../../test/caregivers.js';
import { signUpPatient, type TestPatient } from '../../test/client.js';
import { archiveForm, fixture, recordForm, VALID_FIELDS } from '../../test/uploads.js';
import { IMPORT_ARCHIVE_LIMITS } from './import-archive.js';

/** 10:00 IST on 2026-03-05. */
const NOW = new Date('2026-03-05T04:30:00.000Z');
const BUNDLE = 'sehat-fhir-bundle.json';
const RECORD_FILE = `files/medical-records/2026-03-01 ${VALID_FIELDS.hospital_name}/rx-scan.pdf`;
const MiB = 1024 * 1024;

let t: TestApp;
let meera: TestPatient;
let nina: TestPatient;
/** Sends the malformed uploads: each patient may import or preview 20 times in 15 minutes. */
let omar: TestPatient;
/** Meera's export ZIP, entry by entry: a medical record with its prescription PDF. */
let exported: Record<string, Uint8Array>;

beforeAll(async () => {
  t = await buildTestApp({ now: () => NOW });
  meera = await signUpPatient(t.app, { name: 'Meera Nair' });
  nina = await signUpPatient(t.app, { name: 'Meera Nair' });
  omar = await signUpPatient(t.app, { name: 'Omar Sheikh' });
  const pdf = await fixture('prescription.pdf');
  const record = await meera.client.post(
    '/api/medical-records',
    recordForm(VALID_FIELDS, [{ name: 'rx-scan.pdf', bytes: pdf }]),
  );
  expect(record.statusCode, record.body).toBe(201);
  const download = await meera.client.get('/api/export/archive.zip');
  expect(download.statusCode).toBe(200);
  exported = unzipSync(new Uint8Array(download.rawPayload));
  expect(Object.keys(exported)).toContain(RECORD_FILE);
});

afterAll(() => t.close());

const zip = (entries: Zippable) => Buffer.from(zipSync(entries, { level: 6 }));
const importZip = (body: Buffer, url = '/api/import/archive') =>
  callAs(t, nina, 'POST', url, { payload: archiveForm(body) });

/** Every byte offset of a ZIP's central directory headers (signature PK\1\2). */
function centralHeaders(bytes: Buffer): number[] {
  const offsets: number[] = [];
  for (let at = bytes.indexOf('PK\x01\x02'); at >= 0; at = bytes.indexOf('PK\x01\x02', at + 4))
    offsets.push(at);
  return offsets;
}

/** The ZIP with every entry's declared uncompressed size set to `size` (local and central headers). */
function declaring(bytes: Buffer, size: number): Buffer {
  const copy = Buffer.from(bytes);
  for (let at = copy.indexOf('PK\x03\x04'); at >= 0; at = copy.indexOf('PK\x03\x04', at + 4))
    copy.writeUInt32LE(size, at + 22);
  for (const at of centralHeaders(copy)) copy.writeUInt32LE(size, at + 24);
  return copy;
}

/** `who` (Nina) has nothing: no row of any kind the ZIP holds, no stored file row, no file on disk. */
async function expectNothingStored(who = nina) {
  for (const url of ['/api/medical-records', '/api/lab-reports', '/api/claims', '/api/insurance-policies']) {
    const response = await callAs(t, who, 'GET', url);
    expect(response.json<{ items: unknown[] }>().items, url).toEqual([]);
  }
  expect(await t.db.select().from(storedFiles).where(eq(storedFiles.patientId, who.userId))).toEqual([]);
  const buckets = await readdir(path.join(t.dataDir, 'files')).catch(() => []);
  for (const bucket of buckets)
    expect(await readdir(path.join(t.dataDir, 'files', bucket, who.userId)).catch(() => [])).toEqual([]);
}

describe('refusing a bad export ZIP (docs/decisions/058-importing-fhir.md#the-export-zip)', () => {
  it('imports the untouched ZIP (so each refusal below is for its one change)', async () => {
    const preview = await importZip(zip(exported), '/api/import/archive/preview');
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json()).toMatchObject({ add: expect.arrayContaining([{ kind: 'documents', count: 1 }]) });
  });

  it.each([
    ['a body that is not a ZIP', () => Buffer.from('%PDF-1.7 not a zip at all'), 'INVALID_ARCHIVE'],
    [
      'a ZIP without sehat-fhir-bundle.json',
      () => zip({ [RECORD_FILE]: exported[RECORD_FILE]! }),
      'NO_BUNDLE_IN_ARCHIVE',
    ],
    [
      'an entry whose path climbs out with ..',
      () => {
        // fflate writes any name; the same length keeps every offset right.
        const name = RECORD_FILE.replace('files/medical-records/', 'files/medical-recor/../');
        return zip({ ...exported, [name]: exported[RECORD_FILE]! });
      },
      'INVALID_ARCHIVE',
    ],
    [
      'an entry that inflates past the size it declares',
      () => declaring(zip({ [BUNDLE]: exported[BUNDLE]! }), 10),
      'INVALID_ARCHIVE',
    ],
    [
      `more than ${IMPORT_ARCHIVE_LIMITS.entries} entries`,
      () =>
        zip({
          ...exported,
          ...Object.fromEntries(
            Array.from({ length: IMPORT_ARCHIVE_LIMITS.entries }, (_, i) => [
              `files/other/${i}.txt`,
              new Uint8Array(1),
            ]),
          ),
        }),
      'INVALID_ARCHIVE',
    ],
    [
      'a file the bundle links that the ZIP lacks',
      () => zip(Object.fromEntries(Object.entries(exported).filter(([name]) => name !== RECORD_FILE))),
      'INVALID_ARCHIVE',
    ],
    [
      'a file that is not the type its entry says (a PNG as the record’s PDF)',
      async () => zip({ ...exported, [RECORD_FILE]: new Uint8Array(await fixture('prescription.png')) }),
      'ARCHIVE_FILE_REFUSED',
    ],
    [
      'a file no record keeps (a program as the record’s PDF)',
      async () =>
        zip({ ...exported, [RECORD_FILE]: new Uint8Array(Buffer.from('MZ\x90\x00 an executable')) }),
      'ARCHIVE_FILE_REFUSED',
    ],
  ])('400 for %s, nothing stored', async (_case, body, code) => {
    for (const url of ['/api/import/archive/preview', '/api/import/archive?confirm_other_patient=true']) {
      const response = await importZip(await body(), url);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toMatchObject({ error: { code } });
    }
    await expectNothingStored();
  });

  it.each([
    [
      'an entry past the size of one file (a zip bomb)',
      () =>
        zip({ ...exported, 'files/other/zeros.bin': new Uint8Array(IMPORT_ARCHIVE_LIMITS.entryBytes + 1) }),
    ],
    [
      'entries declaring more than the total uncompressed limit',
      () => {
        const count = Math.floor(IMPORT_ARCHIVE_LIMITS.totalBytes / IMPORT_ARCHIVE_LIMITS.entryBytes) + 1;
        const small = Object.fromEntries(
          Array.from({ length: count }, (_, i) => [`files/other/${i}.bin`, new Uint8Array(1)]),
        );
        return declaring(zip(small), IMPORT_ARCHIVE_LIMITS.entryBytes);
      },
    ],
    ['a ZIP past the upload limit', () => Buffer.alloc(IMPORT_ARCHIVE_LIMITS.bytes + MiB)],
  ])('413 for %s, nothing stored', async (_case, body) => {
    const response = await importZip(body(), '/api/import/archive?confirm_other_patient=true');
    expect(response.statusCode, response.body).toBe(413);
    await expectNothingStored();
  });

  it('415 for the ZIP sent as the body itself rather than as an upload, nothing stored', async () => {
    for (const url of ['/api/import/archive/preview', '/api/import/archive?confirm_other_patient=true']) {
      const response = await callAs(t, omar, 'POST', url, {
        payload: zip(exported),
        headers: { 'content-type': 'application/zip' },
      });
      expect(response.statusCode, response.body).toBe(415);
    }
    await expectNothingStored(omar);
  });

  it.each([
    ['no file', () => recordForm({}, []), 'NO_FILE'],
    ['the ZIP in another field', () => archiveForm(zip(exported), 'files'), 'BAD_UPLOAD'],
    [
      'a text field beside the ZIP',
      () => {
        const form = new FormData();
        form.append('note', 'hello');
        form.append('archive', new Blob([new Uint8Array(zip(exported))]), 'sehat-export.zip');
        return form;
      },
      'BAD_UPLOAD',
    ],
  ])('400 for an upload with %s, nothing stored', async (_case, form, code) => {
    for (const url of ['/api/import/archive/preview', '/api/import/archive?confirm_other_patient=true']) {
      const response = await callAs(t, omar, 'POST', url, { payload: form() });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toMatchObject({ error: { code } });
    }
    await expectNothingStored(omar);
  });
});
