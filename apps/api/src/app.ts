import Fastify, { LogController, type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
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
  signOutRoutes,
  requireSession,
  resolveAuthSecret,
  type RequestPatient,
  type SessionUser,
} from './features/auth/index.js';
import { nomineeAccessJob } from './features/caregivers/index.js';
import { registerRoutePolicy } from './plugins/route-policy.js';
import { createOcrPool, documentReadingJob } from './features/document-reading/index.js';
import { healthRoutes } from './features/health/index.js';
import { languageRoutes } from './features/language/index.js';
import {
  createMailer,
  createMailOutbox,
  MAIL_DELIVERY_JOB,
  mailDeliveryJob,
  outboxCounts,
  type Mailer,
} from './features/mail/index.js';
import { shellRoutes } from './features/shell/index.js';
import { reminderJob } from './features/reminders/index.js';
import { publicShareRoutes } from './features/sharing/index.js';
import { createJobRunner, type JobRunner } from './jobs/index.js';
import { apiDocsPlugin } from './plugins/api-docs.js';
import { compressionPlugin } from './plugins/compression.js';
import { errorHandlingPlugin } from './plugins/error-handler.js';
import { inputGuardsPlugin } from './plugins/input-guard.js';
import { loggerOptions, requestLogPlugin, type LogStream } from './plugins/logger.js';
import { metricsPlugin, type PoolCounters } from './plugins/metrics.js';
import { originCheckPlugin } from './plugins/origin-check.js';
import { securityHeadersPlugin } from './plugins/security-headers.js';
import { staticWebPlugin } from './plugins/static-web.js';
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
    /**
     * The background job runner (jobs/), measured when metrics are on (the `metrics` plugin decorates it):
     * tests run a job with `app.jobs.runNow(name)`.
     */
    jobs: JobRunner;
  }
}

/**
 * The cross-cutting plugins, by name (each a fastify-plugin of that name): the `routes` plugin depends on
 * all of them, so Fastify refuses to start when one is missing or comes after it (a hook added after a
 * route scope exists would not reach it). Their order among themselves is held the same way.
 */
const CROSS_CUTTING = [
  'compression',
  'request-log',
  'security-headers',
  'api-docs',
  'static-web',
  'error-handling',
  'origin-check',
  'input-guards',
  'metrics',
];

/** Largest JSON body accepted (1 MiB); a bigger one is a 413 envelope. */
const JSON_BODY_LIMIT_BYTES = 1024 * 1024;

export interface BuildAppOptions {
  /** The parsed environment (config/env.ts). */
  env: Env;
  /** An open, migrated database (db/index.ts). */
  db: Db;
  /** The clock for "today" and every date window; defaults to the system clock. */
  now?: () => Date;
  /** The transport the mail-delivery job sends through; defaults to SMTP_URL or the DATA_DIR/outbox. */
  mailer?: Mailer;
  /** Where log lines go; defaults to stdout (tests capture them). */
  logStream?: LogStream;
  /**
   * Background jobs (orphan sweep, activity purge, reminders, mail delivery): `'start'` (default) schedules them when the
   * app is ready; `'manual'` registers them without schedules, for tests that run them with `app.jobs.runNow`.
   */
  jobs?: 'start' | 'manual';
  /** The job runner; default pg-boss with DATABASE_URL, else in-process (jobs/index.ts). */
  jobRunner?: JobRunner;
  /** node-postgres's pool behind `db` (DATABASE_URL), for the pool metrics; absent on PGlite. */
  databasePool?: PoolCounters;
}

/**
 * Build the whole API (and, when WEB_DIST exists, the web app) without
 * listening: used by server.ts and by every test through `app.inject`.
 * Public: /api/health (and /live, /ready), /api/docs, /api/auth/*, /api/public/* (share links), and
 * /api/metrics with METRICS_TOKEN; everything else under /api needs a session. The cross-cutting plugins
 * come first, then the `routes` plugin that depends on them by name (docs/decisions/042-operable-server.md).
 * Close with `app.close()`: requests in flight finish, then running jobs; the database is the caller's.
 */
