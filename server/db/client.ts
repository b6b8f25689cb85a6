import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePostgres, NodePgSession, NodePgTransaction } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { withPreparedStatements } from './pglite-statements';
import * as schema from './schema';

// One query codebase for both drivers: services are written against `Database` (drizzle's common
// PostgreSQL surface), never against the PGlite or pg specific types. Raw results differ between
// the drivers (pg returns bigint/numeric as strings), so cast counts in SQL: `count(*)::int`.

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
export type DatabaseKind = 'pglite' | 'postgres';

export interface DatabaseHandle {
  readonly db: Database;
  readonly kind: DatabaseKind;
  /** The PostgreSQL schema the tables live in (`public` unless a test asked for its own). */
  readonly schema: string;
  /**
   * The embedded PGlite itself (undefined on PostgreSQL), for the one thing drizzle cannot do: copy
   * its files while it runs (services/backup/pglite-copy.ts).
   */
  readonly embedded: PGlite | undefined;
  /** Resolves when the database answers a trivial query within a few seconds; rejects otherwise. */
  ping(): Promise<void>;
  /**
   * Runs `work` on one dedicated connection (PGlite has only one). Session state such as an
   * advisory lock or `SET` stays on that connection for the whole call.
   */
  withConnection<T>(work: (db: Database) => Promise<T>): Promise<T>;
  /**
   * A transaction (as `db.transaction`) that runs `opening` first: plain SQL without parameters,
   * values written into it only after they were checked. On PostgreSQL it goes with the BEGIN in
   * one round trip, one fewer per transaction (every portal request opens one: db/tenant-scope.ts).
   */
  transactionOpenedWith<T>(opening: string, work: (tx: Database) => Promise<T>): Promise<T>;
  /** Idempotent. Afterwards every query and ping fails. */
  close(): Promise<void>;
  readonly closed: boolean;
}

export interface OpenDatabaseOptions {
  /** PostgreSQL through a `pg` pool. Takes precedence over the embedded database. */
  databaseUrl?: string | undefined;
  /** Embedded PGlite persisted under `<dataDir>/db`. */
  dataDir?: string | undefined;
  /** Embedded PGlite in memory, gone on close (tests). */
  memory?: boolean;
  /**
   * PGlite: start from a `dumpDataDir()` snapshot instead of running initdb, which is most of
   * PGlite's start-up time (tests keep one snapshot and open many databases from it), or, with
   * `dataDir`, write it there first (a restored backup; the directory must hold no database).
   */
  loadDataDir?: Blob;
  /** Tables live in this schema (it must exist, migrate() creates it); default `public`. */
  schema?: string;
  /** PostgreSQL pool size; default 10. */
  poolSize?: number;
  /** Called when an idle pooled connection fails (the pool replaces it; without a listener it would crash the process). */
  onIdleError?: (error: Error) => void;
}

/** Rows of a raw `db.execute(sql...)` result: both drivers return `{ rows }`, typed differently. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/**
 * The parts of a node-postgres drizzle database its own transaction() builds on: its dialect, its
 * relational schema and its pool session's options. Not in drizzle's public types.
 */
interface DrizzleInternals {
  dialect: ConstructorParameters<typeof NodePgTransaction>[0];
  _: { schema: unknown; fullSchema: unknown; tableNamesMap: unknown; session: { options: object } };
}

const PING_TIMEOUT_MS = 3000;
const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  const schemaName = options.schema ?? 'public';
  // The name goes into search_path and DDL: allow only plain lower-case identifiers.
  if (!SCHEMA_NAME.test(schemaName)) throw new Error(`Invalid database schema name: ${schemaName}`);
  if (options.databaseUrl) return openPostgres(options.databaseUrl, schemaName, options);
  if (options.memory) return openPglite(undefined, schemaName, options.loadDataDir);
  if (options.dataDir) return openPglite(join(options.dataDir, 'db'), schemaName, options.loadDataDir);
  throw new Error('openDatabase needs a databaseUrl, a dataDir or memory: true');
}

