import { rowsOf } from '@server/db/client';
import { PLANNER_STATISTICS_JOB, schedulePlannerStatistics } from '@server/db/planner-statistics';
import { jobs } from '@server/db/schema';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeClock } from './fake-clock';
import { buildPortalApp, type PortalTestApp } from './portal-helpers';
import { databases, type TestDatabase } from './test-database';

// Embedded PGlite gathers no planner statistics by itself (no autovacuum): the planner-statistics
// job runs ANALYZE nightly at 03:30 in India. PostgreSQL's autovacuum does it there: no such job.

/** The planner's row estimate of a table: -1 while it was never analysed. */
async function estimatedRows(database: TestDatabase, table: string): Promise<number> {
  const result = await database.handle.db.execute(
    sql`select reltuples::float8 as rows from pg_class where relname = ${table} and relkind = 'r'`,
  );
  return Number(rowsOf<{ rows: number }>(result)[0]?.rows);
}

describe.each(databases())('planner statistics on $kind', (target) => {
  let database: TestDatabase;
  let subject: PortalTestApp;
  const clock = new FakeClock('2026-06-01T03:30:00.000Z');

  beforeAll(async () => {
    database = await target.open();
    subject = await buildPortalApp(database.handle, {}, clock);
  });
  afterAll(async () => {
    await subject?.close();
    await database?.dispose();
  });

  it.runIf(target.kind === 'pglite')(
    'analyses every table at 03:30 in India, then again the next night',
    async () => {
      await subject.school('Statistics School', ['5']);
      expect(await estimatedRows(database, 'students')).toBe(-1);
      // Started at 09:00 in India: the run waits for the night.
      await schedulePlannerStatistics(database.handle.db, subject.app.jobs, clock.now());
      // A second start while that run waits queues nothing more.
      await schedulePlannerStatistics(database.handle.db, subject.app.jobs, clock.now());
      expect(await subject.app.jobs.drain(PLANNER_STATISTICS_JOB)).toMatchObject({ succeeded: 0 });
      expect(await estimatedRows(database, 'students')).toBe(-1);
      clock.set('2026-06-01T22:00:00.000Z');
      expect(await subject.app.jobs.drain(PLANNER_STATISTICS_JOB)).toMatchObject({ succeeded: 1 });
      expect(await estimatedRows(database, 'students')).toBeGreaterThanOrEqual(0);
      expect(await estimatedRows(database, 'tenants')).toBeGreaterThanOrEqual(1);
      const next = await database.handle.db
        .select({ runAt: jobs.runAt })
        .from(jobs)
        .where(and(eq(jobs.kind, PLANNER_STATISTICS_JOB), eq(jobs.state, 'queued')));
      expect(next.map((job) => job.runAt.toISOString())).toEqual(['2026-06-02T22:00:00.000Z']);
    },
  );

  it.runIf(target.kind === 'postgres')('leaves statistics to autovacuum: no such job', async () => {
    await expect(
      schedulePlannerStatistics(database.handle.db, subject.app.jobs, clock.now()),
    ).rejects.toThrow(`No job kind "${PLANNER_STATISTICS_JOB}" is registered.`);
  });
});
