import { nextSchoolTime, schoolToday } from '@common/school-clock';
import type { Clock } from '@server/clock';
import type { Database } from '@server/db/client';
import { jobs } from '@server/db/schema';
import type { JobKind, JobRunner } from '@server/jobs/runner';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { type BackupSource, describeBackup, makeBackup, pruneNightlyBackups } from './backups';

// The nightly backup (BACKUP_NIGHTLY, on under `npm start`): one job per night, keyed by the night
// (`2026-11-29`, India's date at BACKUP_TIME), which makes the copy, deletes the nightly copies
// beyond BACKUP_KEEP and queues the next night. Several instances on one PostgreSQL each ask at
// start for the coming night's job; the ask takes a transaction-scoped advisory lock, so exactly one
// job per night exists, and the job runner gives it to one instance. A server that was off at
// BACKUP_TIME makes the missed night's copy when it starts.

export const NIGHTLY_BACKUP_JOB = 'backup-nightly';
// Advisory lock class for "Shala backups" (migrate.ts uses "SHLA" for migrations).
const LOCK_CLASS = 0x5348_4c42;

export interface NightlySettings {
  /** Minutes after midnight in India. */
  readonly timeMinutes: number;
  readonly keep: number;
  readonly dir: string;
  readonly keyFile: string | undefined;
}

/** Queues the night's backup after `after` unless that night's job exists already (in any state). */
export async function scheduleNightlyBackup(
  db: Database,
  runner: JobRunner,
  settings: Pick<NightlySettings, 'timeMinutes'>,
  after: Date,
): Promise<void> {
  const runAt = nextSchoolTime(after, settings.timeMinutes);
  const night = schoolToday(runAt);
  await db.transaction(async (tx) => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(${LOCK_CLASS}::int, ${Number(night.replaceAll('-', ''))}::int)`,
    );
    const [existing] = await tx
      .select({ id: jobs.id })
      .from(jobs)
      .where(and(eq(jobs.kind, NIGHTLY_BACKUP_JOB), eq(jobs.key, night)))
      .limit(1);
    if (!existing) await runner.enqueue(tx, NIGHTLY_BACKUP_JOB, {}, { key: night, runAt });
  });
}

export function nightlyBackupKind(options: {
  clock: Clock;
  jobs: JobRunner;
  source: BackupSource;
  settings: NightlySettings;
  log: FastifyBaseLogger;
}): JobKind {
  const { clock, jobs: runner, source, settings, log } = options;
  return {
    name: NIGHTLY_BACKUP_JOB,
    // A failed copy is tried again within the night; given up, the next night is still queued.
    policy: { maxAttempts: 3, baseDelayMs: 10 * 60_000, factor: 2, maxDelayMs: 60 * 60_000 },
    async run({ db }) {
      const made = await makeBackup(source, {
        dir: settings.dir,
        keyFile: settings.keyFile,
        trigger: 'nightly',
        now: clock.now(),
      });
      const deleted = await pruneNightlyBackups(settings.dir, settings.keep);
      log.info({ file: made.file, deleted }, `Nightly backup made: ${describeBackup(made.manifest)}`);
      await scheduleNightlyBackup(db, runner, settings, clock.now());
    },
    async onDeadLetter(tx, job, reason) {
      log.error({ jobId: job.id, reason }, 'The nightly backup failed: no copy was made tonight');
      await scheduleNightlyBackup(tx, runner, settings, clock.now());
    },
  };
}
