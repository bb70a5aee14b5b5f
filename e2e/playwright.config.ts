import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

/**
 * Playwright journeys against the real, built app (`npm run build` first): the compiled API
 * (apps/api/dist) serves `/api/*` and apps/web/dist on :3100 with a throwaway DATA_DIR (embedded PGlite,
 * dev outbox), so every run starts from an empty database. Chromium is the system one (no browser
 * downloads on these machines).
 */
const REPO_ROOT = path.resolve(import.meta.dirname, '..');
/** The Node flags `npm start` runs the server with. */
const SERVER_NODE_FLAGS = JSON.parse(
  readFileSync(path.join(REPO_ROOT, 'apps/api/server-node-flags.json'), 'utf8'),
) as string[];
const PORT = Number(process.env.E2E_PORT ?? 3100);
const BASE_URL = `http://localhost:${PORT}`;
const NOMINATIM_PORT = PORT + 99;
const NOMINATIM_URL = `http://127.0.0.1:${NOMINATIM_PORT}`;

for (const built of ['apps/web/dist/index.html', 'apps/api/dist/server.js']) {
  if (!existsSync(path.join(REPO_ROOT, built)))
    throw new Error(`${built} is missing: run \`npm run build\` first (or \`npm test -- --e2e-only\`).`);
}

// This file is loaded by the runner and again by every worker; the runner picks the data folder once
// and the workers inherit it through the environment.
if (!process.env.SEHAT_E2E_DATA_DIR) {
  const runs = path.join(import.meta.dirname, '.data');
  mkdirSync(runs, { recursive: true });
  // Earlier runs' folders go; one younger than an hour may belong to a run still going (another E2E_PORT).
  for (const old of readdirSync(runs)) {
    const folder = path.join(runs, old);
    if (Date.now() - statSync(folder).mtimeMs > 3_600_000) rmSync(folder, { recursive: true, force: true });
  }
  process.env.SEHAT_E2E_DATA_DIR = path.join(runs, new Date().toISOString().replace(/[:.]/g, '-'));
  mkdirSync(process.env.SEHAT_E2E_DATA_DIR, { recursive: true });
}
const DATA_DIR = process.env.SEHAT_E2E_DATA_DIR;

/** Debian's chromium-headless-shell when installed (see scripts/lib/common.mjs findChromium), else chromium. */
const DEFAULT_CHROMIUM = ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((candidate) =>
  existsSync(candidate),
);

/** Flags for Debian's chromium in a container (docs/architecture.md#pitfalls). */
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  workers: 2,
  retries: 0,
  // Two cores run the server (argon2id, PGlite) and two browsers: leave room for a busy machine.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: 'list',
  use: {
    baseURL: BASE_URL,
    // No trace by default: recording one for every journey costs about a fifth of the run's CPU on two cores.
    // A screenshot is kept on failure; `npx playwright test --trace retain-on-failure` records traces.
    trace: 'off',
    screenshot: 'only-on-failure',
    locale: 'en-US',
    timezoneId: 'Asia/Kolkata',
    // The app's service worker stays out of the journeys (page.route cannot see what it fetches, and each
    // fresh context would precache the whole app); tests/pwa.spec.ts allows it.
    serviceWorkers: 'block',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: process.env.CHROME_PATH || DEFAULT_CHROMIUM,
          args: CHROMIUM_ARGS,
        },
      },
    },
  ],
  webServer: [
    {
      // Reverse geocoding goes to this stand-in, never to the internet.
      command: 'node e2e/fake-nominatim.mjs',
      cwd: REPO_ROOT,
      url: `${NOMINATIM_URL}/status`,
      reuseExistingServer: false,
      env: { FAKE_NOMINATIM_PORT: String(NOMINATIM_PORT) },
    },
    {
      // The compiled server, as `npm start` runs it.
      command: `node ${SERVER_NODE_FLAGS.join(' ')} apps/api/dist/server.js`,
      cwd: REPO_ROOT,
      url: `${BASE_URL}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        NODE_ENV: 'production',
        PORT: String(PORT),
        BASE_URL,
        DATA_DIR,
        TRUST_PROXY: 'true',
        LOG_LEVEL: 'warn',
        NOMINATIM_URL,
      },
    },
  ],
});
