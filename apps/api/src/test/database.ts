import { migrateDatabase, openDatabase, type Database } from '../db/index.js';

let shared: Promise<Database> | undefined;

/**
 * The database of this test worker, opened and migrated once: PostgreSQL at
 * DATABASE_URL when set (shared by every worker; tests never truncate, each
 * creates its own patients), else an in-memory PGlite (about 4 s to start).
 * The api project runs with `isolate: false`, so test files of a worker share it.
 */
export function testDatabase(): Promise<Database> {
  shared ??= (async () => {
    const database = await openDatabase({ url: process.env.DATABASE_URL || undefined });
    await migrateDatabase(database);
    return database;
  })();
  return shared;
}
