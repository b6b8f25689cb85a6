import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type DatabaseHandle, rowsOf } from '@server/db/client';
import { MIGRATIONS_FOLDER, migrate } from '@server/db/migrate';
import { settings } from '@server/db/schema';
import { eq, sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases, type TestDatabase } from './test-database';

const MIGRATION_COUNT = readMigrationFiles({ migrationsFolder: MIGRATIONS_FOLDER }).length;

/** A migrations folder in drizzle-kit's layout, for migrations this test controls. */
async function writeMigrations(statements: string[]): Promise<string> {
  const folder = await mkdtemp(join(tmpdir(), 'shala-migrations-'));
  await mkdir(join(folder, 'meta'));
  const journal = {
    version: '7',
    dialect: 'postgresql',
    entries: [{ idx: 0, version: '7', when: 1_700_000_000_000, tag: '0000_test', breakpoints: true }],
  };
  await writeFile(join(folder, 'meta', '_journal.json'), JSON.stringify(journal));
  await writeFile(join(folder, '0000_test.sql'), statements.join('\n--> statement-breakpoint\n'));
  return folder;
}

async function count(handle: DatabaseHandle, query: ReturnType<typeof sql>): Promise<number> {
  return rowsOf<{ n: number }>(await handle.db.execute(query))[0]?.n ?? -1;
}

describe.each(databases())('migrations on $kind', (target) => {
  const opened: TestDatabase[] = [];
  const folders: string[] = [];

  afterAll(async () => {
    await Promise.all(opened.map((item) => item.dispose()));
    await Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true })));
  });

  describe('of the real schema', () => {
    let testDb: TestDatabase;
    beforeAll(async () => {
      testDb = await target.open({ migrate: false });
      opened.push(testDb);
    });

    it('apply once even when several instances start together, then are a no-op', async () => {
      // Separate pools on PostgreSQL, as separate server processes would have; PGlite has one connection.
      const others = testDb.openAnother ? [await testDb.openAnother(), await testDb.openAnother()] : [];
      const handles = [testDb.handle, ...others];
      const runs = await Promise.all([
        ...handles.map((handle) => migrate(handle)),
        ...(others.length === 0 ? [migrate(testDb.handle), migrate(testDb.handle)] : []),
      ]);
      expect(runs).toHaveLength(3);
      expect(runs.reduce((sum, run) => sum + run.applied, 0)).toBe(MIGRATION_COUNT);
      await Promise.all(others.map((handle) => handle.close()));

      expect(await migrate(testDb.handle)).toEqual({ applied: 0, total: MIGRATION_COUNT });
      const bookkeeping = testDb.handle.schema === 'public' ? 'drizzle' : testDb.handle.schema;
      const recorded = await count(
        testDb.handle,
        sql`select count(*)::int as n from ${sql.identifier(bookkeeping)}.${sql.identifier('__drizzle_migrations')}`,
      );
      expect(recorded).toBe(MIGRATION_COUNT);
    });

    it('leave a schema the queries can use', async () => {
      const { db } = testDb.handle;
      await db.insert(settings).values({ key: 'greeting', value: { text: 'नमस्ते', n: 1 } });
      const [row] = await db.select().from(settings).where(eq(settings.key, 'greeting'));
      expect(row?.value).toEqual({ text: 'नमस्ते', n: 1 });
      expect(row?.updatedAt).toBeInstanceOf(Date);
    });
  });

  describe('with schema-qualified references', () => {
    let testDb: TestDatabase;
    beforeAll(async () => {
      testDb = await target.open({ migrate: false });
      opened.push(testDb);
    });

    it('roll back a failing migration, release the lock and apply the fixed one', async () => {
      const broken = await writeMigrations([
        'CREATE TABLE "owners" ("id" integer PRIMARY KEY NOT NULL)',
        'CREATE TABLE "owners" ("id" integer PRIMARY KEY NOT NULL)',
      ]);
      const fixed = await writeMigrations([
        `CREATE TYPE "public"."mood" AS ENUM('calm', 'busy')`,
        'CREATE TABLE "owners" ("id" integer PRIMARY KEY NOT NULL, "mood" "mood")',
        'CREATE TABLE "pets" ("id" integer PRIMARY KEY NOT NULL, "owner_id" integer)',
        'ALTER TABLE "pets" ADD CONSTRAINT "pets_owner_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."owners"("id")',
      ]);
      folders.push(broken, fixed);

      await expect(migrate(testDb.handle, { migrationsFolder: broken })).rejects.toThrow();
      expect(await migrate(testDb.handle, { migrationsFolder: fixed })).toEqual({ applied: 1, total: 1 });

      const { db } = testDb.handle;
      await db.execute(sql`insert into owners (id, mood) values (1, 'calm')`);
      await db.execute(sql`insert into pets (id, owner_id) values (1, 1)`);
      await expect(db.execute(sql`insert into pets (id, owner_id) values (2, 99)`)).rejects.toThrow();
    });

    it('create what drizzle-kit qualifies with "public" in the database\'s own schema', async () => {
      const schema = testDb.handle.schema;
      const placed = await count(
        testDb.handle,
        sql`select count(*)::int as n from pg_type t join pg_namespace s on s.oid = t.typnamespace
            where t.typname = 'mood' and s.nspname = ${schema}`,
      );
      expect(placed).toBe(1);
      if (schema !== 'public') {
        const leaked = await count(
          testDb.handle,
          sql`select count(*)::int as n from information_schema.tables
              where table_schema = 'public' and table_name in ('owners', 'pets')`,
        );
        expect(leaked).toBe(0);
      }
    });
  });
});
