import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { PGlite, Transaction } from '@electric-sql/pglite';
import { type AppliedMigration, describeMigrations } from './manifest';

// The embedded database is copied as PGlite's own files (dumpDataDir: a gzipped tar of its data
// directory), taken while the server runs. PGlite is one connection whose queries and transactions
// each hold its locks, so inside one transaction nothing else runs: a CHECKPOINT writes every
// change to the data files, the tables are counted, and the files are copied, all with no write in
// between. The counts are therefore those of the copy. A logical dump (pglite-tools' pgDump) was
// not taken: its current release asks for PGlite 0.5.8, not our 0.5.16, and the copy of the files
// restores as fast as PGlite starts (it writes them as it opens). The price: a copy restores into the same PGlite major version
// (docs/decisions/0031-backups-that-restore.md says how to move to a newer one or to PostgreSQL).

export interface PgliteSnapshot {
  readonly rowCounts: Record<string, number>;
  readonly migrations: AppliedMigration[];
}

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

async function countRows(tx: Transaction, schema: string): Promise<PgliteSnapshot> {
  const bookkeeping = schema === 'public' ? 'drizzle' : schema;
  const { rows: tables } = await tx.query<{ schema: string; name: string }>(
    `select table_schema as schema, table_name as name from information_schema.tables
     where table_schema = any($1) and table_type = 'BASE TABLE' order by table_name`,
    [[schema, bookkeeping]],
  );
  const rowCounts: Record<string, number> = {};
  for (const table of tables) {
    const { rows } = await tx.query<{ count: number }>(
      `select count(*)::int as count from ${quote(table.schema)}.${quote(table.name)}`,
    );
    rowCounts[table.name] = rows[0]?.count ?? 0;
  }
  const { rows: applied } = await tx.query<{ hash: string; created_at: string }>(
    `select hash, created_at from ${quote(bookkeeping)}.__drizzle_migrations order by created_at`,
  );
  return { rowCounts, migrations: describeMigrations(applied) };
}

/** Copies a running PGlite into `sink` (and ends it); resolves with what the copy holds. */
export async function dumpPglite(client: PGlite, schema: string, sink: Writable): Promise<PgliteSnapshot> {
  const { snapshot, files } = await client.transaction(async (tx) => {
    await tx.exec('checkpoint');
    const counted = await countRows(tx, schema);
    // dumpDataDir takes only the query lock, which no query of this transaction holds now.
    return { snapshot: counted, files: await client.dumpDataDir('gzip') };
  });
  await pipeline(Readable.fromWeb(files.stream() as never), sink);
  return snapshot;
}

/** Whether PGlite's directory holds anything (a restore goes only into an empty one). */
export async function pgliteDirectoryInUse(dataDir: string): Promise<boolean> {
  try {
    return (await readdir(join(dataDir, 'db'))).length > 0;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw error;
  }
}

/** A copy's files, whole: PGlite writes them into its directory as it opens (openDatabase's loadDataDir). */
export async function pgliteFiles(payload: Readable): Promise<Blob> {
  const chunks: Buffer[] = [];
  for await (const chunk of payload) chunks.push(chunk as Buffer);
  return new Blob([Buffer.concat(chunks)]);
}
