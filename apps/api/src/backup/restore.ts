import { createReadStream } from 'node:fs';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Env } from '../config/env.js';
import { configuredAuthSecret } from '../features/auth/index.js';
import { BUCKETS, bytesDriver, isBucket } from '../storage/index.js';
import { configuredFileKeys } from '../storage/file-encryption-key.js';
import { readArchive } from './archive.js';
import { BackupError } from './backup-error.js';
import {
  authSecretMatches,
  DATABASE_PREFIX,
  FILES_PREFIX,
  keyringMatches,
  type Manifest,
} from './manifest.js';
import { DUMP_FILE, postgresTool, readSnapshotFacts, type Snapshot } from './snapshot.js';

/** What a restore wrote, read back from the restored database. */
export interface RestoreReport {
  manifest: Manifest;
  /** Rows per table in the restored database: equal to the manifest's, or the restore threw. */
  rowCounts: Record<string, number>;
}

/**
 * Checks the archive at `file` without restoring (`npm run backup:verify`): structure, every member's
 * SHA-256 and size against the manifest. Resolves with the manifest; throws BackupError.
 */
export function verifyBackup(file: string): Promise<Manifest> {
  return readArchive(file);
}

const KEY_HELP =
  'set FILE_ENCRYPTION_KEY to the key the backed-up server used, or copy its file-encryption-key file into DATA_DIR';
const SECRET_HELP =
  'set BETTER_AUTH_SECRET to the secret the backed-up server used, or copy its auth-secret file into DATA_DIR';

/**
 * Restores the archive at `file` into this environment's empty data folder (PGlite) or empty database
 * (DATABASE_URL) and empty file storage (docs/decisions/041-backup-and-restore.md). Before writing anything
 * it reads every member and checks its checksum, and checks that the configured file key and auth secret
 * are the ones the backup names; any failure throws BackupError with nothing written. Then: the database
 * (PGlite from its data-folder dump, PostgreSQL through pg_restore in one transaction), then every file as
 * stored, and the restored row counts are compared with the manifest's.
 */
export async function restoreBackup(options: { env: Env; file: string }): Promise<RestoreReport> {
  const { env, file } = options;
  const keys = configuredFileKeys(env);
  if (!keys)
    throw new BackupError(`No file encryption key is configured: ${KEY_HELP}. Nothing was restored.`);
  const secret = await configuredAuthSecret(env);
  if (!secret) throw new BackupError(`No auth secret is configured: ${SECRET_HELP}. Nothing was restored.`);

  const staging = await mkdtemp(path.join(tmpdir(), 'sehat-restore-'));
  try {
    const manifest = await readArchive(file, { extractTo: staging });
    const kind = env.DATABASE_URL ? 'postgres' : 'pglite';
    if (manifest.database !== kind)
      throw new BackupError(
        manifest.database === 'postgres'
          ? 'This backup is of a PostgreSQL database: set DATABASE_URL to an empty database to restore it.'
          : 'This backup is of the embedded database (PGlite): unset DATABASE_URL to restore it into DATA_DIR.',
      );
    if (!keyringMatches(manifest, keys))
      throw new BackupError(
        `This backup needs a different file encryption key: its files cannot be read with the configured one; ${KEY_HELP}. Nothing was restored.`,
      );
    if (!authSecretMatches(manifest, secret))
      throw new BackupError(
        `This backup needs a different auth secret (it encrypts two-factor secrets); ${SECRET_HELP}. Nothing was restored.`,
      );
    await assertEmptyTarget(env);

    const dump = path.join(staging, ...`${DATABASE_PREFIX}${DUMP_FILE[kind]}`.split('/'));
    const restored = env.DATABASE_URL
      ? await restorePostgres(env.DATABASE_URL, dump)
      : await restorePglite(path.join(env.DATA_DIR, 'db'), dump);
    const storage = bytesDriver(env);
    for (const member of manifest.members.filter((m) => m.name.startsWith(FILES_PREFIX))) {
      const [bucket, ...key] = member.name.slice(FILES_PREFIX.length).split('/');
      if (!bucket || !isBucket(bucket)) throw new BackupError(`${member.name} names no bucket Sehat has.`);
      const body = createReadStream(path.join(staging, ...member.name.split('/')));
      await storage.put(bucket, key.join('/'), body, { maxBytes: Number.MAX_SAFE_INTEGER });
    }
    if (!isDeepStrictEqual(restored.rowCounts, manifest.rowCounts))
      throw new BackupError(
        'The restored database does not hold the row counts the manifest lists: do not use it; empty the folder or database and restore again.',
      );
    return { manifest, rowCounts: restored.rowCounts };
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

/** Throws BackupError unless the database and the file storage this environment names are empty. */
async function assertEmptyTarget(env: Env): Promise<void> {
  const storage = bytesDriver(env);
  for (const bucket of BUCKETS)
    if ((await storage.list(bucket, '')).length > 0)
      throw new BackupError(
        `The file storage (${env.S3_BUCKET ? `bucket ${env.S3_BUCKET}` : path.join(env.DATA_DIR, 'files')}) already holds files: restore only into an empty data folder. Nothing was restored.`,
      );
  if (env.DATABASE_URL) {
    const client = new pg.Client({ connectionString: env.DATABASE_URL });
    await client.connect();
    try {
      const { rows } = await client.query(
        "SELECT count(*)::int AS n FROM pg_tables WHERE schemaname NOT IN ('pg_catalog', 'information_schema')",
      );
      if (rows[0].n > 0)
        throw new BackupError(
          'The database at DATABASE_URL already holds tables: restore only into an empty database (createdb a new one). Nothing was restored.',
        );
    } finally {
      await client.end();
    }
    return;
  }
  const dbDir = path.join(env.DATA_DIR, 'db');
  const entries = await readdir(dbDir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  if (entries.length > 0)
    throw new BackupError(
      `${dbDir} already holds a database: restore only into an empty data folder (stop the server, choose a new DATA_DIR). Nothing was restored.`,
    );
}

/** Loads a PGlite data-folder dump into `dbDir` and reads its facts back. */
async function restorePglite(dbDir: string, dump: string): Promise<Snapshot> {
  const client = await PGlite.create(dbDir, { loadDataDir: new Blob([await readFile(dump)]) });
  try {
    return await readSnapshotFacts(async (sql) => (await client.query<Record<string, unknown>>(sql)).rows);
  } finally {
    await client.close();
  }
}

/** pg_restore of a custom-format dump in one transaction (all or nothing); reads its facts back. */
async function restorePostgres(url: string, dump: string): Promise<Snapshot> {
  const database = decodeURIComponent(new URL(url).pathname.slice(1)) || 'postgres';
  await postgresTool(
    'pg_restore',
    ['--single-transaction', '--exit-on-error', '--no-owner', `--dbname=${database}`, dump],
    url,
  );
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await readSnapshotFacts(async (sql) => (await client.query(sql)).rows);
  } finally {
    await client.end();
  }
}
