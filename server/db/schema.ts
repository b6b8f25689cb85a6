import { sql } from 'drizzle-orm';
import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

// Tables are declared without a PostgreSQL schema (no pgSchema): queries then resolve through the
// connection's search_path, which is how each PostgreSQL test file gets its own schema.
// Avoid pgEnum (drizzle-kit writes enum types schema-qualified): use text with a check instead.
// After changing this file run `npx drizzle-kit generate` and commit the new SQL migration.

/** Small operational key/value settings that must be shared by every instance (not secrets). */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().default(sql`now()`),
});
