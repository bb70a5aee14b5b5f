import { defineConfig } from 'drizzle-kit';

/**
 * `npm run db:generate -w @sehat/api` writes a new SQL migration into
 * ./drizzle from the schema; the migrations are committed and applied at
 * start-up (src/db/migrate.ts) for both PGlite and PostgreSQL.
 */
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/*.ts',
  out: './drizzle',
  casing: 'snake_case',
  strict: true,
});
