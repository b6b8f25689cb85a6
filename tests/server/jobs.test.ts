import { rm } from 'node:fs/promises';
import { type Clock, systemClock } from '@server/clock';
import { type DatabaseHandle, rowsOf } from '@server/db/client';
import { migrate } from '@server/db/migrate';
import { jobs } from '@server/db/schema';
import { type JobKind, JobRunner, type RetryPolicy, retryDelayMs } from '@server/jobs/runner';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeClock, SECOND } from './fake-clock';
import { migrationsBefore } from './migrations-before';
import { silentLogger } from './silent-logger';
import { until } from './tenant-helpers';
import { databases, type TestDatabase } from './test-database';

// The job runner on its own, with made-up kinds: back-off per kind, the dead letter, leases and
// their take-over, progress, cancellation, a graceful stop, and two runners sharing one queue;
// and the migration that moved queued work onto the queue.

const FLAKY: RetryPolicy = { maxAttempts: 3, baseDelayMs: SECOND, factor: 3, maxDelayMs: 5 * SECOND };

function runner(database: DatabaseHandle, clock: Clock = new FakeClock(), pollMs = 50) {
  return new JobRunner({ db: database.db, clock, log: silentLogger, pollMs, concurrency: 4 });
}

async function row(database: DatabaseHandle, id: string) {
  const [job] = await database.db.select().from(jobs).where(eq(jobs.id, id));
  if (!job) throw new Error(`no job ${id}`);
  return job;
}

async function enqueue(subject: JobRunner, database: DatabaseHandle, kind: string, payload: object = {}) {
  return database.db.transaction((tx) => subject.enqueue(tx, kind, payload));
}

describe('retryDelayMs', () => {
  it('multiplies the base by the factor per failure, up to the cap', () => {
    expect([1, 2, 3, 4].map((attempt) => retryDelayMs(FLAKY, attempt))).toEqual([1000, 3000, 5000, 5000]);
  });
});

