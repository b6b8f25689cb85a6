import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../clock';
import type { Database } from '../db/client';
import { type JobState, jobs } from '../db/schema';

// The one runner for background work. A job is a row in `jobs`, inserted in the same transaction
// as the change that asks for it, so work is never asked for by a change that rolled back and
// never lost by one that committed.
//
// Claiming: one UPDATE over `FOR UPDATE SKIP LOCKED` rows marks a batch running, counts the
// attempt and leases each job to this runner until `locked_until`. Two runners (two instances on
// PostgreSQL) never claim the same row; while a job runs its runner extends the lease, and a runner
// that dies (kill -9, a lost connection) stops extending it, so once it lapses another runner
// claims the job again. Every write that ends a run names this runner and 'running', so a runner
// that lost its job (lease taken over, job cancelled) changes nothing.
//
// Failures follow the kind's policy: the n-th failed run is retried after
// min(cap, base * factor^(n-1)); when the attempts are spent the job is failed for good (the dead
// letter: kept with its error, and the kind's onDeadLetter records what it means). A run that a
// crash cut short counts, so a job that takes its process down every time still ends.
//
// Order: due jobs of the kinds marked `first` are claimed before the others, each group by due time.
//
// Waking: enqueue() wakes this process's runner directly. The caller's transaction may not have
// committed yet, so the runner looks again a few times over the next two seconds until the job
// shows up (or another instance took it); other instances find it by polling.

/** When a failed run is retried, and when the job is given up. */
export interface RetryPolicy {
  /** Runs before the job is failed for good (interrupted runs included). */
  maxAttempts: number;
  /** Wait after the first failure. */
  baseDelayMs: number;
  /** Each further failure multiplies the wait by this. */
  factor: number;
  /** The longest wait. */
  maxDelayMs: number;
}

/** The wait after the n-th failed run (1-based). */
export function retryDelayMs(policy: RetryPolicy, attempt: number): number {
  return Math.min(policy.maxDelayMs, policy.baseDelayMs * policy.factor ** (attempt - 1));
}

export type Job = typeof jobs.$inferSelect;

/** Why a running job's signal was aborted. */
export type AbortReason = 'stopping' | 'cancelled' | 'lost';

export interface JobContext<Payload> {
  readonly job: Job;
  readonly payload: Payload;
  /** This run's number, 1 for the first. */
  readonly attempt: number;
  /**
   * Aborted when the runner stops, the job is cancelled, or its lease was lost; `signal.reason`
   * says which (an AbortReason). Stop at the next safe point by throwing.
   */
  readonly signal: AbortSignal;
  readonly db: Database;
  /** Records how far the job is (read with runner.progress); also extends the lease. */
  progress(done: number, total?: number, message?: string): Promise<void>;
}

export interface JobKind<Payload = Record<string, unknown>> {
  readonly name: string;
  readonly policy: RetryPolicy;
  /** How long a claim holds without being extended; default 15 s (extended every third of it). */
  readonly leaseMs?: number;
  /**
   * Claimed before the other kinds whenever one is due: the last step a person waits for (a mail
   * on its way) goes ahead of the work that makes more of it (a morning's queue of absence alerts,
   * each of which enqueues a mail). Without it the queue is one line by due time, and every mail
   * waits behind every alert queued before it.
   */
  readonly first?: boolean;
  run(context: JobContext<Payload>): Promise<void>;
  // The hooks run inside the transaction that records the outcome on the job, before the job row
  // is written; `job` is the job as claimed for this run (attempts counts this run).
  /** A failed run that will be retried at `retryAt`. */
  onRetry?(tx: Database, job: Job, error: unknown, retryAt: Date): Promise<void>;
  /** The job failed for good: the dead letter, kept with its error. */
  onDeadLetter?(tx: Database, job: Job, reason: string): Promise<void>;
  /** A graceful stop ended the run early: the job is queued again and this run does not count. */
  onReleased?(tx: Database, job: Job): Promise<void>;
}