export async function buildApp({
  env,
  db,
  now = () => new Date(),
  mailer,
  logStream,
  jobs = 'start',
  jobRunner,
  databasePool,
}: BuildAppOptions) {
  const app = Fastify({
    logger: loggerOptions(env, { stream: logStream }),
    // One line per request instead of two (the request-log plugin); Fastify's own request lines, including
    // its 'Route … not found' with the raw URL, stay off.
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: env.TRUST_PROXY,
    bodyLimit: JSON_BODY_LIMIT_BYTES,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // Filled in by the session guard; null until then (Fastify wants reference decorators null).
  app.decorateRequest('user', null as unknown as SessionUser);
  app.decorateRequest('patient', null as unknown as RequestPatient);

  await app.register(compressionPlugin);
  await app.register(requestLogPlugin);
  await app.register(securityHeadersPlugin, { https: env.BASE_URL.startsWith('https:') });
  await app.register(apiDocsPlugin);
  await app.register(staticWebPlugin, { webDist: env.WEB_DIST });
  await app.register(errorHandlingPlugin);
  await app.register(originCheckPlugin, { baseUrl: env.BASE_URL, trustedOrigins: env.TRUSTED_ORIGINS });
  await app.register(inputGuardsPlugin);
  await app.register(metricsPlugin, {
    env,
    jobs: jobRunner ?? createJobRunner(env, { now, log: app.log }),
    pool: databasePool,
    // `sehat_mail_outbox_mails`: the outbox's queued and failed rows.
    mailOutboxCounts: () => outboxCounts(db),
  });
  await app.register(
    fp(routes, {
      name: 'routes',
      fastify: '5.x',
      dependencies: CROSS_CUTTING,
      decorators: { fastify: ['jobs'] },
    }),
  );
  return app;

  /** The route layer: auth, the public routes, the background jobs and every feature behind the session guard. */
  async function routes(app: FastifyInstance): Promise<void> {
    const secret = await resolveAuthSecret(env);
    // Background jobs: the orphan sweep (a crash between file and row), the activity purge, the reminders and
    // the mail delivery. One run across instances on PostgreSQL (jobs/). Stopped, runs in progress awaited, on close.
    const runner = app.jobs;
    // Every mail is an outbox row written with its event, delivered by the job (docs/decisions/040-mail-outbox.md).
    const outbox = createMailOutbox(env.BASE_URL, () => runner.trigger(MAIL_DELIVERY_JOB));
    const auth = createAuth({
      env,
      db,
      outbox,
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
      outbox,
      secondFactor: createSecondFactor(db, secret, now),
    };
    // One database statement per request checks the session.
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
    // Sign Out, answered as a form before the scripts have run and as a fetch after.
    await app.register(signOutRoutes(auth));
    // The landing page's language switch, answered without scripts.
    await app.register(languageRoutes(deps));
    await registerUploads(app);
    runner.register(orphanSweepJob(db, deps.storage, FILE_REFERENCES, app.log));
    runner.register(activityPurgeJob(db, app.log));
    runner.register(reminderJob({ db, outbox, baseUrl: env.BASE_URL }, app.log));
    // A nominee's emergency access once its waiting period ends unrefused (docs/decisions/060-nominee.md).
    runner.register(nomineeAccessJob(db, app.log));
    // Lab reports read from PDFs and photos: READ_WORKERS OCR readers, kept between reads (docs/decisions/050-reading-documents.md).
    const ocr = createOcrPool(env.READ_WORKERS);
    runner.register(
      documentReadingJob({
        db,
        storage: deps.storage,
        ocr,
        now,
        workers: env.READ_WORKERS,
        pageTimeoutMs: env.READ_PAGE_SECONDS * 1000,
        log: app.log,
      }),
    );
    runner.register(
      mailDeliveryJob({ db, mailer: mailer ?? createMailer(env, { log: app.log }), log: app.log }),
    );
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
      await ocr.close();
    });

    await app.register(
      async (api: FastifyInstance) => {
        api.addHook('onRequest', requireSession(lookupSession));
        // What a caregiver may reach, per route, after the session guard set the patient (docs/decisions/051-caregivers.md).
        registerRoutePolicy(api);
        api.addHook('preHandler', perUserRateLimit(createAttemptCounter(db, now)));
        registerActivityLog(api, db);
        await registerGuardedRoutes(api, deps);
      },
      { prefix: '/api' },
    );
  }
}

export type App = Awaited<ReturnType<typeof buildApp>>;
