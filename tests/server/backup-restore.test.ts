import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { copyFile, mkdtemp, open, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { schoolToday } from '@common/school-clock';
import { type DatabaseHandle, openDatabase, rowsOf } from '@server/db/client';
import { migrate } from '@server/db/migrate';
import {
  backupSourceOf,
  countRows,
  makeBackup,
  type RestoreTarget,
  restoreBackup,
} from '@server/services/backup/backups';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeClassTeacher, schoolClock, sectionsOf, teacher } from './attendance-fixtures';
import { migrationsBefore, migrationTags } from './migrations-before';
import { buildPortalApp, type PortalTestApp, portalCall, type School } from './portal-helpers';
import { databases, emptyCluster, type TestDatabase, testDatabaseUrl } from './test-database';

// Backups that restore (docs/operations.md#backups): a school filled through the portal's own
// routes (students with guardians, attendance, the audit entries both leave), backed up while
// students keep being added, wiped, restored: every table holds the rows the manifest counted in
// the backup's snapshot. And the refusals a person restoring meets: a database that is not empty,
// a missing or wrong key, a damaged copy, a backup from a newer Shala.

/** Drops a PostgreSQL schema and everything in it: the wipe before a restore. */
async function wipeSchema(url: string, schema: string): Promise<void> {
  const admin = await openDatabase({ databaseUrl: url, poolSize: 1 });
  try {
    await admin.db.execute(sql`drop schema if exists ${sql.identifier(schema)} cascade`);
  } finally {
    await admin.close();
  }
}

