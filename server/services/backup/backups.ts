import { mkdir, readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { type DatabaseHandle, openDatabase, rowsOf } from '../../db/client';
import { migrate } from '../../db/migrate';
import {
  type BackupHeader,
  openPayload,
  readBackupHeader,
  verifyChecksum,
  writeBackupFile,
} from './backup-file';
import { readBackupKey } from './encryption';
import { appVersion, type BackupManifest, unknownMigration } from './manifest';
import { dumpPglite, pgliteDirectoryInUse, pgliteFiles } from './pglite-copy';
import { dumpPostgres, postgresTables, restorePostgres } from './postgres-copy';

// Making a backup and restoring one, for either database (docs/operations.md#backups). A restore
// goes only into an empty database, refuses a backup whose schema is newer than this code's, checks
// the file's checksum and the key before it writes anything, compares every table's rows with the
// manifest, and then migrates forward when the backup is older than this code.

export type BackupSource =
  | { readonly kind: 'pglite'; readonly client: PGlite; readonly schema: string }
  | { readonly kind: 'postgres'; readonly url: string; readonly schema: string };

export type RestoreTarget =
  | { readonly kind: 'pglite'; readonly dataDir: string }
  | { readonly kind: 'postgres'; readonly url: string; readonly schema: string };

/** A restore that cannot or must not go ahead; the message is one line for the person restoring. */
export class RestoreRefused extends Error {
  override readonly name = 'RestoreRefused';
}

/** The source a running server backs up: its own PGlite, or its PostgreSQL through pg_dump. */
export function backupSourceOf(database: DatabaseHandle, databaseUrl: string | undefined): BackupSource {
  if (database.embedded) return { kind: 'pglite', client: database.embedded, schema: database.schema };
  if (!databaseUrl) throw new Error('A PostgreSQL backup needs the database URL.');
  return { kind: 'postgres', url: databaseUrl, schema: database.schema };
}

export interface BackupOptions {
  readonly dir: string;
  /** A file with the passphrase; unset: the backup is not encrypted. */
  readonly keyFile: string | undefined;
  readonly trigger: BackupManifest['trigger'];
  readonly now: Date;
}

export interface MadeBackup {
  readonly file: string;
  readonly manifest: BackupManifest;
}

const NIGHTLY_FILE = /^shala-nightly-\d{8}T\d{9}Z\.backup$/;

function fileName(trigger: BackupManifest['trigger'], now: Date): string {
  const stamp = now.toISOString().replace(/[-:.]/g, '');
  return `shala-${trigger}-${stamp}.backup`;
}

export async function makeBackup(source: BackupSource, options: BackupOptions): Promise<MadeBackup> {
  const secret = options.keyFile ? await readBackupKey(options.keyFile) : undefined;
  await mkdir(options.dir, { recursive: true, mode: 0o700 });
  const file = join(options.dir, fileName(options.trigger, options.now));
  const manifest = await writeBackupFile(
    file,
    async (sink) => {
      const snapshot =
        source.kind === 'pglite'
          ? await dumpPglite(source.client, source.schema, sink)
          : await dumpPostgres(source, sink);
      return {
        format: 'shala-backup',
        formatVersion: 1,
        createdAt: options.now.toISOString(),
        appVersion: appVersion(),
        trigger: options.trigger,
        database: source.kind,
        payload: source.kind === 'pglite' ? 'pglite-data-dir' : 'pg-dump-custom',
        schema: source.schema,
        migrations: snapshot.migrations,
        rowCounts: snapshot.rowCounts,
      };
    },
    secret,
  );
  return { file, manifest };
}

/** Deletes the oldest nightly backups in `dir` beyond `keep`; copies made by hand stay. Returns the deleted names. */
export async function pruneNightlyBackups(dir: string, keep: number): Promise<string[]> {
  const nightly = (await readdir(dir)).filter((name) => NIGHTLY_FILE.test(name)).sort();
  const old = nightly.slice(0, Math.max(0, nightly.length - keep));
  for (const name of old) await rm(join(dir, name), { force: true });
  return old;
}

/** One line for a person: what a backup holds. */
export function describeBackup(manifest: BackupManifest): string {
  const rows = Object.values(manifest.rowCounts).reduce((sum, count) => sum + count, 0);
  const tables = Object.keys(manifest.rowCounts).length;
  const megabytes = (manifest.payloadBytes / 1024 / 1024).toFixed(1);
  const lock = manifest.encryption ? 'encrypted' : 'not encrypted';
  return `${tables} tables, ${rows} rows, ${megabytes} MB, ${lock}, made ${manifest.createdAt} by Shala ${manifest.appVersion}`;
}

export interface RestoreOptions {
  readonly keyFile: string | undefined;
}

export interface Restored {
  readonly manifest: BackupManifest;
  /** Migrations this code applied after the restore (the backup was older). */
  readonly migrated: number;
}

async function refuseUnlessRestorable(header: BackupHeader, target: RestoreTarget): Promise<void> {
  const { manifest } = header;
  if (manifest.format !== 'shala-backup' || manifest.formatVersion !== 1) {
    throw new RestoreRefused('This backup was written in a format this version of Shala does not read.');
  }
  if (manifest.database !== target.kind) {
    const from = manifest.database === 'pglite' ? 'the embedded database (PGlite)' : 'PostgreSQL';
    throw new RestoreRefused(
      `This backup is of ${from}: restore it with ${manifest.database === 'pglite' ? 'DATABASE_URL unset' : 'DATABASE_URL set'}.`,
    );
  }
  const newer = unknownMigration(manifest);
  if (newer) {
    throw new RestoreRefused(
      `This backup comes from a newer Shala (${manifest.appVersion}): its schema has migration ${newer.tag ?? newer.createdAt}, which this version (${appVersion()}) does not know. Restore it with that version or a later one.`,
    );
  }
  // A pg_dump archive names its schema and recreates it: it restores into that schema only.
  if (target.kind === 'postgres' && manifest.schema !== target.schema) {
    throw new RestoreRefused(
      `This backup holds the schema ${manifest.schema}: it restores into ${manifest.schema} only, not ${target.schema}.`,
    );
  }
  const inUse =
    target.kind === 'pglite'
      ? await pgliteDirectoryInUse(target.dataDir)
      : (await postgresTables(target)) > 0;
  if (inUse) {
    const where =
      target.kind === 'pglite'
        ? `${join(target.dataDir, 'db')} is not empty`
        : `the database already has tables in ${target.schema === 'public' ? 'public or drizzle' : target.schema}`;
    throw new RestoreRefused(
      `Not restoring: ${where}. Restore into an empty ${target.kind === 'pglite' ? 'data directory' : 'database'} (move the old one aside first).`,
    );
  }
}

/** Every table's rows in a database, keyed as a manifest keys them. */
export async function countRows(database: DatabaseHandle): Promise<Record<string, number>> {
  const bookkeeping = database.schema === 'public' ? 'drizzle' : database.schema;
  const tables = rowsOf<{ schema: string; name: string }>(
    await database.db.execute(
      sql`select table_schema as schema, table_name as name from information_schema.tables
          where table_schema in (${database.schema}, ${bookkeeping}) and table_type = 'BASE TABLE'
          order by table_name`,
    ),
  );
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const [row] = rowsOf<{ count: number }>(
      await database.db.execute(
        sql`select count(*)::int as count from ${sql.identifier(table.schema)}.${sql.identifier(table.name)}`,
      ),
    );
    counts[table.name] = row?.count ?? 0;
  }
  return counts;
}

