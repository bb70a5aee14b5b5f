import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FileTooLargeError, type StorageDriver } from './driver.js';
import { createEncryptedStorage, migrateStoredFiles, type MigrationReport } from './encrypted-storage.js';
import {
  FileIntegrityError,
  HEADER_BYTES,
  MAGIC,
  masterKey,
  sealedSize,
  SEGMENT_BYTES,
  UnknownFileKeyError,
  type Keyring,
} from './file-encryption.js';
import { createLocalDriver } from './local-driver.js';

let root: string;
let disk: StorageDriver;
let keyring: Keyring;
let storage: StorageDriver;

beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'sehat-encrypted-'));
  disk = createLocalDriver(root);
  keyring = { current: masterKey(randomBytes(32)), old: [] };
  storage = createEncryptedStorage(disk, keyring);
});
afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

const PDF = Buffer.concat([Buffer.from('%PDF-1.4\n'), randomBytes(3 * SEGMENT_BYTES)]);
const report = (counts: Partial<MigrationReport>): MigrationReport => ({
  encrypted: 0,
  rekeyed: 0,
  unchanged: 0,
  damaged: 0,
  unknownKey: 0,
  ...counts,
});
const raw = (bucket: string, key: string) => readFile(path.join(root, bucket, ...key.split('/')));

async function filesOnDisk(): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile()).map((e) => path.relative(root, path.join(e.parentPath, e.name)));
}

describe('encrypted storage over the local driver', () => {
  it('stores ciphertext, answers the plaintext size and streams the plaintext back', async () => {
    const { size } = await storage.put('prescriptions', 'u1/1-a.pdf', Readable.from(PDF), {
      maxBytes: 1 << 20,
    });
    expect(size).toBe(PDF.length);
    const onDisk = await raw('prescriptions', 'u1/1-a.pdf');
    expect(onDisk.subarray(0, MAGIC.length).equals(MAGIC)).toBe(true);
    expect(onDisk.includes('%PDF')).toBe(false);
    // list reports what the driver holds: ciphertext sizes.
    expect((await storage.list('prescriptions', 'u1/')).map((o) => o.size)).toEqual([sealedSize(PDF.length)]);
    expect((await buffer(await storage.get('prescriptions', 'u1/1-a.pdf'))).equals(PDF)).toBe(true);
  });

  it('counts maxBytes in plaintext bytes and leaves nothing past it', async () => {
    const limit = SEGMENT_BYTES + 10;
    await expect(
      storage.put('prescriptions', 'u1/big.pdf', Readable.from([PDF.subarray(0, limit + 1)]), {
        maxBytes: limit,
      }),
    ).rejects.toEqual(new FileTooLargeError(limit));
    expect(await filesOnDisk()).toEqual([]);
    const exact = await storage.put('prescriptions', 'u1/ok.pdf', Readable.from([PDF.subarray(0, limit)]), {
      maxBytes: limit,
    });
    expect(exact.size).toBe(limit);
  });

  it('still serves a file written before encryption, as it is', async () => {
    await disk.put('profiles', 'u1/1.png', Readable.from(Buffer.from('plain old bytes')), { maxBytes: 100 });
    expect((await buffer(await storage.get('profiles', 'u1/1.png'))).toString()).toBe('plain old bytes');
  });

  it('rejects before streaming when the first segment is altered, and errors mid-stream for a later one', async () => {
    await storage.put('prescriptions', 'u1/1-a.pdf', Readable.from(PDF), { maxBytes: 1 << 20 });
    const file = path.join(root, 'prescriptions', 'u1', '1-a.pdf');
    const sealed = await readFile(file);

    const early = Buffer.from(sealed);
    early[HEADER_BYTES + 5]! ^= 0x80;
    await writeFile(file, early);
    await expect(storage.get('prescriptions', 'u1/1-a.pdf')).rejects.toBeInstanceOf(FileIntegrityError);

    const late = Buffer.from(sealed);
    late[late.length - 3]! ^= 0x80;
    await writeFile(file, late);
    const stream = await storage.get('prescriptions', 'u1/1-a.pdf');
    const received: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => received.push(chunk));
    await expect(
      new Promise((resolve, reject) => stream.on('end', resolve).on('error', reject)),
    ).rejects.toBeInstanceOf(FileIntegrityError);
    // Only authenticated segments were released, never the altered one.
    const got = Buffer.concat(received);
    expect(got.length).toBe(3 * SEGMENT_BYTES);
    expect(PDF.subarray(0, got.length).equals(got)).toBe(true);
  });
});

