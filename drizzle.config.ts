import { defineConfig } from 'drizzle-kit';

// `npx drizzle-kit generate` turns changes in server/db/schema.ts (and the fee area's fee-tables.ts) into a new SQL migration; the
// server applies pending migrations at start (server/db/migrate.ts), so no `drizzle-kit migrate`.
export default defineConfig({
  dialect: 'postgresql',
  schema: ['./server/db/schema.ts', './server/db/fee-tables.ts'],
  out: './server/db/migrations',
});
