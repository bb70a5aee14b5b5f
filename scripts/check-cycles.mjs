#!/usr/bin/env node
/**
 * `npm run cycles` (the `cycles` step of `npm test`): fails when any import cycle exists in packages/shared,
 * apps/api or apps/web, type-only imports included (`-T false`: dpdm reads the TypeScript as written, so an
 * `import type` is an edge like any other). Each workspace is read with its own tsconfig (apps/web's `@/`
 * alias). Prints every cycle found; exit 1 when there is one.
 */
import { run, say } from './lib/common.mjs';

const WORKSPACES = [
  { tsconfig: 'packages/shared/tsconfig.json', files: ['packages/shared/src/**/*.ts'] },
  { tsconfig: 'apps/api/tsconfig.json', files: ['apps/api/src/**/*.ts', 'apps/api/bench/**/*.ts'] },
  {
    tsconfig: 'apps/web/tsconfig.json',
    files: ['apps/web/src/**/*.{ts,tsx}', 'apps/web/vite-plugins/**/*.ts'],
  },
];

let failed = false;
for (const { tsconfig, files } of WORKSPACES) {
  say(`Import cycles: ${files.join(' ')}`);
  const code = await run('npx', [
    'dpdm',
    '--no-warning',
    '--no-tree',
    '--no-progress',
    '--transform=false',
    '--exit-code',
    'circular:1',
    '--tsconfig',
    tsconfig,
    ...files,
  ]);
  if (code !== 0) failed = true;
}
process.exit(failed ? 1 : 0);
