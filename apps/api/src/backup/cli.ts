/**
 * The backup commands a self-hoster runs from the repository root (docs/decisions/041-backup-and-restore.md):
 *   npm run backup -- --out FILE     one archive of the database and the stored files, from a running
 *                                    server (asked over DATA_DIR/admin.sock) or, with none, the data folder
 *   npm run backup:verify -- FILE    checks an archive's structure and checksums without restoring
 *   npm run restore -- FILE          restores into an empty data folder / database, after every check
 * Configuration is the server's own environment (DATA_DIR, DATABASE_URL, FILE_ENCRYPTION_KEY, S3_*, …).
 * Prints one summary line (counts, no record content); a refusal prints its reason and exits 1.
 */
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { loadEnv } from '../config/env.js';
import { openDatabase } from '../db/index.js';
import { requestBackup } from './admin-socket.js';
import { BackupError } from './backup-error.js';
import { createBackup } from './create-backup.js';
import type { Manifest } from './manifest.js';
import { restoreBackup, verifyBackup } from './restore.js';

const USAGE = 'usage: backup --out FILE | verify FILE | restore FILE';

function summary(manifest: Manifest): string {
  const rows = Object.values(manifest.rowCounts).reduce((sum, n) => sum + n, 0);
  const tables = Object.keys(manifest.rowCounts).length;
  return `${rows} rows in ${tables} tables, ${manifest.files} files, ${manifest.database}, taken ${manifest.createdAt}`;
}

async function main(argv: string[]): Promise<string> {
  const [command, ...rest] = argv;
  if (command === 'verify' && rest.length === 1) {
    const manifest = await verifyBackup(path.resolve(rest[0]!));
    return `The backup is complete and every checksum matches: ${summary(manifest)}.`;
  }
  const env = loadEnv();
  if (command === 'restore' && rest.length === 1) {
    const { manifest } = await restoreBackup({ env, file: path.resolve(rest[0]!) });
    return `Restored ${summary(manifest)} into ${env.DATABASE_URL ? 'DATABASE_URL' : env.DATA_DIR}; the row counts match the manifest.`;
  }
  if (command === 'backup' && rest.length === 2 && rest[0] === '--out') {
    const out = path.resolve(rest[1]!);
    if (
      await stat(out).then(
        () => true,
        () => false,
      )
    )
      throw new BackupError(`${out} already exists: choose a new file name.`);
    if ((await requestBackup(env.DATA_DIR, out)) === 'no-server') {
      const dbDir = path.join(env.DATA_DIR, 'db');
      if (
        !env.DATABASE_URL &&
        !(await stat(dbDir).then(
          () => true,
          () => false,
        ))
      )
        throw new BackupError(`No server is running and ${dbDir} holds no database: check DATA_DIR.`);
      const database = await openDatabase({
        url: env.DATABASE_URL,
        dataDir: env.DATABASE_URL ? undefined : dbDir,
      });
      try {
        await createBackup({ env, database, out });
      } finally {
        await database.close();
      }
    }
    // Read back what was written: the archive on disk is the one that will have to restore.
    const manifest = await verifyBackup(out);
    const { size } = await stat(out);
    const warning =
      manifest.missingFiles.length > 0
        ? `\nWarning: ${manifest.missingFiles.length} file(s) the database names were already deleted (an account erasure in progress); they are listed in the manifest.`
        : '';
    return `Backup written to ${out} (${(size / 1e6).toFixed(1)} MB): ${summary(manifest)}.${warning}`;
  }
  throw new BackupError(USAGE);
}

main(process.argv.slice(2)).then(
  (line) => {
    console.log(line);
    process.exit(0);
  },
  (error: unknown) => {
    console.error(error instanceof BackupError ? error.message : error);
    process.exit(1);
  },
);
