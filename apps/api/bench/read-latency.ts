import { performance } from 'node:perf_hooks';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { DOCUMENT_READING_JOB } from '../src/features/document-reading/document-reading.job.js';
import { buildTestApp } from '../src/test/app.js';
import { signUpPatient, type TestPatient } from '../src/test/client.js';

/** Requests of the idle baseline; during the reads, as many as fit until they end. */
const IDLE_REQUESTS = 300;
/** The endpoint another patient opens on every visit (the dashboard). */
const OTHER_PATIENTS_GET = '/api/dashboard';

/** A stop condition true after `count` calls. */
function after(count: number): () => boolean {
  let left = count;
  return () => left-- <= 0;
}

function percentile(values: number[], p: number): number {
  const sorted = values.toSorted((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

/** One GET after another, as one patient's screen asks; milliseconds each. Throws on anything but 200. */
async function timedGets(patient: TestPatient, until: () => boolean): Promise<number[]> {
  const times: number[] = [];
  while (!until()) {
    const started = performance.now();
    const response = await patient.client.get(OTHER_PATIENTS_GET);
    times.push(performance.now() - started);
    if (response.statusCode !== 200) throw new Error(`${OTHER_PATIENTS_GET} answered ${response.statusCode}`);
    // A request over the network arrives as I/O; an injected one can be answered in microtasks alone,
    // which would keep the reader's messages (and the job) from ever running.
    await nextTurn();
  }
  return times;
}

/**
 * The goal "other patients' GETs keep their latency while a read runs"
 * (docs/decisions/050-reading-documents.md): the real app (PGlite, the reading job and its OCR pool of
 * READ_WORKERS, 1 here as on the smallest server) takes `photos` uploads of one patient through
 * POST /api/lab-reports/read; another patient's dashboard GETs are timed one after another, first idle,
 * then while the job reads the photos. Prints p50 / p99 in ms of each and p99 during ÷ idle (goal ≤ 2).
 */
export async function benchReadLatency(photos: Buffer[]): Promise<string> {
  const test = await buildTestApp({ env: { READ_WORKERS: '1' } });
  try {
    const reader = await signUpPatient(test.app);
    const other = await signUpPatient(test.app);
    await timedGets(other, after(50)); // warm-up
    const idle = await timedGets(other, after(IDLE_REQUESTS));
    for (const [index, photo] of photos.entries()) {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(photo)]), `report-${index}.jpg`);
      const response = await reader.client.post('/api/lab-reports/read', form);
      if (response.statusCode !== 202) throw new Error(`upload answered ${response.statusCode}`);
    }
    let reading = true;
    const started = performance.now();
    const job = test.app.jobs.runNow(DOCUMENT_READING_JOB).finally(() => (reading = false));
    const during = await timedGets(other, () => !reading);
    if ((await job) !== 'completed') throw new Error('the reading job failed');
    const seconds = (performance.now() - started) / 1000;
    const line = (name: string, times: number[]) =>
      `${name} ${times.length} GETs: p50 ${percentile(times, 50).toFixed(1)} ms, p99 ${percentile(times, 99).toFixed(1)} ms`;
    return [
      `other patients' ${OTHER_PATIENTS_GET} while ${photos.length} photos are read (${seconds.toFixed(1)} s, one OCR worker):`,
      line('  idle  ', idle),
      line('  during', during),
      `  p99 during ÷ idle: ${(percentile(during, 99) / percentile(idle, 99)).toFixed(2)} (goal ≤ 2)`,
    ].join('\n');
  } finally {
    await test.close();
  }
}
