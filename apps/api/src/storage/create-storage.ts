import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Env } from '../config/env.js';
import type { StorageDriver } from './driver.js';
import { createEncryptedStorage, migrateStoredFiles } from './encrypted-storage.js';
import { resolveFileKeys, type FileKeyEnv } from './file-encryption-key.js';
import { createLocalDriver } from './local-driver.js';
import { createS3Driver } from './s3-driver.js';

/** What choosing and opening the storage reads from the environment. */
export type StorageEnv = FileKeyEnv &
  Partial<
    Pick<
      Env,
      | 'S3_BUCKET'
      | 'S3_ENDPOINT'
      | 'S3_REGION'
      | 'S3_ACCESS_KEY_ID'
      | 'S3_SECRET_ACCESS_KEY'
      | 'S3_FORCE_PATH_STYLE'
    >
  >;

/**
 * The driver that holds the bytes: the S3-compatible store when S3_BUCKET is
 * set (docs/decisions/022), else local disk under `${DATA_DIR}/files`.
 */
function bytesDriver(env: StorageEnv): StorageDriver {
  if (!env.S3_BUCKET) return createLocalDriver(path.join(env.DATA_DIR, 'files'));
  return createS3Driver({
    bucket: env.S3_BUCKET,
    endpoint: env.S3_ENDPOINT,
    region: env.S3_REGION ?? 'us-east-1',
    credentials:
      env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
        : undefined,
    forcePathStyle: env.S3_FORCE_PATH_STYLE ?? false,
  });
}

/**
 * The storage driver for this environment: an S3-compatible bucket when
 * S3_BUCKET is set, else local disk under `${DATA_DIR}/files`; always behind `createEncryptedStorage` so every
 * driver stores only ciphertext (docs/architecture.md#d3-files, docs/architecture.md#d13-files-encrypted-at-rest).
 * Features only see StorageDriver. Reads (or, first time, creates) the master
 * key: FILE_ENCRYPTION_KEY, else DATA_DIR/file-encryption-key.
 */
export function createStorage(env: StorageEnv): StorageDriver {
  return createEncryptedStorage(bytesDriver(env), resolveFileKeys(env));
}

/**
 * Start-up pass over every stored file (run before the server listens):
 * encrypts files written before encryption and re-encrypts those under a key
 * of FILE_ENCRYPTION_KEYS_OLD; idempotent. Rejects with UnknownFileKeyError
 * when files were written with a key this server was not given, so a wrong
 * FILE_ENCRYPTION_KEY stops start-up with a clear message. Logs counts only.
 */
export async function prepareStoredFiles(env: StorageEnv, log: FastifyBaseLogger): Promise<void> {
  const report = await migrateStoredFiles(bytesDriver(env), resolveFileKeys(env));
  if (report.encrypted + report.rekeyed > 0) log.info(report, 'stored files encrypted under the current key');
  if (report.damaged + report.unknownKey > 0)
    log.error(report, 'stored files that fail authentication or name an unknown key were left as they are');
}
