import { spawn } from 'node:child_process';
import type { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import { type AppliedMigration, describeMigrations } from './manifest';

// PostgreSQL is copied with its own tools: pg_dump (custom format) and pg_restore, which must be
// installed beside the server (Debian: postgresql-client, the server's major version or newer).
// The copy is consistent while the server writes: one REPEATABLE READ transaction exports its
// snapshot, counts every table in it, and pg_dump --snapshot dumps exactly that snapshot, so the
// manifest's row counts are those of the data in the file.

export interface PostgresTarget {
  readonly url: string;
  /** `public` in production (drizzle's bookkeeping then lives in `drizzle`); a test's own schema. */
  readonly schema: string;
}

export interface PostgresSnapshot {
  readonly rowCounts: Record<string, number>;
  readonly migrations: AppliedMigration[];
}

/** The schemas a backup holds: the tables' and drizzle's bookkeeping (migrate.ts keeps it apart for `public`). */
function schemasOf(target: PostgresTarget): string[] {
  return target.schema === 'public' ? ['public', 'drizzle'] : [target.schema];
}

function bookkeepingSchema(target: PostgresTarget): string {
  return target.schema === 'public' ? 'drizzle' : target.schema;
}

/**
 * The URL without its password, and the password for PGPASSWORD: an argument would show it to
 * every user of the machine in the process list.
 */
function clientEnvironment(url: string): { url: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return {
    url: parsed.toString(),
    env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
  };
}

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** Runs a PostgreSQL client tool; rejects with its last error lines when it fails or cannot start. */
function runTool(
  tool: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  io: { stdout?: Writable; stdin?: Readable },
): Promise<void> {
  const child = spawn(tool, args, {
    env,
    stdio: [io.stdin ? 'pipe' : 'ignore', io.stdout ? 'pipe' : 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr?.setEncoding('utf8').on('data', (text: string) => {
    errors = (errors + text).slice(-2000);
  });
  const exited = new Promise<void>((resolve, reject) => {
    child.on('error', (error: NodeJS.ErrnoException) =>
      reject(
        new Error(
          error.code === 'ENOENT'
            ? `${tool} is not installed: install PostgreSQL's client tools (Debian: apt install postgresql-client).`
            : `${tool} could not start: ${error.message}`,
        ),
      ),
    );
    child.on('close', (code) => {
      if (code === 0) resolve();
      else
        reject(new Error(`${tool} failed (exit ${code}): ${errors.trim().split('\n').slice(-3).join(' ')}`));
    });
  });
  const streams: Promise<void>[] = [];
  if (io.stdout && child.stdout) streams.push(pipeline(child.stdout, io.stdout));
  if (io.stdin && child.stdin) streams.push(pipeline(io.stdin, child.stdin));
  return Promise.all([exited, ...streams]).then(() => undefined);
}

/** Dumps the target into `sink` (and ends it); resolves with what the snapshot held. */
export async function dumpPostgres(target: PostgresTarget, sink: Writable): Promise<PostgresSnapshot> {
  const client = new pg.Client({ connectionString: target.url, application_name: 'shala-backup' });
  await client.connect();
  try {
    await client.query('begin isolation level repeatable read read only');
    const { rows: exported } = await client.query<{ snapshot: string }>(
      'select pg_export_snapshot() as snapshot',
    );
    const snapshot = exported[0]?.snapshot ?? '';
    const schemas = schemasOf(target);
    const { rows: tables } = await client.query<{ schema: string; name: string }>(
      `select table_schema as schema, table_name as name from information_schema.tables
       where table_schema = any($1) and table_type = 'BASE TABLE' order by table_name`,
      [schemas],
    );
    const rowCounts: Record<string, number> = {};
    for (const table of tables) {
      const { rows } = await client.query<{ count: string }>(
        `select count(*) as count from ${quote(table.schema)}.${quote(table.name)}`,
      );
      rowCounts[table.name] = Number(rows[0]?.count ?? 0);
    }
    const { rows: applied } = await client.query<{ hash: string; created_at: string }>(
      `select hash, created_at from ${quote(bookkeepingSchema(target))}.__drizzle_migrations order by created_at`,
    );
    const { url, env } = clientEnvironment(target.url);
    await runTool(
      'pg_dump',
      [
        '--format=custom',
        `--snapshot=${snapshot}`,
        '--no-owner',
        ...schemas.map((schema) => `--schema=${schema}`),
        `--dbname=${url}`,
      ],
      env,
      { stdout: sink },
    );
    return { rowCounts, migrations: describeMigrations(applied) };
  } finally {
    await client.query('rollback').catch(() => undefined);
    await client.end();
  }
}

/** Tables already in the target (restore refuses to mix a backup into an existing database). */
export async function postgresTables(target: PostgresTarget): Promise<number> {
  const client = new pg.Client({ connectionString: target.url, application_name: 'shala-restore' });
  await client.connect();
  try {
    const { rows } = await client.query<{ count: number }>(
      `select count(*)::int as count from information_schema.tables where table_schema = any($1)`,
      [schemasOf(target)],
    );
    return rows[0]?.count ?? 0;
  } finally {
    await client.end();
  }
}

// The tables grant to the role the portal's requests run as (migration 0008); roles belong to the
// whole cluster, so a new cluster lacks it until it is made, as the migration would have made it.
const TENANT_ROLE_SQL = `DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'shala_tenant') THEN
    CREATE ROLE shala_tenant NOLOGIN NOSUPERUSER NOBYPASSRLS NOINHERIT;
  END IF;
  IF NOT pg_has_role(current_user, 'shala_tenant', 'MEMBER') THEN
    EXECUTE format('GRANT shala_tenant TO %I', current_user);
  END IF;
END $$`;

/** Restores a pg_dump archive into an empty target, all or nothing (one transaction). */
export async function restorePostgres(target: PostgresTarget, archive: Readable): Promise<void> {
  const client = new pg.Client({ connectionString: target.url, application_name: 'shala-restore' });
  await client.connect();
  try {
    await client.query(TENANT_ROLE_SQL);
    // The archive creates its schemas itself, `public` included (pg_dump names it), so the empty
    // ones already there go first; without CASCADE, a schema that holds anything stays and the
    // restore stops at its CREATE SCHEMA, having written nothing.
    for (const schema of schemasOf(target)) await client.query(`drop schema if exists ${quote(schema)}`);
  } finally {
    await client.end();
  }
  const { url, env } = clientEnvironment(target.url);
  await runTool(
    'pg_restore',
    ['--no-owner', '--exit-on-error', '--single-transaction', `--dbname=${url}`],
    env,
    { stdin: archive },
  );
}
