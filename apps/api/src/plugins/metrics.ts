import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Env } from '../config/env.js';
import { unauthenticated } from '../errors/domain-errors.js';
import type { JobDefinition, JobRunner } from '../jobs/index.js';
import { holdsToken, startMetricsServer, type MetricsServer } from './metrics-server.js';

/** What the mail outbox reports: mails waiting to be delivered (or retried), and mails given up on. */
interface MailOutboxCounts {
  queued: number;
  failed: number;
}

/** node-postgres's pool counters (`pg.Pool` has them); PGlite has no pool. */
export interface PoolCounters {
  readonly totalCount: number;
  readonly idleCount: number;
  readonly waitingCount: number;
}

export interface MetricsOptions {
  env: Pick<Env, 'METRICS_PORT' | 'METRICS_TOKEN'>;
  /** The job runner: backlog per job, and failures counted as each run of a job throws. */
  jobs: JobRunner;
  /** The PostgreSQL pool (DATABASE_URL); absent on PGlite, whose one embedded connection has nothing to report. */
  pool?: PoolCounters | undefined;
  /** The mail outbox's counts, read at each scrape; absent: no outbox series. */
  mailOutboxCounts?: (() => Promise<MailOutboxCounts>) | undefined;
}

/** Seconds; from 5 ms (a cached read) to 10 s (an upload or an export). */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** The route label of a request no route matched: never the raw URL, which may hold ids or tokens. */
const UNMATCHED_ROUTE = 'unmatched';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The metrics (plugins/metrics.ts): `registry` is null while metrics are off (neither METRICS_PORT nor
     * METRICS_TOKEN); `url` is the metrics port's address once the app is ready, else null.
     */
    metrics: { registry: Registry | null; url: string | null };
  }
}

/**
 * Wraps `runner` so each job's failed runs are counted (`sehat_job_failures_total{job}`, every attempt
 * that threw, retries included) and its backlog is read at each scrape (`sehat_job_backlog{job}`).
 */
function measureJobs(runner: JobRunner, registry: Registry): JobRunner {
  const names: string[] = [];
  const failures = new Counter({
    name: 'sehat_job_failures_total',
    help: 'Runs of a background job that threw (each attempt, retries included).',
    labelNames: ['job'],
    registers: [registry],
  });
  new Gauge({
    name: 'sehat_job_backlog',
    help: 'Runs of a background job due and not finished (waiting, retrying or running).',
    labelNames: ['job'],
    registers: [registry],
    async collect() {
      // A queue that cannot be read (database down) drops its series rather than failing the scrape.
      this.reset();
      for (const job of names) {
        const backlog = await runner.backlog(job).catch(() => null);
        if (backlog !== null) this.set({ job }, backlog);
      }
    },
  });
  return {
    ...runner,
    register(job: JobDefinition) {
      names.push(job.name);
      failures.inc({ job: job.name }, 0);
      runner.register({
        ...job,
        async run(now) {
          try {
            await job.run(now);
          } catch (error) {
            failures.inc({ job: job.name });
            throw error;
          }
        },
      });
    },
  };
}

/** Gauges read from node-postgres's pool at each scrape. */
function measurePool(pool: PoolCounters, registry: Registry): void {
  const gauge = (name: string, help: string, read: () => number) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      collect() {
        this.set(read());
      },
    });
  gauge('sehat_db_pool_connections', 'PostgreSQL connections the pool holds.', () => pool.totalCount);
  gauge('sehat_db_pool_idle_connections', 'PostgreSQL connections idle in the pool.', () => pool.idleCount);
  gauge('sehat_db_pool_waiting_requests', 'Queries waiting for a free connection.', () => pool.waitingCount);
}

/** `sehat_mail_outbox_mails{state="queued"|"failed"}`, read from the mail outbox at each scrape. */
function measureMailOutbox(counts: () => Promise<MailOutboxCounts>, registry: Registry): void {
  new Gauge({
    name: 'sehat_mail_outbox_mails',
    help: 'Mails in the outbox: queued (waiting to be delivered or retried) and failed (given up on).',
    labelNames: ['state'],
    registers: [registry],
    async collect() {
      // An outbox that cannot be read (database down) drops the series rather than failing the scrape.
      this.reset();
      const current = await counts().catch(() => null);
      if (!current) return;
      this.set({ state: 'queued' }, current.queued);
      this.set({ state: 'failed' }, current.failed);
    },
  });
}

/**
 * Prometheus metrics through prom-client, one registry per app (docs/decisions/042-operable-server.md).
 * On only when METRICS_PORT or METRICS_TOKEN is set; off, it adds no hook and `app.jobs` is the runner as
 * given. Series: `sehat_http_request_duration_seconds{method,route,status_code}` (the route pattern, e.g.
 * `/api/medical-records/:id`, never the URL), `sehat_job_backlog{job}`, `sehat_job_failures_total{job}`,
 * `sehat_mail_outbox_mails{state}` (when `mailOutboxCounts` is given), `sehat_db_pool_*` (PostgreSQL),
 * and prom-client's process and Node.js defaults. Served:
 * - with METRICS_TOKEN, at GET /api/metrics on the app's port: 401 without `Authorization: Bearer <token>`;
 * - with METRICS_PORT, at http://127.0.0.1:METRICS_PORT/metrics from the moment the app is ready (the
 *   token asked there too when set), closed with the app.
 * Decorates `app.jobs` (the measured runner) and `app.metrics`.
 */
export const metricsPlugin = fp(
  async (app: FastifyInstance, options: MetricsOptions) => {
    const { METRICS_PORT: port, METRICS_TOKEN: token } = options.env;
    const state: FastifyInstance['metrics'] = { registry: null, url: null };
    app.decorate('metrics', state);
    if (port === undefined && token === undefined) {
      app.decorate('jobs', options.jobs);
      return;
    }
    const registry = new Registry();
    state.registry = registry;
    collectDefaultMetrics({ register: registry });
    app.decorate('jobs', measureJobs(options.jobs, registry));
    if (options.pool) measurePool(options.pool, registry);
    if (options.mailOutboxCounts) measureMailOutbox(options.mailOutboxCounts, registry);

    const durations = new Histogram({
      name: 'sehat_http_request_duration_seconds',
      help: 'Time from request to response, by route pattern, method and status.',
      labelNames: ['method', 'route', 'status_code'],
      buckets: DURATION_BUCKETS,
      registers: [registry],
    });
    const routeOf = (request: FastifyRequest) => request.routeOptions.url ?? UNMATCHED_ROUTE;
    app.addHook('onResponse', async (request, reply) => {
      durations.observe(
        { method: request.method, route: routeOf(request), status_code: reply.statusCode },
        reply.elapsedTime / 1000,
      );
    });

    if (token !== undefined) {
      app.get('/api/metrics', { schema: { hide: true } }, async (request, reply) => {
        if (!holdsToken(request.headers.authorization, token))
          throw unauthenticated('request.metricsTokenRequired', 'METRICS_TOKEN_REQUIRED');
        return reply.type(registry.contentType).send(await registry.metrics());
      });
    }

    if (port !== undefined) {
      let server: MetricsServer | null = null;
      app.addHook('onReady', async () => {
        server = await startMetricsServer({ port, token, registry, log: app.log });
        state.url = server.url;
      });
      app.addHook('onClose', async () => {
        await server?.close();
      });
    }
  },
  // Its /api/metrics route answers errors through the app's error handler, set when the route is added.
  { name: 'metrics', fastify: '5.x', dependencies: ['compression', 'error-handling'] },
);