export interface EnqueueOptions {
  /** What the job is about, to find or cancel it later (cancelKey). */
  key?: string;
  /** Default: now. */
  runAt?: Date;
}

export interface JobProgress {
  state: JobState;
  attempts: number;
  done: number;
  total: number | null;
  message: string | null;
  lastError: string | null;
}

export interface DrainResult {
  succeeded: number;
  retried: number;
  failed: number;
}

export interface StartOptions {
  /** Only these kinds (default: every registered kind). */
  kinds?: readonly string[];
  /** Default: the runner's pollMs. */
  pollMs?: number;
}

export interface JobRunnerOptions {
  db: Database;
  clock: Clock;
  log: FastifyBaseLogger;
  /** How often to look for jobs other instances queued or whose time came. Default 2 s. */
  pollMs?: number;
  /** Jobs run at once by this runner. Default 4. */
  concurrency?: number;
  /**
   * The database is this process's alone (embedded PGlite): a job still marked running at start
   * belongs to a process that died, so it is taken over at once instead of after its lease.
   */
  exclusiveDatabase?: boolean;
  /** Awaited at the start of drain(): work that may still enqueue jobs (services/background.ts). */
  settle?: () => Promise<void>;
}

type Executor = Pick<Database, 'insert' | 'update' | 'select'>;

const DEFAULT_LEASE_MS = 15_000;
/** How long an enqueued job is looked for before it is left to polling (its transaction rolled back, or another instance took it). */
const EXPECT_FOR_MS = 2_000;
const FIRST_LOOK_MS = 10;

class UnknownKind extends Error {}
class NoLongerMine extends Error {}

export class JobRunner {
  private readonly kinds = new Map<string, JobKind<never>>();
  private readonly id = randomUUID();
  private readonly running = new Map<string, { controller: AbortController; done: Promise<void> }>();
  /** Jobs this process enqueued and has not seen yet, with when it started looking. */
  private readonly expected = new Map<string, number>();
  private lookMs = FIRST_LOOK_MS;
  private timer: NodeJS.Timeout | undefined;
  private loop:
    | { kinds: readonly string[] | undefined; pollMs: number; stopped: boolean; tick: Promise<void> }
    | undefined;
  private reclaimed = false;
  /**
   * One round at a time: a round counts its free slots before it claims, so two at once (a job
   * ending while a claim is under way) would both fill the same slots. A look asked for during a
   * round runs right after it.
   */
  private inRound = false;
  private lookAgain = false;

  constructor(private readonly options: JobRunnerOptions) {}

  /** Adds (or replaces) the handler of a kind. */
  register<Payload>(kind: JobKind<Payload>): this {
    this.kinds.set(kind.name, kind as unknown as JobKind<never>);
    return this;
  }

  kind(name: string): JobKind<never> | undefined {
    return this.kinds.get(name);
  }

  /**
   * Queues a job inside the caller's transaction and wakes this runner; returns the job's id.
   * The job runs once the transaction commits.
   */
  async enqueue(tx: Executor, kind: string, payload: object, options: EnqueueOptions = {}): Promise<string> {
    if (!this.kinds.has(kind)) throw new UnknownKind(`No job kind "${kind}" is registered.`);
    const id = randomUUID();
    const now = this.options.clock.now();
    await tx.insert(jobs).values({
      id,
      kind,
      key: options.key ?? null,
      payload: payload as Record<string, unknown>,
      state: 'queued',
      runAt: options.runAt ?? now,
      createdAt: now,
      updatedAt: now,
    });
    if (!options.runAt || options.runAt <= now) {
      this.expected.set(id, Date.now());
      this.wake();
    }
    return id;
  }

