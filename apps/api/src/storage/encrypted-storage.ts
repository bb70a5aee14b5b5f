import { Readable } from 'node:stream';
import { BUCKETS, FileNotFoundError, FileTooLargeError, type Bucket, type StorageDriver } from './driver.js';
import {
  decryptSegments,
  encryptStream,
  FileIntegrityError,
  HEADER_BYTES,
  headerKeyId,
  isEncrypted,
  openHeader,
  sealedSize,
  UnknownFileKeyError,
  type Keyring,
} from './file-encryption.js';

/**
 * Wraps any driver (local disk now, an object store later) so that it stores
 * only ciphertext (docs/architecture.md#d13-files-encrypted-at-rest; format in file-encryption.ts).
 * Callers keep the StorageDriver contract unchanged:
 * - `put` encrypts while streaming under a fresh data key wrapped by the
 *   keyring's current master key, enforces `maxBytes` on the plaintext and
 *   resolves with the plaintext size;
 * - `get` checks the header and the first segment before resolving (so a
 *   wrong key or an altered small file rejects before a response starts),
 *   then decrypts while streaming; a later segment that fails authentication
 *   errors the stream, which aborts the download. Objects written before
 *   encryption (no header) are returned as they are;
 * - `delete` passes through; `list` reports the inner driver's sizes, which
 *   are ciphertext sizes (plaintext + 84-byte header + 16 bytes per 64 KiB).
 */
export function createEncryptedStorage(inner: StorageDriver, keyring: Keyring): StorageDriver {
  return {
    async put(bucket, key, body, { maxBytes }) {
      let size = 0;
      async function* counted(): AsyncGenerator<Buffer> {
        for await (const chunk of body as AsyncIterable<Buffer | string>) {
          const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
          size += bytes.length;
          if (size > maxBytes) throw new FileTooLargeError(maxBytes);
          yield bytes;
        }
      }
      const sealed = Readable.from(encryptStream(counted(), keyring.current), { objectMode: false });
      await inner.put(bucket, key, sealed, { maxBytes: sealedSize(maxBytes) });
      return { size };
    },

    async get(bucket, key) {
      const source = await inner.get(bucket, key);
      try {
        const { head, rest } = await splitHead(source, HEADER_BYTES);
        if (!isEncrypted(head)) return Readable.from(prepend(head, rest), { objectMode: false });
        const plain = decryptSegments(rest, openHeader(head, keyring));
        const first = await plain.next();
        return Readable.from(prepend(first.done ? null : first.value, plain), { objectMode: false });
      } catch (error) {
        source.destroy();
        throw error;
      }
    },

    delete: (bucket, key) => inner.delete(bucket, key),
    list: (bucket, prefix) => inner.list(bucket, prefix),
  };
}

/** What one start-up pass over the stored files did. */
export interface MigrationReport {
  /** Plaintext files (written before encryption) now encrypted. */
  encrypted: number;
  /** Files re-encrypted from an old master key to the current one. */
  rekeyed: number;
  /** Files already under the current key, left untouched. */
  unchanged: number;
  /** Files under an old key that fail authentication: left as they are (their downloads fail). */
  damaged: number;
  /** Files naming a master key the keyring lacks, while others are readable: left as they are. */
  unknownKey: number;
}

/**
 * Brings every stored object of every bucket to the current format and key,
 * idempotently: a plaintext object (no header) is encrypted and one under an
 * old key (FILE_ENCRYPTION_KEYS_OLD) re-encrypted, each rewritten through the
 * inner driver's atomic put (temporary file, fsync, rename); an object already
 * under the current key is skipped after reading its header. One that fails
 * authentication while being re-encrypted is left as it is and counted as
 * damaged (the rewrite is atomic, so nothing half-written remains). Throws
 * UnknownFileKeyError, touching nothing, when encrypted objects exist but
 * none is under a key of the keyring (a wrong FILE_ENCRYPTION_KEY, or a
 * rotation without FILE_ENCRYPTION_KEYS_OLD): the server must not start. When
 * some are readable, the others (a header damaged on disk, a rotation cut
 * short and restarted without the old key) are counted as `unknownKey`.
 */
