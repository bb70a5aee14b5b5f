/**
 * `npm run bench:load` — a benchmark, not a test (README.md#more-commands). Starts the compiled server
 * (`dist/server.js`, build it first; with the Node flags of `server-node-flags.json`, as `npm start`)
 * on PostgreSQL (DATABASE_URL, else a throwaway PostgreSQL 15 from PG_BIN on port BENCH_PG_PORT),
 * seeds a patient with 10,000 medical records and one with 100, and an editor caregiver of the first
 * (docs/decisions/051-caregivers.md), then for each signed-in GET (header, shell, notifications,
 * medical-records list, dashboard), the record write (PUT /api/medical-records/:id), and the caregiver's
 * dashboard, list and write (with `X-Sehat-Patient`) runs autocannon against the API interleaved with the same SQL replayed
 * through node-postgres, and prints req/s, p50/p99 (ms), the API ÷ raw ratio at 10 connections, p99 at 50
 * connections, the dashboard's cost at 10,000 vs 100 records and the server's RSS. Goals (2-core box):
 * ratio ≥ 0.8 for the dashboard, list and write, owner and caregiver (≥ 0.5 the rest), GET p99 ≤ 100 ms at
 * 50 connections, RSS ≤ 250 MB.
 * Env: BENCH_PORT (3500), BENCH_PG_PORT (3599), BENCH_SECONDS per run (5), BENCH_ROUNDS (3), BENCH_WARMUP
 * (2 s of each target, API and raw, before its rounds, not counted), BENCH_ONLY
 * (comma-separated target names, e.g. `list,caregiver list`: only those run, for a profile of one endpoint).
 */
import { spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CARE_CATEGORIES, PATIENT_HEADER } from '@sehat/shared';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../src/app.js';
import { parseEnv } from '../src/config/env.js';
import SERVER_NODE_FLAGS from '../server-node-flags.json' with { type: 'json' };
import { openDatabase } from '../src/db/index.js';
import { careGrants } from '../src/db/schema/index.js';
import { startThrowawayPostgres } from '../src/test/throwaway-postgres.js';
import { recordSql, replay, type LoadResult } from './load-sql.js';
import { seedHistory } from './seed-history.js';

const PORT = Number(process.env.BENCH_PORT ?? 3500);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
/**
 * Seconds of each target run, API and raw, before its measured rounds and left out of them: the first
 * requests after seeding pay the server's JIT and the database's first reads, and swung the first target's
 * ratio by ±0.2 between two runs of the same build.
 */
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP ?? 2);
const BASE_URL = `http://localhost:${PORT}`;
const API_DIR = path.resolve(import.meta.dirname, '..');

const rssMb = (pid: number) =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;

