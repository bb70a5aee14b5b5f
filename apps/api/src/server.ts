import path from 'node:path';
import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.js';
import { loadEnv } from './config/env.js';
import { migrateDatabase, openDatabase } from './db/index.js';

/**
 * Start Sehat: parse the environment (exit listing bad keys), open the
 * database (PostgreSQL at DATABASE_URL, else PGlite in DATA_DIR/db), apply
 * migrations, listen on HOST:PORT, and close gracefully on SIGINT/SIGTERM.
 */
const env = loadEnv();
const database = await openDatabase({
  url: env.DATABASE_URL,
  dataDir: env.DATABASE_URL ? undefined : path.join(env.DATA_DIR, 'db'),
});
await migrateDatabase(database);
const app = await buildApp({ env, db: database.db });

closeWithGrace({ delay: 10_000, logger: app.log }, async ({ err, signal }) => {
  if (err) app.log.error({ err }, 'closing after an error');
  else app.log.info({ signal }, 'closing');
  await app.close();
  await database.close();
});

await app.listen({ host: env.HOST, port: env.PORT });
app.log.info(`Sehat at ${env.BASE_URL} (${database.driver}, data in ${env.DATA_DIR})`);