describe.each(databases())('backups that restore on $kind', (target) => {
  let database: TestDatabase;
  let subject: PortalTestApp;
  let school: School;
  let folder: string;
  let keyFile: string;
  let backupFile: string;
  let restoredTo: RestoreTarget;
  /** PostgreSQL schemas a test made besides the target's own, dropped at the end. */
  const extraSchemas: string[] = [];
  const clock = schoolClock();
  let added = 0;

  const call = (method: 'GET' | 'POST' | 'PUT', path: string, payload?: unknown, token = school.ownerToken) =>
    portalCall(subject.app, school.host, method, path, { token, payload });
  let sectionId: string;
  const addStudent = async () => {
    added += 1;
    const number = `BK-${added}`;
    const phone = `9${String(200_000_000 + added)}`;
    const answer = await call('POST', '/students', {
      admissionNumber: number,
      name: `Student ${number}`,
      sectionId,
      guardians: [{ name: `Parent of ${number}`, relation: 'mother', phone }],
    });
    expect(answer.statusCode, answer.body).toBe(201);
    return answer.json<{ id: string }>().id;
  };
  const source = () => backupSourceOf(database.handle, testDatabaseUrl());
  /**
   * An empty place to restore into: a new data directory; on PostgreSQL the school's own schema,
   * wiped (an archive restores into the schema it was taken from).
   */
  const emptyTarget = async (label: string): Promise<RestoreTarget> => {
    if (target.kind === 'pglite') return { kind: 'pglite', dataDir: join(folder, label) };
    const url = testDatabaseUrl() as string;
    await wipeSchema(url, database.handle.schema);
    return { kind: 'postgres', url, schema: database.handle.schema };
  };

  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), 'shala-backup-test-'));
    keyFile = join(folder, 'backup.key');
    await writeFile(keyFile, 'the school keeps this one offsite\n', { mode: 0o600 });
    database = await target.open();
    subject = await buildPortalApp(database.handle, {}, clock);
    school = await subject.school('Shanti Niketan School', ['6']);
    const [section] = await sectionsOf(subject, school);
    sectionId = section?.id as string;
    const anita = await teacher(subject, school, 'Anita Rao', clock.now());
    await makeClassTeacher(subject, school, sectionId, anita.employeeId);
    const ids: string[] = [];
    for (let index = 0; index < 6; index += 1) ids.push(await addStudent());
    // Reading a student's record leaves an audit entry; taking the class leaves marks.
    for (const id of ids) expect((await call('GET', `/students/${id}`)).statusCode).toBe(200);
    const taken = await call(
      'PUT',
      `/attendance/sections/${sectionId}`,
      {
        submissionId: randomUUID(),
        date: schoolToday(clock.now()),
        takenAt: clock.now().toISOString(),
        marks: [{ studentId: ids[0], mark: 'absent' }],
      },
      anita.token,
    );
    expect(taken.statusCode, taken.body).toBe(200);
  }, 120_000);

  afterAll(async () => {
    await subject?.close();
    await database?.dispose();
    const url = testDatabaseUrl();
    if (url) for (const schema of extraSchemas) await wipeSchema(url, schema);
    if (folder) await rm(folder, { recursive: true, force: true });
  });

  it('copies the school while students are being added, and a restore holds every row the manifest counted', async () => {
    let writing = true;
    const writes = (async () => {
      while (writing) await addStudent();
    })();
    // Let the writes get going before the copy starts.
    while (added < 9) await new Promise((resolve) => setTimeout(resolve, 20));
    const made = await makeBackup(source(), { dir: folder, keyFile, trigger: 'manual', now: clock.now() });
    const duringCopy = added;
    while (added < duringCopy + 2) await new Promise((resolve) => setTimeout(resolve, 20));
    writing = false;
    await writes;
    backupFile = made.file;

    const { manifest } = made;
    expect(manifest.encryption?.cipher).toBe('aes-256-gcm');
    expect(manifest.migrations.at(-1)?.tag).not.toBeNull();
    // Writes went on around the copy: the copy holds some of the students, the database more.
    const live = await countRows(database.handle);
    expect(manifest.rowCounts.students).toBeGreaterThanOrEqual(9);
    expect(live.students).toBeGreaterThan(manifest.rowCounts.students ?? 0);
    expect(manifest.rowCounts.guardians).toBe(manifest.rowCounts.students);
    expect(manifest.rowCounts.audit_log).toBeGreaterThan(0);
    expect(manifest.rowCounts.attendance_marks).toBe(6);

    // Wipe: the school's database is gone (PGlite's was in memory; PostgreSQL's schema is dropped).
    await subject.close();
    await database.handle.close();
    const restoreInto = await emptyTarget('restored');
    restoredTo = restoreInto;
    const restored = await restoreBackup(backupFile, restoreInto, { keyFile });
    expect(restored.migrated).toBe(0);
    const reopened =
      restoreInto.kind === 'pglite'
        ? await openDatabase({ dataDir: restoreInto.dataDir })
        : await openDatabase({ databaseUrl: restoreInto.url, schema: restoreInto.schema, poolSize: 1 });
    try {
      expect(await countRows(reopened)).toEqual(manifest.rowCounts);
    } finally {
      await reopened.close();
    }
  }, 120_000);

  const openTarget = (place: RestoreTarget): Promise<DatabaseHandle> =>
    place.kind === 'pglite'
      ? openDatabase({ dataDir: place.dataDir })
      : openDatabase({ databaseUrl: place.url, schema: place.schema, poolSize: 1 });
  /** Whether a restore left anything behind where it was refused. */
  const untouched = async (place: RestoreTarget) => {
    if (place.kind === 'pglite') return !existsSync(join(place.dataDir, 'db'));
    const admin = await openDatabase({ databaseUrl: place.url, poolSize: 1 });
    try {
      const found = await admin.db.execute(
        sql`select 1 from information_schema.schemata where schema_name = ${place.schema}`,
      );
      return rowsOf(found).length === 0;
    } finally {
      await admin.close();
    }
  };

  it('refuses a database that is not empty, a missing or wrong key and a damaged copy, writing nothing', async () => {
    await expect(restoreBackup(backupFile, restoredTo, { keyFile })).rejects.toThrow(
      /^Not restoring: .*(is not empty|already has tables).* Restore into an empty/,
    );

    const noKey = await emptyTarget('nokey');
    await expect(restoreBackup(backupFile, noKey, { keyFile: undefined })).rejects.toThrow(
      'This backup is encrypted: set BACKUP_KEY_FILE to the file holding the key it was made with.',
    );
    const otherKey = join(folder, 'other.key');
    await writeFile(otherKey, 'a passphrase the school never used\n');
    await expect(restoreBackup(backupFile, noKey, { keyFile: otherKey })).rejects.toThrow(
      'The backup key is wrong: this backup was encrypted with another key.',
    );

    const damaged = join(folder, 'damaged.backup');
    await copyFile(backupFile, damaged);
    const file = await open(damaged, 'r+');
    const { size } = await file.stat();
    await file.write(Buffer.from([0x42]), 0, 1, size - 100);
    await file.close();
    await expect(restoreBackup(damaged, noKey, { keyFile })).rejects.toThrow(
      /is damaged: its checksum does not match its manifest/,
    );
    expect(await untouched(noKey)).toBe(true);
    // PostgreSQL's school was wiped for these: it comes back for the next test.
    if (noKey.kind === 'postgres') await restoreBackup(backupFile, noKey, { keyFile });
  }, 60_000);

  it('refuses a backup from a newer Shala, and migrates an older one forward', async () => {
    // The restored school, as a newer Shala would have left it: one migration this code lacks.
    const restored = await openTarget(restoredTo);
    const bookkeeping = restored.schema === 'public' ? 'drizzle' : restored.schema;
    await restored.db.execute(
      sql`insert into ${sql.identifier(bookkeeping)}.__drizzle_migrations (hash, created_at)
          values ('from-a-newer-shala', ${Date.UTC(2099, 0, 1)})`,
    );
    const newer = await makeBackup(backupSourceOf(restored, testDatabaseUrl()), {
      dir: folder,
      keyFile: undefined,
      trigger: 'manual',
      now: new Date(clock.now().getTime() + 1),
    });
    await restored.close();
    const intoNewer = await emptyTarget('newer');
    await expect(restoreBackup(newer.file, intoNewer, { keyFile: undefined })).rejects.toThrow(
      /^This backup comes from a newer Shala \(0\.1\.0\): its schema has migration 4070908800000, which this version/,
    );
    expect(await untouched(intoNewer)).toBe(true);

    // A database one migration behind this code (whichever is the newest): restored, then
    // migrated forward.
    const [previous, latest] = (await migrationTags()).slice(-2);
    const folderBefore = await migrationsBefore(latest ?? '');
    const older =
      target.kind === 'pglite'
        ? await openDatabase({ memory: true, loadDataDir: await emptyCluster() })
        : await openDatabase({
            databaseUrl: testDatabaseUrl(),
            schema: `${database.handle.schema}_older`,
            poolSize: 1,
          });
    if (target.kind === 'postgres') extraSchemas.push(older.schema);
    let copy: Awaited<ReturnType<typeof makeBackup>>;
    try {
      await migrate(older, { migrationsFolder: folderBefore });
      copy = await makeBackup(backupSourceOf(older, testDatabaseUrl()), {
        dir: folder,
        keyFile: undefined,
        trigger: 'manual',
        now: new Date(clock.now().getTime() + 2),
      });
    } finally {
      await older.close();
      await rm(folderBefore, { recursive: true, force: true });
    }
    // PostgreSQL's archive restores into its own schema: wiped first, as above.
    const intoOlder: RestoreTarget =
      target.kind === 'pglite'
        ? await emptyTarget('forward')
        : { kind: 'postgres', url: testDatabaseUrl() as string, schema: older.schema };
    if (intoOlder.kind === 'postgres') await wipeSchema(intoOlder.url, intoOlder.schema);
    const forward = await restoreBackup(copy.file, intoOlder, { keyFile: undefined });
    expect(copy.manifest.migrations.at(-1)?.tag).toBe(previous);
    expect(forward.migrated).toBe(1);
  }, 90_000);
});
