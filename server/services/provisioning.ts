import { setTimeout as sleep } from 'node:timers/promises';
import { and, asc, eq, inArray, lte, notInArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../clock';
import { type Database, type DatabaseHandle, rowsOf } from '../db/client';
import {
  provisioningJobs,
  type TenantFeature,
  tenantClasses,
  tenantFeatures,
  tenantSubjects,
  tenants,
  tenantTextbooks,
} from '../db/schema';
import type { CatalogueClass, NcertCatalogue } from './ncert-catalogue';
import { selectedClassIds } from './tenant-features';
import { OPEN_JOB_STATES } from './tenants';

// The provisioning worker: turns a tenant's recorded deploy job into its NCERT classes, subjects
// and textbooks, then marks the tenant deployed (or failed, with the reason kept in the job).
//
// Durable and resumable. The job is a row (provisioning_jobs), written by the deploy request
// before it answers 202. Each class is seeded in its own transaction that also appends the class
// to the job's `classes_done`, so a run cut short (restart, crash, kill -9) resumes after the
// last class it committed; every write is an upsert on a unique key, so doing a class twice
// changes nothing. The features, the enabled classes and the tenant's status change together in
// one last transaction: the owner never sees a half-applied deploy.
//
// One worker per job. A worker owns a job while it holds a session advisory lock on the tenant,
// taken on a dedicated connection: another instance skips it, and a worker that dies (even by
// kill -9) loses the lock with its connection, so the next one resumes without waiting for a
// lease to run out. Within a process, a set of the tenants in hand does the same (PGlite is one
// connection, and an advisory lock is re-entrant on the connection that holds it).
//
// Newest request wins. Deploy and undeploy requests move the job's `generation` on under the
// tenant's row lock; the worker applies each step only while the generation it started with is
// still current, and re-reads the job otherwise, so an undeploy during a deploy ends not deployed
// and a second deploy with other classes ends with those.

/** The advisory lock class of provisioning jobs ("SHPR"), beside migrate.ts's "SHLA"; the key is the tenant's hash. */
export const PROVISIONING_LOCK_CLASS = 0x5348_5052;

export interface ProvisioningOptions {
  database: DatabaseHandle;
  catalogue: NcertCatalogue;
  clock: Clock;
  logger: FastifyBaseLogger;
  /** Pause after each class is seeded: provisioning takes a realistic, short time. Default 120 ms. */
  stepDelayMs?: number;
  /** How often to look for jobs other instances recorded (this one's requests wake it at once). */
  pollIntervalMs?: number;
  /** Jobs worked on at once by this instance (each holds a database connection). Default 2. */
  concurrency?: number;
  /** Runs of one request (interrupted ones included) before it is failed for good. Default 5. */
  maxAttempts?: number;
  /** Back-off before a failed run is retried, doubled each time. Default 1 s. */
  retryDelayMs?: number;
}

export interface ProvisioningWorker {
  /** Starts looking for jobs (idempotent). */
  start(): void;
  /** Wakes the worker now: a deploy was just recorded. */
  notify(): void;
  /**
   * Stops taking jobs and ends the runs under way at their next step; they stay recorded and the
   * next start resumes them. Resolves once nothing more will be written. Idempotent.
   */
  stop(): Promise<void>;
}

/** The job changed under the worker (a newer request, an undeploy): drop this run, re-read the job. */
class Superseded extends Error {
  override readonly name = 'Superseded';
}

/** The worker is stopping: leave the job for the next start. */
class Stopping extends Error {
  override readonly name = 'Stopping';
}

type Job = typeof provisioningJobs.$inferSelect;

/** A wake-up call that is not lost when nobody is waiting yet. */
function createSignal() {
  let pending = false;
  let wake: (() => void) | undefined;
  return {
    notify() {
      if (wake) wake();
      else pending = true;
    },
    wait(ms: number): Promise<void> {
      if (pending) {
        pending = false;
        return Promise.resolve();
      }
      return new Promise((resolve) => {
        const timer = setTimeout(done, ms);
        function done() {
          clearTimeout(timer);
          wake = undefined;
          resolve();
        }
        wake = done;
      });
    },
  };
}

export function createProvisioningWorker(options: ProvisioningOptions): ProvisioningWorker {
  const { database, catalogue, clock, logger } = options;
  const stepDelayMs = options.stepDelayMs ?? 120;
  const pollIntervalMs = options.pollIntervalMs ?? 1000;
  const concurrency = options.concurrency ?? 2;
  const maxAttempts = options.maxAttempts ?? 5;
  const retryDelayMs = options.retryDelayMs ?? 1000;
  const log = logger.child({ component: 'provisioning' });

  const signal = createSignal();
  const stopping = new AbortController();
  const running = new Map<string, Promise<void>>();
  let loop: Promise<void> | undefined;

  async function findDue(): Promise<string[]> {
    const due = await database.db
      .select({ tenantId: provisioningJobs.tenantId })
      .from(provisioningJobs)
      .where(
        and(
          inArray(provisioningJobs.state, [...OPEN_JOB_STATES]),
          lte(provisioningJobs.runAfter, clock.now()),
        ),
      )
      .orderBy(asc(provisioningJobs.runAfter))
      .limit(concurrency * 4);
    return due.map((row) => row.tenantId);
  }

  async function run(): Promise<void> {
    while (!stopping.signal.aborted) {
      try {
        for (const tenantId of running.size < concurrency ? await findDue() : []) {
          if (running.size >= concurrency || stopping.signal.aborted) break;
          if (running.has(tenantId)) continue;
          const work = claimAndRun(tenantId)
            .catch((error: unknown) => {
              log.error({ err: error, tenantId }, 'Provisioning failed unexpectedly');
              return false;
            })
            .then((worked) => {
              running.delete(tenantId);
              // Look again at once: the job may have changed meanwhile, others may be waiting.
              if (worked) signal.notify();
            });
          running.set(tenantId, work);
        }
      } catch (error) {
        if (!stopping.signal.aborted) log.warn({ err: error }, 'Could not look for provisioning jobs');
      }
      await signal.wait(pollIntervalMs);
    }
  }

  /** Takes the tenant's job if nobody else has it, and works on it. True when it did any work. */
  function claimAndRun(tenantId: string): Promise<boolean> {
    return database.withConnection(async (db) => {
      const lock = sql`${PROVISIONING_LOCK_CLASS}::int, hashtext(${tenantId})`;
      const [acquired] = rowsOf<{ locked: boolean }>(
        await db.execute(sql`select pg_try_advisory_lock(${lock}) as locked`),
      );
      if (!acquired?.locked) return false;
      try {
        return await runJob(db, tenantId);
      } finally {
        await db.execute(sql`select pg_advisory_unlock(${lock})`);
      }
    });
  }

  async function runJob(db: Database, tenantId: string): Promise<boolean> {
    const now = clock.now();
    const [job] = await db
      .select()
      .from(provisioningJobs)
      .where(
        and(
          eq(provisioningJobs.tenantId, tenantId),
          inArray(provisioningJobs.state, [...OPEN_JOB_STATES]),
          lte(provisioningJobs.runAfter, now),
        ),
      );
    if (!job) return false;
    // Every run counts when it starts, so a job that brings its worker down each time (a crash
    // mid-run is counted too) still ends, as failed, instead of looping for ever.
    if (job.attempts >= maxAttempts) {
      await fail(db, job, `Provisioning was interrupted ${job.attempts} times without finishing.`);
      return true;
    }
    const [started] = await db
      .update(provisioningJobs)
      .set({ state: 'running', attempts: job.attempts + 1, startedAt: now, updatedAt: now })
      .where(and(eq(provisioningJobs.tenantId, tenantId), eq(provisioningJobs.generation, job.generation)))
      .returning();
    if (!started) return true;
    const classIds = selectedClassIds(started.features);
    const resumed = started.classesDone.length > 0;
    log.info(
      { tenantId, generation: started.generation, attempt: started.attempts, classes: classIds, resumed },
      resumed ? 'Resuming tenant provisioning' : 'Provisioning tenant',
    );
    const began = Date.now();
    try {
      for (const classId of classIds) {
        if (started.classesDone.includes(classId)) continue;
        if (stopping.signal.aborted) throw new Stopping();
        const entry = catalogue.classes.get(classId);
        if (!entry) throw new Error(`The NCERT catalogue has no Class ${classId}.`);
        await seedClass(db, started, entry);
        log.debug({ tenantId, classId }, `Provisioned ${entry.name}`);
        await sleep(stepDelayMs, undefined, { signal: stopping.signal }).catch(() => {
          throw new Stopping();
        });
      }
      await finish(db, started);
      log.info({ tenantId, ms: Date.now() - began }, 'Tenant deployed');
    } catch (error) {
      if (error instanceof Superseded) {
        log.info({ tenantId }, 'Provisioning run superseded by a newer request');
      } else if (error instanceof Stopping) {
        await release(db, started);
        log.info({ tenantId }, 'Provisioning paused for shutdown: the next start resumes it');
      } else {
        await retryOrFail(db, started, error);
      }
    }
    return true;
  }

  /** Locks the job row and checks the run is still the current one; throws Superseded otherwise. */
  async function stillCurrent(tx: Database, job: Job): Promise<void> {
    const [current] = await tx
      .select({ generation: provisioningJobs.generation, state: provisioningJobs.state })
      .from(provisioningJobs)
      .where(eq(provisioningJobs.tenantId, job.tenantId))
      .for('update');
    if (current?.generation !== job.generation || current.state !== 'running') throw new Superseded();
  }

  async function seedClass(db: Database, job: Job, entry: CatalogueClass): Promise<void> {
    const tenantId = job.tenantId;
    await db.transaction(async (tx) => {
      await stillCurrent(tx, job);
      const now = clock.now();
      const [classRow] = await tx
        .insert(tenantClasses)
        .values({
          tenantId,
          grade: entry.grade,
          name: entry.name,
          stage: entry.stage,
          series: entry.series,
          enabled: false,
          createdAt: now,
          updatedAt: now,
        })
        .onConflictDoUpdate({
          target: [tenantClasses.tenantId, tenantClasses.grade],
          set: { name: entry.name, stage: entry.stage, series: entry.series, updatedAt: now },
        })
        .returning({ id: tenantClasses.id });
      if (!classRow) throw new Error(`Could not record ${entry.name}.`);
      const subjects = await tx
        .insert(tenantSubjects)
        .values(
          entry.subjects.map((subject, position) => ({
            tenantId,
            classId: classRow.id,
            name: subject.name,
            note: subject.note,
            unconfirmed: subject.unconfirmed,
            current: true,
            position,
            createdAt: now,
            updatedAt: now,
          })),
        )
        .onConflictDoUpdate({
          target: [tenantSubjects.classId, tenantSubjects.name],
          set: {
            note: sql`excluded.note`,
            unconfirmed: sql`excluded.unconfirmed`,
            current: true,
            position: sql`excluded.position`,
            updatedAt: now,
          },
        })
        .returning({ id: tenantSubjects.id, name: tenantSubjects.name });
      // Subjects and textbooks the catalogue no longer lists stay (a school may have attached work
      // to them) but are no longer current.
      await tx
        .update(tenantSubjects)
        .set({ current: false, updatedAt: now })
        .where(
          and(
            eq(tenantSubjects.classId, classRow.id),
            notInArray(
              tenantSubjects.id,
              subjects.map((subject) => subject.id),
            ),
          ),
        );
      const subjectIds = new Map(subjects.map((subject) => [subject.name, subject.id]));
      const books = entry.subjects.flatMap((subject) =>
        subject.textbooks.map((book, position) => ({
          tenantId,
          subjectId: subjectIds.get(subject.name) as string,
          title: book.title,
          ncertCode: book.code,
          current: true,
          position,
          createdAt: now,
          updatedAt: now,
        })),
      );
      const kept = await tx
        .insert(tenantTextbooks)
        .values(books)
        .onConflictDoUpdate({
          target: [tenantTextbooks.subjectId, tenantTextbooks.ncertCode],
          set: {
            title: sql`excluded.title`,
            current: true,
            position: sql`excluded.position`,
            updatedAt: now,
          },
        })
        .returning({ id: tenantTextbooks.id });
      await tx
        .update(tenantTextbooks)
        .set({ current: false, updatedAt: now })
        .where(
          and(
            inArray(tenantTextbooks.subjectId, [...subjectIds.values()]),
            notInArray(
              tenantTextbooks.id,
              kept.map((book) => book.id),
            ),
          ),
        );
      await tx
        .update(provisioningJobs)
        .set({
          classesDone: sql`${provisioningJobs.classesDone} || ${JSON.stringify([entry.id])}::jsonb`,
          updatedAt: now,
        })
        .where(eq(provisioningJobs.tenantId, tenantId));
    });
  }

  /** The features, the enabled classes and the tenant's status, all at once. */
  async function finish(db: Database, job: Job): Promise<void> {
    const tenantId = job.tenantId;
    const classIds = selectedClassIds(job.features);
    const grades = classIds.map(Number);
    await db.transaction(async (tx) => {
      // Requests lock the tenant (FOR NO KEY UPDATE, see services/tenants.ts), then the job: the
      // same order here. A class's transaction locks only the job, and its foreign-key checks take
      // FOR KEY SHARE on the tenant, which these locks let through, so nothing waits in a circle.
      await tx.select({ id: tenants.id }).from(tenants).where(eq(tenants.id, tenantId)).for('no key update');
      await stillCurrent(tx, job);
      const now = clock.now();
      await tx
        .insert(tenantFeatures)
        .values(job.features.map((feature) => featureRow(tenantId, feature, now)))
        .onConflictDoUpdate({
          target: [tenantFeatures.tenantId, tenantFeatures.name],
          set: { enabled: sql`excluded.enabled`, values: sql`excluded.values`, updatedAt: now },
        });
      await tx
        .update(tenantClasses)
        .set({ enabled: true, updatedAt: now })
        .where(
          and(
            eq(tenantClasses.tenantId, tenantId),
            inArray(tenantClasses.grade, grades),
            eq(tenantClasses.enabled, false),
          ),
        );
      await tx
        .update(tenantClasses)
        .set({ enabled: false, updatedAt: now })
        .where(
          and(
            eq(tenantClasses.tenantId, tenantId),
            notInArray(tenantClasses.grade, grades),
            eq(tenantClasses.enabled, true),
          ),
        );
      await tx
        .update(tenants)
        .set({ deploymentStatus: 'deployed', isActive: true, updatedAt: now })
        .where(eq(tenants.id, tenantId));
      await tx
        .update(provisioningJobs)
        .set({ state: 'succeeded', lastError: null, finishedAt: now, updatedAt: now })
        .where(eq(provisioningJobs.tenantId, tenantId));
    });
  }

  /** A graceful stop: the job waits for the next start, and this run does not count as an attempt. */
  async function release(db: Database, job: Job): Promise<void> {
    await db
      .update(provisioningJobs)
      .set({
        state: 'pending',
        attempts: sql`greatest(${provisioningJobs.attempts} - 1, 0)`,
        updatedAt: clock.now(),
      })
      .where(
        and(
          eq(provisioningJobs.tenantId, job.tenantId),
          eq(provisioningJobs.generation, job.generation),
          eq(provisioningJobs.state, 'running'),
        ),
      );
  }

  async function retryOrFail(db: Database, job: Job, error: unknown): Promise<void> {
    const reason = error instanceof Error ? error.message : String(error);
    if (job.attempts >= maxAttempts) {
      await fail(db, job, reason);
      return;
    }
    const delay = retryDelayMs * 2 ** (job.attempts - 1);
    const now = clock.now();
    await db
      .update(provisioningJobs)
      .set({ state: 'pending', lastError: reason, runAfter: new Date(now.getTime() + delay), updatedAt: now })
      .where(
        and(eq(provisioningJobs.tenantId, job.tenantId), eq(provisioningJobs.generation, job.generation)),
      );
    log.warn(
      { err: error, tenantId: job.tenantId, attempt: job.attempts, retryInMs: delay },
      'Provisioning run failed',
    );
  }

  /** Gives up on the request: the tenant shows `failed`; the reason stays in the job for operators. */
  async function fail(db: Database, job: Job, reason: string): Promise<void> {
    const failed = await db.transaction(async (tx) => {
      await tx
        .select({ id: tenants.id })
        .from(tenants)
        .where(eq(tenants.id, job.tenantId))
        .for('no key update');
      const [current] = await tx
        .select({ generation: provisioningJobs.generation, state: provisioningJobs.state })
        .from(provisioningJobs)
        .where(eq(provisioningJobs.tenantId, job.tenantId))
        .for('update');
      const open = (OPEN_JOB_STATES as readonly string[]).includes(current?.state ?? '');
      if (current?.generation !== job.generation || !open) return false;
      const now = clock.now();
      await tx
        .update(tenants)
        .set({ deploymentStatus: 'failed', isActive: false, updatedAt: now })
        .where(eq(tenants.id, job.tenantId));
      await tx
        .update(provisioningJobs)
        .set({ state: 'failed', lastError: reason, finishedAt: now, updatedAt: now })
        .where(eq(provisioningJobs.tenantId, job.tenantId));
      return true;
    });
    if (failed) log.error({ tenantId: job.tenantId, reason }, 'Tenant provisioning failed');
  }

  return {
    start() {
      loop ??= run();
    },
    notify() {
      signal.notify();
    },
    async stop() {
      stopping.abort();
      signal.notify();
      await loop;
      await Promise.allSettled([...running.values()]);
    },
  };
}

function featureRow(tenantId: string, feature: TenantFeature, now: Date) {
  return 'values' in feature
    ? {
        tenantId,
        name: feature.name,
        enabled: feature.values.length > 0,
        values: feature.values,
        updatedAt: now,
      }
    : { tenantId, name: feature.name, enabled: feature.enabled, values: null, updatedAt: now };
}
