import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { StorageDriver } from './driver.js';
import { createEncryptedStorage, migrateStoredFiles } from './encrypted-storage.js';
import { resolveFileKeys, type FileKeyEnv } from './file-encryption-key.js';
import { createLocalDriver } from './local-driver.js';

/** The driver that holds the bytes. An S3-compatible driver plugs in here, chosen by its own env keys. */
function bytesDriver(env: FileKeyEnv): StorageDriver {
  return createLocalDriver(path.join(env.DATA_DIR, 'files'));
}

/**
 * The storage driver for this environment: local disk under
 * `${DATA_DIR}/files` today, always behind `createEncryptedStorage` so every
 * driver stores only ciphertext (ARCHITECTURE.md decisions 3 and 13).
 * Features only see StorageDriver. Reads (or, first time, creates) the master
 * key: FILE_ENCRYPTION_KEY, else DATA_DIR/file-encryption-key.
 */
export function createStorage(env: FileKeyEnv): StorageDriver {
  return createEncryptedStorage(bytesDriver(env), resolveFileKeys(env));
}

/**
 * Start-up pass over every stored file (run before the server listens):
 * encrypts files written before encryption and re-encrypts those under a key
 * of FILE_ENCRYPTION_KEYS_OLD; idempotent. Rejects with UnknownFileKeyError
 * when files were written with a key this server was not given, so a wrong
 * FILE_ENCRYPTION_KEY stops start-up with a clear message. Logs counts only.
 */
export async function prepareStoredFiles(env: FileKeyEnv, log: FastifyBaseLogger): Promise<void> {
  const report = await migrateStoredFiles(bytesDriver(env), resolveFileKeys(env));
  if (report.encrypted + report.rekeyed > 0) log.info(report, 'stored files encrypted under the current key');
  if (report.damaged + report.unknownKey > 0)
    log.error(report, 'stored files that fail authentication or name an unknown key were left as they are');
}