describe('migrateStoredFiles (start-up pass)', () => {
  it('encrypts plaintext files in every bucket atomically, once; a second pass changes nothing', async () => {
    const legacy = {
      prescriptions: 'u1/1-a.pdf',
      'claim-receipts': 'u1/2-b.png',
      profiles: 'u2/3.png',
    } as const;
    for (const [bucket, key] of Object.entries(legacy))
      await disk.put(bucket as keyof typeof legacy, key, Readable.from(PDF), { maxBytes: 1 << 20 });

    expect(await migrateStoredFiles(disk, keyring)).toEqual(report({ encrypted: 3 }));
    const after = new Map<string, { bytes: Buffer; mtime: number }>();
    for (const [bucket, key] of Object.entries(legacy)) {
      const bytes = await raw(bucket, key);
      expect(bytes.includes('%PDF')).toBe(false);
      expect((await buffer(await storage.get(bucket as keyof typeof legacy, key))).equals(PDF)).toBe(true);
      after.set(key, { bytes, mtime: (await stat(path.join(root, bucket, key))).mtimeMs });
    }
    // No temporary file is left behind.
    expect((await filesOnDisk()).sort()).toEqual(
      Object.entries(legacy)
        .map(([b, k]) => path.join(b, k))
        .sort(),
    );

    expect(await migrateStoredFiles(disk, keyring)).toEqual(report({ unchanged: 3 }));
    for (const [bucket, key] of Object.entries(legacy)) {
      expect((await raw(bucket, key)).equals(after.get(key)!.bytes)).toBe(true);
      expect((await stat(path.join(root, bucket, key))).mtimeMs).toBe(after.get(key)!.mtime);
    }
  });

  it('re-encrypts files under an old key with the new one (key rotation), leaving a damaged one as it is', async () => {
    await storage.put('prescriptions', 'u1/1-a.pdf', Readable.from(PDF), { maxBytes: 1 << 20 });
    await storage.put('prescriptions', 'u1/2-b.pdf', Readable.from(PDF), { maxBytes: 1 << 20 });
    const damaged = await raw('prescriptions', 'u1/2-b.pdf');
    damaged[damaged.length - 1]! ^= 0x01;
    await writeFile(path.join(root, 'prescriptions', 'u1', '2-b.pdf'), damaged);

    const rotated: Keyring = { current: masterKey(randomBytes(32)), old: [keyring.current] };
    expect(await migrateStoredFiles(disk, rotated)).toEqual(report({ rekeyed: 1, damaged: 1 }));
    expect((await raw('prescriptions', 'u1/2-b.pdf')).equals(damaged)).toBe(true);
    expect(await filesOnDisk()).toHaveLength(2);
    // The old key is no longer needed.
    const newOnly = createEncryptedStorage(disk, { current: rotated.current, old: [] });
    expect((await buffer(await newOnly.get('prescriptions', 'u1/1-a.pdf'))).equals(PDF)).toBe(true);
  });

  it('refuses, touching nothing, when files were written with a key it was not given', async () => {
    await storage.put('prescriptions', 'u1/1-a.pdf', Readable.from(PDF), { maxBytes: 1 << 20 });
    await disk.put('prescriptions', 'u1/2-b.pdf', Readable.from(PDF), { maxBytes: 1 << 20 });
    const wrong: Keyring = { current: masterKey(randomBytes(32)), old: [] };
    await expect(migrateStoredFiles(disk, wrong)).rejects.toBeInstanceOf(UnknownFileKeyError);
    await expect(migrateStoredFiles(disk, wrong)).rejects.toThrow(
      `A stored file was encrypted with master key id ${keyring.current.id.toString('hex')}`,
    );
    expect((await raw('prescriptions', 'u1/2-b.pdf')).equals(PDF)).toBe(true);

    // Once some files are under the current key, one under a missing key no longer stops start-up.
    await createEncryptedStorage(disk, wrong).put('profiles', 'u1/3.png', Readable.from(PDF), {
      maxBytes: 1 << 20,
    });
    expect(await migrateStoredFiles(disk, wrong)).toEqual(
      report({ encrypted: 1, unchanged: 1, unknownKey: 1 }),
    );
  });
});