export async function restoreBackup(
  file: string,
  target: RestoreTarget,
  options: RestoreOptions,
): Promise<Restored> {
  const header = await readBackupHeader(file);
  await refuseUnlessRestorable(header, target);
  await verifyChecksum(file, header);
  const secret = options.keyFile ? await readBackupKey(options.keyFile) : undefined;
  // Checks the key first: a missing or wrong one stops here, before anything is written.
  const payload = await openPayload(file, header, secret);
  let database: DatabaseHandle;
  if (target.kind === 'pglite') {
    database = await openDatabase({ dataDir: target.dataDir, loadDataDir: await pgliteFiles(payload) });
  } else {
    await restorePostgres(target, payload);
    database = await openDatabase({ databaseUrl: target.url, schema: target.schema, poolSize: 2 });
  }
  try {
    const restored = await countRows(database);
    const { rowCounts } = header.manifest;
    for (const table of new Set([...Object.keys(rowCounts), ...Object.keys(restored)])) {
      if (restored[table] !== rowCounts[table]) {
        throw new Error(
          `The restored ${table} holds ${restored[table] ?? 'no'} rows where the backup's manifest lists ${rowCounts[table] ?? 'none'}.`,
        );
      }
    }
    const { applied } = await migrate(database);
    return { manifest: header.manifest, migrated: applied };
  } finally {
    await database.close();
  }
}
