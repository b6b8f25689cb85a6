import { readFileSync } from 'node:fs';
import { MIGRATIONS_FOLDER } from '../../db/migrate';

// What a backup says about itself, readable without its key (the first lines of the file,
// backup-file.ts): when and by which version it was made, the schema it holds (every migration
// applied), how many rows each table had in the very snapshot the payload holds, and the payload's
// checksum. Row counts are not personal data; the rows themselves are in the payload.

/** A migration as the database recorded it (drizzle's bookkeeping: its hash and its folder time). */
export interface AppliedMigration {
  /** The migration's file name without `.sql` when this code knows it (from the journal). */
  readonly tag: string | null;
  readonly createdAt: number;
  readonly hash: string;
}

export interface Encryption {
  readonly cipher: 'aes-256-gcm';
  readonly kdf: 'scrypt';
  /** Base64. */
  readonly salt: string;
  readonly iv: string;
  readonly authTag: string;
  /** Tells a wrong key from a damaged file before anything is restored. */
  readonly keyCheck: string;
}

export interface BackupManifest {
  readonly format: 'shala-backup';
  readonly formatVersion: 1;
  readonly createdAt: string;
  readonly appVersion: string;
  /** `manual` (npm run backup) or `nightly`; only nightly copies are pruned. */
  readonly trigger: 'manual' | 'nightly';
  readonly database: 'pglite' | 'postgres';
  /** `pglite-data-dir`: PGlite's own files as a gzipped tar; `pg-dump-custom`: pg_dump --format=custom. */
  readonly payload: 'pglite-data-dir' | 'pg-dump-custom';
  /** The schema the tables lived in (`public` in production). */
  readonly schema: string;
  readonly migrations: readonly AppliedMigration[];
  /** Rows per table, counted in the snapshot the payload holds (drizzle's bookkeeping table too). */
  readonly rowCounts: Readonly<Record<string, number>>;
  /** Of the payload as stored (encrypted when `encryption` is set): checked before any restore. */
  readonly payloadSha256: string;
  readonly payloadBytes: number;
  readonly encryption?: Encryption;
}

const PACKAGE_JSON = new URL('../../../package.json', import.meta.url);

export function appVersion(): string {
  return (JSON.parse(readFileSync(PACKAGE_JSON, 'utf8')) as { version: string }).version;
}

/** The migrations this code ships, by their folder time (what the bookkeeping records). */
export function knownMigrations(): ReadonlyMap<number, string> {
  const journal = JSON.parse(readFileSync(`${MIGRATIONS_FOLDER}/meta/_journal.json`, 'utf8')) as {
    entries: { when: number; tag: string }[];
  };
  const known = new Map<number, string>();
  for (const entry of journal.entries) known.set(entry.when, entry.tag);
  return known;
}

/** Names the recorded migrations from the journal (the bookkeeping keeps only hash and time). */
export function describeMigrations(
  rows: readonly { hash: string; created_at: string | number }[],
): AppliedMigration[] {
  const known = knownMigrations();
  return rows.map((row) => ({
    tag: known.get(Number(row.created_at)) ?? null,
    createdAt: Number(row.created_at),
    hash: row.hash,
  }));
}

/** The first migration of the backup that this code does not know, if any: a newer schema. */
export function unknownMigration(manifest: BackupManifest): AppliedMigration | undefined {
  const known = knownMigrations();
  return manifest.migrations.find((migration) => !known.has(migration.createdAt));
}