  /** Cancels a queued or running job (a running one stops at its next step); false when it had ended. */
  async cancel(jobId: string, tx: Executor = this.options.db): Promise<boolean> {
    const cancelled = await tx
      .update(jobs)
      .set(this.cancelledColumns())
      .where(and(eq(jobs.id, jobId), inArray(jobs.state, ['queued', 'running'])))
      .returning({ id: jobs.id });
    this.running.get(jobId)?.controller.abort('cancelled');
    return cancelled.length > 0;
  }

  /** Cancels every open job of a kind about `key`, inside the caller's transaction; returns their ids. */
  async cancelKey(tx: Executor, kind: string, key: string): Promise<string[]> {
    const cancelled = await tx
      .update(jobs)
      .set(this.cancelledColumns())
      .where(and(eq(jobs.kind, kind), eq(jobs.key, key), inArray(jobs.state, ['queued', 'running'])))
      .returning({ id: jobs.id });
    for (const { id } of cancelled) this.running.get(id)?.controller.abort('cancelled');
    return cancelled.map((row) => row.id);
  }

  /** How far a job is; undefined for an unknown id. */
  async progress(jobId: string): Promise<JobProgress | undefined> {
    const [row] = await this.options.db
      .select({
        state: jobs.state,
        attempts: jobs.attempts,
        done: jobs.progressDone,
        total: jobs.progressTotal,
        message: jobs.progressMessage,
        lastError: jobs.lastError,
      })
      .from(jobs)
      .where(eq(jobs.id, jobId));
    return row;
  }

  /** Looks for jobs now rather than at the next poll (when started). */
  wake(): void {
    if (!this.loop || this.loop.stopped) return;
    this.lookAgain = true;
    this.schedule(0);
  }

  /** Runs due jobs (polling, and woken by enqueue) until stop(). Can start again after a stop. */
  start(options: StartOptions = {}): void {
    if (this.loop && !this.loop.stopped) return;
    this.loop = {
      kinds: options.kinds,
      pollMs: options.pollMs ?? this.options.pollMs ?? 2000,
      stopped: false,
      tick: Promise.resolve(),
    };
    this.schedule(0);
  }

  /**
   * Stops claiming, ends the runs under way at their next step (they are queued again and resume at
   * the next start), and resolves once nothing more will be written. Idempotent.
   */
  async stop(): Promise<void> {
    const loop = this.loop;
    if (loop) loop.stopped = true;
    clearTimeout(this.timer);
    await loop?.tick;
    for (const { controller } of this.running.values()) controller.abort('stopping');
    await Promise.allSettled([...this.running.values()].map((run) => run.done));
  }

  /**
   * Runs every job due now (by the clock), round after round, until none is left, one at a time;
   * first waits for background work that may still enqueue. For tests and scripts.
   */
  async drain(kinds?: string | readonly string[]): Promise<DrainResult> {
    await this.options.settle?.();
    const only = typeof kinds === 'string' ? [kinds] : kinds;
    const total: DrainResult = { succeeded: 0, retried: 0, failed: 0 };
    for (;;) {
      const claimed = await this.claimInOrder(1, only);
      if (claimed.length === 0) return total;
      for (const job of claimed) {
        const outcome = await this.execute(job);
        if (outcome !== 'released') total[outcome] += 1;
      }
    }
  }

  private cancelledColumns() {
    const now = this.options.clock.now();
    return {
      state: 'cancelled' as const,
      lockedBy: null,
      lockedUntil: null,
      finishedAt: now,
      updatedAt: now,
    };
  }