export async function migrateStoredFiles(inner: StorageDriver, keyring: Keyring): Promise<MigrationReport> {
  const report: MigrationReport = { encrypted: 0, rekeyed: 0, unchanged: 0, damaged: 0, unknownKey: 0 };
  const currentId = keyring.current.id.toString('hex');
  const oldIds = new Set(keyring.old.map((k) => k.id.toString('hex')));
  const work: { bucket: Bucket; key: string; kind: 'encrypted' | 'rekeyed' }[] = [];
  const unknown = new Map<string, number>();

  for (const bucket of BUCKETS) {
    for (const { key } of await inner.list(bucket, '')) {
      const head = await readHead(inner, bucket, key);
      if (head === null) continue; // deleted meanwhile
      const id = headerKeyId(head);
      if (!isEncrypted(head)) work.push({ bucket, key, kind: 'encrypted' });
      else if (id === currentId) report.unchanged++;
      else if (id !== null && oldIds.has(id)) work.push({ bucket, key, kind: 'rekeyed' });
      else unknown.set(id ?? 'unreadable', (unknown.get(id ?? 'unreadable') ?? 0) + 1);
    }
  }
  const readable = report.unchanged + work.filter((w) => w.kind === 'rekeyed').length;
  for (const [id, count] of unknown) {
    if (readable === 0) throw new UnknownFileKeyError(id, count);
    report.unknownKey += count;
  }

  const storage = createEncryptedStorage(inner, keyring);
  for (const { bucket, key, kind } of work) {
    try {
      const source = await storage.get(bucket, key);
      await storage.put(bucket, key, source, { maxBytes: Number.POSITIVE_INFINITY });
      report[kind]++;
    } catch (error) {
      if (error instanceof FileIntegrityError) report.damaged++;
      else if (!(error instanceof FileNotFoundError)) throw error;
    }
  }
  return report;
}

/** The first HEADER_BYTES of an object (fewer if it is shorter), or null when it is gone. */
async function readHead(inner: StorageDriver, bucket: Bucket, key: string) {
  let source;
  try {
    source = await inner.get(bucket, key);
  } catch (error) {
    if (error instanceof FileNotFoundError) return null;
    throw error;
  }
  const { head } = await splitHead(source, HEADER_BYTES);
  source.destroy();
  return head;
}

/**
 * Reads the first `n` bytes of `source` (fewer when it ends sooner) and
 * returns them with an iterable of the remaining bytes; ending that iterable
 * early destroys `source`.
 */
async function splitHead(
  source: Readable,
  n: number,
): Promise<{ head: Buffer; rest: AsyncIterable<Buffer> }> {
  const iterator = source[Symbol.asyncIterator]() as AsyncIterator<Buffer | string>;
  const chunks: Buffer[] = [];
  let length = 0;
  let ended = false;
  while (length < n) {
    const next = await iterator.next();
    if (next.done) {
      ended = true;
      break;
    }
    const bytes = typeof next.value === 'string' ? Buffer.from(next.value) : next.value;
    chunks.push(bytes);
    length += bytes.length;
  }
  const all = Buffer.concat(chunks);
  const extra = all.subarray(n);
  async function* rest(): AsyncGenerator<Buffer> {
    try {
      if (extra.length > 0) yield extra;
      while (!ended) {
        const next = await iterator.next();
        if (next.done) return;
        yield typeof next.value === 'string' ? Buffer.from(next.value) : next.value;
      }
    } finally {
      await iterator.return?.();
    }
  }
  return { head: all.subarray(0, n), rest: rest() };
}

async function* prepend(first: Buffer | null, rest: AsyncIterable<Buffer>): AsyncGenerator<Buffer> {
  if (first && first.length > 0) yield first;
  yield* rest;
}
