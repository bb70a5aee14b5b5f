import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, expect, it, vi } from 'vitest';
import type { JobRunner } from './job-runner.js';
import { createPgBossRunner } from './pg-boss-runner.js';

/**
 * The pg-boss runner on PostgreSQL (DATABASE_URL), each run in a fresh
 * pg-boss schema: two runners (two instances) run a start-up job once, a
 * failed run is retried, and the backlog counts a run until it has finished.
 */
const url = process.env.DATABASE_URL ?? '';
const schema = `pgboss_test_${randomBytes(4).toString('hex')}`;
const silent = { info() {}, warn() {}, error() {} };
const runners: JobRunner[] = [];

afterAll(async () => {
  await Promise.all(runners.map((runner) => runner.stop()));
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  await client.end();
});

function runner(): JobRunner {
  const created = createPgBossRunner({ connectionString: url, schema, now: () => new Date(), log: silent });
  runners.push(created);
  return created;
}

it('runs each job once across two instances: a start-up run and a run sent through either', async () => {
  let runs = 0;
  const [first, second] = [runner(), runner()];
  // Registered on both, as every instance registers every job; only the first runs it at start-up.
  first.register({ name: 'count-me', everyMinutes: 60, runAtStart: true, run: async () => void runs++ });
  second.register({ name: 'count-me', everyMinutes: 60, run: async () => void runs++ });
  await Promise.all([first.start(), second.start()]);
  await vi.waitFor(() => expect(runs).toBe(1), { timeout: 15_000, interval: 100 });
  expect(await second.runNow('count-me')).toBe('completed');
  expect(await first.runNow('count-me')).toBe('completed');
  expect(runs).toBe(3);
});

it('retries a run that throws midway', async () => {
  let attempts = 0;
  const instance = runner();
  instance.register({
    name: 'fails-once',
    everyMinutes: 60,
    async run() {
      attempts++;
      if (attempts === 1) throw new Error('crashed midway');
    },
  });
  await instance.start();
  expect(await instance.runNow('fails-once')).toBe('completed');
  expect(attempts).toBe(2);
});

it('reports a run that is due or running as backlog, and none once it has finished', async () => {
  let release = () => {};
  const mayFinish = new Promise<void>((resolve) => (release = resolve));
  const instance = runner();
  instance.register({ name: 'held-run', everyMinutes: 60, run: () => mayFinish });
  await instance.start();
  expect(await instance.backlog('held-run')).toBe(0);
  const run = instance.runNow('held-run');
  await vi.waitFor(async () => expect(await instance.backlog('held-run')).toBe(1), {
    timeout: 15_000,
    interval: 100,
  });
  release();
  expect(await run).toBe('completed');
  expect(await instance.backlog('held-run')).toBe(0);
});
