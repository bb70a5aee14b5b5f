import { createRequire } from 'node:module';
import { Readable } from 'node:stream';
import type * as ClientS3 from '@aws-sdk/client-s3';
import type * as LibStorage from '@aws-sdk/lib-storage';
import { DomainError, unavailable } from '../errors/domain-errors.js';
import {
  assertSafeKey,
  FileNotFoundError,
  FileTooLargeError,
  isBucket,
  type Bucket,
  type StorageDriver,
  type StoredObject,
} from './driver.js';

/** Where the objects live: one bucket of an S3-compatible store (config/env.ts S3_*). */
export interface S3Config {
  bucket: string;
  /** Unset: AWS S3 of `region`. */
  endpoint?: string;
  region: string;
  /** Unset: the AWS SDK's default credential chain. */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  forcePathStyle: boolean;
}

const require = createRequire(import.meta.url);

/**
 * The AWS SDK, loaded when a deployment stores files in S3 rather than at start-up: it holds about 25 MB
 * of memory a server on local disk does not need (`npm run bench:load`, RSS).
 */
function awsSdk(): { s3: typeof ClientS3; storage: typeof LibStorage } {
  return {
    s3: require('@aws-sdk/client-s3') as typeof ClientS3,
    storage: require('@aws-sdk/lib-storage') as typeof LibStorage,
  };
}

/** Seconds a client should wait before retrying while the object store fails (sent as Retry-After). */
const STORAGE_RETRY_AFTER_SECONDS = 30;

/** Bodies are sent in parts of this size (the S3 minimum); a smaller body is one PutObject. */
const PART_BYTES = 5 * 1024 * 1024;

/**
 * The object store is down, refuses us or answers with an error: kind
 * `unavailable` (503 with Retry-After through the one error table). The
 * SDK's error stays as the cause, for the server log only.
 */
function storageUnavailable(cause: unknown): DomainError {
  return unavailable('request.storageUnavailable', 'STORAGE_UNAVAILABLE', {
    retryAfterSeconds: STORAGE_RETRY_AFTER_SECONDS,
    cause,
  });
}

function isMissing(error: unknown): boolean {
  return (
    error instanceof awsSdk().s3.S3ServiceException &&
    (error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata.httpStatusCode === 404)
  );
}

/**
 * Objects in one bucket of an S3-compatible store (AWS S3, MinIO, Cloudflare
 * R2; tests run it against s3rver, docs/decisions/022). A Sehat bucket and key
 * become the object key `<bucket>/<key>`. Stores bytes as given:
 * `createStorage` wraps it in `createEncryptedStorage`, so the store only ever
 * holds ciphertext, and downloads still stream through our signed links.
 *
 * - `put` streams the body in 5 MiB parts (one PutObject below that),
 *   enforces `maxBytes` while reading and resolves only once the store has
 *   acknowledged the whole object; a failed or refused body aborts the
 *   upload, so nothing is left.
 * - `get` rejects with FileNotFoundError for a missing key.
 * - Every other failure of the store (down, timed out, 5xx, refused
 *   credentials) rejects with `storageUnavailable` (503 + Retry-After), after
 *   the SDK's own retries (3 attempts). Keys are checked like the local
 *   driver's (InvalidKeyError).
 */
export function createS3Driver(config: S3Config): StorageDriver {
  const { S3Client, GetObjectCommand, DeleteObjectCommand, HeadBucketCommand, paginateListObjectsV2 } =
    awsSdk().s3;
  const { Upload } = awsSdk().storage;
  const client = new S3Client({
    endpoint: config.endpoint,
    region: config.region,
    forcePathStyle: config.forcePathStyle,
    credentials: config.credentials,
    maxAttempts: 3,
    // Checksums only where S3 requires them: R2, MinIO and s3rver do not all take the newer trailers.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 60_000 },
  });

  function objectKey(bucket: Bucket, key: string): string {
    if (!isBucket(bucket)) throw new Error(`Unknown bucket ${String(bucket)}`);
    assertSafeKey(key);
    return `${bucket}/${key}`;
  }

  return {
    async put(bucket, key, body, { maxBytes }) {
      const Key = objectKey(bucket, key);
      let size = 0;
      let bodyError: Error | undefined;
      async function* counted(): AsyncGenerator<Buffer> {
        try {
          for await (const chunk of body as AsyncIterable<Buffer | string>) {
            const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
            size += bytes.length;
            if (size > maxBytes) throw new FileTooLargeError(maxBytes);
            yield bytes;
          }
        } catch (error) {
          bodyError = error instanceof Error ? error : new Error(String(error));
          throw bodyError;
        }
      }
      const upload = new Upload({
        client,
        params: { Bucket: config.bucket, Key, Body: Readable.from(counted(), { objectMode: false }) },
        partSize: PART_BYTES,
        queueSize: 1,
        leavePartsOnError: false,
      });
      try {
        await upload.done();
      } catch (error) {
        body.destroy();
        if (bodyError !== undefined) throw bodyError;
        throw storageUnavailable(error);
      }
      return { size };
    },

    async get(bucket, key) {
      const Key = objectKey(bucket, key);
      let source: Readable;
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: config.bucket, Key }));
        source = object.Body as Readable;
      } catch (error) {
        if (isMissing(error)) throw new FileNotFoundError();
        throw storageUnavailable(error);
      }
      // A connection lost half way is the store's failure too, not a bug of ours.
      async function* mapped(): AsyncGenerator<Buffer> {
        try {
          for await (const chunk of source as AsyncIterable<Buffer>) yield chunk;
        } catch (error) {
          throw storageUnavailable(error);
        }
      }
      const stream = Readable.from(mapped(), { objectMode: false });
      stream.once('close', () => source.destroy());
      return stream;
    },

    async delete(bucket, key) {
      const Key = objectKey(bucket, key);
      try {
        await client.send(new DeleteObjectCommand({ Bucket: config.bucket, Key }));
      } catch (error) {
        if (!isMissing(error)) throw storageUnavailable(error);
      }
    },

    async check() {
      try {
        await client.send(new HeadBucketCommand({ Bucket: config.bucket }));
      } catch (error) {
        throw storageUnavailable(error);
      }
    },

    async list(bucket, prefix) {
      if (!isBucket(bucket)) throw new Error(`Unknown bucket ${String(bucket)}`);
      const objects: StoredObject[] = [];
      try {
        const pages = paginateListObjectsV2(
          { client },
          { Bucket: config.bucket, Prefix: `${bucket}/${prefix}` },
        );
        for await (const page of pages) {
          for (const item of page.Contents ?? []) {
            if (!item.Key) continue;
            objects.push({
              key: item.Key.slice(bucket.length + 1),
              size: item.Size ?? 0,
              // An object without a date is treated as new: the sweep never removes it.
              lastModified: item.LastModified ?? new Date(),
            });
          }
        }
      } catch (error) {
        throw storageUnavailable(error);
      }
      return objects;
    },
  };
}