describe.each(databases())('the job runner on $kind', (target) => {
  let testDb: TestDatabase;
  let database: DatabaseHandle;

  beforeAll(async () => {
    testDb = await target.open();
    database = testDb.handle;
  });

  afterAll(async () => {
    await testDb?.dispose();
  });

  it("backs off by the kind's policy, then keeps the job as a dead letter with its error", async () => {
    const clock = new FakeClock();
    const subject = runner(database, clock);
    const dead: string[] = [];
    subject.register({
      name: 'flaky',
      policy: FLAKY,
      run: async () => {
        throw new Error('the far side is down');
      },
      onDeadLetter: async (_tx, job, reason) => {
        dead.push(`${job.id}: ${reason}`);
      },
    });
    const id = await enqueue(subject, database, 'flaky');
    expect(await subject.drain('flaky')).toEqual({ succeeded: 0, retried: 1, failed: 0 });
    expect(await row(database, id)).toMatchObject({ state: 'queued', attempts: 1, lockedBy: null });
    expect((await row(database, id)).runAt.getTime()).toBe(clock.now().getTime() + SECOND);

    clock.advance(SECOND - 1);
    expect(await subject.drain('flaky')).toEqual({ succeeded: 0, retried: 0, failed: 0 });
    clock.advance(1);
    expect(await subject.drain('flaky')).toEqual({ succeeded: 0, retried: 1, failed: 0 });
    expect((await row(database, id)).runAt.getTime()).toBe(clock.now().getTime() + 3 * SECOND);
    clock.advance(3 * SECOND);
    expect(await subject.drain('flaky')).toEqual({ succeeded: 0, retried: 0, failed: 1 });
    expect(await row(database, id)).toMatchObject({
      state: 'failed',
      attempts: 3,
      lastError: 'the far side is down',
      lockedBy: null,
    });
    expect(dead).toEqual([`${id}: the far side is down`]);
    clock.advance(60 * SECOND);
    expect(await subject.drain('flaky')).toEqual({ succeeded: 0, retried: 0, failed: 0 });
  });

  it('does not claim a job another runner holds; takes it over once the lease has run out', async () => {
    const clock = new FakeClock();
    const subject = runner(database, clock);
    const ran: number[] = [];
    subject.register({ name: 'held', policy: FLAKY, run: async ({ attempt }) => void ran.push(attempt) });
    // As a runner that died leaves it: running, leased for ten more seconds, one attempt counted.
    const [held] = await database.db
      .insert(jobs)
      .values({
        kind: 'held',
        state: 'running',
        attempts: 1,
        runAt: clock.now(),
        lockedBy: 'a runner that died',
        lockedUntil: new Date(clock.now().getTime() + 10 * SECOND),
      })
      .returning();
    if (!held) throw new Error('not inserted');
    expect(await subject.drain('held')).toEqual({ succeeded: 0, retried: 0, failed: 0 });
    clock.advance(10 * SECOND);
    expect(await subject.drain('held')).toEqual({ succeeded: 1, retried: 0, failed: 0 });
    expect(ran).toEqual([2]);
    expect(await row(database, held.id)).toMatchObject({ state: 'succeeded', attempts: 2, lockedBy: null });
  });

  it("leases a job for its kind's lease from the claim on: a runner that dies at once keeps it that long", async () => {
    const clock = new FakeClock();
    const slow: JobKind = {
      name: 'slow-send',
      policy: FLAKY,
      leaseMs: 60 * SECOND,
      // As a run whose process is killed while it sends: it never ends by itself.
      run: ({ signal }) => new Promise((_resolve, reject) => signal.addEventListener('abort', reject)),
    };
    const dying = runner(database, clock).register(slow);
    const other = runner(database, clock).register({ ...slow, run: async () => undefined });
    const id = await enqueue(dying, database, 'slow-send');
    dying.start();
    try {
      await until(
        async () => ((await row(database, id)).state === 'running' ? true : undefined),
        'the claim',
      );
      expect((await row(database, id)).lockedUntil?.getTime()).toBe(clock.now().getTime() + 60 * SECOND);
      clock.advance(59 * SECOND);
      expect(await other.drain('slow-send')).toEqual({ succeeded: 0, retried: 0, failed: 0 });
      clock.advance(SECOND);
      expect(await other.drain('slow-send')).toEqual({ succeeded: 1, retried: 0, failed: 0 });
    } finally {
      await dying.stop();
    }
    expect(await row(database, id)).toMatchObject({ state: 'succeeded', attempts: 2 });
  });

  it('fails a job whose runs keep dying once its attempts are spent, without running it again', async () => {
    const clock = new FakeClock();
    const subject = runner(database, clock);
    let runs = 0;
    subject.register({ name: 'crashing', policy: FLAKY, run: async () => void runs++ });
    const [held] = await database.db
      .insert(jobs)
      .values({
        kind: 'crashing',
        state: 'running',
        attempts: FLAKY.maxAttempts,
        runAt: clock.now(),
        lockedBy: 'a runner that died',
        lockedUntil: clock.now(),
      })
      .returning();
    if (!held) throw new Error('not inserted');
    expect(await subject.drain('crashing')).toEqual({ succeeded: 0, retried: 0, failed: 1 });
    expect(runs).toBe(0);
    expect(await row(database, held.id)).toMatchObject({
      state: 'failed',
      lastError: 'The job was interrupted 3 times without finishing.',
    });
  });

  it('reports progress a caller can read, and cancels a running job at its next step', async () => {
    const subject = runner(database, systemClock);
    let seen: unknown;
    subject.register({
      name: 'import',
      policy: FLAKY,
      run: async ({ progress, signal }) => {
        await progress(0, 5, 'Reading the file');
        await progress(2, 5, 'Row 2 of 5');
        await new Promise<void>((resolve) => signal.addEventListener('abort', () => resolve()));
        seen = signal.reason;
        signal.throwIfAborted();
      },
    } satisfies JobKind);
    subject.start();
    try {
      const id = await enqueue(subject, database, 'import');
      const running = await until(async () => {
        const progress = await subject.progress(id);
        return progress?.done === 2 ? progress : undefined;
      }, 'progress 2 of 5');
      expect(running).toEqual({
        state: 'running',
        attempts: 1,
        done: 2,
        total: 5,
        message: 'Row 2 of 5',
        lastError: null,
      });
      expect(await subject.cancel(id)).toBe(true);
      await until(async () => (seen ? true : undefined), 'the run to stop');
      expect(seen).toBe('cancelled');
      expect(await subject.progress(id)).toMatchObject({ state: 'cancelled', done: 2, total: 5 });
      expect(await subject.cancel(id)).toBe(false);
    } finally {
      await subject.stop();
    }
  });

  it('cancels a queued job before it runs', async () => {
    const clock = new FakeClock();
    const subject = runner(database, clock);
    let runs = 0;
    subject.register({ name: 'later', policy: FLAKY, run: async () => void runs++ });
    const id = await enqueue(subject, database, 'later');
    expect(await subject.cancel(id)).toBe(true);
    expect(await subject.drain('later')).toEqual({ succeeded: 0, retried: 0, failed: 0 });
    expect(runs).toBe(0);
    expect((await row(database, id)).state).toBe('cancelled');
  });

  it('a graceful stop queues the running job again without counting the run', async () => {
    const subject = runner(database, systemClock);
    const released: string[] = [];
    let started = false;
    subject.register({
      name: 'long',
      policy: FLAKY,
      run: async ({ signal }) => {
        started = true;
        await new Promise<void>((resolve) => signal.addEventListener('abort', () => resolve()));
        signal.throwIfAborted();
      },
      onReleased: async (_tx, job) => void released.push(job.id),
    });
    subject.start();
    const id = await enqueue(subject, database, 'long');
    await until(async () => (started ? true : undefined), 'the run to start');
    await subject.stop();
    expect(await row(database, id)).toMatchObject({ state: 'queued', attempts: 0, lockedBy: null });
    expect(released).toEqual([id]);
    await database.db.update(jobs).set({ state: 'cancelled' }).where(eq(jobs.id, id));
  });

  it('runs no more jobs at once than its concurrency, however often jobs end while it claims', async () => {
    const subject = new JobRunner({
      db: database.db,
      clock: systemClock,
      log: silentLogger,
      pollMs: 20,
      concurrency: 2,
    });
    let running = 0;
    let most = 0;
    let finished = 0;
    subject.register({
      name: 'brief',
      policy: FLAKY,
      run: async () => {
        running += 1;
        most = Math.max(most, running);
        await new Promise((resolve) => setTimeout(resolve, 1));
        running -= 1;
        finished += 1;
      },
    });
    await database.db.transaction(async (tx) => {
      for (let n = 0; n < 60; n++) await subject.enqueue(tx, 'brief', { n });
    });
    subject.start();
    try {
      await until(async () => (finished === 60 ? true : undefined), 'every job to run');
    } finally {
      await subject.stop();
    }
    expect(most).toBe(2);
  });

  it('claims the kinds that go first ahead of older jobs: each mail an alert queues goes before the next alert', async () => {
    const clock = new FakeClock();
    const subject = runner(database, clock);
    const order: string[] = [];
    subject.register<{ n: number }>({
      name: 'first-mail',
      policy: FLAKY,
      first: true,
      run: async ({ payload }) => void order.push(`mail ${payload.n}`),
    });
    subject.register<{ n: number }>({
      name: 'first-alert',
      policy: FLAKY,
      run: async ({ db, payload }) => {
        order.push(`alert ${payload.n}`);
        clock.advance(SECOND);
        await subject.enqueue(db, 'first-mail', { n: payload.n });
      },
    });
    await database.db.transaction(async (tx) => {
      for (let n = 1; n <= 3; n++) await subject.enqueue(tx, 'first-alert', { n });
    });
    expect(await subject.drain()).toEqual({ succeeded: 6, retried: 0, failed: 0 });
    expect(order).toEqual(['alert 1', 'mail 1', 'alert 2', 'mail 2', 'alert 3', 'mail 3']);
  });

  it('two runners on one queue run every job exactly once', async () => {
    const otherHandle = (await testDb.openAnother?.()) ?? database;
    const runs: string[] = [];
    const kind = (): JobKind<{ n: number }> => ({
      name: 'pair',
      policy: FLAKY,
      leaseMs: 300,
      run: async ({ payload }) => {
        runs.push(String(payload.n));
        // Longer than a lease: only the heartbeat keeps the other runner off the job.
        await new Promise((resolve) => setTimeout(resolve, payload.n % 4 === 0 ? 400 : 5));
      },
    });
    const first = runner(database, systemClock, 20).register(kind());
    const second = runner(otherHandle, systemClock, 20).register(kind());
    const ids = await database.db.transaction(async (tx) => {
      const queued: string[] = [];
      for (let n = 0; n < 24; n++) queued.push(await first.enqueue(tx, 'pair', { n }));
      return queued;
    });
    first.start();
    second.start();
    try {
      await until(async () => {
        const rows = await database.db.select({ state: jobs.state }).from(jobs).where(eq(jobs.kind, 'pair'));
        return rows.every((job) => job.state === 'succeeded') ? true : undefined;
      }, 'every job to succeed');
    } finally {
      await first.stop();
      await second.stop();
      if (otherHandle !== database) await otherHandle.close();
    }
    expect([...runs].sort()).toEqual(Array.from({ length: 24 }, (_, n) => String(n)).sort());
    for (const id of ids) expect((await row(database, id)).attempts).toBe(1);
  });
});

