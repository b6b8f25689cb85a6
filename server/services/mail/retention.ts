import type { Clock } from '@server/clock';
import type { Database } from '@server/db/client';
import { jobs, mailOutbox } from '@server/db/schema';
import type { JobKind, JobRunner } from '@server/jobs/runner';
import { and, eq, inArray, lt, or } from 'drizzle-orm';

// Delivered mail is not kept for ever (docs/requirements/security.md#what-is-purged-when): a sent
// mail keeps its recipient, subject and outcome for DELIVERED_MAIL_KEPT_DAYS (long enough to answer
// "did the school's message reach me?"), then the `mail-purge` job deletes the row. Pending and
// abandoned mail stays: it is still to be sent, or its failure is still to be looked into. The job
// runs once a day and queues its next run itself; main.ts queues the first one at start.
//
// The same daily run deletes the job queue's finished rows: a 1,000-school morning alone leaves
// 160,000 (an alert and its mail each), which nothing reads once done (an import's or an export's
// progress is read only while it runs). Succeeded and cancelled jobs go after FINISHED_JOB_KEPT_DAYS,
// failed ones (the dead letters, kept with their error) after FAILED_JOB_KEPT_DAYS.

export const MAIL_PURGE_JOB = 'mail-purge';
export const DELIVERED_MAIL_KEPT_DAYS = 30;
export const FINISHED_JOB_KEPT_DAYS = 30;
export const FAILED_JOB_KEPT_DAYS = 90;
const DAY_MS = 24 * 60 * 60_000;

export function mailPurgeKind(options: { clock: Clock; jobs: JobRunner }): JobKind {
  const { clock, jobs: runner } = options;
  return {
    name: MAIL_PURGE_JOB,
    policy: { maxAttempts: 3, baseDelayMs: 60_000, factor: 4, maxDelayMs: 60 * 60_000 },
    async run({ db }) {
      await db.transaction(async (tx) => {
        const now = clock.now();
        await tx
          .delete(mailOutbox)
          .where(
            and(
              eq(mailOutbox.status, 'sent'),
              lt(mailOutbox.sentAt, new Date(now.getTime() - DELIVERED_MAIL_KEPT_DAYS * DAY_MS)),
            ),
          );
        const before = (days: number) => lt(jobs.finishedAt, new Date(now.getTime() - days * DAY_MS));
        await tx
          .delete(jobs)
          .where(
            or(
              and(inArray(jobs.state, ['succeeded', 'cancelled']), before(FINISHED_JOB_KEPT_DAYS)),
              and(eq(jobs.state, 'failed'), before(FAILED_JOB_KEPT_DAYS)),
            ),
          );
        await runner.enqueue(tx, MAIL_PURGE_JOB, {}, { runAt: new Date(now.getTime() + DAY_MS) });
      });
    },
  };
}

/** Queues the purge unless one is already queued or running (each start of each instance asks). */
export async function scheduleMailPurge(db: Database, runner: JobRunner): Promise<void> {
  await db.transaction(async (tx) => {
    const open = await tx
      .select({ id: jobs.id })
      .from(jobs)
      .where(and(eq(jobs.kind, MAIL_PURGE_JOB), inArray(jobs.state, ['queued', 'running'])))
      .limit(1);
    if (open.length === 0) await runner.enqueue(tx, MAIL_PURGE_JOB, {});
  });
}
