#!/usr/bin/env node
/**
 * `npm run lighthouse` (after `npm run build`): Lighthouse mobile (its default throttling and device) on
 * `/` and, signed in, on `/dashboard` and `/medical-history` (with 50 records) of the compiled app, in Debian's Chromium (/usr/bin/chromium, or
 * CHROME_PATH). Starts the server on a throwaway PGlite data folder at LIGHTHOUSE_PORT (3500), signs a
 * new patient up and puts the session cookie in the browser (Lighthouse's recipe for signed-in pages:
 * puppeteer, storage reset off; an `extraHeaders` Cookie reached the page but not its fetches, so the
 * dashboard run used to end on the landing page). Each page gets a fresh browser, so both start with a
 * cold cache. Prints each page's category scores and FCP / LCP / TBT / CLS, and fails when a page ends
 * anywhere but where it was opened, with the run's benchmark index (Lighthouse's measure of this CPU) and
 * its run warnings. Not a CI gate (docs/decisions/031-web-budgets.md): the box is shared and noisy; goals are
 * performance ≥ 95 on `/` and ≥ 90 on `/dashboard` and `/medical-history` (docs/decisions/045-react-renders-sehat.md). LIGHTHOUSE_REPORT_DIR=dir also writes each page's whole
 * report there (`dashboard.json`, `landing.json`) to read its request chains and long tasks.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout } from 'node:timers/promises';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';

const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 3500);
/** Runs of each page (LIGHTHOUSE_RUNS, 1 by default); with more than one, each page's median score is printed too. */
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 1));
const BASE_URL = `http://localhost:${PORT}`;
/**
 * LIGHTHOUSE_CPU_SLOWDOWN: the CPU slowdown Lighthouse simulates (its default, 4, unless set). The goals are
 * measured at the default; a second figure at the multiplier Lighthouse's own calibration table gives for
 * this host's benchmark index says how much of a score is the host (docs/decisions/045-react-renders-sehat.md).
 */
const CPU_SLOWDOWN = process.env.LIGHTHOUSE_CPU_SLOWDOWN
  ? Number(process.env.LIGHTHOUSE_CPU_SLOWDOWN)
  : undefined;
const ROOT = path.resolve(import.meta.dirname, '..');

