import { defineConfig } from 'drizzle-kit';

// `npx drizzle-kit generate` turns changes in server/db/schema.ts (and the fee, exam and guardian areas' tables beside it) into a new SQL migration; the
// server applies pending migrations at start (server/db/migrate.ts), so no `drizzle-kit migrate`.
export default defineConfig({
  dialect: 'postgresql',
  schema: [
    './server/db/schema.ts',
    './server/db/fee-tables.ts',
    './server/db/exam-tables.ts',
    './server/db/guardian-tables.ts',
  ],
  out: './server/db/migrations',
});
