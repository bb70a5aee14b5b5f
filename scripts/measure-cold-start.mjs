#!/usr/bin/env node
/**
 * `npm run bench:cold-start`: how long the API takes from process start to its first 200 on
 * `/api/health`, with an existing data folder (embedded PGlite, migrations already applied), for the
 * compiled server (`node apps/api/dist/server.js`, what `npm start` runs) and for the TypeScript
 * sources run through tsx (how `npm start` ran before the compiled build). Runs alternate between the
 * modes so both see the same machine load. Prints every run and the median per mode: wall-clock time,
 * and (on Linux) the CPU time the server process used until then, which a busy machine disturbs less.
 *
 * Flags: `--runs=N` (default 5), `--port=P` (default 3121), `--mode=compiled|tsx` (default both).
 * Builds the API first when apps/api/dist/server.js is missing. Uses a throwaway DATA_DIR, removed at the end.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT, run, say } from './lib/common.mjs';

const options = Object.fromEntries(
  process.argv.slice(2).map((arg) => {
    const [key, value = ''] = arg.replace(/^--/, '').split('=');
    return [key, value];
  }),
);
const RUNS = Number(options.runs ?? 5);
const PORT = Number(options.port ?? 3121);
const SERVER_JS = path.join(ROOT, 'apps/api/dist/server.js');

/** The command line of each mode, as `npm start` (compiled) and the old `npm start` (tsx) ran it. */
const MODES = {
  compiled: [process.execPath, ['--enable-source-maps', SERVER_JS]],
  tsx: [process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts']],
};
const modes = options.mode ? [options.mode] : ['tsx', 'compiled'];
for (const mode of modes) {
  if (!MODES[mode]) {
    console.error(`[sehat] Unknown mode ${mode}; use compiled or tsx.`);
    process.exit(2);
  }
}

/** CPU time (user + system, ms) process `pid` has used so far, from /proc; null where there is none. */
function cpuMs(pid) {
  try {
    // Fields after the parenthesised command name: utime and stime are the 12th and 13th, in 1/100 s.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return null;
  }
}

/**
 * Starts one server and resolves with `{ wall, cpu }`: milliseconds from spawn to the first 200 on
 * /api/health, and the server's CPU time until then; after stopping it (SIGTERM, waits for the exit).
 * Polls every 5 ms; gives up after 60 s.
 */
async function coldStart(mode, dataDir) {
  const [command, args] = MODES[mode];
  const started = performance.now();
  const server = spawn(command, args, {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NODE_ENV: 'production', PORT: String(PORT), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
  });
  const exited = new Promise((resolve) => server.once('exit', resolve));
  let elapsed = null;
  let cpu = null;
  try {
    while (elapsed === null && performance.now() - started < 60_000 && server.exitCode === null) {
      const response = await fetch(`http://127.0.0.1:${PORT}/api/health`).catch(() => null);
      if (response?.status === 200) {
        elapsed = performance.now() - started;
        cpu = cpuMs(server.pid);
      } else await new Promise((resolve) => setTimeout(resolve, 5));
    }
  } finally {
    if (server.exitCode === null) server.kill('SIGTERM');
    await exited;
  }
  if (elapsed === null) throw new Error(`${mode}: no 200 from /api/health (exit ${server.exitCode})`);
  return { wall: elapsed, cpu };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

if (modes.includes('compiled') && !existsSync(SERVER_JS)) {
  say('Building the API (npm run build -w @sehat/api)…');
  if ((await run('npm', ['run', 'build', '-w', '@sehat/api'])) !== 0) process.exit(1);
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'sehat-cold-start-'));
try {
  say(`Preparing a data folder (${dataDir}): one start creates the database and applies the migrations.`);
  await coldStart(modes[0], dataDir);
  const runs = Object.fromEntries(modes.map((mode) => [mode, []]));
  for (let i = 0; i < RUNS; i += 1) for (const mode of modes) runs[mode].push(await coldStart(mode, dataDir));
  const ms = (value) => (value === null ? '?' : `${Math.round(value)} ms`);
  for (const mode of modes)
    console.log(`${mode.padEnd(8)} ${runs[mode].map((r) => `${ms(r.wall)} (cpu ${ms(r.cpu)})`).join(', ')}`);
  const medianOf = (mode, key) =>
    runs[mode].some((r) => r[key] === null) ? null : median(runs[mode].map((r) => r[key]));
  say(
    `Cold start to the first 200 on /api/health, median of ${RUNS}: ` +
      modes
        .map((mode) => `${mode} ${ms(medianOf(mode, 'wall'))} (cpu ${ms(medianOf(mode, 'cpu'))})`)
        .join(', '),
  );
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