async function startServer(dataDir) {
  const server = spawn(process.execPath, ['apps/api/dist/server.js'], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(PORT),
      BASE_URL,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((resolve, reject) => {
    server.stdout.on('data', (chunk) => chunk.toString().includes('Sehat is running') && resolve());
    server.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
  server.stdout.resume();
  return server;
}

async function signUp() {
  const response = await fetch(`${BASE_URL}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: BASE_URL },
    body: JSON.stringify({
      name: 'Lighthouse Patient',
      email: `${randomBytes(6).toString('hex')}@lighthouse.test`,
      password: 'Tamarind42',
    }),
  });
  if (!response.ok) throw new Error(`sign-up answered ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

/** Records the medical-history run lists: 50, as a patient with some years of visits has. */
const MEDICAL_RECORDS = 50;

/**
 * Adds `MEDICAL_RECORDS` medical history records for the signed-in patient (POST /api/medical-records),
 * waiting out the per-patient upload limit's `Retry-After` (seconds) when it answers 429.
 */
async function addMedicalRecords(cookie) {
  for (let index = 0; index < MEDICAL_RECORDS; index += 1) {
    const form = new FormData();
    const day = String((index % 28) + 1).padStart(2, '0');
    const month = String((index % 12) + 1).padStart(2, '0');
    const fields = {
      primary_reason: `Follow-up visit ${index + 1} for fever and cough`,
      doctor_name: 'Dr. Asha Rao',
      hospital_name: 'Apollo Hospitals',
      diagnosis: 'Viral fever',
      treatment_plan: 'Rest, fluids and paracetamol 500 mg when needed',
      record_date: `${2020 + (index % 6)}-${month}-${day}`,
      visit_type: 'routine-checkup',
    };
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    const post = () =>
      fetch(`${BASE_URL}/api/medical-records`, {
        method: 'POST',
        headers: { cookie, origin: BASE_URL },
        body: form,
      });
    let response = await post();
    if (response.status === 429) {
      await setTimeout(Number(response.headers.get('retry-after') ?? 60) * 1000);
      response = await post();
    }
    if (response.status !== 201) throw new Error(`adding a medical record answered ${response.status}`);
  }
}

/** One Lighthouse run in a browser of its own; `cookie` (name=value) is set for the server first. */
async function audit(url, cookie) {
  const browser = await puppeteer.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run'],
  });
  try {
    if (cookie) {
      const [name, value] = cookie.split(/=(.*)/s);
      await browser.setCookie({
        name,
        value,
        domain: 'localhost',
        path: '/',
        httpOnly: true,
        sameSite: 'Lax',
      });
    }
    const page = await browser.newPage();
    const result = await lighthouse(
      url,
      {
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices'],
        // A reset would clear the session cookie; the browser is new, so the cache is cold anyway.
        disableStorageReset: Boolean(cookie),
      },
      CPU_SLOWDOWN === undefined
        ? undefined
        : {
            extends: 'lighthouse:default',
            settings: { throttling: { cpuSlowdownMultiplier: CPU_SLOWDOWN } },
          },
      page,
    );
    if (process.env.LIGHTHOUSE_REPORT_DIR) {
      const name = new URL(url).pathname.slice(1) || 'landing';
      await writeFile(
        path.join(process.env.LIGHTHOUSE_REPORT_DIR, `${name}.json`),
        JSON.stringify(result.lhr),
      );
    }
    return result.lhr;
  } finally {
    await browser.close();
  }
}

const dataDir = await mkdtemp(path.join(tmpdir(), 'sehat-lighthouse-'));
const server = await startServer(dataDir);
let failed = false;
try {
  const cookie = await signUp();
  await addMedicalRecords(cookie);
  console.log(
    `Lighthouse mobile (${CPU_SLOWDOWN === undefined ? 'default throttling' : `CPU slowdown ${CPU_SLOWDOWN}×`}), ${new Date().toISOString().slice(0, 10)}, ${BASE_URL}`,
  );
  const pages = [
    { name: '/', cookie: null },
    { name: '/dashboard', cookie },
    { name: '/medical-history', cookie },
  ].filter(
    ({ name }) => !process.env.LIGHTHOUSE_PAGES || process.env.LIGHTHOUSE_PAGES.split(',').includes(name),
  );
  const scores = new Map(pages.map(({ name }) => [name, []]));
  for (let run = 0; run < RUNS; run += 1)
    for (const page of pages) {
      const { categories, audits, finalDisplayedUrl, runtimeError, environment, runWarnings } = await audit(
        `${BASE_URL}${page.name}`,
        page.cookie,
      );
      if (runtimeError) {
        console.error(`${page.name} could not be measured: ${runtimeError.code} ${runtimeError.message}`);
        failed = true;
      }
      const score = (key) => Math.round((categories[key]?.score ?? 0) * 100);
      if (!runtimeError) scores.get(page.name).push(score('performance'));
      const metric = (key) => audits[key]?.displayValue ?? '?';
      const endedAt = new URL(finalDisplayedUrl).pathname;
      console.log(
        `${page.name.padEnd(11)} performance ${score('performance')}, accessibility ${score('accessibility')}, ` +
          `best practices ${score('best-practices')}; FCP ${metric('first-contentful-paint')}, ` +
          `LCP ${metric('largest-contentful-paint')}, TBT ${metric('total-blocking-time')}, ` +
          `CLS ${metric('cumulative-layout-shift')}; benchmark index ${Math.round(environment?.benchmarkIndex ?? 0)}`,
      );
      // Lighthouse's own warnings, e.g. that this CPU is slower than its throttling assumes.
      for (const warning of runWarnings ?? []) console.log(`  warning: ${warning}`);
      if (endedAt !== page.name) {
        console.error(`${page.name} ended at ${endedAt}: the figures above are not of ${page.name}`);
        failed = true;
      }
    }
  if (RUNS > 1)
    for (const [name, list] of scores) {
      const sorted = list.toSorted((a, b) => a - b);
      console.log(
        `${name.padEnd(11)} median performance ${sorted[Math.floor((sorted.length - 1) / 2)] ?? '?'} of ${sorted.length} runs (${list.join(', ')})`,
      );
    }
} finally {
  server.kill('SIGTERM');
  await rm(dataDir, { recursive: true, force: true });
}
process.exitCode = failed ? 1 : 0;
