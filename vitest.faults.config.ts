import { defineConfig } from 'vitest/config';

/**
 * Fault-injection tests that need a real PostgreSQL server binary (PG_BIN,
 * default /usr/lib/postgresql/15/bin): each starts, crashes and restarts its
 * own throwaway server. Not part of `npx vitest run`; `.ci/run` and
 * `npm run test:faults` run them.
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'api-faults',
          root: 'apps/api',
          include: ['src/**/*.fault.test.ts'],
          environment: 'node',
          setupFiles: [new URL('./apps/api/src/test/setup.ts', import.meta.url).pathname],
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
