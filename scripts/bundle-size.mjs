#!/usr/bin/env node
/**
 * Bundle budget (run by `npm run build`): prints the gzip size of the JavaScript each route loads, i.e.
 * the entry chunk and its static imports plus the route's lazy chunk and its static imports (and, for a
 * signed-in screen, the signed-in shell `app-layout.tsx` with its imports), and exits 1 when the landing
 * route (/) loads more than its budget or a signed-in screen more than its own (docs/decisions/031-web-budgets.md;
 * decisions 033–035 say how the app got there). KB = 1024 bytes; gzip level 9 (node:zlib).
 *
 * Reads the build's module graph from apps/web/dist/.vite/manifest.json (vite `build.manifest: true`) and
 * the signed-in screens from apps/web/dist/.vite/signed-in-screens.json: the files of the modules
 * `src/app/routes.tsx` imports lazily (each screen's page and, where it has one, the module of its first
 * GET), written by apps/web/vite-plugins/signed-in-html.ts (docs/decisions/047-readable-web-build.md).
 * Env: SEHAT_BUNDLE_BUDGET=warn reports an overrun without failing (used by `npm start`).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const DIST = path.resolve(import.meta.dirname, '../apps/web/dist');
const LANDING_BUDGET_KB = 120;
const SIGNED_IN_BUDGET_KB = 230;
/** The signed-in shell every screen of routes.tsx renders in, as the manifest names it. */
const SHELL_MODULE = 'src/app/signed-in-app.tsx';
/** The lazy module that renders `/`. */
const LANDING_MODULE = 'src/features/auth/components/landing-page.tsx';

const gzipCache = new Map();
function gzipBytes(file) {
  if (!gzipCache.has(file))
    gzipCache.set(file, gzipSync(readFileSync(path.join(DIST, file)), { level: 9 }).length);
  return gzipCache.get(file);
}

/** The graph of emitted JS files: per file its name (source path, else chunk name), static and dynamic imports. */
function graphFromManifest(manifest) {
  const nodes = new Map();
  let entry = null;
  const files = (keys = []) => keys.map((key) => manifest[key]?.file).filter(Boolean);
  for (const [key, chunk] of Object.entries(manifest)) {
    if (!chunk.file.endsWith('.js')) continue;
    nodes.set(chunk.file, {
      name: chunk.src ?? chunk.name ?? key,
      imports: files(chunk.imports),
      dynamicImports: files(chunk.dynamicImports),
    });
    if (chunk.isEntry && !entry) entry = chunk.file;
  }
  return { entry, nodes };
}

/** A file and everything it statically imports, transitively. */
function staticClosure(nodes, start, into = new Set()) {
  if (into.has(start) || !nodes.has(start)) return into;
  into.add(start);
  for (const dep of nodes.get(start).imports) staticClosure(nodes, dep, into);
  return into;
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const sum = (files) => [...files].reduce((total, file) => total + gzipBytes(file), 0);

const manifestPath = path.join(DIST, '.vite/manifest.json');
const screensPath = path.join(DIST, '.vite/signed-in-screens.json');
for (const file of [manifestPath, screensPath])
  if (!existsSync(file)) {
    console.error(`[bundle-size] ${file} not found: run the web build first.`);
    process.exit(1);
  }
const { entry, nodes } = graphFromManifest(JSON.parse(readFileSync(manifestPath, 'utf8')));
/** Emitted files of the signed-in screens. */
const signedIn = new Set(JSON.parse(readFileSync(screensPath, 'utf8')));
if (!entry) {
  console.error('[bundle-size] No entry chunk found.');
  process.exit(1);
}

const base = staticClosure(nodes, entry);
const shell = [...nodes].find(([, node]) => node.name === SHELL_MODULE)?.[0];
const lazy = [...new Set([...nodes.values()].flatMap((n) => n.dynamicImports))].filter((f) => !base.has(f));
const rows = lazy.map((file) => {
  const route = nodes.get(file)?.name ?? file;
  const isSignedIn = Boolean(shell) && signedIn.has(file);
  const files = staticClosure(
    nodes,
    file,
    isSignedIn ? staticClosure(nodes, shell, new Set(base)) : new Set(base),
  );
  return { route, file, signedIn: isSignedIn, bytes: sum(files) };
});
rows.sort((a, b) => a.route.localeCompare(b.route));

const landingRow = rows.find((r) => r.route === LANDING_MODULE);

console.log('\nJavaScript per route, gzip (from manifest):');
console.log('  (each lazy chunk is counted with the entry; a signed-in screen (*) also with the shell)');
console.log(`  ${kb(sum(base)).padStart(9)}  entry ${nodes.get(entry)?.name ?? entry} + static imports`);
for (const row of rows)
  console.log(`  ${kb(row.bytes).padStart(9)}  + ${row.route}${row.signedIn ? ' (*)' : ''}`);

const heaviest = rows.filter((row) => row.signedIn).sort((a, b) => b.bytes - a.bytes)[0];
const verdicts = [
  landingRow
    ? {
        text: `landing route (/): ${kb(landingRow.bytes)} of ${LANDING_BUDGET_KB} KB budget (${landingRow.route})`,
        over: landingRow.bytes > LANDING_BUDGET_KB * 1024,
      }
    : { text: `landing route (/): ${LANDING_MODULE} not found in the build`, over: true },
  heaviest
    ? {
        text: `heaviest signed-in screen: ${kb(heaviest.bytes)} of ${SIGNED_IN_BUDGET_KB} KB budget (${heaviest.route})`,
        over: heaviest.bytes > SIGNED_IN_BUDGET_KB * 1024,
      }
    : {
        text: `signed-in screens: ${SHELL_MODULE} or its screens not found in the build`,
        over: true,
      },
];
const warnOnly = process.env.SEHAT_BUNDLE_BUDGET === 'warn';
for (const { text, over } of verdicts)
  if (over) console.error(`\n[bundle-size] ${warnOnly ? 'WARNING' : 'FAILED'}: ${text}.`);
  else console.log(`\n[bundle-size] OK: ${text}.`);
if (verdicts.some((verdict) => verdict.over)) process.exit(warnOnly ? 0 : 1);
