/**
 * Helpers shared by scripts/start.mjs and scripts/test.mjs: run a command, install dependencies when
 * they are missing or stale, and find (or install) the Chromium the e2e tests drive.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, statSync, utimesSync } from 'node:fs';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '../..');

/** Prints a step header in bold so it stands out from the tools' own output. */
export function say(message) {
  console.log(`\n\u001b[1m[sehat] ${message}\u001b[0m`);
}

/**
 * Runs `command args` from the repository root with inherited stdio and resolves with its exit code
 * (a signal counts as 1). `env` is merged over process.env.
 */
export function run(command, args, { env = {} } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('error', (error) => {
      console.error(`[sehat] could not run ${command}: ${error.message}`);
      resolve(1);
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

const INSTALL_MARKER = path.join(ROOT, 'node_modules', '.package-lock.json');
const LOCKFILE = path.join(ROOT, 'package-lock.json');

/** True when node_modules is missing or older than package-lock.json. */
function dependenciesStale() {
  if (!existsSync(INSTALL_MARKER)) return true;
  return existsSync(LOCKFILE) && statSync(LOCKFILE).mtimeMs > statSync(INSTALL_MARKER).mtimeMs;
}

/**
 * Runs `npm install` when node_modules is missing or stale. Never `npm ci`: the lockfile here omits the
 * non-Linux optional packages, which `npm ci` refuses (ARCHITECTURE.md pitfalls). Playwright must not
 * download its own browser. Returns the exit code (0 when nothing had to be done).
 */
export async function ensureDependencies() {
  if (!dependenciesStale()) return 0;
  say('Installing dependencies (npm install)…');
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const code = await run(npm, ['install', '--no-audit', '--no-fund'], {
    env: { PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' },
  });
  if (code === 0 && existsSync(INSTALL_MARKER)) {
    // npm may rewrite package-lock.json after its marker; mark the install as the newer of the two.
    const now = new Date();
    utimesSync(INSTALL_MARKER, now, now);
  }
  return code;
}

const DEFAULT_CHROMIUM = '/usr/bin/chromium';

/**
 * Path of the Chromium the e2e tests use: `CHROME_PATH`, else /usr/bin/chromium. When neither exists and
 * we are root on Debian, installs the `chromium` package with apt-get (and says so). Returns the path,
 * or null after printing why none is available.
 */
export function findChromium() {
  const wanted = process.env.CHROME_PATH;
  if (wanted) {
    if (existsSync(wanted)) return wanted;
    console.error(`[sehat] CHROME_PATH is set to ${wanted}, but no file is there.`);
    return null;
  }
  if (existsSync(DEFAULT_CHROMIUM)) return DEFAULT_CHROMIUM;

  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  if (!isRoot || !hasApt) {
    console.error(
      `[sehat] Chromium not found at ${DEFAULT_CHROMIUM}. The end-to-end tests need it: install your ` +
        "distribution's chromium package (Debian/Ubuntu: sudo apt-get install chromium) or set CHROME_PATH " +
        'to a Chromium or Chrome binary.',
    );
    return null;
  }
  say(
    `Chromium not found at ${DEFAULT_CHROMIUM}: installing Debian's chromium package with apt-get (running as root).`,
  );
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [['update'], ['install', '-y', '--no-install-recommends', 'chromium']]) {
    const result = spawnSync('apt-get', args, { stdio: 'inherit', env });
    if (result.status !== 0) {
      console.error(
        `[sehat] apt-get ${args.join(' ')} failed (exit ${result.status}); install chromium by hand.`,
      );
      return null;
    }
  }
  if (existsSync(DEFAULT_CHROMIUM)) {
    say(`Installed chromium at ${DEFAULT_CHROMIUM}.`);
    return DEFAULT_CHROMIUM;
  }
  console.error(`[sehat] apt-get installed chromium, but ${DEFAULT_CHROMIUM} is still missing.`);
  return null;
}

/** '1m 05s' / '12.3s' for a duration in milliseconds. */
export function formatDuration(ms) {
  if (ms < 60_000) return `${(ms / 1000).toFixed(1)}s`;
  const total = Math.round(ms / 1000);
  return `${Math.floor(total / 60)}m ${String(total % 60).padStart(2, '0')}s`;
}
