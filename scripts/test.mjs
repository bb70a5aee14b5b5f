#!/usr/bin/env node
/**
 * `npm test` and `npm run validate`: everything CI checks, in order, stopping at the first failure:
 * lint, import cycles (type-only imports included), format, typecheck, knip (unused code and packages),
 * migration drift (schema vs committed SQL),
 * unit + API tests (Vitest), build (API + web, with the bundle budget), e2e (Playwright).
 * The static checks (lint … migrations) run in two lanes side by side: ESLint then the cycle check in one,
 * the others in turn in the other; each is single-threaded, and the two cores of a CI box would otherwise take turns idling.
 *
 * Flags (after `--`, e.g. `npm test -- --e2e-only`):
 *   --e2e-only            build, then run only the Playwright tests
 *   --skip-e2e            everything but the Playwright tests (no Chromium needed)
 *   --only=a,b            only these steps      --skip=a,b   all but these steps
 * Step names: lint, cycles, format, typecheck, knip, migrations, unit, build, e2e. Any other argument is passed
 * to Playwright (e.g. `npm test -- --e2e-only --grep sidebar`).
 */
import { ensureDependencies, findChromium, formatDuration, run, say } from './lib/common.mjs';

const STEPS = [
  { name: 'lint', title: 'ESLint', cmd: ['npm', 'run', 'lint'], lane: 1 },
  {
    name: 'cycles',
    title: 'Import cycles (type-only imports included)',
    cmd: ['npm', 'run', 'cycles'],
    lane: 1,
  },
  { name: 'format', title: 'Prettier check', cmd: ['npm', 'run', 'format:check'], lane: 2 },
  { name: 'typecheck', title: 'TypeScript', cmd: ['npm', 'run', 'typecheck'], lane: 2 },
  {
    name: 'knip',
    title: 'knip: unused files, exports and dependencies',
    cmd: ['npm', 'run', 'knip'],
    lane: 2,
  },
  {
    name: 'migrations',
    title: 'Migration drift: Drizzle schema vs committed SQL',
    cmd: ['npm', 'run', 'db:check'],
    lane: 2,
  },
  { name: 'unit', title: 'Vitest (repo, shared, api, web)', cmd: ['npx', 'vitest', 'run'] },
  { name: 'build', title: 'Build (API + web) + bundle budget', cmd: ['npm', 'run', 'build'] },
  {
    name: 'e2e',
    title: 'Playwright e2e (Chromium)',
    cmd: ['npx', 'playwright', 'test', '-c', 'e2e/playwright.config.ts'],
  },
];
const NAMES = STEPS.map((s) => s.name);

/** Splits argv into the selected step names and the arguments left for Playwright. */
function parseArgs(argv) {
  let selected = [...NAMES];
  const passThrough = [];
  const list = (value) => {
    const names = value
      .split(',')
      .map((n) => n.trim())
      .filter(Boolean);
    const unknown = names.filter((n) => !NAMES.includes(n));
    if (unknown.length) {
      console.error(`[sehat] Unknown step(s): ${unknown.join(', ')}. Steps: ${NAMES.join(', ')}.`);
      process.exit(2);
    }
    return names;
  };
  for (const arg of argv) {
    if (arg === '--e2e-only') selected = ['build', 'e2e'];
    else if (arg === '--skip-e2e') selected = selected.filter((n) => n !== 'e2e');
    else if (arg.startsWith('--only=')) selected = list(arg.slice('--only='.length));
    else if (arg.startsWith('--skip=')) {
      const skipped = list(arg.slice('--skip='.length));
      selected = selected.filter((n) => !skipped.includes(n));
    } else passThrough.push(arg);
  }
  return { selected, passThrough };
}

const { selected, passThrough } = parseArgs(process.argv.slice(2));
const steps = STEPS.filter((s) => selected.includes(s.name));
const started = Date.now();
const summary = (ok, text) => {
  console.log(
    `\n\u001b[1m${ok ? '\u001b[32m✔' : '\u001b[31m✘'} sehat validate: ${text} in ${formatDuration(Date.now() - started)}\u001b[0m`,
  );
};

if ((await ensureDependencies()) !== 0) {
  summary(false, 'npm install failed');
  process.exit(1);
}

const env = {};
if (selected.includes('e2e')) {
  const chromium = findChromium();
  if (!chromium) {
    summary(false, 'no Chromium for the e2e tests (see above; `npm test -- --skip-e2e` runs the rest)');
    process.exit(1);
  }
  env.CHROME_PATH = chromium;
}

const timings = [];
const failures = [];

/** Runs one step; a step in a lane prints its output whole when it ends. */
async function runStep(step, index) {
  const header = `[${index + 1}/${steps.length}] ${step.title}: ${step.cmd.join(' ')}`;
  if (!step.lane) say(header);
  const stepStarted = Date.now();
  const [command, ...args] = step.cmd;
  const code = await run(command, step.name === 'e2e' ? [...args, ...passThrough] : args, {
    env,
    capture: step.lane
      ? (output) => {
          say(`${header} (${formatDuration(Date.now() - stepStarted)})`);
          process.stdout.write(output);
        }
      : undefined,
  });
  timings.push(`${step.name} ${formatDuration(Date.now() - stepStarted)}`);
  if (code !== 0) failures.push({ step, index, code });
  return code;
}

const laned = steps.filter((step) => step.lane);
if (laned.length) {
  const lanes = [...new Set(laned.map((step) => step.lane))];
  // Each lane stops at its own first failure; the other lane finishes what it is running.
  await Promise.all(
    lanes.map(async (lane) => {
      for (const step of laned.filter((s) => s.lane === lane)) {
        if ((await runStep(step, steps.indexOf(step))) !== 0) return;
      }
    }),
  );
}
for (const step of steps.filter((s) => !s.lane)) {
  if (failures.length) break;
  await runStep(step, steps.indexOf(step));
}
if (failures.length) {
  const { step, index, code } = failures.sort((a, b) => a.index - b.index)[0];
  summary(
    false,
    `FAILED at ${step.name} (step ${index + 1} of ${steps.length}, exit ${code}); ${timings.join(', ')}`,
  );
  process.exit(code);
}
summary(true, `${steps.length} step(s) passed (${timings.join(', ')})`);
