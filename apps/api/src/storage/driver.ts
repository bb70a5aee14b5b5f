import type { Readable } from 'node:stream';
import { DomainError } from '../errors/domain-errors.js';

/**
 * The storage contract every feature uses (docs/decisions/007-file-storage.md). A
 * driver keeps bytes under `<bucket>/<key>`; features never see paths, disks
 * or object-store clients, so an S3-compatible driver can replace the local
 * one in `createStorage` without touching them.
 */
export const BUCKETS = ['profiles', 'prescriptions', 'claim-receipts', 'lab-reports'] as const;
export type Bucket = (typeof BUCKETS)[number];

export function isBucket(value: string): value is Bucket {
  return (BUCKETS as readonly string[]).includes(value);
}

/** One stored object as `list` reports it: size in bytes, last write time. */
export interface StoredObject {
  key: string;
  size: number;
  lastModified: Date;
}

export interface StorageDriver {
  /**
   * Stores `body` at `key`, replacing what was there. Rejects with
   * FileTooLargeError past `maxBytes` bytes and leaves nothing behind; any
   * other failure also leaves nothing. Resolves with the stored size in bytes.
   */
  put(bucket: Bucket, key: string, body: Readable, opts: { maxBytes: number }): Promise<{ size: number }>;
  /** A stream of the object's bytes; rejects with FileNotFoundError when it is absent. */
  get(bucket: Bucket, key: string): Promise<Readable>;
  /** Removes the object; removing an absent one is not an error. */
  delete(bucket: Bucket, key: string): Promise<void>;
  /** Every object whose key starts with `prefix` (used by the orphan sweep). */
  list(bucket: Bucket, prefix: string): Promise<StoredObject[]>;
  /**
   * Resolves when the store can be reached (the readiness check): local disk, its folder can be read and
   * written; S3, the bucket answers HEAD. Rejects otherwise; reads no object.
   */
  check(): Promise<void>;
}

/** A file past the size limit (kind too_large). */
export class FileTooLargeError extends DomainError {
  constructor(readonly maxBytes: number) {
    super('too_large', 'FILE_TOO_LARGE', {
      key: 'request.fileTooLarge',
      values: { max: Math.round(maxBytes / (1024 * 1024)) },
    });
    this.name = 'FileTooLargeError';
  }
}

/** No object at that key (kind not_found). */
export class FileNotFoundError extends DomainError {
  constructor() {
    super('not_found', 'NOT_FOUND', 'medicalRecords.fileNotFound');
    this.name = 'FileNotFoundError';
  }
}

/** A key that could escape its bucket or is not one the server makes (kind invalid). */
export class InvalidKeyError extends DomainError {
  constructor() {
    super('invalid', 'INVALID_FILE_KEY', 'request.fileNameInvalid');
    this.name = 'InvalidKeyError';
  }
}

const SEGMENT = /^[A-Za-z0-9._-]+$/;

/**
 * Throws InvalidKeyError unless `key` is relative `segment/segment…` made of
 * letters, digits, '.', '_' and '-': no '..' or '.', no empty segment, no
 * absolute path, backslash or NUL, at most 512 characters.
 */
export function assertSafeKey(key: string): void {
  if (typeof key !== 'string' || key.length === 0 || key.length > 512) throw new InvalidKeyError();
  for (const segment of key.split('/')) {
    if (!SEGMENT.test(segment) || segment === '.' || segment === '..') throw new InvalidKeyError();
  }
}
