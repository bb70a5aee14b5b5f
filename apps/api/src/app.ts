import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Env } from './config/env.js';
import type { Db } from './db/index.js';
import type { ApiDeps } from './deps.js';
import { resumePendingErasures } from './features/account/index.js';
import {
  activityPurgeJob,
  authActivityLog,
  registerActivityLog,
  twoFactorActivityLog,
} from './features/activity/index.js';
import {
  createAuth,
  createSessionLookup,
  createSecondFactor,
  registerAuthRoutes,
  requireSession,
  resolveAuthSecret,
  type SessionUser,
} from './features/auth/index.js';
import { healthRoutes } from './features/health/index.js';
import { createMailer, type Mailer } from './features/mail/index.js';
import { shellRoutes } from './features/shell/index.js';
import { reminderJob } from './features/reminders/index.js';
import { publicShareRoutes } from './features/sharing/index.js';
import { createJobRunner, type JobRunner } from './jobs/index.js';
import { registerApiDocs } from './plugins/api-docs.js';
import { registerCompression } from './plugins/compression.js';
import { registerErrorHandling } from './plugins/error-handler.js';
import { registerInputGuards } from './plugins/input-guard.js';
import { logCompletedRequests, loggerOptions, type LogStream } from './plugins/logger.js';
import { registerOriginCheck } from './plugins/origin-check.js';
import { registerSecurityHeaders } from './plugins/security-headers.js';
import { registerStaticWeb } from './plugins/static-web.js';
import { createAttemptCounter } from './rate-limit/attempt-counter.js';
import { perUserRateLimit } from './rate-limit/per-user-limits.js';
import { FILE_REFERENCES, registerGuardedRoutes } from './routes.js';
import {
  createStorage,
  fileUrlSecret,
  prepareStoredFiles,
  orphanSweepJob,
  registerUploads,
} from './storage/index.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The background job runner (jobs/): tests run a job with `app.jobs.runNow(name)`. */
    jobs: JobRunner;
  }
}

/** Largest JSON body accepted (1 MiB); a bigger one is a 413 envelope. */
const JSON_BODY_LIMIT_BYTES = 1024 * 1024;

export interface BuildAppOptions {
  /** The parsed environment (config/env.ts). */
  env: Env;
  /** An open, migrated database (db/index.ts). */
  db: Db;
  /** The clock for "today" and every date window; defaults to the system clock. */
  now?: () => Date;
  /** Outgoing mail; defaults to SMTP_URL or the DATA_DIR/outbox. */
  mailer?: Mailer;
  /** Where log lines go; defaults to stdout (tests capture them). */
  logStream?: LogStream;
  /**
   * Background jobs (orphan sweep, activity purge, reminders): `'start'` (default) schedules them when the
   * app is ready; `'manual'` registers them without schedules, for tests that run them with `app.jobs.runNow`.
   */
  jobs?: 'start' | 'manual';
  /** The job runner; default pg-boss with DATABASE_URL, else in-process (jobs/index.ts). */
  jobRunner?: JobRunner;
}

/**
 * Build the whole API (and, when WEB_DIST exists, the web app) without
 * listening: used by server.ts and by every test through `app.inject`.
 * Public: /api/health, /api/docs, /api/auth/*, /api/public/* (share links); everything else under /api
 * needs a session. Close with `app.close()`; the database is the caller's.
 */
