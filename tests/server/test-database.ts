import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type DatabaseHandle, type DatabaseKind, openDatabase } from '../../server/db/client';
import { migrate } from '../../server/db/migrate';

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

const pgliteTarget: DatabaseTarget = {
  kind: 'pglite',
  async open(options = {}) {
    const handle = await openDatabase({ memory: true });
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
