#!/usr/bin/env node
/**
 * `npm run lighthouse` (after `npm run build`): Lighthouse mobile (its default throttling and device) on
 * `/` and, signed in, on `/dashboard` of the compiled app, in Debian's Chromium (/usr/bin/chromium, or
 * CHROME_PATH). Starts the server on a throwaway PGlite data folder at LIGHTHOUSE_PORT (3500), signs a
 * new patient up and passes the session cookie to Lighthouse. Prints each page's category scores and
 * FCP / LCP / TBT / CLS. Not a CI gate (issue 12 point 8): the box is shared and noisy; goals are
 * performance ≥ 95 on `/` and ≥ 90 on `/dashboard`.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 3500);
const BASE_URL = `http://localhost:${PORT}`;
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

const dataDir = await mkdtemp(path.join(tmpdir(), 'sehat-lighthouse-'));
const server = await startServer(dataDir);
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-dev-shm-usage',
    '--no-first-run',
  ],
});
try {
  const cookie = await signUp();
  const pages = [
    { name: '/', url: `${BASE_URL}/`, headers: {} },
    { name: '/dashboard', url: `${BASE_URL}/dashboard`, headers: { Cookie: cookie } },
  ];
  console.log(
    `Lighthouse mobile (default throttling), ${new Date().toISOString().slice(0, 10)}, ${BASE_URL}`,
  );
  for (const page of pages) {
    const result = await lighthouse(page.url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
      extraHeaders: page.headers,
    });
    const { categories, audits, finalDisplayedUrl } = result.lhr;
    const score = (key) => Math.round((categories[key]?.score ?? 0) * 100);
    const metric = (key) => audits[key]?.displayValue ?? '?';
    console.log(
      `${page.name.padEnd(11)} performance ${score('performance')}, accessibility ${score('accessibility')}, ` +
        `best practices ${score('best-practices')}; FCP ${metric('first-contentful-paint')}, ` +
        `LCP ${metric('largest-contentful-paint')}, TBT ${metric('total-blocking-time')}, ` +
        `CLS ${metric('cumulative-layout-shift')} (ended at ${new URL(finalDisplayedUrl).pathname})`,
    );
  }
} finally {
  await chrome.kill();
  server.kill('SIGTERM');
  await rm(dataDir, { recursive: true, force: true });
}