export async function buildApp({
  env,
  db,
  now = () => new Date(),
  mailer,
  logStream,
  jobs = 'start',
  jobRunner,
}: BuildAppOptions) {
  const app = Fastify({
    logger: loggerOptions(env, { stream: logStream }),
    // One line per request instead of two (logCompletedRequests); Fastify's own request lines, including
    // its 'Route … not found' with the raw URL, stay off.
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: env.TRUST_PROXY,
    bodyLimit: JSON_BODY_LIMIT_BYTES,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // Filled in by the session guard; null until then (Fastify wants reference decorators null).
  app.decorateRequest('user', null as unknown as SessionUser);

  // Before any route: it attaches to routes as they are added.
  await registerCompression(app);
  logCompletedRequests(app);
  await registerSecurityHeaders(app, { https: env.BASE_URL.startsWith('https:') });
  await registerApiDocs(app);
  const web = await registerStaticWeb(app, env.WEB_DIST);
  registerErrorHandling(app, { spaPage: web?.appPage ?? null });
  // Before every route (auth included): hooks added later would not reach scopes registered earlier.
  registerOriginCheck(app, { baseUrl: env.BASE_URL, trustedOrigins: env.TRUSTED_ORIGINS });
  registerInputGuards(app);

  const secret = await resolveAuthSecret(env);
  const outgoingMail = mailer ?? createMailer(env, { log: app.log });
  const auth = createAuth({
    env,
    db,
    mailer: outgoingMail,
    logger: app.log,
    secret,
    now,
    plugins: [authActivityLog(db)],
    twoFactorEvents: twoFactorActivityLog(db),
  });
  registerAuthRoutes(app, auth, env.BASE_URL);
  // Files written before encryption at rest, or under an old key, are (re-)encrypted before anything reads them.
  await prepareStoredFiles(env, app.log);
  const deps: ApiDeps = {
    db,
    now,
    env,
    storage: createStorage(env),
    fileSecret: fileUrlSecret(secret),
    quotaBytes: env.STORAGE_QUOTA_MB * 1024 * 1024,
    mailer: outgoingMail,
    secondFactor: createSecondFactor(db, secret, now),
  };
  // One database statement per request checks the session (docs/decisions/037-screen-data-with-the-shell.md).
  const lookupSession = createSessionLookup({
    auth,
    db,
    now,
    idleMinutes: env.SESSION_IDLE_MINUTES,
    maxHours: env.SESSION_MAX_HOURS,
  });
  await app.register(healthRoutes(deps));
  // The shell answers `null` to a visitor, so it checks the session itself rather than behind the guard.
  await app.register(shellRoutes(deps, lookupSession));
  // Share links open without a session (rate-limited per address; docs/decisions/023-share-links.md).
  await app.register(publicShareRoutes(deps));
  await registerUploads(app);
  // Background jobs: the orphan sweep (a crash between file and row), the activity purge and the reminders.
  // One run across instances on PostgreSQL (jobs/). Stopped, runs in progress awaited, on close.
  const runner = jobRunner ?? createJobRunner(env, { now, log: app.log });
  runner.register(orphanSweepJob(db, deps.storage, FILE_REFERENCES, app.log));
  runner.register(activityPurgeJob(db, app.log));
  runner.register(reminderJob({ db, mailer: outgoingMail, baseUrl: env.BASE_URL }, app.log));
  app.decorate('jobs', runner);
  app.addHook('onReady', async () => {
    // Erasures a crash cut short are finished at start-up; with the database down the server still starts
    // (answering 503) and the next start tries again.
    const retryLater = (error: unknown) =>
      app.log.error(
        { err: error },
        'an interrupted account erasure could not be finished; retried at the next start',
      );
    const resumed = await resumePendingErasures(deps, retryLater).catch((error: unknown) => {
      retryLater(error);
      return 0;
    });
    if (resumed > 0) app.log.info({ resumed }, 'finished interrupted account erasures');
    if (jobs === 'start')
      await runner.start().catch((error: unknown) => {
        app.log.error({ err: error }, 'background jobs could not start; they start with the next restart');
      });
  });
  app.addHook('onClose', async () => {
    await runner.stop();
  });

  await app.register(
    async (api: FastifyInstance) => {
      api.addHook('onRequest', requireSession(lookupSession));
      api.addHook('preHandler', perUserRateLimit(createAttemptCounter(db, now)));
      registerActivityLog(api, db);
      await registerGuardedRoutes(api, deps);
    },
    { prefix: '/api' },
  );

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
