#!/usr/bin/env node
/**
 * `npm start`: installs dependencies if needed, builds the API (apps/api/dist, plain JavaScript) and the
 * web app (apps/web/dist), then runs the compiled API (which also serves the built app) with plain `node`
 * and NODE_ENV=production on http://localhost:3000, reachable from this computer only unless BASE_URL names
 * a public address (PORT, HOST, BASE_URL, … as in the README's configuration table). No TypeScript is
 * compiled at run time. The server's first line is `Sehat is running: open http://localhost:3000`.
 *
 * Flags: `--skip-build` reuses the last builds as they are (and builds only when one is missing).
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT, ensureDependencies, run, say } from './lib/common.mjs';

const args = new Set(process.argv.slice(2));

if ((await ensureDependencies()) !== 0) {
  console.error('[sehat] npm install failed; see the output above.');
  process.exit(1);
}

const SERVER_JS = 'apps/api/dist/server.js';
const builds = [SERVER_JS, 'apps/web/dist/index.html'].map((file) => path.join(ROOT, file));
if (args.has('--skip-build') && builds.every((file) => existsSync(file))) {
  say('Reusing the existing builds (apps/api/dist, apps/web/dist).');
} else {
  say('Building the API and the web app (npm run build)…');
  // A bundle over budget fails `npm test`, but must not stop anyone from starting the app.
  const code = await run('npm', ['run', 'build'], { env: { SEHAT_BUNDLE_BUDGET: 'warn' } });
  if (code !== 0) {
    console.error('[sehat] The build failed; see the output above.');
    process.exit(code);
  }
}

// The server's first line is plain text naming the address to open (`Sehat is running: open …`), before
// any JSON log; nothing is printed here in between. Ctrl+C stops it.

// The server runs in its own process group, so a Ctrl+C reaches it once, forwarded from here, and it
// can close the database cleanly (a second signal would make it exit at once).
// The server's Node flags, shared with `npm run bench:load`: source maps for stack traces, and a young
// generation of 8 MB with the old one grown 20 % past live data at each collection, which kept the RSS
// under load at 177 MB instead of 365 MB with no measurable cost in req/s (2026-11-24, bench:load).
const SERVER_NODE_FLAGS = JSON.parse(
  readFileSync(path.join(ROOT, 'apps/api/server-node-flags.json'), 'utf8'),
);
const server = spawn(process.execPath, [...SERVER_NODE_FLAGS, SERVER_JS], {
  cwd: ROOT,
  stdio: 'inherit',
  detached: true,
  env: { ...process.env, NODE_ENV: 'production' },
});

let lastSignalAt = 0;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    // npm and the terminal may both deliver the same Ctrl+C: forward it once; a later one forces exit.
    const now = Date.now();
    if (now - lastSignalAt < 1000) return;
    lastSignalAt = now;
    if (server.exitCode === null) server.kill(signal);
  });
}
process.on('exit', () => {
  if (server.exitCode === null && server.signalCode === null) server.kill('SIGTERM');
});
server.on('error', (error) => {
  console.error(`[sehat] Could not start the API: ${error.message}`);
  process.exit(1);
});
server.on('exit', (code, signal) => {
  if (signal && signal !== 'SIGINT' && signal !== 'SIGTERM')
    console.error(`[sehat] The API stopped (${signal}).`);
  process.exit(code ?? (signal === 'SIGINT' || signal === 'SIGTERM' ? 0 : 1));
});
