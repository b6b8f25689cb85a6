import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DatabaseHandle } from '@server/db/client';
import { jobs } from '@server/db/schema';
import { JobRunner } from '@server/jobs/runner';
import { backupSourceOf } from '@server/services/backup/backups';
import {
  NIGHTLY_BACKUP_JOB,
  nightlyBackupKind,
  scheduleNightlyBackup,
} from '@server/services/backup/nightly';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeClock } from './fake-clock';
import { silentLogger } from './silent-logger';
import { databases, type TestDatabase, testDatabaseUrl } from './test-database';

// The nightly backup (BACKUP_NIGHTLY): two instances on one database ask for the night's job at
// the same moment and one job exists; at BACKUP_TIME in India one of them makes the copy, the
// nightly copies beyond BACKUP_KEEP go (a copy made by hand stays), and the next night is queued.

describe.each(databases())('the nightly backup on $kind', (target) => {
  let database: TestDatabase;
  let second: DatabaseHandle;
  let folder: string;
  // 10:00 in India on 27 November: the next 02:00 in India is the 28th's.
  const clock = new FakeClock('2026-11-27T04:30:00.000Z');
  const settings = { timeMinutes: 120, keep: 2, dir: '', keyFile: undefined };

  const instance = (handle: DatabaseHandle) => {
    const runner = new JobRunner({ db: handle.db, clock, log: silentLogger });
    runner.register(
      nightlyBackupKind({
        clock,
        jobs: runner,
        source: backupSourceOf(handle, testDatabaseUrl()),
        settings,
        log: silentLogger,
      }),
    );
    return runner;
  };
  const nights = () =>
    database.handle.db
      .select({ key: jobs.key, state: jobs.state, runAt: jobs.runAt })
      .from(jobs)
      .where(eq(jobs.kind, NIGHTLY_BACKUP_JOB))
      .orderBy(asc(jobs.runAt));

  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), 'shala-nightly-test-'));
    settings.dir = folder;
    database = await target.open();
    // A second instance has its own connections on PostgreSQL; PGlite is one process's alone.
    second = database.openAnother ? await database.openAnother() : database.handle;
  });
  afterAll(async () => {
    await database?.dispose();
    if (folder) await rm(folder, { recursive: true, force: true });
  });

  it('queues one job per night however many instances ask, and one of them makes the copy', async () => {
    const first = instance(database.handle);
    const other = instance(second);
    await Promise.all([
      scheduleNightlyBackup(database.handle.db, first, settings, clock.now()),
      scheduleNightlyBackup(second.db, other, settings, clock.now()),
      scheduleNightlyBackup(second.db, other, settings, clock.now()),
    ]);
    expect(await nights()).toEqual([
      { key: '2026-11-28', state: 'queued', runAt: new Date('2026-11-27T20:30:00.000Z') },
    ]);

    await writeFile(join(folder, 'shala-nightly-20261125T203000000Z.backup'), 'old');
    await writeFile(join(folder, 'shala-nightly-20261126T203000000Z.backup'), 'old');
    await writeFile(join(folder, 'shala-manual-20261101T090000000Z.backup'), 'kept by hand');
    expect((await first.drain(NIGHTLY_BACKUP_JOB)).succeeded).toBe(0);

    clock.set('2026-11-27T20:30:00.000Z');
    const [ran, alsoRan] = await Promise.all([
      first.drain(NIGHTLY_BACKUP_JOB),
      other.drain(NIGHTLY_BACKUP_JOB),
    ]);
    expect((ran?.succeeded ?? 0) + (alsoRan?.succeeded ?? 0)).toBe(1);
    expect((await readdir(folder)).sort()).toEqual([
      'shala-manual-20261101T090000000Z.backup',
      'shala-nightly-20261126T203000000Z.backup',
      'shala-nightly-20261127T203000000Z.backup',
    ]);
    expect(await nights()).toEqual([
      { key: '2026-11-28', state: 'succeeded', runAt: new Date('2026-11-27T20:30:00.000Z') },
      { key: '2026-11-29', state: 'queued', runAt: new Date('2026-11-28T20:30:00.000Z') },
    ]);
  }, 60_000);
});
