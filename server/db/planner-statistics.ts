import { nextSchoolTime } from '@common/school-clock';
import type { Clock } from '@server/clock';
import type { Database } from '@server/db/client';
import { jobs } from '@server/db/schema';
import type { JobKind, JobRunner } from '@server/jobs/runner';
import { and, eq, inArray, sql } from 'drizzle-orm';

// Embedded PGlite has no autovacuum, so nothing ever gathers the planner's statistics: it plans
// every query as if each table were small and empty, and reads of a school of thousands walk more
// rows than they need (docs/performance.md#fees: a section's dues p99 69 ms without statistics,
// 46 ms with them). On PGlite the `planner-statistics` job runs ANALYZE every night at 03:30 in
// India and queues the next night itself. At night, not at start: PGlite runs in the server's own
// thread, so an ANALYZE holds every request for as long as it takes (about a second for a school
// of thousands). PostgreSQL's autovacuum does this by itself: the job is not registered there.

export const PLANNER_STATISTICS_JOB = 'planner-statistics';
/** 03:30 in India, in minutes after midnight: after the day's work, before the school's morning. */
export const PLANNER_STATISTICS_TIME_MINUTES = 3 * 60 + 30;

export function plannerStatisticsKind(options: { clock: Clock; jobs: JobRunner }): JobKind {
  const { clock, jobs: runner } = options;
  return {
    name: PLANNER_STATISTICS_JOB,
    policy: { maxAttempts: 3, baseDelayMs: 60_000, factor: 4, maxDelayMs: 60 * 60_000 },
    async run({ db }) {
      await db.execute(sql`analyze`);
      await runner.enqueue(
        db,
        PLANNER_STATISTICS_JOB,
        {},
        { runAt: nextSchoolTime(clock.now(), PLANNER_STATISTICS_TIME_MINUTES) },
      );
    },
  };
}

/** Queues the coming night's run unless one is queued or running already (each start asks). */
export async function schedulePlannerStatistics(db: Database, runner: JobRunner, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const [open] = await tx
      .select({ id: jobs.id })
      .from(jobs)
      .where(and(eq(jobs.kind, PLANNER_STATISTICS_JOB), inArray(jobs.state, ['queued', 'running'])))
      .limit(1);
    if (!open)
      await runner.enqueue(
        tx,
        PLANNER_STATISTICS_JOB,
        {},
        { runAt: nextSchoolTime(now, PLANNER_STATISTICS_TIME_MINUTES) },
      );
  });
}
