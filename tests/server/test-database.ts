import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { readFile, rename, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { type DatabaseHandle, type DatabaseKind, openDatabase } from '@server/db/client';
import { migrate } from '@server/db/migrate';
import pg from 'pg';

// Every server test file runs its cases on each database we can reach, with its own isolated data:
//   describe.each(databases())('... on $kind', (target) => { ...target.open()... })
// PGlite in memory always; PostgreSQL too when TEST_DATABASE_URL is set, each open() in a fresh
// schema (search_path) that dispose() drops. Open once per file: a PGlite start costs seconds.

export interface TestDatabase {
  readonly handle: DatabaseHandle;
  /**
   * PostgreSQL only: another handle (its own pool) on the same schema, as a second server
   * instance would have. The caller closes it; dispose() closes it too if the caller did not.
   */
  openAnother?(): Promise<DatabaseHandle>;
  /** Closes every handle and drops the schema. */
  dispose(): Promise<void>;
}

export interface ScratchDatabase {
  readonly url: string;
  drop(): Promise<void>;
}

export interface DatabaseTarget {
  readonly kind: DatabaseKind;
  /** An isolated database, migrated unless `migrate: false`. */
  open(options?: { migrate?: boolean }): Promise<TestDatabase>;
  /** PostgreSQL only: a whole new database (for a server process that uses its public schema). */
  createScratchDatabase?(): Promise<ScratchDatabase>;
}

export function testDatabaseUrl(): string | undefined {
  const url = process.env.TEST_DATABASE_URL?.trim();
  return url ? url : undefined;
}

export function databases(): DatabaseTarget[] {
  const targets: DatabaseTarget[] = [pgliteTarget];
  const url = testDatabaseUrl();
  if (url) targets.push(postgresTarget(url));
  return targets;
}

// PGlite spends most of its start in initdb (seconds, more on a busy machine). The first test
// file to need it dumps a fresh, empty cluster to the temp directory; every database after that,
// in any file and later runs, starts in memory from that snapshot. Keyed by PGlite's version.
const PGLITE_ENTRY = createRequire(import.meta.url).resolve('@electric-sql/pglite');
const PGLITE_VERSION = (
  JSON.parse(readFileSync(join(dirname(PGLITE_ENTRY), '..', 'package.json'), 'utf8')) as { version: string }
).version;
const SNAPSHOT = join(tmpdir(), `shala-test-pglite-${PGLITE_VERSION}.tar`);
let snapshot: Promise<Blob> | undefined;

/** A dump of a fresh, empty PGlite cluster: `PGlite.create({ loadDataDir })` starts from it in memory. */
export function emptyCluster(): Promise<Blob> {
  snapshot ??= (async () => {
    try {
      return new Blob([new Uint8Array(await readFile(SNAPSHOT))]);
    } catch {
      const fresh = await PGlite.create();
      const dump = await fresh.dumpDataDir('none');
      await fresh.close();
      const bytes = new Uint8Array(await dump.arrayBuffer());
      // Write then rename: a file running at the same time never reads half a snapshot.
      const partial = `${SNAPSHOT}.${process.pid}.${randomBytes(4).toString('hex')}`;
      await writeFile(partial, bytes);
      await rename(partial, SNAPSHOT);
      return new Blob([bytes]);
    }
  })();
  return snapshot;
}

/**
 * Puts an empty PGlite cluster where the server keeps its embedded database (`<dataDir>/db`), so a
 * server process started on it skips initdb; it still applies the migrations itself.
 */
export async function seedPgliteDataDir(dataDir: string): Promise<void> {
  const seeded = await PGlite.create(join(dataDir, 'db'), { loadDataDir: await emptyCluster() });
  await seeded.close();
}

const pgliteTarget: DatabaseTarget = {
  kind: 'pglite',
  async open(options = {}) {
    const handle = await openDatabase({ memory: true, loadDataDir: await emptyCluster() });
    if (options.migrate !== false) await migrate(handle);
    return { handle, dispose: () => handle.close() };
  },
};

function uniqueName(prefix: string): string {
  return `${prefix}_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
}

async function withAdmin<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

function postgresTarget(url: string): DatabaseTarget {
  return {
    kind: 'postgres',
    async open(options = {}) {
      const schema = uniqueName('test');
      const handles: DatabaseHandle[] = [];
      const openHandle = async () => {
        const handle = await openDatabase({ databaseUrl: url, schema, poolSize: 4 });
        handles.push(handle);
        return handle;
      };
      const handle = await openHandle();
      // migrate() creates the schema; without migrations the test still gets an empty schema.
      if (options.migrate !== false) await migrate(handle);
      else await withAdmin(url, (client) => client.query(`create schema ${schema}`));
      return {
        handle,
        openAnother: openHandle,
        async dispose() {
          await Promise.all(handles.map((item) => item.close()));
          await withAdmin(url, (client) => client.query(`drop schema if exists ${schema} cascade`));
        },
      };
    },
    async createScratchDatabase() {
      const name = uniqueName('shala_test');
      await withAdmin(url, (client) => client.query(`create database ${name}`));
      const scratch = new URL(url);
      scratch.pathname = `/${name}`;
      return {
        url: scratch.toString(),
        drop: async () => {
          await withAdmin(url, (client) => client.query(`drop database if exists ${name} with (force)`));
        },
      };
    },
  };
}
