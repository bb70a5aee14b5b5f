import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Env } from '../config/env.js';
import type { Database } from '../db/index.js';
import { resolveAuthSecret } from '../features/auth/index.js';
import { bytesDriver, FileNotFoundError, isBucket } from '../storage/index.js';
import { holdDeletions } from '../storage/deletion-hold.js';
import { resolveFileKeys } from '../storage/file-encryption-key.js';
import { describeStaged, stageMember, writeArchive, type Member } from './archive.js';
import {
  authSecretCheck,
  BACKUP_FORMAT_VERSION,
  DATABASE_PREFIX,
  fileKeyCheck,
  FILES_PREFIX,
  type Manifest,
} from './manifest.js';
import { DUMP_FILE, snapshotDatabase } from './snapshot.js';

/**
 * Writes a backup archive of the whole server to `out` (docs/decisions/041-backup-and-restore.md): the
 * database snapshot first, then, while file deletions are held back, every file the snapshot's
 * `stored_files` rows name, copied as stored (ciphertext) through the storage driver, local disk or S3.
 * Files written after the snapshot are not its files and are left out; files already gone (an erasure
 * the snapshot caught half done) are named in the manifest's `missingFiles`. Members are staged in a
 * temporary folder, hashed as they are written, and tarred behind the manifest. Resolves with the manifest;
 * throws BackupError (pg_dump missing or failing) or the storage's error; never leaves a partial `out`.
 */
export async function createBackup(options: {
  env: Env;
  database: Database;
  out: string;
  now?: () => Date;
}): Promise<Manifest> {
  const { env, database, out } = options;
  const createdAt = (options.now ?? (() => new Date()))();
  const staging = await mkdtemp(path.join(tmpdir(), 'sehat-backup-'));
  try {
    const members: Member[] = [];
    const missingFiles: string[] = [];
    const release = holdDeletions();
    let files = 0;
    let rowCounts: Record<string, number>;
    try {
      const dumpName = `${DATABASE_PREFIX}${DUMP_FILE[database.driver]}`;
      const dumpFile = path.join(staging, ...dumpName.split('/'));
      await mkdir(path.dirname(dumpFile), { recursive: true });
      const snapshot = await snapshotDatabase(database, env.DATABASE_URL, dumpFile);
      rowCounts = snapshot.rowCounts;
      members.push(await describeStaged(staging, dumpName));
      const storage = bytesDriver(env);
      for (const { bucket, key } of snapshot.storedFiles) {
        const name = `${FILES_PREFIX}${bucket}/${key}`;
        if (!isBucket(bucket)) {
          missingFiles.push(name);
          continue;
        }
        try {
          members.push(await stageMember(staging, name, await storage.get(bucket, key)));
          files += 1;
        } catch (error) {
          if (!(error instanceof FileNotFoundError)) throw error;
          missingFiles.push(name);
        }
      }
    } finally {
      release();
    }
    const manifest: Manifest = {
      formatVersion: BACKUP_FORMAT_VERSION,
      createdAt: createdAt.toISOString(),
      database: database.driver,
      rowCounts,
      files,
      missingFiles,
      members,
      fileKeyCheck: fileKeyCheck(resolveFileKeys(env).current.key),
      authSecretCheck: authSecretCheck(await resolveAuthSecret(env)),
    };
    await writeArchive(out, staging, manifest);
    return manifest;
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}