describe.each(databases())('migration 0007 on $kind', (target) => {
  let testDb: TestDatabase;
  let before: string;

  beforeAll(async () => {
    testDb = await target.open({ migrate: false });
    before = await migrationsBefore('0007_jobs');
  });

  afterAll(async () => {
    await testDb?.dispose();
    if (before) await rm(before, { recursive: true, force: true });
  });

  it('moves pending mail and open deploy requests onto the job queue, and leaves finished ones', async () => {
    const execute = (query: ReturnType<typeof sql>) => testDb.handle.db.execute(query);
    await migrate(testDb.handle, { migrationsFolder: before });
    const retryAt = '2026-11-20T06:00:00.000Z';
    const [user] = rowsOf<{ id: string }>(
      await execute(
        sql`insert into users (email, password_hash, full_name, phone) values ('old@vidyamandir.in', 'x', 'Old Owner', '+919876543210') returning id`,
      ),
    );
    const [tenant] = rowsOf<{ id: string }>(
      await execute(sql`insert into tenants (user_id, name, description, code, owner, domain, contact_email, contact_phone)
        values (${user?.id}, 'Vidya Mandir', '', 'vidya-old', 'Old Owner', 'vidya-old.shala.app', 'old@vidyamandir.in', '+919876543210') returning id`),
    );
    const [pending] = rowsOf<{ id: string }>(
      await execute(sql`insert into mail_outbox (kind, to_address, subject, status, attempts, next_attempt_at, last_error)
        values ('verification', 'old@vidyamandir.in', 'Verify', 'pending', 2, ${retryAt}, '451 try later') returning id`),
    );
    await execute(sql`insert into mail_outbox (kind, to_address, subject, status, attempts, next_attempt_at)
      values ('verification', 'old@vidyamandir.in', 'Verify', 'sent', 1, now())`);
    await execute(sql`insert into provisioning_jobs (tenant_id, state, generation, features, attempts, requested_at, run_after)
      values (${tenant?.id}, 'running', 3, '[]'::jsonb, 1, now(), ${retryAt})`);

    await migrate(testDb.handle);
    const moved = await testDb.handle.db.select().from(jobs);
    expect(moved).toHaveLength(2);
    const mail = moved.find((job) => job.kind === 'mail');
    expect(mail).toMatchObject({
      key: pending?.id,
      payload: { mailId: pending?.id },
      state: 'queued',
      attempts: 2,
      lastError: '451 try later',
    });
    expect(mail?.runAt.toISOString()).toBe(retryAt);
    expect(moved.find((job) => job.kind === 'provision')).toMatchObject({
      key: tenant?.id,
      payload: { tenantId: tenant?.id, generation: 3 },
      state: 'queued',
      attempts: 1,
    });
    const [request] = rowsOf<{ state: string }>(await execute(sql`select state from provisioning_jobs`));
    expect(request?.state).toBe('pending');
  });
});
