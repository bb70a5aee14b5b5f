export { openDatabase, type Database, type Db } from './client.js';
export { migrateAsOwner, migrateDatabase, migrationsApplied } from './migrate.js';
export { currentTransaction, trackTransactions } from './transaction-scope.js';
