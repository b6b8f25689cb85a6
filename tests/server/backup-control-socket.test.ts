import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  askForBackup,
  controlSocketPath,
  DataDirBusy,
  holdDataDir,
} from '@server/services/backup/control-socket';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

// How `npm run backup` reaches the server that holds an embedded database: the socket in DATA_DIR
// is the directory's lock and the way to ask for a copy (services/backup/control-socket.ts).

describe.skipIf(process.platform === 'win32')('the data directory socket', () => {
  let dataDir: string;
  beforeEach(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'shala-socket-test-'));
  });
  afterEach(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('lets one process hold the directory, answers a backup request through it, and frees it on release', async () => {
    expect(await askForBackup(dataDir, {})).toBeUndefined();

    const server = await holdDataDir(dataDir, 'starting');
    expect(await askForBackup(dataDir, {})).toEqual({ ok: false, error: 'starting' });
    await expect(holdDataDir(dataDir, 'another')).rejects.toThrow(DataDirBusy);

    server.serve(async ({ to }) => ({
      ok: true,
      file: join(to ?? 'default', 'copy.backup'),
      summary: '3 tables',
    }));
    expect(await askForBackup(dataDir, { to: '/media/usb' })).toEqual({
      ok: true,
      file: '/media/usb/copy.backup',
      summary: '3 tables',
    });
    server.serve(async () => {
      throw new Error('pg_dump is not installed');
    });
    expect(await askForBackup(dataDir, {})).toEqual({ ok: false, error: 'pg_dump is not installed' });

    await server.release();
    expect(await askForBackup(dataDir, {})).toBeUndefined();
  });

  it('takes over a socket left by a process that died', async () => {
    await writeFile(controlSocketPath(dataDir), '');
    const held = await holdDataDir(dataDir, 'restoring');
    expect(await askForBackup(dataDir, {})).toEqual({ ok: false, error: 'restoring' });
    await held.release();
  });
});
