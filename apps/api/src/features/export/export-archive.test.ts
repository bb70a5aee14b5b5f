import { PassThrough, Readable } from 'node:stream';
import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { FileNotFoundError, type Bucket, type StorageDriver } from '../../storage/index.js';
import { archivePaths } from './archive-paths.js';
import { exportArchive } from './export-archive.js';
import type { PatientRows } from './export.repository.js';

const NOW = new Date('2026-03-05T04:30:00.000Z');
const FILES = 20;

/** One patient with FILES prescription files on one record, each 64 KiB of its own byte. */
function rowsWithFiles(names: string[]): PatientRows {
  const files = names.map((name, i) => ({
    bucket: 'prescriptions',
    key: `u1/r1/${String(i).padStart(3, '0')}.bin`,
    userId: 'u1',
    name,
    sizeBytes: 64 * 1024,
    contentType: 'image/png', // stored as is in the ZIP, so sizes below are the files' own
    createdAt: NOW,
  }));
  return {
    account: { name: 'Asha', email: 'asha@example.com' },
    profile: null,
    records: [
      {
        recordDate: '2026-03-01',
        hospitalName: 'City / ../Hospital',
        prescriptionFiles: files.map((f) => f.key),
      },
    ],
    reports: [],
    results: [],
    appointments: [],
    claims: [],
    policies: [],
    schemeCards: [],
    clinics: [],
    contacts: [],
    files,
  } as unknown as PatientRows;
}

const bytesOf = (key: string) => Buffer.alloc(64 * 1024, Number(key.slice(-7, -4)));

/**
 * A storage driver that counts reads and holds the `gate`-th file's bytes back until released, standing
 * in for a slow object store.
 */
function gatedStorage(gate: number) {
  const held = new PassThrough();
  const storage = {
    reads: 0,
    release: () => held.end(bytesOf(`x${String(gate).padStart(3, '0')}.bin`)),
    async get(_bucket: Bucket, key: string) {
      storage.reads += 1;
      if (storage.reads === gate + 1) return held;
      return Readable.from([bytesOf(key)]);
    },
  };
  return storage;
}

const summary = () => Readable.from([Buffer.from('%PDF-1.7 stub')]);

describe('exportArchive', () => {
  it('streams: bytes leave before the later files are read, each file opened only when its turn comes', async () => {
    const rows = rowsWithFiles(Array.from({ length: FILES }, (_, i) => `scan-${i}.bin`));
    const storage = gatedStorage(2);
    const zip = exportArchive({
      rows,
      bundle: { resourceType: 'Bundle', type: 'collection' },
      summary,
      storage: storage as unknown as StorageDriver,
      now: NOW,
    });
    const chunks: Buffer[] = [];
    zip.on('data', (chunk: Buffer) => chunks.push(chunk));
    // Let the event loop turn until the archive waits on the held-back third file.
    for (let turn = 0; turn < 1000 && storage.reads < 3; turn += 1) {
      await new Promise((resolve) => setImmediate(resolve));
    }
    // The first two files leave while the third is held; a buffering archive would send nothing yet …
    // (polled: how many event-loop turns yazl's writes take depends on the machine's load)
    await expect.poll(() => Buffer.concat(chunks).length, { timeout: 10_000 }).toBeGreaterThan(2 * 64 * 1024);
    const sent = Buffer.concat(chunks);
    expect(sent.includes('scan-1.bin')).toBe(true);
    expect(sent.includes('scan-3.bin')).toBe(false);
    // … and no later file is opened while the third one is still being read.
    expect(storage.reads).toBe(3);
    storage.release();
    await new Promise((resolve) => zip.once('end', resolve));
    expect(storage.reads).toBe(FILES);
    const entries = unzipSync(new Uint8Array(Buffer.concat(chunks)));
    expect(Object.keys(entries)).toHaveLength(FILES + 2);
  });

  it('errors the stream when a file is missing from storage', async () => {
    const rows = rowsWithFiles(['a.bin', 'b.bin']);
    const storage = {
      async get(_bucket: Bucket, key: string) {
        if (key.endsWith('001.bin')) throw new FileNotFoundError();
        return Readable.from([bytesOf(key)]);
      },
    };
    const zip = exportArchive({
      rows,
      bundle: { resourceType: 'Bundle', type: 'collection' },
      summary,
      storage: storage as unknown as StorageDriver,
      now: NOW,
    });
    zip.resume();
    await expect(
      new Promise((resolve, reject) => zip.once('end', resolve).once('error', reject)),
    ).rejects.toThrow(FileNotFoundError);
  });
});

describe('archivePaths', () => {
  it('keeps names inside their folder: no separators or .., clashes numbered without case', () => {
    const rows = rowsWithFiles(['../../etc/passwd', 'Scan.pdf', 'scan.pdf', '..', 'a\\b.pdf']);
    const paths = [...archivePaths(rows).values()];
    const folder = 'files/medical-records/2026-03-01 City. Hospital';
    expect(paths).toEqual([
      `${folder}/.. .. etc passwd`,
      `${folder}/Scan.pdf`,
      `${folder}/scan (2).pdf`,
      `${folder}/file`,
      `${folder}/a b.pdf`,
    ]);
    for (const p of paths) expect(p.split('/').every((part) => part !== '..' && part !== '.')).toBe(true);
  });
});
