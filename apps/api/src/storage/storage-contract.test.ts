import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestS3, type TestS3 } from '../test/s3-server.js';
import {
  FileNotFoundError,
  FileTooLargeError,
  InvalidKeyError,
  type Bucket,
  type StorageDriver,
} from './driver.js';
import { createEncryptedStorage } from './encrypted-storage.js';
import { masterKey } from './file-encryption.js';
import { createLocalDriver } from './local-driver.js';
import { createS3Driver } from './s3-driver.js';

/**
 * The one StorageDriver contract, run against every driver: local disk and a
 * real S3 API server (s3rver, started here). A driver that passes can replace
 * the other without a feature noticing (docs/decisions/022).
 */
interface DriverUnderTest {
  /** The bytes driver (what a store holds). */
  raw: StorageDriver;
  close(): Promise<void>;
}

const drivers: Record<string, () => Promise<DriverUnderTest>> = {
  local: async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'sehat-contract-'));
    return { raw: createLocalDriver(root), close: () => rm(root, { recursive: true, force: true }) };
  },
  s3: async () => {
    const s3: TestS3 = await startTestS3();
    const raw = createS3Driver({
      bucket: s3.env.S3_BUCKET!,
      endpoint: s3.env.S3_ENDPOINT,
      region: s3.env.S3_REGION!,
      credentials: { accessKeyId: s3.env.S3_ACCESS_KEY_ID!, secretAccessKey: s3.env.S3_SECRET_ACCESS_KEY! },
      forcePathStyle: true,
    });
    return { raw, close: () => s3.close() };
  },
};

const PDF = Buffer.concat([Buffer.from('%PDF-1.4\n'), randomBytes(200_000)]);
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  randomBytes(70_000),
]);
const PNG_MAGIC = PNG.subarray(0, 8);

/** `bytes` as a stream of `size`-byte chunks, as an upload arrives. */
function chunked(bytes: Buffer, size = 16 * 1024): Readable {
  const parts: Buffer[] = [];
  for (let at = 0; at < bytes.length; at += size) parts.push(bytes.subarray(at, at + size));
  return Readable.from(parts);
}

let counter = 0;
/** A fresh server-style key, so tests in one store never see each other's objects. */
const freshKey = (ext = 'pdf') => `user-${++counter}-${Date.now()}/${Date.now()}-k${counter}.${ext}`;
const ownerOf = (key: string) => key.slice(0, key.indexOf('/') + 1);

describe.each(Object.keys(drivers))('storage contract: %s driver', (name) => {
  let driver: DriverUnderTest;
  let raw: StorageDriver;
  beforeAll(async () => {
    driver = await drivers[name]!();
    raw = driver.raw;
  });
  afterAll(() => driver.close());

  it('puts a streamed body, reads it back byte-exact, lists it under its prefix with its size, deletes it', async () => {
    const key = freshKey();
    const before = Date.now();
    expect(await raw.put('prescriptions', key, chunked(PDF), { maxBytes: PDF.length })).toEqual({
      size: PDF.length,
    });
    const after = Date.now();
    expect((await buffer(await raw.get('prescriptions', key))).equals(PDF)).toBe(true);

    const listed = await raw.list('prescriptions', ownerOf(key));
    expect(listed.map((o) => [o.key, o.size])).toEqual([[key, PDF.length]]);
    // The write time, as the sweep reads it (stores keep whole seconds).
    expect(listed[0]!.lastModified.getTime()).toBeGreaterThanOrEqual(before - 1_000);
    expect(listed[0]!.lastModified.getTime()).toBeLessThanOrEqual(after + 1_000);
    expect(await raw.list('profiles', ownerOf(key))).toEqual([]);
    expect(await raw.list('prescriptions', 'nobody/')).toEqual([]);

    await raw.delete('prescriptions', key);
    await raw.delete('prescriptions', key); // absent: not an error
    await expect(raw.get('prescriptions', key)).rejects.toBeInstanceOf(FileNotFoundError);
    expect(await raw.list('prescriptions', ownerOf(key))).toEqual([]);
  });

  it('replaces what was stored at a key', async () => {
    const key = freshKey('png');
    await raw.put('profiles', key, Readable.from([Buffer.from('first')]), { maxBytes: 100 });
    await raw.put('profiles', key, Readable.from([Buffer.from('second')]), { maxBytes: 100 });
    expect((await buffer(await raw.get('profiles', key))).toString()).toBe('second');
    expect((await raw.list('profiles', ownerOf(key))).map((o) => o.size)).toEqual([6]);
  });

  it('keeps a large file (12 MiB, several parts) byte-exact', async () => {
    const key = freshKey();
    const large = randomBytes(12 * 1024 * 1024);
    await raw.put('lab-reports', key, chunked(large, 256 * 1024), { maxBytes: large.length });
    expect((await buffer(await raw.get('lab-reports', key))).equals(large)).toBe(true);
    expect((await raw.list('lab-reports', ownerOf(key)))[0]?.size).toBe(large.length);
    await raw.delete('lab-reports', key);
  });

  it('rejects a missing key with FileNotFoundError', async () => {
    await expect(raw.get('claim-receipts', freshKey())).rejects.toBeInstanceOf(FileNotFoundError);
  });

  it('refuses a body past maxBytes and leaves nothing behind', async () => {
    const key = freshKey();
    await expect(
      raw.put('prescriptions', key, chunked(randomBytes(64 * 1024)), { maxBytes: 40_000 }),
    ).rejects.toBeInstanceOf(FileTooLargeError);
    expect(await raw.list('prescriptions', ownerOf(key))).toEqual([]);
  });

  it('leaves nothing when the source stream fails half way', async () => {
    const key = freshKey();
    async function* failing() {
      yield Buffer.from('part');
      throw new Error('connection reset');
    }
    await expect(raw.put('prescriptions', key, Readable.from(failing()), { maxBytes: 100 })).rejects.toThrow(
      'connection reset',
    );
    expect(await raw.list('prescriptions', ownerOf(key))).toEqual([]);
  });

  it.each(['../x', 'u1/../../x', '/etc/passwd', 'u1\\x', 'u1//x', 'u1/./x', ''])(
    'refuses the key %j',
    async (key) => {
      await expect(
        raw.put('prescriptions', key, Readable.from('x'), { maxBytes: 10 }),
      ).rejects.toBeInstanceOf(InvalidKeyError);
      await expect(raw.get('prescriptions', key)).rejects.toBeInstanceOf(InvalidKeyError);
      await expect(raw.delete('prescriptions', key)).rejects.toBeInstanceOf(InvalidKeyError);
    },
  );

  it('behind the encryption envelope, holds only ciphertext: no %PDF or PNG signature in the stored object', async () => {
    const storage = createEncryptedStorage(raw, { current: masterKey(randomBytes(32)), old: [] });
    const files: [Bucket, string, Buffer][] = [
      ['prescriptions', freshKey('pdf'), PDF],
      ['profiles', freshKey('png'), PNG],
    ];
    for (const [bucket, key, bytes] of files) {
      expect(await storage.put(bucket, key, chunked(bytes), { maxBytes: bytes.length })).toEqual({
        size: bytes.length,
      });
      const stored = await buffer(await raw.get(bucket, key));
      expect(stored.includes(Buffer.from('%PDF'))).toBe(false);
      expect(stored.includes(PNG_MAGIC)).toBe(false);
      expect(stored.includes(bytes.subarray(9, 41))).toBe(false);
      expect((await buffer(await storage.get(bucket, key))).equals(bytes)).toBe(true);
    }
  });
});
