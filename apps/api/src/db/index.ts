export { openDatabase, schema, type Database, type Db, type Schema, type Tx } from './client.js';
export { migrateDatabase, MIGRATIONS_FOLDER } from './migrate.js';
export { currentTransaction, trackTransactions } from './transaction-scope.js';
