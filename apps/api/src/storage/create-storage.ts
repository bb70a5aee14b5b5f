import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Env } from '../config/env.js';
import type { StorageDriver } from './driver.js';
import { withDeletionHold } from './deletion-hold.js';
import { createEncryptedStorage, migrateStoredFiles } from './encrypted-storage.js';
import { resolveFileKeys, type FileKeyEnv } from './file-encryption-key.js';
import { createLocalDriver, removePartialWrites } from './local-driver.js';
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

/** Where the local driver keeps files when S3_BUCKET is not set. */
const localRoot = (env: StorageEnv) => path.join(env.DATA_DIR, 'files');

/**
 * The driver that holds the bytes: the S3-compatible store when S3_BUCKET is
 * set (docs/decisions/022), else local disk under `${DATA_DIR}/files`. It reads and writes ciphertext as
 * stored: a backup copies files through it without the key (docs/decisions/041-backup-and-restore.md).
 */
export function bytesDriver(env: StorageEnv): StorageDriver {
  if (!env.S3_BUCKET) return createLocalDriver(localRoot(env));
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
 * key: FILE_ENCRYPTION_KEY, else DATA_DIR/file-encryption-key. Deletions wait while a backup copies
 * files (deletion-hold.ts).
 */
export function createStorage(env: StorageEnv): StorageDriver {
  return withDeletionHold(createEncryptedStorage(bytesDriver(env), resolveFileKeys(env)));
}

/**
 * Start-up pass over every stored file (run before the server listens):
 * first deletes the partial uploads a killed server left on local disk (an
 * object store never shows a partial object), so none is taken for an old
 * plaintext file; then encrypts files written before encryption and re-encrypts those under a key
 * of FILE_ENCRYPTION_KEYS_OLD; idempotent. Rejects with UnknownFileKeyError
 * when files were written with a key this server was not given, so a wrong
 * FILE_ENCRYPTION_KEY stops start-up with a clear message. Logs counts only.
 */
export async function prepareStoredFiles(env: StorageEnv, log: FastifyBaseLogger): Promise<void> {
  if (!env.S3_BUCKET) {
    const partial = await removePartialWrites(localRoot(env));
    if (partial > 0) log.info({ count: partial }, 'removed partial uploads of an interrupted server');
  }
  const report = await migrateStoredFiles(bytesDriver(env), resolveFileKeys(env));
  if (report.encrypted + report.rekeyed > 0) log.info(report, 'stored files encrypted under the current key');
  if (report.damaged + report.unknownKey > 0)
    log.error(report, 'stored files that fail authentication or name an unknown key were left as they are');
}
