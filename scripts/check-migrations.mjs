#!/usr/bin/env node
/**
 * `npm run db:check` (the `migrations` step of `npm test`): the Drizzle schema (apps/api/src/db/schema) and
 * the committed SQL migrations (apps/api/drizzle) agree. Exit 0 when they do, 1 with the reason otherwise.
 *
 * 1. `drizzle-kit check`: the journal and snapshots in apps/api/drizzle are consistent (e.g. no two
 *    migrations generated in parallel from the same parent).
 * 2. `drizzle-kit generate` with the API's settings, into a throwaway copy of apps/api/drizzle: it must
 *    find nothing to generate. If it writes a migration, the schema was edited without
 *    `npm run db:generate`; the SQL it would add is printed.
 * 3. Each committed SQL file holds the statements drizzle-kit derives from its snapshot and the one
 *    before, so a hand edit of a generated migration is caught too. Custom migrations
 *    (`drizzle-kit generate --custom`, first line `-- Custom SQL migration file`) are left alone.
 */
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT, say } from './lib/common.mjs';

const API = path.join(ROOT, 'apps/api');
const MIGRATIONS = path.join(API, 'drizzle');
const DRIZZLE_KIT = path.join(ROOT, 'node_modules/.bin/drizzle-kit');
const TIMEOUT_MS = 120_000;

/** Runs drizzle-kit with `args` from apps/api; resolves with its exit code and output. Never waits for input. */
function drizzleKit(args) {
  return new Promise((resolve) => {
    const child = spawn(DRIZZLE_KIT, args, { cwd: API, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    // A rename makes drizzle-kit ask which column became which: that is drift too, and must not hang CI.
    const timer = setTimeout(() => child.kill('SIGTERM'), TIMEOUT_MS);
    child.on('error', (error) => resolve({ code: 1, output: `${output}${error.message}\n` }));
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code: code ?? 1, output });
    });
  });
}

const sqlFiles = (dir) => readdirSync(dir).filter((name) => name.endsWith('.sql'));

function fail(message, output = '') {
  if (output) process.stdout.write(output);
  console.error(`\n[sehat] ${message}`);
  process.exit(1);
}

say('drizzle-kit check: migration journal and snapshots');
const check = await drizzleKit(['check']);
process.stdout.write(check.output);
if (check.code !== 0) fail('drizzle-kit check failed: the committed migrations are inconsistent.');

say('drizzle-kit generate into a copy of apps/api/drizzle: the schema needs no new migration');
const scratch = mkdtempSync(path.join(os.tmpdir(), 'sehat-migrations-'));
try {
  const out = path.join(scratch, 'drizzle');
  cpSync(MIGRATIONS, out, { recursive: true });
  const config = path.join(scratch, 'drizzle.config.ts');
  // The settings of apps/api/drizzle.config.ts, with the output redirected (drizzle-kit wants `out`
  // relative to its working directory).
  writeFileSync(
    config,
    `export default ${JSON.stringify({
      dialect: 'postgresql',
      schema: path.join(API, 'src/db/schema/*.ts'),
      out: path.relative(API, out),
      casing: 'snake_case',
      strict: true,
    })};\n`,
  );
  const generate = await drizzleKit(['generate', '--config', config]);
  const added = sqlFiles(out).filter((name) => !sqlFiles(MIGRATIONS).includes(name));
  if (added.length > 0) {
    const sql = added.map((name) => `--- ${name}\n${readFileSync(path.join(out, name), 'utf8')}`).join('\n');
    fail(
      'The Drizzle schema differs from the committed migrations. Run `npm run db:generate`, review the SQL ' +
        'and commit it with the schema change. It would add:\n\n' +
        sql,
      generate.output,
    );
  }
  // drizzle-kit may exit 0 after an error: only its own "nothing to migrate" counts as agreement.
  if (generate.code !== 0 || !generate.output.includes('No schema changes'))
    fail(
      'drizzle-kit generate did not confirm "No schema changes" (a rename prompt counts as drift).',
      generate.output,
    );
  console.log('Schema and migrations agree: nothing to generate.');
} finally {
  rmSync(scratch, { recursive: true, force: true });
}

say('Each committed migration is what drizzle-kit derives from its snapshots');
const { generateDrizzleJson, generateMigration } = createRequire(path.join(API, 'package.json'))(
  'drizzle-kit/api',
);
const statements = (sql) =>
  sql
    .split('--> statement-breakpoint')
    .map((statement) => statement.trim())
    .filter(Boolean);
const journal = JSON.parse(readFileSync(path.join(MIGRATIONS, 'meta/_journal.json'), 'utf8'));
let previous = generateDrizzleJson({});
for (const { idx, tag } of journal.entries) {
  const snapshotFile = `meta/${String(idx).padStart(4, '0')}_snapshot.json`;
  const snapshot = JSON.parse(readFileSync(path.join(MIGRATIONS, snapshotFile), 'utf8'));
  const committed = readFileSync(path.join(MIGRATIONS, `${tag}.sql`), 'utf8');
  if (!committed.startsWith('-- Custom SQL migration file')) {
    const expected = statements(
      (await generateMigration(previous, snapshot)).join('--> statement-breakpoint'),
    );
    const actual = statements(committed);
    const at = expected.findIndex((statement, i) => statement !== actual[i]);
    if (at !== -1 || actual.length !== expected.length) {
      const i = at === -1 ? expected.length : at;
      fail(
        `apps/api/drizzle/${tag}.sql differs from its snapshot (${snapshotFile}) at statement ${i + 1}:\n` +
          `expected: ${expected[i] ?? '(end of file)'}\nfound:    ${actual[i] ?? '(end of file)'}\n` +
          'Migrations are generated (`npm run db:generate`), not edited; new SQL goes in a new migration.',
      );
    }
  }
  previous = snapshot;
}
console.log(`${journal.entries.length} migration(s) match their snapshots.`);
