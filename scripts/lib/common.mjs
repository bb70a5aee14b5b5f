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
 * Runs `command args` from the repository root and resolves with its exit code (a signal counts as 1).
 * `env` is merged over process.env. Output goes straight to the terminal, or, with `capture`, is
 * collected (stdout and stderr in the order they came) and handed to `capture` when the command ends, so
 * commands running side by side print whole, one after the other.
 */
export function run(command, args, { env = {}, capture } = {}) {
  return new Promise((resolve) => {
    const chunks = [];
    const child = spawn(command, args, {
      cwd: ROOT,
      stdio: capture ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, ...env, ...(capture ? { FORCE_COLOR: '1' } : {}) },
    });
    child.stdout?.on('data', (chunk) => chunks.push(chunk));
    child.stderr?.on('data', (chunk) => chunks.push(chunk));
    const finish = (code) => {
      capture?.(Buffer.concat(chunks).toString());
      resolve(code);
    };
    child.on('error', (error) => {
      chunks.push(Buffer.from(`[sehat] could not run ${command}: ${error.message}\n`));
      finish(1);
    });
    child.on('close', (code, signal) => finish(code ?? (signal ? 1 : 0)));
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
 * non-Linux optional packages, which `npm ci` refuses (docs/architecture.md#pitfalls). Playwright must not
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

/**
 * Chromium binaries the e2e tests can drive, best first: Debian's `chromium-headless-shell` (the old
 * headless mode, which Playwright's own browser builds use for headless runs: no browser UI, about a third
 * less CPU per journey on two cores than full Chromium), then Debian's `chromium`.
 */
const CHROMIUM_CANDIDATES = ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'];
const CHROMIUM_PACKAGE = 'chromium-headless-shell';

/**
 * Path of the Chromium the e2e tests use: `CHROME_PATH`, else the first of CHROMIUM_CANDIDATES that
 * exists. When none does and we run as root on a system with apt-get, installs Debian's
 * `chromium-headless-shell` package. Returns null (after explaining) when no Chromium can be found.
 */
export function findChromium() {
  const wanted = process.env.CHROME_PATH;
  if (wanted) {
    if (existsSync(wanted)) return wanted;
    console.error(`[sehat] CHROME_PATH is set to ${wanted}, but no file is there.`);
    return null;
  }
  const found = () => CHROMIUM_CANDIDATES.find((candidate) => existsSync(candidate));
  if (found()) return found();

  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  if (!isRoot || !hasApt) {
    console.error(
      `[sehat] No Chromium at ${CHROMIUM_CANDIDATES.join(' or ')}. The end-to-end tests need one: install ` +
        `your distribution's package (Debian/Ubuntu: sudo apt-get install ${CHROMIUM_PACKAGE}, or chromium) ` +
        'or set CHROME_PATH to a Chromium or Chrome binary.',
    );
    return null;
  }
  say(`No Chromium found: installing Debian's ${CHROMIUM_PACKAGE} package with apt-get (running as root).`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [['update'], ['install', '-y', '--no-install-recommends', CHROMIUM_PACKAGE]]) {
    const result = spawnSync('apt-get', args, { stdio: 'inherit', env });
    if (result.status !== 0) {
      console.error(
        `[sehat] apt-get ${args.join(' ')} failed (exit ${result.status}); install ${CHROMIUM_PACKAGE} by hand.`,
      );
      return null;
    }
  }
  if (found()) {
    say(`Installed ${CHROMIUM_PACKAGE} at ${found()}.`);
    return found();
  }
  console.error(
    `[sehat] apt-get installed ${CHROMIUM_PACKAGE}, but no Chromium is at ${CHROMIUM_CANDIDATES[0]}.`,
  );
  return null;
}

/** '1m 05s' / '12.3s' for a duration in milliseconds. */
export function formatDuration(ms) {
  if (ms < 60_000) return `${(ms / 1000).toFixed(1)}s`;
  const total = Math.round(ms / 1000);
  return `${Math.floor(total / 60)}m ${String(total % 60).padStart(2, '0')}s`;
}
