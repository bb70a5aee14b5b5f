/**
 * The raw side of `npm run bench:load`: record the SQL one API request sends (every statement, in order,
 * with its parameters, grouped into the "waves" the server ran in parallel), and replay it through
 * node-postgres under the same concurrency as the API run, so "API ÷ raw" is what the server costs on top
 * of its own queries.
 */
import { performance } from 'node:perf_hooks';
import pg from 'pg';

interface Statement {
  text: string;
  values: unknown[];
  issuedAt: number;
  doneAt: number;
}
/** The statements of one request: each wave's statements ran at once; waves ran one after another. */
export type Recording = { text: string; values: unknown[] }[][];

/** Records every statement any pg client sends while `run` runs (pg.Client.prototype.query, watched only). */
export async function recordSql(run: () => Promise<unknown>): Promise<Recording> {
  const proto = pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
  const original = proto.query;
  const seen: Statement[] = [];
  proto.query = function (this: unknown, ...args: unknown[]) {
    const [first, second] = args;
    // pg takes (text, values), ({ text, values }) and, as Drizzle calls it, ({ text, ... }, values).
    const config = typeof first === 'string' ? { text: first, values: undefined } : (first as Statement);
    const values = Array.isArray(config.values) ? config.values : Array.isArray(second) ? second : [];
    const statement: Statement = {
      text: config.text,
      values,
      issuedAt: performance.now(),
      doneAt: Infinity,
    };
    seen.push(statement);
    const done = () => (statement.doneAt = performance.now());
    const callback = args.findIndex((arg) => typeof arg === 'function');
    if (callback >= 0) {
      const given = args[callback] as (...results: unknown[]) => unknown;
      args[callback] = (...results: unknown[]) => {
        done();
        return given(...results);
      };
    }
    const result = original.apply(this, args);
    if (result instanceof Promise) void result.finally(done).catch(() => undefined);
    return result;
  };
  try {
    await run();
  } finally {
    proto.query = original;
  }
  const waves: Recording = [];
  let waveEnd = -Infinity;
  for (const statement of seen) {
    const entry = { text: statement.text, values: statement.values };
    if (statement.issuedAt < waveEnd && waves.length > 0) waves.at(-1)!.push(entry);
    else waves.push([entry]);
    waveEnd = Math.max(waveEnd, statement.doneAt);
  }
  return waves;
}

export interface LoadResult {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

/**
 * Replays `recording` as fast as `connections` concurrent clients can for `seconds` (a transaction on
 * one connection, other waves in parallel on the pool), like autocannon does for the API.
 */
export async function replay(
  pool: pg.Pool,
  recording: Recording,
  connections: number,
  seconds: number,
): Promise<LoadResult> {
  const inTransaction = recording.flat().some((s) => /^\s*begin/i.test(s.text));
  const latencies: number[] = [];
  let errors = 0;
  const deadline = performance.now() + seconds * 1000;
  const once = async () => {
    if (inTransaction) {
      const client = await pool.connect();
      try {
        for (const statement of recording.flat()) await client.query(statement.text, statement.values);
      } finally {
        client.release();
      }
      return;
    }
    for (const wave of recording) await Promise.all(wave.map((s) => pool.query(s.text, s.values)));
  };
  const worker = async () => {
    while (performance.now() < deadline) {
      const started = performance.now();
      try {
        await once();
      } catch (error) {
        if (errors++ === 0 && process.env.BENCH_DEBUG) console.error('raw replay failed:', error);
      }
      latencies.push(performance.now() - started);
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: connections }, worker));
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    requestsPerSecond: latencies.length / elapsed,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    errors,
  };
}
