import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { type MigrationMeta, readMigrationFiles } from 'drizzle-orm/migrator';
import { type DatabaseHandle, rowsOf } from './client';

// Applies drizzle-kit's SQL migrations (server/db/migrations) at start. Several instances may start
// at once against one PostgreSQL, so the whole check-and-apply runs on one dedicated connection
// holding a session advisory lock: the second instance waits, then finds nothing left to do.
// The bookkeeping table is drizzle's own (`__drizzle_migrations`: hash, created_at), so drizzle-kit
// tools keep understanding the database. We run the loop ourselves rather than drizzle's migrate()
// because that reads the last applied migration outside its transaction and cannot be told to
// place drizzle-kit's `"public".` qualified references (foreign keys, enums) in a test's schema.

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));

export interface MigrateOptions {
  migrationsFolder?: string;
}

export interface MigrateResult {
  /** How many migrations this call applied (0 when the database was already up to date). */
  applied: number;
  /** How many migrations exist. */
  total: number;
}

// Advisory lock keys are (int4, int4): a fixed class for "Shala migrations" and one per schema, so
// test files migrating their own schemas do not queue behind each other.
const LOCK_CLASS = 0x5348_4c41; // "SHLA"

function lockKey(schemaName: string): number {
  // FNV-1a, folded to a signed 32-bit integer as pg_advisory_lock(int4, int4) expects.
  let hash = 0x811c9dc5;
  for (const char of schemaName) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193);
  }
  return hash | 0;
}

// PGlite is one connection, on which an advisory lock is re-entrant: serialize calls in-process too.
const running = new WeakMap<DatabaseHandle, Promise<unknown>>();

export function migrate(database: DatabaseHandle, options: MigrateOptions = {}): Promise<MigrateResult> {
  const previous = running.get(database) ?? Promise.resolve();
  const next = previous.catch(() => undefined).then(() => migrateLocked(database, options));
  running.set(database, next);
  return next;
}

async function migrateLocked(database: DatabaseHandle, options: MigrateOptions): Promise<MigrateResult> {
  const migrations = readMigrationFiles({ migrationsFolder: options.migrationsFolder ?? MIGRATIONS_FOLDER });
  const target = database.schema;
  // In production drizzle keeps its table in its own `drizzle` schema; a test schema keeps
  // everything inside itself so that dropping it leaves nothing behind.
  const bookkeeping = target === 'public' ? 'drizzle' : target;
  const key = lockKey(target);

  return database.withConnection(async (db) => {
    await db.execute(sql`select pg_advisory_lock(${LOCK_CLASS}::int, ${key}::int)`);
    try {
      if (target !== 'public') await db.execute(sql`create schema if not exists ${sql.identifier(target)}`);
      const table = sql`${sql.identifier(bookkeeping)}.${sql.identifier('__drizzle_migrations')}`;
      await db.execute(sql`create schema if not exists ${sql.identifier(bookkeeping)}`);
      await db.execute(
        sql`create table if not exists ${table} (id serial primary key, hash text not null, created_at bigint)`,
      );
      const last = rowsOf<{ created_at: string | number }>(
        await db.execute(sql`select created_at from ${table} order by created_at desc limit 1`),
      )[0];
      const pending = migrations.filter(
        (m) => last === undefined || Number(last.created_at) < m.folderMillis,
      );
      if (pending.length > 0) {
        await db.transaction(async (tx) => {
          for (const migration of pending) {
            for (const statement of statementsFor(migration, target)) await tx.execute(sql.raw(statement));
            await tx.execute(
              sql`insert into ${table} (hash, created_at) values (${migration.hash}, ${migration.folderMillis})`,
            );
          }
        });
      }
      return { applied: pending.length, total: migrations.length };
    } finally {
      await db.execute(sql`select pg_advisory_unlock(${LOCK_CLASS}::int, ${key}::int)`);
    }
  });
}

function statementsFor(migration: MigrationMeta, target: string): string[] {
  const statements = migration.sql.filter((statement) => statement.trim() !== '');
  if (target === 'public') return statements;
  return statements.map((statement) => statement.replaceAll('"public".', `"${target}".`));
}
