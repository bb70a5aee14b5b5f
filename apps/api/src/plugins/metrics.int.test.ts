import { randomBytes, randomUUID } from 'node:crypto';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createInProcessRunner } from '../jobs/index.js';
import { buildTestApp, type TestApp } from '../test/app.js';
import { signUpPatient } from '../test/client.js';
import { compressionPlugin } from './compression.js';
import { errorHandlingPlugin } from './error-handler.js';
import { metricsPlugin } from './metrics.js';
import { staticWebPlugin } from './static-web.js';

/**
 * The Prometheus metrics (docs/decisions/042-operable-server.md), scraped as Prometheus would: behind
 * METRICS_TOKEN on the app's port, and on the loopback METRICS_PORT.
 */
const TOKEN = randomBytes(24).toString('hex');
const silent = { info() {}, warn() {}, error() {} };

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ env: { METRICS_TOKEN: TOKEN } });
});
afterAll(() => t.close());

const scrape = (authorization?: string) =>
  t.app.inject({
    method: 'GET',
    url: '/api/metrics',
    headers: authorization ? { authorization } : {},
  });

/** The value of one series line (`name{labels} value`), or undefined when the scrape lacks it. */
function valueOf(text: string, series: string): number | undefined {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('GET /api/metrics with METRICS_TOKEN', () => {
  it('refuses a scrape without the token, or with another one', async () => {
    for (const authorization of [undefined, `Bearer ${TOKEN}x`, TOKEN, `Basic ${TOKEN}`]) {
      const response = await scrape(authorization);
      expect(response.statusCode, String(authorization)).toBe(401);
      expect(response.json()).toMatchObject({ error: { code: 'METRICS_TOKEN_REQUIRED' } });
    }
  });

  it('exposes request durations by route pattern, job backlog and failures, and the process', async () => {
    const patient = await signUpPatient(t.app);
    const recordId = randomUUID();
    expect((await patient.client.get(`/api/medical-records/${recordId}`)).statusCode).toBe(404);
    expect((await patient.client.get('/api/dashboard')).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: `/api/no-such-route/${recordId}` })).statusCode).toBe(
      404,
    );
    t.app.jobs.register({
      name: 'always-fails',
      everyMinutes: 60,
      run: () => Promise.reject(new Error('refused')),
    });
    expect(await t.app.jobs.runNow('always-fails')).toBe('failed');
    expect(await t.app.jobs.runNow('activity-purge')).toBe('completed');

    const response = await scrape(`Bearer ${TOKEN}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    const text = response.body;
    const route = (pattern: string, status: number) =>
      `sehat_http_request_duration_seconds_count{method="GET",route="${pattern}",status_code="${status}"}`;
    expect(valueOf(text, route('/api/medical-records/:id', 404))).toBe(1);
    expect(valueOf(text, route('/api/dashboard', 200))).toBeGreaterThanOrEqual(1);
    expect(valueOf(text, route('unmatched', 404))).toBeGreaterThanOrEqual(1);
    // Route patterns only: never a URL with an id in it.
    expect(text).not.toContain(recordId);
    // One failed run is the first attempt and its 4 retries.
    expect(valueOf(text, 'sehat_job_failures_total{job="always-fails"}')).toBe(5);
    expect(valueOf(text, 'sehat_job_failures_total{job="activity-purge"}')).toBe(0);
    for (const job of ['orphan-sweep', 'activity-purge', 'email-reminders', 'always-fails'])
      expect(valueOf(text, `sehat_job_backlog{job="${job}"}`), job).toBe(0);
    expect(valueOf(text, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    // Pool series come from node-postgres's pool (DATABASE_URL); PGlite has none.
    expect(valueOf(text, 'sehat_db_pool_connections') !== undefined).toBe(Boolean(process.env.DATABASE_URL));
  });
});

describe('METRICS_PORT', () => {
  it('serves the metrics on 127.0.0.1 once the app is ready, asks for the token, and closes with it', async () => {
    const served = await buildTestApp({ env: { METRICS_PORT: '0', METRICS_TOKEN: TOKEN } });
    try {
      const url = served.app.metrics.url!;
      expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/metrics$/);
      expect((await fetch(url)).status).toBe(401);
      const response = await fetch(url, { headers: { authorization: `Bearer ${TOKEN}` } });
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('# TYPE sehat_http_request_duration_seconds histogram');
      expect((await fetch(url.replace('/metrics', '/other'))).status).toBe(404);
    } finally {
      await served.close();
    }
    await expect(fetch(served.app.metrics.url!)).rejects.toThrow();
  });

  it('collects nothing and serves nothing while neither METRICS_PORT nor METRICS_TOKEN is set', async () => {
    const plain = await buildTestApp();
    try {
      expect(plain.app.metrics.registry).toBeNull();
      const response = await plain.app.inject({ method: 'GET', url: '/api/metrics' });
      expect(response.statusCode).toBe(404);
    } finally {
      await plain.close();
    }
  });
});

describe('the mail outbox gauge', () => {
  it('reads the counts at each scrape, and drops the series while they cannot be read', async () => {
    let counts: () => Promise<{ queued: number; failed: number }> = async () => ({ queued: 3, failed: 1 });
    const app = Fastify();
    await app.register(compressionPlugin);
    await app.register(staticWebPlugin, { webDist: '/nonexistent' });
    await app.register(errorHandlingPlugin);
    await app.register(metricsPlugin, {
      env: { METRICS_PORT: undefined, METRICS_TOKEN: TOKEN },
      jobs: createInProcessRunner({ now: () => new Date(), log: silent }),
      mailOutboxCounts: () => counts(),
    });
    try {
      const read = async () =>
        (await app.inject({ url: '/api/metrics', headers: { authorization: `Bearer ${TOKEN}` } })).body;
      let text = await read();
      expect(valueOf(text, 'sehat_mail_outbox_mails{state="queued"}')).toBe(3);
      expect(valueOf(text, 'sehat_mail_outbox_mails{state="failed"}')).toBe(1);
      counts = () => Promise.reject(new Error('database down'));
      text = await read();
      expect(valueOf(text, 'sehat_mail_outbox_mails{state="queued"}')).toBeUndefined();
      expect(text).toContain('# TYPE sehat_mail_outbox_mails gauge');
      counts = async () => ({ queued: 0, failed: 2 });
      expect(valueOf(await read(), 'sehat_mail_outbox_mails{state="failed"}')).toBe(2);
    } finally {
      await app.close();
    }
  });
});
