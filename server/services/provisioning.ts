import { setTimeout as sleep } from 'node:timers/promises';
import type { TenantFeature } from '@common/api/tenants';
import { seededClassName } from '@common/portal/seeded-names';
import { and, eq, inArray, isNotNull, notInArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../clock';
import type { Database } from '../db/client';
import {
  provisioningJobs,
  tenantClasses,
  tenantFeatures,
  tenantSubjects,
  tenants,
  tenantTextbooks,
  users,
} from '../db/schema';
import type { Job, JobKind, RetryPolicy } from '../jobs/runner';
import type { CatalogueClass, NcertCatalogue } from './ncert-catalogue';
import { seedPortal } from './portal/portal-seed';
import { selectedClassIds } from './tenant-features';
import { OPEN_JOB_STATES, PROVISION_JOB } from './tenants';

// The `provision` job kind: turns a tenant's recorded deploy request into its NCERT classes,
// subjects and textbooks, then marks the tenant deployed (or failed, with the reason kept in the
// request).
//
// Durable and resumable. The request is a row (provisioning_jobs) and its job a row in `jobs`,
// both written by the deploy request before it answers 202. Each class is seeded in its own
// transaction that also appends the class to the request's `classes_done`, so a run cut short
// (restart, crash, kill -9) resumes after the last class it committed; every write is an upsert on
// a unique key, so doing a class twice changes nothing. The features, the enabled classes and the
// tenant's status change together in one last transaction: the owner never sees a half-applied
// deploy. The runner's lease keeps one runner on a job; a runner that dies loses the lease and
// another resumes the job.
//
// Newest request wins. Deploy and undeploy requests move the request's `generation` on under the
// tenant's row lock (and cancel the older job); a run applies each step only while the generation
// it was queued for is still current, so an undeploy during a deploy ends not deployed and a
// second deploy with other classes ends with those.

/** Five runs, 1 s apart doubling (1, 2, 4, 8 s): a deploy is something the owner is waiting for. */
export const PROVISION_RETRY: RetryPolicy = {
  maxAttempts: 5,
  baseDelayMs: 1000,
  factor: 2,
  maxDelayMs: 60_000,
};

export interface ProvisionPayload {
  tenantId: string;
  generation: number;
}

export interface ProvisioningOptions {
  catalogue: NcertCatalogue;
  clock: Clock;
  logger: FastifyBaseLogger;
  /** Pause after each class is seeded: provisioning takes a realistic, short time. Default 120 ms. */
  stepDelayMs?: number;
  /** Overrides of PROVISION_RETRY (tests fail fast). */
  retry?: Partial<RetryPolicy>;
  /** Default 10 s: how soon another instance resumes a job whose runner died. */
  leaseMs?: number;
}

/** The request changed under the run (a newer request, an undeploy): drop this run. */
class Superseded extends Error {
  override readonly name = 'Superseded';
}

type Request = typeof provisioningJobs.$inferSelect;

export function provisioningKind(options: ProvisioningOptions): JobKind<ProvisionPayload> {
  const { catalogue, clock, logger } = options;
  const stepDelayMs = options.stepDelayMs ?? 120;
  const log = logger.child({ component: 'provisioning' });

  async function run(
    db: Database,
    payload: ProvisionPayload,
    attempt: number,
    signal: AbortSignal,
    progress: (done: number, total: number, message: string) => Promise<void>,
  ): Promise<void> {
    const { tenantId, generation } = payload;
    const now = clock.now();
    const [started] = await db
      .update(provisioningJobs)
      .set({ state: 'running', attempts: attempt, startedAt: now, updatedAt: now })
      .where(
        and(
          eq(provisioningJobs.tenantId, tenantId),
          eq(provisioningJobs.generation, generation),
          inArray(provisioningJobs.state, [...OPEN_JOB_STATES]),
        ),
      )
      .returning();
    if (!started) return;
    const classIds = selectedClassIds(started.features);
    const resumed = started.classesDone.length > 0;
    log.info(
      { tenantId, generation, attempt, classes: classIds, resumed },
      resumed ? 'Resuming tenant provisioning' : 'Provisioning tenant',
    );
    const began = Date.now();
    // Seeded names are in the owner's language (users.language): "कक्षा 5" for a Hindi owner.
    const [owner] = await db
      .select({ language: users.language })
      .from(tenants)
      .innerJoin(users, eq(users.id, tenants.userId))
      .where(eq(tenants.id, tenantId));
    const language = owner?.language ?? 'en';
    try {
      let done = started.classesDone.length;
      for (const classId of classIds) {
        if (started.classesDone.includes(classId)) continue;
        signal.throwIfAborted();
        const entry = catalogue.classes.get(classId);
        if (!entry) throw new Error(`The NCERT catalogue has no Class ${classId}.`);
        await seedClass(db, started, entry, seededClassName(language, entry.grade));
        done += 1;
        log.debug({ tenantId, classId }, `Provisioned ${entry.name}`);
        await progress(done, classIds.length, entry.name);
        await sleep(stepDelayMs, undefined, { signal });
      }
      signal.throwIfAborted();
      await finish(db, started);
      log.info({ tenantId, ms: Date.now() - began }, 'Tenant deployed');
    } catch (error) {
      if (!(error instanceof Superseded)) throw error;
      log.info({ tenantId }, 'Provisioning run superseded by a newer request');
    }
  }

  /** Locks the job row and checks the run is still the current one; throws Superseded otherwise. */
  async function stillCurrent(tx: Database, job: Request): Promise<void> {
    const [current] = await tx
      .select({ generation: provisioningJobs.generation, state: provisioningJobs.state })
      .from(provisioningJobs)
      .where(eq(provisioningJobs.tenantId, job.tenantId))
      .for('update');
    if (current?.generation !== job.generation || current.state !== 'running') throw new Superseded();
  }

  async function seedClass(db: Database, job: Request, entry: CatalogueClass, name: string): Promise<void> {
    const tenantId = job.tenantId;
    await db.transaction(async (tx) => {
      await stillCurrent(tx, job);
      const now = clock.now();
      const [classRow] = await tx
        .insert(tenantClasses)
        .values({
          tenantId,
          grade: entry.grade,
          name,
          stage: entry.stage,
          series: entry.series,
          enabled: false,
          position: entry.grade,
          createdAt: now,
          updatedAt: now,
        })
        .onConflictDoUpdate({
          // The name stays the school's: it may have renamed the class ("Class 1" to "कक्षा 1").
          target: [tenantClasses.tenantId, tenantClasses.grade],
          set: { stage: entry.stage, series: entry.series, updatedAt: now },
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
  async function finish(db: Database, job: Request): Promise<void> {
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
            // NCERT classes only: the school's own (no grade) are no deploy's to switch off, and
            // `not in ()` of no grades would be every row.
            eq(tenantClasses.custom, false),
            isNotNull(tenantClasses.grade),
            notInArray(tenantClasses.grade, grades),
            eq(tenantClasses.enabled, true),
          ),
        );
      await tx
        .update(tenants)
        .set({ deploymentStatus: 'deployed', isActive: true, updatedAt: now })
        .where(eq(tenants.id, tenantId));
      // The portal opens with this transaction: its roles, owner, centre, year and sections too.
      await seedPortal(tx, tenantId, now);
      await tx
        .update(provisioningJobs)
        .set({ state: 'succeeded', lastError: null, finishedAt: now, updatedAt: now })
        .where(eq(provisioningJobs.tenantId, tenantId));
    });
  }

  /** A graceful stop: the request waits for the next start, and this run does not count. */
  async function release(tx: Database, payload: ProvisionPayload): Promise<void> {
    await tx
      .update(provisioningJobs)
      .set({
        state: 'pending',
        attempts: sql`greatest(${provisioningJobs.attempts} - 1, 0)`,
        updatedAt: clock.now(),
      })
      .where(
        and(
          eq(provisioningJobs.tenantId, payload.tenantId),
          eq(provisioningJobs.generation, payload.generation),
          eq(provisioningJobs.state, 'running'),
        ),
      );
    log.info({ tenantId: payload.tenantId }, 'Provisioning paused for shutdown: the next start resumes it');
  }

  /** Gives up on the request: the tenant shows `failed`; the reason stays in the request for operators. */
  async function fail(tx: Database, payload: ProvisionPayload, reason: string): Promise<void> {
    const { tenantId, generation } = payload;
    await tx.select({ id: tenants.id }).from(tenants).where(eq(tenants.id, tenantId)).for('no key update');
    const [current] = await tx
      .select({ generation: provisioningJobs.generation, state: provisioningJobs.state })
      .from(provisioningJobs)
      .where(eq(provisioningJobs.tenantId, tenantId))
      .for('update');
    const open = (OPEN_JOB_STATES as readonly string[]).includes(current?.state ?? '');
    if (current?.generation !== generation || !open) return;
    const now = clock.now();
    await tx
      .update(tenants)
      .set({ deploymentStatus: 'failed', isActive: false, updatedAt: now })
      .where(eq(tenants.id, tenantId));
    await tx
      .update(provisioningJobs)
      .set({ state: 'failed', lastError: reason, finishedAt: now, updatedAt: now })
      .where(eq(provisioningJobs.tenantId, tenantId));
    log.error({ tenantId, reason }, 'Tenant provisioning failed');
  }

  const payloadOf = (job: Job) => job.payload as unknown as ProvisionPayload;

  return {
    name: PROVISION_JOB,
    policy: { ...PROVISION_RETRY, ...options.retry },
    leaseMs: options.leaseMs ?? 10_000,
    run: ({ db, payload, attempt, signal, progress }) => run(db, payload, attempt, signal, progress),
    async onRetry(tx, job, error, retryAt) {
      const { tenantId, generation } = payloadOf(job);
      const reason = error instanceof Error ? error.message : String(error);
      await tx
        .update(provisioningJobs)
        .set({ state: 'pending', lastError: reason, updatedAt: clock.now() })
        .where(and(eq(provisioningJobs.tenantId, tenantId), eq(provisioningJobs.generation, generation)));
      log.warn(
        { err: error, tenantId, attempt: job.attempts, retryAt: retryAt.toISOString() },
        'Provisioning run failed',
      );
    },
    onDeadLetter: (tx, job, reason) => fail(tx, payloadOf(job), reason),
    onReleased: (tx, job) => release(tx, payloadOf(job)),
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
