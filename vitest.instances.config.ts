import { defineConfig } from 'vitest/config';

/**
 * Two compiled API processes on one PostgreSQL (DATABASE_URL; the test makes a fresh database) and one
 * s3rver (docs/architecture.md#runtime-parts). Not part of `npx vitest run`; `npm run test:instances` (which builds the
 * API when apps/api/dist is missing) and `.ci/run` run it.
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'api-instances',
          root: 'apps/api',
          include: ['src/**/*.instances.test.ts'],
          environment: 'node',
          setupFiles: [new URL('./apps/api/src/test/setup.ts', import.meta.url).pathname],
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