async function openPostgres(
  databaseUrl: string,
  schemaName: string,
  options: OpenDatabaseOptions,
): Promise<DatabaseHandle> {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: options.poolSize ?? 10,
    connectionTimeoutMillis: 5000,
    idleTimeoutMillis: 30_000,
    application_name: 'shala',
    // Every pooled connection resolves unqualified table names in the chosen schema.
    options: `-c search_path=${schemaName}`,
  });
  pool.on('error', (error) => options.onIdleError?.(error));
  const db: Database = drizzlePostgres(pool, { schema });
  // What drizzle's own transaction() builds on a pooled client (its session and transaction
  // objects, over the database's dialect and relational schema), for our BEGIN.
  const internals = db as unknown as DrizzleInternals;
  const relations = {
    schema: internals._.schema,
    fullSchema: internals._.fullSchema,
    tableNamesMap: internals._.tableNamesMap,
  } as ConstructorParameters<typeof NodePgTransaction>[2];
  const transactionOn = (client: pg.PoolClient) =>
    new NodePgTransaction(
      internals.dialect,
      new NodePgSession(client, internals.dialect, relations, internals._.session.options),
      relations,
    ) as unknown as Database;
  /**
   * Runs `work` on a connection of its own. While checked out, a client has no listener of the
   * pool's: a connection that dies between two queries (a restarted server, a terminated backend)
   * would otherwise crash the process. The work's next query fails instead, and the client is
   * discarded, as it is when the work calls `discard()`.
   */
  const checkedOut = async <T>(work: (client: pg.PoolClient, discard: () => void) => Promise<T>) => {
    const client = await pool.connect();
    let broken = false;
    const discard = () => {
      broken = true;
    };
    const onError = (error: Error) => {
      discard();
      options.onIdleError?.(error);
    };
    client.on('error', onError);
    try {
      return await work(client, discard);
    } finally {
      client.off('error', onError);
      client.release(broken);
    }
  };
  return createHandle({
    db,
    kind: 'postgres',
    schema: schemaName,
    embedded: undefined,
    withConnection: (work) =>
      checkedOut(async (client, discard) => {
        try {
          return await work(drizzlePostgres(client, { schema }));
        } catch (error) {
          // A connection that failed mid-work may still hold session state (a lock): discard it.
          discard();
          throw error;
        }
      }),
    transactionOpenedWith: (opening, work) =>
      checkedOut(async (client, discard) => {
        try {
          // A simple query (no parameters) may hold several statements: one round trip. A failure
          // anywhere, the opening's included, is rolled back before the connection goes back.
          await client.query(`begin; ${opening}`);
          const result = await work(transactionOn(client));
          await client.query('commit');
          return result;
        } catch (error) {
          await client.query('rollback').catch(discard);
          throw error;
        }
      }),
    end: () => pool.end(),
  });
}

async function openPglite(
  directory: string | undefined,
  schemaName: string,
  loadDataDir: Blob | undefined,
): Promise<DatabaseHandle> {
  if (directory) await mkdir(directory, { recursive: true });
  const client = await PGlite.create({
    ...(directory ? { dataDir: directory } : {}),
    ...(loadDataDir ? { loadDataDir } : {}),
  });
  // PGlite is a single connection, so a session-level search_path covers every query.
  if (schemaName !== 'public') await client.exec(`SET search_path TO ${schemaName}`);
  // Statements stay prepared in PGlite's one session (pglite-statements.ts): parsing and planning
  // every query again was most of the cost of a request.
  const db: Database = drizzlePglite(withPreparedStatements(client), { schema });
  return createHandle({
    db,
    kind: 'pglite',
    schema: schemaName,
    embedded: client,
    withConnection: (work) => work(db),
    // PGlite runs one transaction at a time (its own lock): drizzle's transaction, then `opening`.
    transactionOpenedWith: (opening, work) =>
      db.transaction(async (tx) => {
        await tx.execute(sql.raw(opening));
        return work(tx as unknown as Database);
      }),
    end: () => client.close(),
  });
}

function createHandle(
  parts: Pick<
    DatabaseHandle,
    'db' | 'kind' | 'schema' | 'embedded' | 'withConnection' | 'transactionOpenedWith'
  > & {
    end: () => Promise<void>;
  },
): DatabaseHandle {
  let closing: Promise<void> | undefined;
  const assertOpen = () => {
    if (closing) throw new Error('The database connection is closed.');
  };
  return {
    db: parts.db,
    kind: parts.kind,
    schema: parts.schema,
    embedded: parts.embedded,
    get closed() {
      return closing !== undefined;
    },
    async ping() {
      assertOpen();
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('The database did not answer in time.')), PING_TIMEOUT_MS);
      });
      try {
        await Promise.race([parts.db.execute(sql`select 1`), timeout]);
      } finally {
        clearTimeout(timer);
      }
    },
    async withConnection(work) {
      assertOpen();
      return parts.withConnection(work);
    },
    async transactionOpenedWith(opening, work) {
      assertOpen();
      return parts.transactionOpenedWith(opening, work);
    },
    close() {
      closing ??= parts.end();
      return closing;
    },
  };
}
