import { randomBytes } from 'node:crypto';
import pg from 'pg';
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

/** A database of one test file's own, and how to close (and, on PostgreSQL, drop) it. */
export interface OwnTestDatabase {
  database: Database;
  dispose(): Promise<void>;
}

/**
 * A fresh, migrated database for one test file: a new in-memory PGlite, or with DATABASE_URL a new
 * PostgreSQL database on that server (dropped by `dispose`). For tests whose apps deliver the mail
 * outbox through their own transport (an SMTP server of the test): on the shared database, their
 * delivery job would also send other test files' queued mails, and theirs could go to other files' apps.
 */
export async function ownTestDatabase(): Promise<OwnTestDatabase> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const database = await openDatabase({});
    await migrateDatabase(database);
    return { database, dispose: () => database.close() };
  }
  const name = `sehat_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const own = new URL(url);
  own.pathname = `/${name}`;
  const database = await openDatabase({ url: own.toString() });
  await migrateDatabase(database);
  return {
    database,
    async dispose() {
      await database.close();
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}
