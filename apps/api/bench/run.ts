/**
 * `npm run bench`: latency of the endpoints a patient hits on every page
 * (header, dashboard, bell, medical-history list) with a realistic history
 * already stored: 1,000 medical records, 300 visits and 100 lab results for the
 * measured patient, plus another patient's rows the queries must skip; and the
 * readings chart and summary with 5 years of 4 home readings a day (7,300) for the
 * measured patient and a year's (1,460) for the other (docs/decisions/052-readings.md); and today's doses
 * and the medicine list with 10 medicines and a year of marked doses each (docs/decisions/054-medicines.md).
 *
 * Runs the real app through `app.inject` on an in-memory PGlite (or
 * PostgreSQL at DATABASE_URL). Prints p50 / p95 / max in milliseconds per
 * endpoint over ITERATIONS requests after WARMUP requests. Goal (the figure
 * the README quotes): every endpoint p95 under 50 ms on PGlite on the 2-core
 * CI machine. Exits non-zero when an endpoint answers anything but 200.
 */
import { addDays, format } from 'date-fns';
import { performance } from 'node:perf_hooks';
import { buildTestApp } from '../src/test/app.js';
import { signUpPatient } from '../src/test/client.js';
import { seedLabResult, seedRecord, seedVisit } from '../src/test/seed.js';
import { seedMedicines } from './seed-medicines.js';
import { seedReadings } from './seed-readings.js';

const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 200);
const WARMUP = 20;
const ENDPOINTS = [
  '/api/profile/header',
  '/api/dashboard',
  '/api/notifications',
  '/api/medical-records',
  '/api/readings/series?kind=blood_pressure&days=30',
  '/api/readings/series?kind=blood_glucose&days=365',
  '/api/readings/summary',
  '/api/medicines/doses',
  '/api/medicines',
];

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

async function seed(db: Parameters<typeof seedRecord>[0], userId: string, records: number) {
  const today = new Date();
  for (let i = 0; i < records; i++) {
    const day = format(addDays(today, -i), 'yyyy-MM-dd');
    await seedRecord(db, userId, {
      recordDate: day,
      followUpDate: i % 10 === 0 ? format(addDays(today, i % 40), 'yyyy-MM-dd') : null,
      prescribedMedications: i % 3 === 0 ? 'Paracetamol 500 mg twice daily' : null,
      createdAt: addDays(today, -i),
    });
    if (i % 10 === 0) await seedLabResult(db, userId, day);
  }
  for (let i = 0; i < records * 0.3; i++) {
    await seedVisit(db, userId, {
      visitDate: format(addDays(today, (i % 60) - 20), 'yyyy-MM-dd'),
      status: i % 4 === 0 ? 'confirmed' : 'scheduled',
    });
  }
}

async function main() {
  const started = performance.now();
  const test = await buildTestApp();
  const patient = await signUpPatient(test.app);
  const other = await signUpPatient(test.app);
  await seed(test.db, patient.userId, 1000);
  await seed(test.db, other.userId, 200);
  await seedReadings(test.db, patient.userId, 1825);
  await seedReadings(test.db, other.userId, 365);
  await seedMedicines(test.db, patient.userId, 10);
  await seedMedicines(test.db, other.userId, 10);
  console.log(`seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`);

  let failed = false;
  const rows: Record<string, { p50: number; p95: number; max: number; status: number }> = {};
  for (const url of ENDPOINTS) {
    const timings: number[] = [];
    let status = 200;
    for (let i = 0; i < WARMUP + ITERATIONS; i++) {
      const t0 = performance.now();
      const response = await patient.client.get(url);
      const elapsed = performance.now() - t0;
      if (response.statusCode !== 200) status = response.statusCode;
      if (i >= WARMUP) timings.push(elapsed);
    }
    timings.sort((a, b) => a - b);
    const round = (n: number) => Number(n.toFixed(2));
    rows[url] = {
      p50: round(percentile(timings, 50)),
      p95: round(percentile(timings, 95)),
      max: round(timings.at(-1) ?? 0),
      status,
    };
    if (status !== 200) failed = true;
  }
  console.log(
    `${ITERATIONS} requests each, milliseconds, driver: ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`,
  );
  console.table(rows);
  await test.close();
  process.exit(failed ? 1 : 0);
}

await main();
