import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { type Config, ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { BackupFileError } from './services/backup/backup-file';
import {
  type BackupSource,
  backupSourceOf,
  describeBackup,
  makeBackup,
  RestoreRefused,
  type RestoreTarget,
  restoreBackup,
} from './services/backup/backups';
import { askForBackup, DataDirBusy, holdDataDir } from './services/backup/control-socket';
import { BackupKeyError } from './services/backup/encryption';

// `npm run backup [-- --to DIR]` and `npm run restore FILE` (docs/operations.md#backups). They read
// the same settings as the server (the environment, then .env). On PostgreSQL they work beside a
// running server; on the embedded database `backup` asks the running server to make the copy, and
// opens the directory itself only when no server holds it; `restore` never runs beside a server.
// A refusal or failure prints one line and exits 1.

const USAGE = 'Usage: npm run backup [-- --to DIR]   |   npm run restore FILE';

class UsageError extends Error {}

async function backup(config: Config, to: string | undefined): Promise<string> {
  const dir = to ? resolve(to) : config.backup.dir;
  const options = { dir, keyFile: config.backup.keyFile, trigger: 'manual' as const, now: new Date() };
  if (config.databaseUrl) {
    const source: BackupSource = { kind: 'postgres', url: config.databaseUrl, schema: 'public' };
    const { file, manifest } = await makeBackup(source, options);
    return `Backup written: ${file} (${describeBackup(manifest)})`;
  }
  const reply = await askForBackup(config.dataDir, { to: dir });
  if (reply) {
    if (!reply.ok) throw new Error(reply.error);
    return `Backup written by the running server: ${reply.file} (${reply.summary})`;
  }
  if (!existsSync(join(config.dataDir, 'db'))) {
    throw new Error(
      `There is no database to back up in ${config.dataDir} (no db folder; is DATA_DIR right?).`,
    );
  }
  const hold = await holdDataDir(config.dataDir, 'A backup is being made from this data directory.');
  try {
    const database = await openDatabase({ dataDir: config.dataDir });
    try {
      const { file, manifest } = await makeBackup(backupSourceOf(database, undefined), options);
      return `Backup written: ${file} (${describeBackup(manifest)})`;
    } finally {
      await database.close();
    }
  } finally {
    await hold.release();
  }
}

async function restore(config: Config, file: string): Promise<string> {
  const options = { keyFile: config.backup.keyFile };
  if (config.databaseUrl) {
    const target: RestoreTarget = { kind: 'postgres', url: config.databaseUrl, schema: 'public' };
    const { manifest, migrated } = await restoreBackup(resolve(file), target, options);
    return restoredLine(file, describeBackup(manifest), migrated);
  }
  const hold = await holdDataDir(
    config.dataDir,
    'A backup is being restored into this data directory.',
  ).catch((error: unknown) => {
    if (error instanceof DataDirBusy) {
      throw new RestoreRefused(`A Shala server is running on ${config.dataDir}: stop it before restoring.`);
    }
    throw error;
  });
  try {
    const target: RestoreTarget = { kind: 'pglite', dataDir: config.dataDir };
    const { manifest, migrated } = await restoreBackup(resolve(file), target, options);
    return restoredLine(file, describeBackup(manifest), migrated);
  } finally {
    await hold.release();
  }
}

function restoredLine(file: string, summary: string, migrated: number): string {
  const forward = migrated === 0 ? 'its schema is current' : `${migrated} newer migrations applied`;
  return `Restored ${file} (${summary}); every table's rows match its manifest; ${forward}.`;
}

/** Errors a person can act on print as they are; anything else names what failed. */
function oneLine(error: unknown): string {
  const known = [UsageError, ConfigError, RestoreRefused, BackupKeyError, BackupFileError, DataDirBusy];
  if (known.some((type) => error instanceof type)) return (error as Error).message;
  return `The command failed: ${error instanceof Error ? error.message : String(error)}`;
}

async function main(): Promise<string> {
  const envFile = resolve('.env');
  if (existsSync(envFile)) process.loadEnvFile(envFile);
  const { positionals, values } = parseArgs({ allowPositionals: true, options: { to: { type: 'string' } } });
  const [command, ...rest] = positionals;
  const config = loadConfig(process.env);
  if (command === 'backup' && rest.length === 0) return backup(config, values.to);
  if (command === 'restore' && rest.length === 1 && rest[0] && values.to === undefined)
    return restore(config, rest[0]);
  throw new UsageError(USAGE);
}

main().then(
  (line) => console.log(line),
  (error: unknown) => {
    console.error(oneLine(error));
    process.exitCode = 1;
  },
);