async function signUp(name: string): Promise<{ cookie: string; userId: string }> {
  const response = await fetch(`${BASE_URL}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: BASE_URL },
    body: JSON.stringify({
      name,
      email: `${randomBytes(6).toString('hex')}@bench.test`,
      password: 'Tamarind42',
    }),
  });
  if (!response.ok) throw new Error(`sign-up answered ${response.status}`);
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  return { cookie, userId: ((await response.json()) as { user: { id: string } }).user.id };
}

async function main() {
  const throwaway = process.env.DATABASE_URL
    ? null
    : await startThrowawayPostgres(Number(process.env.BENCH_PG_PORT ?? 3599));
  const url = process.env.DATABASE_URL ?? throwaway!.url;
  const dataDir = await mkdtemp(path.join(tmpdir(), 'sehat-bench-'));
  const env = {
    NODE_ENV: 'production',
    DATABASE_URL: url,
    BETTER_AUTH_SECRET: randomBytes(32).toString('hex'),
    BASE_URL,
    PORT: String(PORT),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
  };
  // BENCH_CPU_PROF=<dir>: the server writes a V8 CPU profile there when it stops (open it in Chrome DevTools).
  const profile = process.env.BENCH_CPU_PROF
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`]
    : [];
  const server = spawn(process.execPath, [...profile, ...SERVER_NODE_FLAGS, 'dist/server.js'], {
    cwd: API_DIR,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  const database = await openDatabase({ url });
  try {
    await new Promise<void>((resolve, reject) => {
      server.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('Sehat is running') && resolve());
      server.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
    });
    server.stdout.resume();
    const big = await signUp('Bench Large');
    const small = await signUp('Bench Small');
    // An editor of every category of the large patient: the access decision's grant branch, on each request.
    const carer = await signUp('Bench Caregiver');
    await database.db.insert(careGrants).values({
      id: randomUUID(),
      patientId: big.userId,
      accountId: carer.userId,
      role: 'editor',
      categories: [...CARE_CATEGORIES],
      startsAt: new Date(Date.now() - 60_000),
      expiresAt: new Date(Date.now() + 90 * 86_400_000),
    });
    const seeded = Date.now();
    await seedHistory(database.db, big.userId, 10_000);
    await seedHistory(database.db, small.userId, 100);
    // Vacuumed as well as analysed: otherwise autovacuum takes the new rows up during the first target's runs.
    await database.db.execute(sql`vacuum analyze`);
    console.log(`seeded 10,000 + 100 records in ${((Date.now() - seeded) / 1000).toFixed(1)} s`);
    const idleRss = rssMb(server.pid!);

    const [record] = (
      await pool.query<{ id: string }>('select id from medical_records where patient_id = $1 limit 1', [
        big.userId,
      ])
    ).rows;
    const writeBody = JSON.stringify({
      primary_reason: 'Fever and cough',
      doctor_name: 'Dr. Iyer',
      hospital_name: 'Apollo Hospital',
      diagnosis: 'Viral infection',
      treatment_plan: 'Rest and fluids',
      record_date: '2026-01-10',
      visit_type: 'consultation',
    });
    type Target = {
      name: string;
      path: string;
      method?: 'PUT';
      body?: string;
      cookie: string;
      get: boolean;
      /** The patient a caregiver acts for (`X-Sehat-Patient`). */
      actingFor?: string;
    };
    const asCarer = { cookie: carer.cookie, actingFor: big.userId };
    const targets: Target[] = [
      { name: 'header', path: '/api/profile/header', cookie: big.cookie, get: true },
      { name: 'shell', path: '/api/shell', cookie: big.cookie, get: true },
      { name: 'notifications', path: '/api/notifications', cookie: big.cookie, get: true },
      { name: 'list', path: '/api/medical-records', cookie: big.cookie, get: true },
      { name: 'dashboard', path: '/api/dashboard', cookie: big.cookie, get: true },
      { name: 'dashboard (100)', path: '/api/dashboard', cookie: small.cookie, get: true },
      {
        name: 'write',
        path: `/api/medical-records/${record!.id}`,
        method: 'PUT',
        body: writeBody,
        cookie: big.cookie,
        get: false,
      },
      { name: 'caregiver dashboard', path: '/api/dashboard', ...asCarer, get: true },
      { name: 'caregiver list', path: '/api/medical-records', ...asCarer, get: true },
      {
        name: 'caregiver write',
        path: `/api/medical-records/${record!.id}`,
        method: 'PUT',
        body: writeBody,
        ...asCarer,
        get: false,
      },
    ];
    const only = process.env.BENCH_ONLY?.split(',').map((name) => name.trim());
    if (only) {
      const unknown = only.filter((name) => !targets.some((target) => target.name === name));
      if (unknown.length > 0) throw new Error(`BENCH_ONLY names no target: ${unknown.join(', ')}`);
      targets.splice(0, targets.length, ...targets.filter((target) => only.includes(target.name)));
    }
    const headersOf = (target: Target) => ({
      cookie: target.cookie,
      origin: BASE_URL,
      ...(target.actingFor ? { [PATIENT_HEADER]: target.actingFor } : {}),
      ...(target.body ? { 'content-type': 'application/json' } : {}),
    });

    // The SQL each request sends, recorded from the same app in this process (same database and secret).
    const parsed = parseEnv({ ...env, DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
    if (!('env' in parsed)) throw new Error(parsed.problems.join('; '));
    // No schedules: a background job (reminders and the purge run at start) must not enter a recording.
    const recorder = await buildApp({ env: parsed.env, db: database.db, jobs: 'manual' });
    await recorder.ready();
    const recordings = new Map<string, Awaited<ReturnType<typeof recordSql>>>();
    for (const target of targets) {
      const inject = () =>
        recorder.inject({
          method: target.method ?? 'GET',
          url: target.path,
          headers: headersOf(target),
          ...(target.body ? { payload: target.body } : {}),
        });
      // A first request outside the recording (first-use work, e.g. preparing statements, stays out).
      const check = await inject();
      if (check.statusCode !== 200) throw new Error(`${target.name}: ${check.statusCode} ${check.body}`);
      const response = await recordSql(inject);
      recordings.set(target.name, response);
      if (process.env.BENCH_DEBUG)
        console.log(
          target.name,
          response.map((wave) => wave.map((statement) => statement.text.slice(0, 90))),
        );
    }
    await recorder.close();

    let peakRss = idleRss;
    const sampler = setInterval(() => (peakRss = Math.max(peakRss, rssMb(server.pid!))), 200);
    const api = async (target: Target, connections: number, seconds = SECONDS): Promise<LoadResult> => {
      const result = await autocannon({
        url: `${BASE_URL}${target.path}`,
        method: target.method ?? 'GET',
        connections,
        duration: seconds,
        headers: headersOf(target),
        ...(target.body ? { body: target.body } : {}),
      });
      if (process.env.BENCH_DEBUG)
        console.log(target.name, connections, result.statusCodeStats, result.errors, result.timeouts);
      return {
        requestsPerSecond: result.requests.average,
        p50: result.latency.p50,
        p99: result.latency.p99,
        errors: result.errors + result.non2xx,
      };
    };
    const mean = (runs: LoadResult[], key: keyof LoadResult) =>
      runs.reduce((t, r) => t + r[key], 0) / runs.length;
    const rows: Record<string, Record<string, number | string>> = {};
    const rps = new Map<string, number>();
    for (const target of targets) {
      const apiRuns: LoadResult[] = [];
      const rawRuns: LoadResult[] = [];
      if (WARMUP_SECONDS > 0) {
        await api(target, 10, WARMUP_SECONDS);
        await replay(pool, recordings.get(target.name)!, 10, WARMUP_SECONDS);
      }
      for (let round = 0; round < ROUNDS; round++) {
        apiRuns.push(await api(target, 10));
        rawRuns.push(await replay(pool, recordings.get(target.name)!, 10, SECONDS));
      }
      const at50 = target.get ? await api(target, 50) : null;
      rps.set(target.name, mean(apiRuns, 'requestsPerSecond'));
      const fixed = (n: number) => Number(n.toFixed(1));
      rows[target.name] = {
        'API req/s': fixed(mean(apiRuns, 'requestsPerSecond')),
        'API p50': fixed(mean(apiRuns, 'p50')),
        'API p99': fixed(mean(apiRuns, 'p99')),
        'raw req/s': fixed(mean(rawRuns, 'requestsPerSecond')),
        'raw p99': fixed(mean(rawRuns, 'p99')),
        'API ÷ raw': Number(
          (mean(apiRuns, 'requestsPerSecond') / mean(rawRuns, 'requestsPerSecond')).toFixed(2),
        ),
        'p99 @50': at50 ? fixed(at50.p99) : '',
        statements: recordings.get(target.name)!.flat().length,
        errors: apiRuns.reduce((t, r) => t + r.errors, 0) + rawRuns.reduce((t, r) => t + r.errors, 0),
      };
    }
    clearInterval(sampler);
    console.log(
      `\n${new Date().toISOString().slice(0, 10)}, PostgreSQL, ${SECONDS} s per run, ${ROUNDS} rounds, 10 connections (p99 @50: 50 connections), ms`,
    );
    console.table(rows);
    if (rps.has('dashboard') && rps.has('dashboard (100)')) {
      const cost = rps.get('dashboard (100)')! / rps.get('dashboard')!;
      console.log(`dashboard cost, 10,000 ÷ 100 records: ${cost.toFixed(2)}×`);
    }
    console.log(
      `server RSS: ${idleRss.toFixed(0)} MB idle after seeding, ${peakRss.toFixed(0)} MB peak under load`,
    );
  } finally {
    server.kill('SIGTERM');
    await pool.end();
    await database.close();
    await throwaway?.destroy();
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
