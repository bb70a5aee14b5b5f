import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  decryptSegments,
  encryptStream,
  FileIntegrityError,
  HEADER_BYTES,
  MAGIC,
  masterKey,
  openHeader,
  sealedSize,
  SEGMENT_BYTES,
  UnknownFileKeyError,
  type Keyring,
} from './file-encryption.js';

const SEALED = SEGMENT_BYTES + 16;
const keyring: Keyring = { current: masterKey(randomBytes(32)), old: [] };

async function collect(source: AsyncIterable<Buffer>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of source) chunks.push(chunk);
  return Buffer.concat(chunks);
}

/** `bytes` as a stream of chunks of `size` bytes. */
async function* chunked(bytes: Buffer, size: number): AsyncGenerator<Buffer> {
  for (let at = 0; at < bytes.length; at += size) yield bytes.subarray(at, at + size);
}

function encrypt(plain: Buffer, chunkSize = 8191, ring: Keyring = keyring): Promise<Buffer> {
  return collect(encryptStream(chunked(plain, chunkSize), ring.current));
}

async function decrypt(sealed: Buffer, ring: Keyring = keyring): Promise<Buffer> {
  const opened = openHeader(sealed.subarray(0, HEADER_BYTES), ring);
  return collect(decryptSegments(chunked(sealed.subarray(HEADER_BYTES), 5000), opened));
}

/** Plaintext made of file signatures, so any leak would show. */
function signatures(size: number): Buffer {
  const unit = Buffer.concat([
    Buffer.from('%PDF-1.7 '),
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  ]);
  return Buffer.concat(Array.from({ length: Math.ceil(size / unit.length) }, () => unit)).subarray(0, size);
}

describe('file encryption format (docs/architecture.md#d13-files-encrypted-at-rest)', () => {
  it.each([0, 1, SEGMENT_BYTES - 1, SEGMENT_BYTES, SEGMENT_BYTES + 1, 3 * SEGMENT_BYTES + 5])(
    'round-trips %i bytes, whatever the chunking, at the size sealedSize predicts',
    async (size) => {
      const plain = signatures(size);
      for (const chunkSize of [1 + (size >> 4), 100_000]) {
        const sealed = await encrypt(plain, chunkSize);
        expect(sealed.length).toBe(sealedSize(size));
        expect((await decrypt(sealed)).equals(plain)).toBe(true);
      }
    },
  );

  it('writes only ciphertext after a header of the same shape for every file', async () => {
    const a = await encrypt(signatures(200_000));
    const b = await encrypt(Buffer.from('%PDF-1.4 tiny'));
    for (const sealed of [a, b]) {
      expect(sealed.subarray(0, MAGIC.length).equals(MAGIC)).toBe(true);
      expect(sealed.includes('%PDF')).toBe(false);
      expect(sealed.includes(Buffer.from([0x89, 0x50, 0x4e, 0x47]))).toBe(false);
    }
    // Same magic, version and key id; a fresh nonce prefix and data key each time.
    expect(a.subarray(0, 17).equals(b.subarray(0, 17))).toBe(true);
    expect(a.subarray(17, HEADER_BYTES).equals(b.subarray(17, HEADER_BYTES))).toBe(false);
    const again = await encrypt(signatures(200_000));
    expect(again.equals(a)).toBe(false);
  });

  it('refuses any altered byte, in the header or in any segment', async () => {
    const sealed = await encrypt(signatures(2 * SEGMENT_BYTES + 10));
    for (const at of [
      9,
      20,
      30,
      60,
      HEADER_BYTES - 1,
      HEADER_BYTES,
      HEADER_BYTES + SEALED + 7,
      sealed.length - 1,
    ]) {
      const altered = Buffer.from(sealed);
      altered[at]! ^= 0x01;
      const failure = decrypt(altered);
      // A changed key id names a key we do not have; anything else fails authentication.
      if (at >= 9 && at < 17) await expect(failure).rejects.toBeInstanceOf(UnknownFileKeyError);
      else await expect(failure).rejects.toBeInstanceOf(FileIntegrityError);
    }
  });

  it('detects truncation, a dropped or reordered segment and appended bytes', async () => {
    const sealed = await encrypt(signatures(3 * SEGMENT_BYTES + 10));
    const segment = (i: number) =>
      sealed.subarray(HEADER_BYTES + i * SEALED, HEADER_BYTES + (i + 1) * SEALED);
    const header = sealed.subarray(0, HEADER_BYTES);
    const variants = [
      sealed.subarray(0, sealed.length - 1),
      sealed.subarray(0, HEADER_BYTES + 2 * SEALED), // cut at a segment boundary
      Buffer.concat([header, segment(0), segment(2), sealed.subarray(HEADER_BYTES + 3 * SEALED)]),
      Buffer.concat([header, segment(1), segment(0), sealed.subarray(HEADER_BYTES + 2 * SEALED)]),
      Buffer.concat([sealed, Buffer.from('x')]),
      header,
    ];
    for (const variant of variants) await expect(decrypt(variant)).rejects.toBeInstanceOf(FileIntegrityError);
  });

  it('opens a file with an old master key kept in the keyring; without it, names the missing key', async () => {
    const old = masterKey(randomBytes(32));
    const sealed = await encrypt(Buffer.from('%PDF-1.4 x'), 4, { current: old, old: [] });
    const rotated: Keyring = { current: masterKey(randomBytes(32)), old: [old] };
    expect((await decrypt(sealed, rotated)).toString()).toBe('%PDF-1.4 x');
    await expect(decrypt(sealed, { current: rotated.current, old: [] })).rejects.toThrow(
      new RegExp(`master key id ${old.id.toString('hex')}, which is neither FILE_ENCRYPTION_KEY`),
    );
  });
});
