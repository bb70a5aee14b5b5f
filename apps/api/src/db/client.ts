import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import * as schema from './schema/index.js';

type Schema = typeof schema;

/** The Drizzle database every repository takes, whichever driver is behind it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction opened with `db.transaction`; usable wherever a Db is. */
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;

/**
 * An open database: the Drizzle handle, which driver serves it, and how to
 * close it. `pglite` is the embedded default; `postgres` is DATABASE_URL.
 */
export type Database =
  | { driver: 'pglite'; db: Db; client: PGlite; close(): Promise<void> }
  | { driver: 'postgres'; db: Db; pool: pg.Pool; close(): Promise<void> };

/** How long a request waits for a new PostgreSQL connection before failing as unavailable. */
const CONNECT_TIMEOUT_MS = 3000;

/**
 * Open PostgreSQL at `url` when given; otherwise PGlite persisted in
 * `dataDir` (created if missing), or in memory when `dataDir` is omitted
 * (tests). Does not migrate: call `migrateDatabase` next.
 */
export async function openDatabase(options: {
  url?: string | undefined;
  dataDir?: string | undefined;
  /**
   * Told about a PostgreSQL connection that failed outside any query (the
   * server restarted or the network dropped). The connection is discarded and
   * the next query opens a new one; the process never exits over it.
   */
  onConnectionError?: (error: Error) => void;
}): Promise<Database> {
  if (options.url) {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: 10,
      // While the server is unreachable a request fails fast (503) instead of waiting forever.
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      keepAlive: true,
    });
    const report = options.onConnectionError ?? (() => {});
    // Without these listeners an idle (or checked-out, between queries) connection's error is an
    // uncaught 'error' event and ends the process when PostgreSQL restarts (the security review).
    // Every error reaches the client's listener; the pool's only stops an unhandled 'error' event.
    pool.on('connect', (client) => client.on('error', report));
    pool.on('error', () => {});
    const db: Db = drizzleNodePg({ client: pool, schema });
    return { driver: 'postgres', db, pool, close: () => pool.end() };
  }
  if (options.dataDir) await mkdir(options.dataDir, { recursive: true });
  const client = options.dataDir ? new PGlite(options.dataDir) : new PGlite();
  const db: Db = drizzlePglite({ client, schema });
  return { driver: 'pglite', db, client, close: () => client.close() };
}
