import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * One Vitest run for every unit and API test. `--project api` reruns only the
 * API suite (CI does so against real PostgreSQL with DATABASE_URL set).
 */
export default defineConfig({
  test: {
    // Vitest's default leaves one core to its main process, which on a two-core CI box runs the test files
    // one at a time; the API tests spend their time in PGlite and password hashing, one core per worker.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        // The repository as a whole: citations and links (scripts/repo-citations.test.mjs).
        test: {
          name: 'repo',
          root: '.',
          include: ['scripts/**/*.test.mjs'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'shared',
          root: 'packages/shared',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'api',
          root: 'apps/api',
          include: ['src/**/*.test.ts'],
          // Fault tests crash their own PostgreSQL: vitest.faults.config.ts runs them; the two-instances
          // test starts compiled servers: vitest.instances.config.ts.
          exclude: ['src/**/*.fault.test.ts', 'src/**/*.instances.test.ts'],
          environment: 'node',
          setupFiles: [new URL('./apps/api/src/test/setup.ts', import.meta.url).pathname],
          // Test files of a worker share one migrated database (src/test/database.ts).
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'web',
          alias: { '@/': new URL('./apps/web/src/', import.meta.url).pathname },
          root: 'apps/web',
          include: ['src/**/*.test.{ts,tsx}', 'vite-plugins/**/*.test.ts', 'vite.config.test.ts'],
          environment: 'jsdom',
        },
      },
    ],
  },
});
