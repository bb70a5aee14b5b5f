import path from 'node:path';
import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.js';
import { startAdminSocket } from './backup/index.js';
import { loadEnv } from './config/env.js';
import { migrateAsOwner, migrateDatabase, openDatabase } from './db/index.js';
import { shutDown } from './shutdown.js';

/**
 * Start Sehat: parse the environment (exit listing bad keys), open the
 * database (PostgreSQL at DATABASE_URL, else PGlite in DATA_DIR/db), apply
 * migrations (as DATABASE_MIGRATION_URL's role when set), listen on HOST:PORT (127.0.0.1 unless BASE_URL is
 * public: see config/env.ts), and close gracefully on SIGINT/SIGTERM (shutdown.ts: requests in flight, then
 * running jobs, then the database; forced after 30 s). The first line it
 * prints is plain text saying which address to open; JSON logs follow.
 */
const env = loadEnv();
// Until the app (and its logger) exists, a lost connection is dropped silently; the pool reconnects.
let logConnectionError = (_error: Error) => {};
const database = await openDatabase({
  url: env.DATABASE_URL,
  dataDir: env.DATABASE_URL ? undefined : path.join(env.DATA_DIR, 'db'),
  onConnectionError: (error) => logConnectionError(error),
});
// With DATABASE_MIGRATION_URL the tables' owner migrates; the server's own role cannot alter them.
if (env.DATABASE_MIGRATION_URL) await migrateAsOwner(database, env.DATABASE_MIGRATION_URL);
else await migrateDatabase(database);
// A test of compiled servers may move the clock (env.ts refuses it outside NODE_ENV=test).
const offsetMs = env.TEST_CLOCK_OFFSET_MS;
const now = offsetMs === undefined ? undefined : () => new Date(Date.now() + offsetMs);
const app = await buildApp({
  env,
  db: database.db,
  now,
  databasePool: database.driver === 'postgres' ? database.pool : undefined,
});
// `npm run backup` asks this process for a consistent snapshot over DATA_DIR/admin.sock (backup/).
const adminSocket = await startAdminSocket({ env, database, log: app.log });
logConnectionError = (error) =>
  app.log.warn({ err: error }, 'database connection lost; the next query reconnects');

// 30 s: a request in flight and a job run finish (the job runner itself gives up waiting after 10 s).
closeWithGrace({ delay: 30_000, logger: app.log }, async ({ err, signal }) => {
  if (err) app.log.error({ err }, 'closing after an error');
  else app.log.info({ signal }, 'closing');
  await adminSocket.close();
  await shutDown(app, database);
});

// The app's start-up work (interrupted erasures finished, the job runner started with its start-up runs)
// runs here, before the level is lowered below: inside `listen` its info lines were dropped, and a start-up
// run of the orphan sweep or the reminders left no line at all.
await app.ready();
// Fastify logs one "Server listening at" line per interface; they would come before the line below
// and name addresses (a LAN IP) that the origin checks refuse, so they are held back.
const level = app.log.level;
if (['info', 'debug', 'trace'].includes(level)) app.log.level = 'warn';
await app.listen({ host: env.HOST, port: env.PORT });
app.log.level = level;
process.stdout.write(`Sehat is running: open ${env.BASE_URL}\n`);
app.log.info(
  {
    host: env.HOST,
    port: env.PORT,
    driver: database.driver,
    dataDir: env.DATA_DIR,
    // METRICS_PORT's address (0 picks a free port): where Prometheus scrapes.
    ...(app.metrics.url ? { metricsUrl: app.metrics.url } : {}),
  },
  `listening on ${env.HOST}:${env.PORT}`,
);
