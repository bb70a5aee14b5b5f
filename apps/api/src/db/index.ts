export { openDatabase, type Database, type Db } from './client.js';
export { migrateAsOwner, migrateDatabase } from './migrate.js';
export { currentTransaction, trackTransactions } from './transaction-scope.js';
