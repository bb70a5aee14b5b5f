#!/usr/bin/env node
/**
 * `npm run build -w @sehat/api`: compiles the server (src/server.ts) into one ES module,
 * dist/server.js (+ source map), that plain `node` runs: `node --enable-source-maps apps/api/dist/server.js`.
 *
 * Our own code and @sehat/shared (a workspace published as TypeScript source) are bundled; every other
 * package stays an import resolved from node_modules at run time (native addons, PGlite's wasm and
 * Swagger UI's assets load from their packages). Type checking is `npm run typecheck`'s job, not this one.
 */
import path from 'node:path';
import { build } from 'esbuild';

const API_ROOT = import.meta.dirname;

/** Bare imports other than our workspaces stay external. */
const externalPackages = {
  name: 'external-packages',
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@sehat/') ? undefined : { path: args.path, external: true },
    );
  },
};

await build({
  entryPoints: [path.join(API_ROOT, 'src/server.ts')],
  outfile: path.join(API_ROOT, 'dist/server.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  sourcemap: 'linked',
  plugins: [externalPackages],
  logLevel: 'warning',
});
console.log(`[sehat] API built: ${path.relative(process.cwd(), path.join(API_ROOT, 'dist/server.js'))}`);
