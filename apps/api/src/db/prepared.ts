import type { Db } from './client.js';

/**
 * A statement built once per database and reused: `build(db)` runs the first time a database asks for
 * it (its result is usually a Drizzle query ending in `.prepare(name)`, with `sql.placeholder(...)` for
 * what changes per call), later calls answer the same object. For the statements every signed-in screen
 * runs: Drizzle builds a query's SQL anew on every call, which cost the API more CPU than PostgreSQL spent
 * answering it (`npm run bench:load` CPU profile, 2026-11-25). Not for transactions: pass the database.
 */
export function preparedFor<T>(build: (db: Db) => T): (db: Db) => T {
  const built = new WeakMap<Db, T>();
  return (db) => {
    let statement = built.get(db);
    if (statement === undefined) {
      statement = build(db);
      built.set(db, statement);
    }
    return statement;
  };
}
