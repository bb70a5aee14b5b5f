#!/usr/bin/env node
/**
 * Bundle budget (run by `npm run build`): prints the gzip size of the JavaScript each route loads, i.e.
 * the entry chunk and its static imports plus the route's lazy chunk and its static imports (and, for a
 * signed-in screen listed in apps/web/src/app/routes.tsx, the signed-in shell `app-layout.tsx` with its
 * imports), and exits 1 when the landing route (/) loads more than 110 KB gzip or a signed-in screen more
 * than 200 KB (docs/decisions/031-web-budgets.md; decisions 033–035 say how the app got there). KB = 1024 bytes; gzip
 * level 9 (node:zlib).
 *
 * Reads apps/web/dist/.vite/manifest.json (vite `build.manifest: true`); without it, falls back to
 * index.html plus the import graph parsed from the emitted chunks.
 * Env: SEHAT_BUNDLE_BUDGET=warn reports an overrun without failing (used by `npm start`).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const DIST = path.resolve(import.meta.dirname, '../apps/web/dist');
const LANDING_BUDGET_KB = 110;
const SIGNED_IN_BUDGET_KB = 200;
/** The signed-in shell every screen of routes.tsx renders in, as the manifest names it. */
const SHELL_MODULE = 'src/app/layouts/app-layout.tsx';
/** Source paths of the signed-in screens: the `import('@/…')` calls of routes.tsx. */
const SIGNED_IN_MODULES = new Set(
  [
    ...readFileSync(path.resolve(import.meta.dirname, '../apps/web/src/app/routes.tsx'), 'utf8').matchAll(
      /import\(\s*'@\/([^']+)'\s*\)/g,
    ),
  ].map((match) => `src/${match[1]}.tsx`),
);
/** The lazy module (source path, or hashed file name without a manifest) that renders `/`. */
const LANDING_PATTERN = /(^|\/)(landing|home|index)([-.](page|route))?(-[\w-]{8})?\.[jt]sx?$/i;

const gzipCache = new Map();
function gzipBytes(file) {
  if (!gzipCache.has(file))
    gzipCache.set(file, gzipSync(readFileSync(path.join(DIST, file)), { level: 9 }).length);
  return gzipCache.get(file);
}

/** A graph of emitted JS files: entry, static imports and dynamic imports per file, with route names. */
function graphFromManifest(manifest) {
  const nodes = new Map();
  let entry = null;
  for (const [key, chunk] of Object.entries(manifest)) {
    if (!chunk.file.endsWith('.js')) continue;
    nodes.set(chunk.file, {
      name: chunk.src ?? chunk.name ?? key,
      imports: (chunk.imports ?? []).map((k) => manifest[k]?.file).filter(Boolean),
      dynamicImports: (chunk.dynamicImports ?? []).map((k) => manifest[k]?.file).filter(Boolean),
    });
    if (chunk.isEntry && !entry) entry = chunk.file;
  }
  return { entry, nodes };
}

/** The same graph, from index.html and the `import … from"./x.js"` / `import("./x.js")` in each chunk. */
function graphFromChunks() {
  const html = readFileSync(path.join(DIST, 'index.html'), 'utf8');
  const src = html.match(/<script[^>]*type="module"[^>]*src="\/?([^"]+\.js)"/)?.[1];
  if (!src) throw new Error('no module script in dist/index.html');
  const nodes = new Map();
  const visit = (file) => {
    if (nodes.has(file)) return;
    const code = readFileSync(path.join(DIST, file), 'utf8');
    const dir = path.posix.dirname(file);
    const resolve = (spec) => path.posix.normalize(path.posix.join(dir, spec));
    const imports = [
      ...code.matchAll(/(?:import|export)\s*(?:[\w$*{}\s,]+from\s*)?["'`](\.{1,2}\/[^"'`]+\.js)["'`]/g),
    ].map((m) => resolve(m[1]));
    const dynamicImports = [...code.matchAll(/import\(\s*["'`](\.{1,2}\/[^"'`]+\.js)["'`]\s*\)/g)].map((m) =>
      resolve(m[1]),
    );
    nodes.set(file, { name: file, imports, dynamicImports });
    [...imports, ...dynamicImports].forEach(visit);
  };
  visit(src);
  return { entry: src, nodes };
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

if (!existsSync(path.join(DIST, 'index.html'))) {
  console.error(`[bundle-size] ${DIST}/index.html not found: run the web build first.`);
  process.exit(1);
}
const manifestPath = path.join(DIST, '.vite/manifest.json');
const { entry, nodes } = existsSync(manifestPath)
  ? graphFromManifest(JSON.parse(readFileSync(manifestPath, 'utf8')))
  : graphFromChunks();
if (!entry) {
  console.error('[bundle-size] No entry chunk found.');
  process.exit(1);
}
const source = existsSync(manifestPath) ? 'manifest' : 'index.html + chunk graph (enable build.manifest)';

const base = staticClosure(nodes, entry);
const shell = [...nodes].find(([, node]) => node.name === SHELL_MODULE)?.[0];
const lazy = [...new Set([...nodes.values()].flatMap((n) => n.dynamicImports))].filter((f) => !base.has(f));
const rows = lazy.map((file) => {
  const route = nodes.get(file)?.name ?? file;
  const signedIn = Boolean(shell) && SIGNED_IN_MODULES.has(route);
  const files = staticClosure(
    nodes,
    file,
    signedIn ? staticClosure(nodes, shell, new Set(base)) : new Set(base),
  );
  return { route, file, signedIn, bytes: sum(files) };
});
rows.sort((a, b) => a.route.localeCompare(b.route));

const landingRow = rows.find((r) => LANDING_PATTERN.test(r.route));
const landing = landingRow ? landingRow.bytes : sum(base);

console.log(`\nJavaScript per route, gzip (from ${source}):`);
console.log('  (each lazy chunk is counted with the entry; a signed-in screen (*) also with the shell)');
console.log(`  ${kb(sum(base)).padStart(9)}  entry ${nodes.get(entry)?.name ?? entry} + static imports`);
for (const row of rows)
  console.log(`  ${kb(row.bytes).padStart(9)}  + ${row.route}${row.signedIn ? ' (*)' : ''}`);

const heaviest = rows.filter((row) => row.signedIn).sort((a, b) => b.bytes - a.bytes)[0];
const verdicts = [
  {
    text: `landing route (/): ${kb(landing)} of ${LANDING_BUDGET_KB} KB budget${landingRow ? ` (${landingRow.route})` : ' (entry only)'}`,
    over: landing > LANDING_BUDGET_KB * 1024,
  },
  heaviest
    ? {
        text: `heaviest signed-in screen: ${kb(heaviest.bytes)} of ${SIGNED_IN_BUDGET_KB} KB budget (${heaviest.route})`,
        over: heaviest.bytes > SIGNED_IN_BUDGET_KB * 1024,
      }
    : { text: `signed-in screens: ${SHELL_MODULE} or its screens not found in the build`, over: true },
];
const warnOnly = process.env.SEHAT_BUNDLE_BUDGET === 'warn';
for (const { text, over } of verdicts)
  if (over) console.error(`\n[bundle-size] ${warnOnly ? 'WARNING' : 'FAILED'}: ${text}.`);
  else console.log(`\n[bundle-size] OK: ${text}.`);
if (verdicts.some((verdict) => verdict.over)) process.exit(warnOnly ? 0 : 1);
