import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import type { Database } from '../db/index.js';
import { BackupError } from './backup-error.js';

const run = promisify(execFile);

/** A database snapshot: the dump written to `dumpFile`, and what the snapshot itself holds. */
export interface Snapshot {
  /** Rows per `schema.table` (our tables and the migrations journal). */
  rowCounts: Record<string, number>;
  /** Every file the snapshot's `stored_files` rows name. */
  storedFiles: { bucket: string; key: string }[];
}

/** One query as every driver can run it: SQL text in, rows out. */
type Query = (sql: string) => Promise<Record<string, unknown>[]>;

/** The dump's file name inside the archive's `database/` folder, per database kind. */
export const DUMP_FILE = { pglite: 'pglite-datadir.tar.gz', postgres: 'postgres.dump' } as const;

/**
 * Row counts and stored files as the query's snapshot sees them. Counted: every table of the `public`
 * schema (ours) and of `drizzle` (applied migrations); pg-boss's queue tables are dumped but not counted.
 */
export async function readSnapshotFacts(query: Query): Promise<Snapshot> {
  const tables = await query(
    "SELECT schemaname, tablename FROM pg_tables WHERE schemaname IN ('public', 'drizzle') ORDER BY 1, 2",
  );
  const rowCounts: Record<string, number> = {};
  for (const { schemaname, tablename } of tables) {
    const [row] = await query(
      `SELECT count(*)::int AS n FROM "${String(schemaname)}"."${String(tablename)}"`,
    );
    rowCounts[`${String(schemaname)}.${String(tablename)}`] = Number(row?.n);
  }
  const files = await query('SELECT bucket, key FROM stored_files ORDER BY bucket, key');
  return {
    rowCounts,
    storedFiles: files.map((file) => ({ bucket: String(file.bucket), key: String(file.key) })),
  };
}

/**
 * Dumps the database into `dumpFile` and reads the facts of that very dump. PGlite: `dumpDataDir` (taken
 * between two statements, under PGlite's own lock) after a CHECKPOINT; the counts come from the dump
 * opened in memory, which also proves it opens. PostgreSQL: a read-only REPEATABLE READ transaction
 * exports its snapshot, the counts are read in it and `pg_dump --snapshot` dumps exactly that state.
 * Throws BackupError when pg_dump is missing or fails.
 */
export async function snapshotDatabase(
  database: Database,
  databaseUrl: string | undefined,
  dumpFile: string,
) {
  if (database.driver === 'pglite') {
    await database.client.exec('CHECKPOINT');
    const dump = await database.client.dumpDataDir('gzip');
    await writeFile(dumpFile, Buffer.from(await dump.arrayBuffer()));
    return readDumpedDataDir(dump);
  }
  if (!databaseUrl) throw new BackupError('DATABASE_URL is needed to back up PostgreSQL.');
  const connection = await database.pool.connect();
  try {
    await connection.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    const [{ snapshot }] = (await connection.query('SELECT pg_export_snapshot() AS snapshot')).rows;
    const facts = await readSnapshotFacts(async (sql) => (await connection.query(sql)).rows);
    await postgresTool(
      'pg_dump',
      ['--format=custom', `--snapshot=${snapshot}`, `--file=${dumpFile}`],
      databaseUrl,
    );
    await connection.query('COMMIT');
    return facts;
  } catch (error) {
    await connection.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    connection.release();
  }
}

/** Opens a PGlite data-folder dump in memory just long enough to read its facts. */
async function readDumpedDataDir(dump: Blob): Promise<Snapshot> {
  const copy = await PGlite.create({ loadDataDir: dump });
  try {
    return await readSnapshotFacts(async (sql) => (await copy.query<Record<string, unknown>>(sql)).rows);
  } finally {
    await copy.close();
  }
}

/**
 * libpq's environment for `url`: the password travels in PGPASSWORD, never on a command line that `ps`
 * shows to every local user. `sslmode` and friends of the URL's query become their PG* variables.
 */
function libpqEnv(url: string): NodeJS.ProcessEnv {
  const parsed = new URL(url);
  const env: NodeJS.ProcessEnv = {
    PGHOST: decodeURIComponent(parsed.hostname.replace(/^\[|\]$/g, '')),
    PGPORT: parsed.port || '5432',
    PGUSER: decodeURIComponent(parsed.username),
    PGPASSWORD: decodeURIComponent(parsed.password),
    PGDATABASE: decodeURIComponent(parsed.pathname.slice(1)),
  };
  const variables: Record<string, string> = {
    sslmode: 'PGSSLMODE',
    sslrootcert: 'PGSSLROOTCERT',
    sslcert: 'PGSSLCERT',
    sslkey: 'PGSSLKEY',
    host: 'PGHOST',
  };
  for (const [name, value] of parsed.searchParams) if (variables[name]) env[variables[name]] = value;
  for (const [name, value] of Object.entries(env)) if (!value) delete env[name];
  return env;
}

/**
 * Runs pg_dump or pg_restore against the database at `url`: the one on PATH, else PostgreSQL 15's Debian
 * folder (/usr/lib/postgresql/15/bin). Throws BackupError with the tool's own message (it names no row
 * data) when it is missing or fails, e.g. a pg_dump older than the server.
 */
export async function postgresTool(
  tool: 'pg_dump' | 'pg_restore',
  args: string[],
  url: string,
): Promise<void> {
  const folders = [...(process.env.PATH ?? '').split(path.delimiter), '/usr/lib/postgresql/15/bin'];
  const program = folders.map((folder) => path.join(folder, tool)).find((file) => existsSync(file)) ?? tool;
  try {
    await run(program, args, { maxBuffer: 16 * 1024 * 1024, env: { ...process.env, ...libpqEnv(url) } });
  } catch (error) {
    const { code, stderr } = error as NodeJS.ErrnoException & { stderr?: string };
    if (code === 'ENOENT')
      throw new BackupError(`${tool} was not found: install PostgreSQL's client programs (on PATH).`);
    throw new BackupError(
      `${tool} failed: ${(stderr ?? String(error)).trim().split('\n').slice(0, 5).join(' ')}`,
    );
  }
}
