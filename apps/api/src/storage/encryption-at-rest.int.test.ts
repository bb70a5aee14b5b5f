import { randomBytes, randomUUID } from 'node:crypto';
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { SignedLink, MedicalRecord } from '@sehat/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixture, recordForm, send, VALID_FIELDS } from '../test/uploads.js';
import { buildTestApp, type TestApp } from '../test/app.js';
import { signUpPatient, type TestPatient } from '../test/client.js';
import { MAGIC } from './file-encryption.js';
import { FILE_KEY_FILE } from './file-encryption-key.js';

/** What would give a file's type away: PDF, PNG, JPEG, zip (docx) and GIF signatures. */
const SIGNATURES = [
  Buffer.from('%PDF'),
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from([0xff, 0xd8, 0xff]),
  Buffer.from('PK\x03\x04', 'latin1'),
  Buffer.from('GIF8'),
];

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

/** Every stored file under DATA_DIR/files: path → raw bytes. */
async function rawFiles(dataDir = t.dataDir): Promise<Map<string, Buffer>> {
  const root = path.join(dataDir, 'files');
  const files = new Map<string, Buffer>();
  for (const entry of await readdir(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const full = path.join(entry.parentPath, entry.name);
    files.set(path.relative(root, full), await readFile(full));
  }
  return files;
}

/** Every signature in a row: what the large PDF is padded with. */
const PADDING_BLOCK = Buffer.concat(SIGNATURES);

/** A valid PDF padded past three 64 KiB segments with bytes that look like other files' signatures. */
async function largePdf(): Promise<Buffer> {
  const padding = Buffer.concat(Array.from({ length: 20_000 }, () => PADDING_BLOCK));
  return Buffer.concat([await fixture('prescription.pdf'), padding]);
}

async function createRecord(patient: TestPatient, files: { name: string; bytes: Buffer }[]) {
  const response = await send(
    patient.client,
    'POST',
    '/api/medical-records',
    recordForm(VALID_FIELDS, files),
  );
  expect(response.statusCode, response.body).toBe(201);
  return response.json<MedicalRecord>();
}

async function download(patient: TestPatient, record: MedicalRecord, index: number, app = t.app) {
  const name = record.prescription_files[index]!.name;
  const link = await patient.client.get(`/api/medical-records/${record.id}/files/${name}/url`);
  expect(link.statusCode, link.body).toBe(200);
  return app.inject({
    method: 'GET',
    url: link.json<SignedLink>().url,
    remoteAddress: patient.client.ip,
    headers: { cookie: patient.client.cookieHeader },
  });
}

const diskPath = (patient: TestPatient, record: MedicalRecord, index: number, dataDir = t.dataDir) =>
  path.join(dataDir, 'files', 'prescriptions', patient.userId, record.prescription_files[index]!.name);

describe('files are encrypted at rest (docs/decisions/015-file-encryption-at-rest.md, docs/architecture.md#d13-files-encrypted-at-rest)', () => {
  it('stores no byte sequence that reveals a type, in any bucket, and downloads the original bytes', async () => {
    const patient = await signUpPatient(t.app);
    const originals = [
      { name: 'a.pdf', bytes: await fixture('prescription.pdf') },
      { name: 'b.png', bytes: await fixture('prescription.png') },
      { name: 'c.jpg', bytes: await fixture('prescription.jpg') },
      { name: 'd.docx', bytes: await fixture('prescription.docx') },
      { name: 'e.pdf', bytes: await largePdf() },
    ];
    const record = await createRecord(patient, originals);
    const receipt = new FormData();
    for (const [key, value] of Object.entries({
      claim_type: 'pharmacy',
      state: 'Kerala',
      city: 'Kochi',
      hospital_name: 'Aster Medcity',
      amount: '2450',
      claim_date: '2026-02-14',
    }))
      receipt.append(key, value);
    receipt.append('receipt', new Blob([new Uint8Array(await fixture('prescription.png'))]), 'r.png');
    expect((await patient.client.post('/api/claims', receipt)).statusCode).toBe(201);
    const picture = new FormData();
    picture.append('file', new Blob([new Uint8Array(await fixture('prescription.png'))]), 'me.png');
    expect((await patient.client.post('/api/profile/picture', picture)).statusCode).toBe(200);

    const files = await rawFiles();
    const buckets = new Set([...files.keys()].map((file) => file.split(path.sep)[0]));
    expect(buckets).toEqual(new Set(['prescriptions', 'claim-receipts', 'profiles']));
    // A 3-byte signature turns up by chance about once in 16 MiB of ciphertext (the padded PDF alone is
    // 600 KiB), so anywhere-in-the-file is asked only of runs too long for chance: the padding block
    // (23 bytes) and the first 32 bytes of every original. Type sniffers read the head: no signature there.
    const plaintextRuns = [PADDING_BLOCK, ...originals.map(({ bytes }) => bytes.subarray(0, 32))];
    for (const [file, bytes] of files) {
      expect(bytes.subarray(0, MAGIC.length).equals(MAGIC), file).toBe(true);
      const head = bytes.subarray(MAGIC.length, MAGIC.length + 64);
      for (const signature of SIGNATURES)
        expect(head.includes(signature), `${file} starts with ${signature}`).toBe(false);
      for (const run of plaintextRuns) expect(bytes.includes(run), `${file} holds plaintext`).toBe(false);
    }

    for (const [index, original] of originals.entries()) {
      const response = await download(patient, record, index);
      expect(response.statusCode).toBe(200);
      expect(response.rawPayload.equals(original.bytes), original.name).toBe(true);
    }
  });

  it('refuses to serve an altered file: 500 before any byte, or an aborted download past the first segment', async () => {
    const patient = await signUpPatient(t.app);
    const record = await createRecord(patient, [
      { name: 'small.pdf', bytes: await fixture('prescription.pdf') },
      { name: 'large.pdf', bytes: await largePdf() },
    ]);
    for (const index of [0, 1]) {
      const file = diskPath(patient, record, index);
      const bytes = await readFile(file);
      bytes[bytes.length - 20]! ^= 0x01;
      await writeFile(file, bytes);
    }

    const small = await download(patient, record, 0);
    expect(small.statusCode).toBe(500);
    expect(small.json()).toEqual({
      error: {
        code: 'INTERNAL_SERVER_ERROR',
        message: 'Something went wrong. Please try again.',
        key: 'general.generic',
      },
    });

    // Past the first 64 KiB segment the 200 has started: the server destroys the response instead of ending it.
    await expect(download(patient, record, 1)).rejects.toThrow('response destroyed before completion');
  });

  it('migrates files written before encryption at start-up, once, and they still download', async () => {
    const patient = await signUpPatient(t.app);
    const pdf = await fixture('prescription.pdf');
    const record = await createRecord(patient, [{ name: 'old.pdf', bytes: pdf }]);
    const file = diskPath(patient, record, 0);
    await writeFile(file, pdf); // as the server wrote it before this change

    const restarted = await buildTestApp({ env: { DATA_DIR: t.dataDir } });
    try {
      const migrated = await readFile(file);
      expect(migrated.subarray(0, MAGIC.length).equals(MAGIC)).toBe(true);
      expect(migrated.includes('%PDF')).toBe(false);
      expect((await download(patient, record, 0, restarted.app)).rawPayload.equals(pdf)).toBe(true);
      const before = { bytes: await readFile(file), mtime: (await stat(file)).mtimeMs };

      const again = await buildTestApp({ env: { DATA_DIR: t.dataDir } });
      await again.close();
      expect((await readFile(file)).equals(before.bytes)).toBe(true);
      expect((await stat(file)).mtimeMs).toBe(before.mtime);
    } finally {
      await restarted.close();
    }
  });

  it('removes the partial uploads a killed server left behind at start-up, never encrypting or serving them', async () => {
    const patient = await signUpPatient(t.app);
    const pdf = await fixture('prescription.pdf');
    const record = await createRecord(patient, [{ name: 'kept.pdf', bytes: pdf }]);
    const kept = diskPath(patient, record, 0);
    const keptBytes = await readFile(kept);
    // What kill -9 during an upload leaves: the temporary file of a write never renamed into place.
    const folder = path.dirname(kept);
    const empty = path.join(folder, `${Date.now()}-cut0short0aa.pdf.partial-${randomUUID()}`);
    const halfWritten = path.join(folder, `${Date.now()}-cut0short0bb.pdf.partial-${randomUUID()}`);
    await writeFile(empty, Buffer.alloc(0));
    await writeFile(halfWritten, keptBytes.subarray(0, 100));

    const restarted = await buildTestApp({ env: { DATA_DIR: t.dataDir } });
    try {
      expect((await readdir(folder)).sort()).toEqual([path.basename(kept)]);
      expect((await readFile(kept)).equals(keptBytes)).toBe(true);
      expect((await download(patient, record, 0, restarted.app)).rawPayload.equals(pdf)).toBe(true);
    } finally {
      await restarted.close();
    }
  });

  it('refuses to start with a master key that did not encrypt the stored files, naming the fix', async () => {
    const patient = await signUpPatient(t.app);
    await createRecord(patient, [{ name: 'a.pdf', bytes: await fixture('prescription.pdf') }]);
    await expect(
      buildTestApp({ env: { DATA_DIR: t.dataDir, FILE_ENCRYPTION_KEY: randomBytes(32).toString('base64') } }),
    ).rejects.toThrow(
      /stored files were encrypted with master key id [0-9a-f]{16}, which is neither FILE_ENCRYPTION_KEY/,
    );
  });

  it('rotates the master key: the old key, listed as old, is only needed until the start-up pass re-encrypts', async () => {
    const patient = await signUpPatient(t.app);
    const pdf = await fixture('prescription.pdf');
    const record = await createRecord(patient, [{ name: 'a.pdf', bytes: pdf }]);
    const oldKey = (await readFile(path.join(t.dataDir, FILE_KEY_FILE), 'utf8')).trim();
    const newKey = randomBytes(32).toString('hex');

    const rotated = await buildTestApp({
      env: { DATA_DIR: t.dataDir, FILE_ENCRYPTION_KEY: newKey, FILE_ENCRYPTION_KEYS_OLD: oldKey },
    });
    await rotated.close();
    const newOnly = await buildTestApp({ env: { DATA_DIR: t.dataDir, FILE_ENCRYPTION_KEY: newKey } });
    try {
      expect((await download(patient, record, 0, newOnly.app)).rawPayload.equals(pdf)).toBe(true);
    } finally {
      await newOnly.close();
    }
  });
});
