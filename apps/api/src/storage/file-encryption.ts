import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';

/**
 * The at-rest format of every stored file (docs/architecture.md#d13-files-encrypted-at-rest,
 * docs/decisions/015-file-encryption-at-rest.md):
 *
 *   header (84 bytes, the same shape for every file)
 *     magic "SEHATENC" (8) | version 1 (1) | master key id (8) | nonce prefix (7)
 *     | wrap nonce (12) | data key wrapped with AES-256-GCM under the master key (32) | wrap tag (16)
 *   segments: AES-256-GCM under the data key, 64 KiB of plaintext each (the last 0–64 KiB),
 *     each followed by its 16-byte tag; nonce = prefix (7) | segment counter u32 BE (4) | last flag (1)
 *
 * This is the STREAM construction (Hoang, Reyhanitabar, Rogaway, Vizár 2015):
 * each segment is authenticated on its own, so a download decrypts while it
 * streams, and the counter and last flag in the nonce make reordering,
 * truncation and appended bytes fail authentication. The wrap binds the first
 * 24 header bytes as additional data. Only the header's magic is plaintext; no
 * byte says what type the file is.
 */
export const MAGIC = Buffer.from('SEHATENC', 'latin1');
const VERSION = 1;
const KEY_ID_BYTES = 8;
const PREFIX_BYTES = 7;
const NONCE_BYTES = 12;
const DATA_KEY_BYTES = 32;
const TAG_BYTES = 16;
/** Plaintext bytes per segment. */
export const SEGMENT_BYTES = 64 * 1024;
const SEALED_SEGMENT_BYTES = SEGMENT_BYTES + TAG_BYTES;

const KEY_ID_AT = MAGIC.length + 1;
const PREFIX_AT = KEY_ID_AT + KEY_ID_BYTES;
/** The header bytes the wrap authenticates: magic, version, key id, nonce prefix. */
const BOUND_BYTES = PREFIX_AT + PREFIX_BYTES;
const WRAP_NONCE_AT = BOUND_BYTES;
const WRAPPED_KEY_AT = WRAP_NONCE_AT + NONCE_BYTES;
const WRAP_TAG_AT = WRAPPED_KEY_AT + DATA_KEY_BYTES;
/** Bytes before the first segment. */
export const HEADER_BYTES = WRAP_TAG_AT + TAG_BYTES;

/** A 256-bit master key and its id (first 8 bytes of HMAC-SHA256(key, label)), which headers name. */
export interface MasterKey {
  id: Buffer;
  key: Buffer;
}

/** The key new files are written with and the earlier ones still accepted for reading. */
export interface Keyring {
  current: MasterKey;
  old: MasterKey[];
}

/** Builds a MasterKey from 32 raw bytes. */
export function masterKey(key: Buffer): MasterKey {
  if (key.length !== DATA_KEY_BYTES) throw new Error('A file encryption key must be 32 bytes');
  const id = createHmac('sha256', key)
    .update('sehat file encryption key id')
    .digest()
    .subarray(0, KEY_ID_BYTES);
  return { id, key };
}

/** A stored file that fails authentication: tampered, truncated or cut short while reading. */
export class FileIntegrityError extends Error {
  constructor(detail: string) {
    super(`A stored file failed to decrypt (${detail}): it was altered, truncated or is damaged.`);
    this.name = 'FileIntegrityError';
  }
}

/** Stored files whose header names a master key this server was not given. */
export class UnknownFileKeyError extends Error {
  constructor(
    readonly keyId: string,
    count = 1,
  ) {
    super(
      `${count === 1 ? 'A stored file was' : `${count} stored files were`} encrypted with master key id ${keyId}, ` +
        'which is neither FILE_ENCRYPTION_KEY nor listed in FILE_ENCRYPTION_KEYS_OLD. Set FILE_ENCRYPTION_KEY ' +
        'to the key these files were written with (or list it in FILE_ENCRYPTION_KEYS_OLD to re-encrypt them ' +
        'under a new one).',
    );
    this.name = 'UnknownFileKeyError';
  }
}

/** True when `head` (the first bytes of a stored object) starts with this format's magic. */
export function isEncrypted(head: Buffer): boolean {
  return head.length >= MAGIC.length && head.subarray(0, MAGIC.length).equals(MAGIC);
}

/** The id of the master key that wrapped this header's data key (hex), or null if it is no header. */
export function headerKeyId(head: Buffer): string | null {
  if (!isEncrypted(head) || head.length < PREFIX_AT) return null;
  return head.subarray(KEY_ID_AT, PREFIX_AT).toString('hex');
}

/** Ciphertext size of `plainBytes` of plaintext (Infinity stays Infinity). */
export function sealedSize(plainBytes: number): number {
  const segments = Math.max(1, Math.ceil(plainBytes / SEGMENT_BYTES));
  return HEADER_BYTES + plainBytes + segments * TAG_BYTES;
}

function segmentNonce(prefix: Buffer, index: number, last: boolean): Buffer {
  if (index > 0xffffffff) throw new Error('File too large for its segment counter');
  const nonce = Buffer.alloc(NONCE_BYTES);
  prefix.copy(nonce, 0);
  nonce.writeUInt32BE(index, PREFIX_BYTES);
  nonce[NONCE_BYTES - 1] = last ? 1 : 0;
  return nonce;
}