  private schedule(delayMs: number): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => this.tick(), delayMs);
    this.timer.unref();
  }

  private tick(): void {
    const loop = this.loop;
    if (!loop || loop.stopped) return;
    if (this.inRound) {
      this.lookAgain = true;
      return;
    }
    this.inRound = true;
    this.lookAgain = false;
    loop.tick = this.round(loop.kinds)
      .catch((error: unknown) => {
        this.options.log.warn({ err: error }, 'The job runner could not read the queue; it will try again');
      })
      .then(() => {
        this.inRound = false;
        if (!loop.stopped) this.schedule(this.lookAgain ? 0 : this.nextLookMs());
      });
  }

  /** Soon while a job this process enqueued has not shown up, else at the poll. */
  private nextLookMs(): number {
    const pollMs = this.loop?.pollMs ?? 2000;
    const now = Date.now();
    for (const [id, since] of this.expected) if (now - since > EXPECT_FOR_MS) this.expected.delete(id);
    if (this.expected.size === 0) {
      this.lookMs = FIRST_LOOK_MS;
      return pollMs;
    }
    const wait = this.lookMs;
    this.lookMs = Math.min(this.lookMs * 2, 250);
    return Math.min(wait, pollMs);
  }

  private async round(kinds: readonly string[] | undefined): Promise<void> {
    if (!this.reclaimed) {
      this.reclaimed = true;
      if (this.options.exclusiveDatabase) await this.takeOverOrphans();
    }
    const free = (this.options.concurrency ?? 4) - this.running.size;
    if (free <= 0) return;
    for (const job of await this.claimInOrder(free, kinds)) {
      const done = this.execute(job).then(
        (outcome) => {
          // Look again at once after a job ends: others may be waiting for the slot.
          if (outcome !== 'released') this.wake();
        },
        (error: unknown) =>
          this.options.log.error({ err: error, jobId: job.id }, 'A job run failed unexpectedly'),
      );
      void done;
    }
  }

  private async takeOverOrphans(): Promise<void> {
    await this.options.db
      .update(jobs)
      .set({ lockedUntil: this.options.clock.now() })
      .where(eq(jobs.state, 'running'));
  }

  /**
   * Claims up to `limit` due jobs of the given kinds (default: all registered): the `first` kinds'
   * before the others', but with more than one slot free the first kinds leave one to the others,
   * so a backlog of mail (an SMTP server down for an hour) never holds up an import or a backup.
   * Two statements only when the first kinds leave slots free.
   */
  private async claimInOrder(limit: number, kinds: readonly string[] | undefined): Promise<Job[]> {
    const names = (kinds ?? [...this.kinds.keys()]).filter((name) => this.kinds.has(name));
    const first = names.filter((name) => this.kinds.get(name)?.first);
    const rest = names.filter((name) => !first.includes(name));
    const firstLimit = rest.length > 0 ? Math.max(1, limit - 1) : limit;
    const claimed = first.length > 0 ? await this.claim(firstLimit, first) : [];
    if (claimed.length < limit && rest.length > 0) {
      try {
        claimed.push(...(await this.claim(limit - claimed.length, rest)));
      } catch (error) {
        // The jobs claimed first are leased to this runner: run them rather than strand them.
        if (claimed.length === 0) throw error;
        this.options.log.warn({ err: error }, 'The job runner could not read the queue; it will try again');
      }
    }
    return claimed;
  }

  /** Claims up to `limit` due jobs of the kinds `names`, by due time, and leases them. */
  private async claim(limit: number, names: readonly string[]): Promise<Job[]> {
    const { db, clock } = this.options;
    const now = clock.now();
    // Queued jobs that are due, and running ones whose lease lapsed, each read in an index's order
    // and locked (skipping rows another runner holds), then the earliest of both. One condition
    // with OR made PostgreSQL read and sort every queued job: 61 ms a claim with 80,000 alerts
    // queued, which capped a morning's alerts (docs/performance.md#a-school-morning). One kind
    // (mail) is read from its own index (kind, state, run_at); several from the due index (state,
    // run_at), the kinds a filter written so the planner cannot use the kinds' index instead: with
    // statistics older than the morning's queue it did, and sorted all 80,000 again (57 ms).
    const ofKinds =
      names.length === 1
        ? eq(jobs.kind, names[0] as string)
        : sql`(${jobs.kind} || '') in (${sql.join(
            names.map((name) => sql`${name}`),
            sql`, `,
          )})`;
    const candidates = (name: string, condition: SQL | undefined) =>
      db
        .$with(name)
        .as(
          db
            .select({ id: jobs.id, runAt: jobs.runAt })
            .from(jobs)
            .where(and(condition, ofKinds))
            .orderBy(asc(jobs.runAt))
            .limit(limit)
            .for('update', { skipLocked: true }),
        );
    const queued = candidates('queued', and(eq(jobs.state, 'queued'), lte(jobs.runAt, now)));
    const lapsed = candidates('lapsed', and(eq(jobs.state, 'running'), lte(jobs.lockedUntil, now)));
    const due = sql`${jobs.id} in (select id from (
      select id, run_at from ${queued} union all select id, run_at from ${lapsed}
    ) as due order by run_at limit ${limit})`;
    // Each job is leased for its kind's lease from the claim on, so a run needs no write of its own
    // before it starts (one statement fewer per job: a morning's alerts are two jobs each).
    const leaseMs = sql.join(
      names.map((name) => sql`when ${name} then ${this.kinds.get(name)?.leaseMs ?? DEFAULT_LEASE_MS}::int`),
      sql` `,
    );
    const claimed = await db
      .with(queued, lapsed)
      .update(jobs)
      .set({
        state: 'running',
        attempts: sql`${jobs.attempts} + 1`,
        lockedBy: this.id,
        lockedUntil: sql`${now.toISOString()}::timestamptz + (case ${jobs.kind} ${leaseMs} else ${DEFAULT_LEASE_MS}::int end) * interval '1 millisecond'`,
        updatedAt: now,
      })
      .where(due)
      .returning();
    for (const job of claimed) this.expected.delete(job.id);
    return claimed;
  }

  /** Runs one claimed job to its outcome and records it. */
  private execute(job: Job): Promise<'succeeded' | 'retried' | 'failed' | 'released'> {
    const controller = new AbortController();
    const outcome = this.runClaimed(job, controller);
    const done = outcome.then(
      () => undefined,
      () => undefined,
    );
    this.running.set(job.id, { controller, done });
    return outcome.finally(() => this.running.delete(job.id));
  }

  private async runClaimed(
    job: Job,
    controller: AbortController,
  ): Promise<'succeeded' | 'retried' | 'failed' | 'released'> {
    const kind = this.kinds.get(job.kind);
    const { db, clock, log } = this.options;
    if (!kind) return 'released';
    const leaseMs = kind.leaseMs ?? DEFAULT_LEASE_MS;
    const mine = and(eq(jobs.id, job.id), eq(jobs.lockedBy, this.id), eq(jobs.state, 'running'));

    // Every run counts when it is claimed: a job whose runs kept dying ends here, failed.
    if (job.attempts > kind.policy.maxAttempts) {
      const runs = job.attempts - 1;
      await this.deadLetter(kind, job, `The job was interrupted ${runs} times without finishing.`, mine);
      return 'failed';
    }

    const extend = async (extra: Partial<typeof jobs.$inferInsert> = {}) => {
      const now = clock.now();
      const held = await db
        .update(jobs)
        .set({ lockedUntil: new Date(now.getTime() + leaseMs), updatedAt: now, ...extra })
        .where(mine)
        .returning({ id: jobs.id });
      if (held.length === 0 && !controller.signal.aborted) controller.abort(await this.whyLost(job.id));
    };
    const heartbeat = setInterval(() => {
      extend().catch((error: unknown) =>
        log.warn({ err: error, jobId: job.id }, 'Could not extend a job lease'),
      );
    }, leaseMs / 3);
    heartbeat.unref();

    let failure: unknown;
    let failed = false;
    try {
      await kind.run({
        job,
        payload: job.payload as never,
        attempt: job.attempts,
        signal: controller.signal,
        db,
        progress: (done, total, message) =>
          extend({
            progressDone: done,
            ...(total === undefined ? {} : { progressTotal: total }),
            ...(message === undefined ? {} : { progressMessage: message }),
          }),
      });
    } catch (error) {
      failed = true;
      failure = error;
    } finally {
      clearInterval(heartbeat);
    }

    const now = clock.now();
    if (!failed) {
      // Finished, even if a stop or a cancel came meanwhile: the work is done, so it is not redone.
      await db
        .update(jobs)
        .set({
          state: 'succeeded',
          lockedBy: null,
          lockedUntil: null,
          lastError: null,
          finishedAt: now,
          updatedAt: now,
        })
        .where(mine);
      return 'succeeded';
    }
    const reason = controller.signal.aborted ? (controller.signal.reason as AbortReason) : undefined;
    if (reason === 'cancelled' || reason === 'lost') return 'released';
    if (reason === 'stopping') {
      // A graceful stop is not the job's fault: queue it again without counting this run.
      await this.stillMine(async (tx) => {
        await kind.onReleased?.(tx, job);
        return tx
          .update(jobs)
          .set({
            state: 'queued',
            attempts: sql`greatest(${jobs.attempts} - 1, 0)`,
            lockedBy: null,
            lockedUntil: null,
            runAt: now,
            updatedAt: now,
          })
          .where(mine)
          .returning({ id: jobs.id });
      });
      return 'released';
    }
    const message = describe(failure);
    if (job.attempts >= kind.policy.maxAttempts) {
      await this.deadLetter(kind, job, message, mine);
      return 'failed';
    }
    const retryAt = new Date(now.getTime() + retryDelayMs(kind.policy, job.attempts));
    await this.stillMine(async (tx) => {
      await kind.onRetry?.(tx, job, failure, retryAt);
      return tx
        .update(jobs)
        .set({
          state: 'queued',
          runAt: retryAt,
          lockedBy: null,
          lockedUntil: null,
          lastError: message,
          updatedAt: now,
        })
        .where(mine)
        .returning({ id: jobs.id });
    });
    // This process runs the retry when it is due, without waiting for the poll after it.
    const loop = this.loop;
    if (loop && !loop.stopped) {
      const wait = retryAt.getTime() - now.getTime();
      if (wait < loop.pollMs) setTimeout(() => this.wake(), wait).unref();
    }
    return 'retried';
  }

  private async deadLetter(kind: JobKind<never>, job: Job, reason: string, mine: ReturnType<typeof and>) {
    await this.stillMine(async (tx) => {
      await kind.onDeadLetter?.(tx, job, reason);
      const now = this.options.clock.now();
      return tx
        .update(jobs)
        .set({
          state: 'failed',
          lockedBy: null,
          lockedUntil: null,
          lastError: reason,
          finishedAt: now,
          updatedAt: now,
        })
        .where(mine)
        .returning({ id: jobs.id });
    });
  }

  /**
   * Records a run's end: the kind's own writes first, then the job row, in one transaction that is
   * undone when the job is no longer this runner's (cancelled, or taken over). The kind's rows come
   * first because requests lock them before they cancel a job: the same order here means the two
   * never wait for each other in a circle.
   */
  private async stillMine(write: (tx: Database) => Promise<unknown[]>): Promise<void> {
    await this.options.db
      .transaction(async (tx) => {
        const changed = await write(tx);
        if (changed.length === 0) throw new NoLongerMine();
      })
      .catch((error: unknown) => {
        if (!(error instanceof NoLongerMine)) throw error;
      });
  }

  private async whyLost(jobId: string): Promise<AbortReason> {
    const [row] = await this.options.db.select({ state: jobs.state }).from(jobs).where(eq(jobs.id, jobId));
    return row?.state === 'cancelled' ? 'cancelled' : 'lost';
  }
}

/** An error in one line, without a stack (SMTP replies can be long). */
export function describe(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.replace(/\s+/g, ' ').slice(0, 500);
}