function seal(dataKey: Buffer, prefix: Buffer, index: number, last: boolean, plain: Buffer): Buffer {
  const cipher = createCipheriv('aes-256-gcm', dataKey, segmentNonce(prefix, index, last));
  return Buffer.concat([cipher.update(plain), cipher.final(), cipher.getAuthTag()]);
}

function open(dataKey: Buffer, prefix: Buffer, index: number, last: boolean, sealed: Buffer): Buffer {
  const decipher = createDecipheriv('aes-256-gcm', dataKey, segmentNonce(prefix, index, last));
  decipher.setAuthTag(sealed.subarray(sealed.length - TAG_BYTES));
  try {
    return Buffer.concat([decipher.update(sealed.subarray(0, sealed.length - TAG_BYTES)), decipher.final()]);
  } catch {
    throw new FileIntegrityError(`segment ${index}`);
  }
}

function toBuffer(chunk: Buffer | string): Buffer {
  return typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
}

/**
 * Encrypts `source` under a fresh random data key wrapped by `master`:
 * yields the header, then each 64 KiB segment as soon as the next byte shows
 * it is not the last. Holds at most one segment plus one incoming chunk.
 */
export async function* encryptStream(
  source: AsyncIterable<Buffer | string>,
  master: MasterKey,
): AsyncGenerator<Buffer> {
  const dataKey = randomBytes(DATA_KEY_BYTES);
  const bound = Buffer.concat([MAGIC, Buffer.from([VERSION]), master.id, randomBytes(PREFIX_BYTES)]);
  const prefix = bound.subarray(PREFIX_AT);
  const wrapNonce = randomBytes(NONCE_BYTES);
  const wrap = createCipheriv('aes-256-gcm', master.key, wrapNonce).setAAD(bound);
  const wrapped = Buffer.concat([wrap.update(dataKey), wrap.final()]);
  yield Buffer.concat([bound, wrapNonce, wrapped, wrap.getAuthTag()]);

  let index = 0;
  let pending: Buffer = Buffer.alloc(0);
  for await (const chunk of source) {
    pending = pending.length === 0 ? toBuffer(chunk) : Buffer.concat([pending, toBuffer(chunk)]);
    let offset = 0;
    // Strictly more than a segment: only then is the segment known not to be the last.
    while (pending.length - offset > SEGMENT_BYTES) {
      yield seal(dataKey, prefix, index++, false, pending.subarray(offset, offset + SEGMENT_BYTES));
      offset += SEGMENT_BYTES;
    }
    if (offset > 0) pending = Buffer.from(pending.subarray(offset));
  }
  yield seal(dataKey, prefix, index, true, pending);
}

/**
 * Parses a header and unwraps its data key with the keyring's key of that id.
 * Throws UnknownFileKeyError for a key id not in the keyring and
 * FileIntegrityError for a short or altered header.
 */
export function openHeader(
  head: Buffer,
  keyring: Keyring,
): { dataKey: Buffer; prefix: Buffer; keyId: string } {
  if (!isEncrypted(head) || head.length < HEADER_BYTES) throw new FileIntegrityError('short header');
  if (head[MAGIC.length] !== VERSION) throw new FileIntegrityError(`unknown version ${head[MAGIC.length]}`);
  const id = head.subarray(KEY_ID_AT, PREFIX_AT);
  const master = [keyring.current, ...keyring.old].find((k) => k.id.equals(id));
  if (!master) throw new UnknownFileKeyError(id.toString('hex'));
  const unwrap = createDecipheriv('aes-256-gcm', master.key, head.subarray(WRAP_NONCE_AT, WRAPPED_KEY_AT));
  unwrap.setAAD(head.subarray(0, BOUND_BYTES));
  unwrap.setAuthTag(head.subarray(WRAP_TAG_AT, HEADER_BYTES));
  try {
    const dataKey = Buffer.concat([
      unwrap.update(head.subarray(WRAPPED_KEY_AT, WRAP_TAG_AT)),
      unwrap.final(),
    ]);
    return { dataKey, prefix: Buffer.from(head.subarray(PREFIX_AT, BOUND_BYTES)), keyId: id.toString('hex') };
  } catch {
    throw new FileIntegrityError('header');
  }
}

/**
 * Decrypts the segments that follow a header (`body`, the bytes after it),
 * yielding each segment's plaintext only once its tag has verified. Throws
 * FileIntegrityError on any altered, reordered, missing or extra byte.
 */
export async function* decryptSegments(
  body: AsyncIterable<Buffer | string>,
  opened: { dataKey: Buffer; prefix: Buffer },
): AsyncGenerator<Buffer> {
  const { dataKey, prefix } = opened;
  let index = 0;
  let pending: Buffer = Buffer.alloc(0);
  for await (const chunk of body) {
    pending = pending.length === 0 ? toBuffer(chunk) : Buffer.concat([pending, toBuffer(chunk)]);
    let offset = 0;
    while (pending.length - offset > SEALED_SEGMENT_BYTES) {
      yield open(dataKey, prefix, index++, false, pending.subarray(offset, offset + SEALED_SEGMENT_BYTES));
      offset += SEALED_SEGMENT_BYTES;
    }
    if (offset > 0) pending = Buffer.from(pending.subarray(offset));
  }
  if (pending.length < TAG_BYTES) throw new FileIntegrityError('truncated');
  yield open(dataKey, prefix, index, true, pending);
}
