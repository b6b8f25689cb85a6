import { randomBytes, randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { type App, buildApp } from '../../server/app';
import { systemClock } from '../../server/clock';
import type { Environment } from '../../server/config';
import { type Database, type DatabaseHandle, rowsOf } from '../../server/db/client';
import { provisioningJobs, sessions, tenants, users } from '../../server/db/schema';
import { loggerOptions } from '../../server/logger';
import { loadNcertCatalogue, type NcertCatalogue } from '../../server/services/ncert-catalogue';
import {
  createProvisioningWorker,
  type ProvisioningOptions,
  type ProvisioningWorker,
} from '../../server/services/provisioning';
import { hashToken, newToken } from '../../server/services/secrets';
import { captureLogs, type LogCapture, testConfig } from './test-app';

// Shared by the tenant tests: owners with a session, the three calls, waiting for a deploy to
// settle, and a look at the tenant's scoped rows to check them against the catalogue.

export const catalogue: NcertCatalogue = loadNcertCatalogue();

export interface Owner {
  userId: string;
  token: string;
  tenantId: string;
  email: string;
}

/** A verified owner with a tenant (as registration leaves it) and a live session. */
export async function createOwner(db: Database, name = 'Vidya Vihar School'): Promise<Owner> {
  const userId = randomUUID();
  const tenantId = randomUUID();
  const suffix = randomBytes(3).toString('hex');
  const email = `owner-${suffix}@example.in`;
  const now = new Date();
  await db.insert(users).values({
    id: userId,
    email,
    passwordHash: 'not-a-real-hash',
    fullName: 'Asha Rao',
    phone: '9876543210',
    emailVerifiedAt: now,
  });
  await db.insert(tenants).values({
    id: tenantId,
    userId,
    name,
    description: `${name} on Shala`,
    code: `vidya-${suffix}`,
    owner: 'Asha Rao',
    domain: `vidya-${suffix}.shala.local`,
    contactEmail: email,
    contactPhone: '9876543210',
    createdAt: new Date('2026-01-15T09:00:00.000Z'),
  });
  const token = newToken();
  await db.insert(sessions).values({
    userId,
    tokenHash: hashToken(token),
    expiresAt: new Date(now.getTime() + 24 * 60 * 60 * 1000),
  });
  return { userId, token, tenantId, email };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export function ncert(...classIds: string[]) {
  return [{ name: 'ncertCourses', values: classIds }];
}

export function getTenant(app: App, owner: Pick<Owner, 'userId' | 'token'>) {
  return app.inject({
    method: 'GET',
    url: `/prod/v1/tenants/user/${owner.userId}`,
    headers: bearer(owner.token),
  });
}

export function deploy(
  app: App,
  owner: Pick<Owner, 'userId' | 'token'>,
  features: unknown = ncert('6', '7', '8'),
) {
  return app.inject({
    method: 'POST',
    url: `/prod/v1/tenants/deploy/user/${owner.userId}`,
    headers: bearer(owner.token),
    payload: { userId: owner.userId, features },
  });
}

export function undeploy(app: App, owner: Pick<Owner, 'userId' | 'token'>) {
  return app.inject({
    method: 'DELETE',
    url: `/prod/v1/tenants/undeploy/user/${owner.userId}`,
    headers: bearer(owner.token),
  });
}

export async function until<T>(
  check: () => Promise<T | undefined>,
  what: string,
  timeoutMs = 15_000,
  intervalMs = 20,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}

/** Polls GET (as the dashboard does) until no operation is pending; returns the tenant. */
export function settled(app: App, owner: Owner, timeoutMs?: number) {
  return until(
    async () => {
      const tenant = (await getTenant(app, owner)).json();
      return tenant.pendingOperation === null ? tenant : undefined;
    },
    'the deploy to settle',
    timeoutMs,
  );
}

export async function jobOf(db: Database, tenantId: string) {
  const [job] = await db.select().from(provisioningJobs).where(eq(provisioningJobs.tenantId, tenantId));
  return job;
}

export interface ScopedRows {
  /** Grades of the tenant's classes, and which are enabled. */
  classes: { grade: number; enabled: boolean }[];
  subjects: number;
  textbooks: number;
  /** Per grade: subjects and current textbooks as the rows say, to compare with the catalogue. */
  perGrade: Map<number, { subjects: number; textbooks: number }>;
}

export async function scopedRows(db: Database, tenantId: string): Promise<ScopedRows> {
  const classes = rowsOf<{ grade: number; enabled: boolean }>(
    await db.execute(
      sql`select grade, enabled from tenant_classes where tenant_id = ${tenantId} order by grade`,
    ),
  );
  const perGradeRows = rowsOf<{ grade: number; subjects: number; textbooks: number }>(
    await db.execute(sql`
      select c.grade,
        (select count(*)::int from tenant_subjects s where s.class_id = c.id) as subjects,
        (select count(*)::int from tenant_textbooks t join tenant_subjects s on s.id = t.subject_id
          where s.class_id = c.id) as textbooks
      from tenant_classes c where c.tenant_id = ${tenantId}`),
  );
  const [totals] = rowsOf<{ subjects: number; textbooks: number }>(
    await db.execute(sql`
      select (select count(*)::int from tenant_subjects where tenant_id = ${tenantId}) as subjects,
        (select count(*)::int from tenant_textbooks where tenant_id = ${tenantId}) as textbooks`),
  );
  return {
    classes,
    subjects: totals?.subjects ?? 0,
    textbooks: totals?.textbooks ?? 0,
    perGrade: new Map(
      perGradeRows.map((row) => [row.grade, { subjects: row.subjects, textbooks: row.textbooks }]),
    ),
  };
}

/** What the catalogue says the given classes hold. */
export function expectedRows(classIds: readonly string[]) {
  let subjects = 0;
  let textbooks = 0;
  const perGrade = new Map<number, { subjects: number; textbooks: number }>();
  for (const id of classIds) {
    const entry = catalogue.classes.get(id);
    if (!entry) throw new Error(`No class ${id}`);
    const books = entry.subjects.reduce((sum, subject) => sum + subject.textbooks.length, 0);
    perGrade.set(entry.grade, { subjects: entry.subjects.length, textbooks: books });
    subjects += entry.subjects.length;
    textbooks += books;
  }
  return { subjects, textbooks, perGrade };
}

/** The tenant's rows hold the catalogue's `seeded` classes, each exactly once, with `enabled` switched on. */
export async function expectScopedRows(
  db: Database,
  tenantId: string,
  seeded: readonly string[],
  enabled: readonly string[],
): Promise<void> {
  const rows = await scopedRows(db, tenantId);
  const expected = expectedRows(seeded);
  expect(rows.classes.map((row) => String(row.grade))).toEqual(seeded);
  expect(enabledGrades(rows)).toEqual(enabled);
  expect(rows.perGrade).toEqual(expected.perGrade);
  expect(rows.subjects).toBe(expected.subjects);
  expect(rows.textbooks).toBe(expected.textbooks);
}

export function enabledGrades(rows: ScopedRows): string[] {
  return rows.classes.filter((row) => row.enabled).map((row) => String(row.grade));
}

export interface TenantTestApp {
  app: App;
  logs: LogCapture;
  /** Starts a provisioning worker on this app's database, woken by this app's deploys; stopped by close(). */
  startWorker(options?: Partial<ProvisioningOptions>): ProvisioningWorker;
  close(): Promise<void>;
}

/**
 * The real app, as main.ts builds it, with workers a test starts and stops itself. Workers poll
 * rarely (they are woken by deploys), so a test decides when a job recorded elsewhere is picked up.
 */
export async function buildTenantApp(
  database: DatabaseHandle,
  env: Environment = {},
): Promise<TenantTestApp> {
  const config = testConfig({ LOG_LEVEL: 'debug', ...env });
  const logs = captureLogs();
  const workers = new Set<ProvisioningWorker>();
  const app = buildApp({
    config,
    database,
    logger: loggerOptions(config, logs.stream),
    onDeployRequested: () => {
      for (const worker of workers) worker.notify();
    },
  });
  await app.ready();
  return {
    app,
    logs,
    startWorker(options = {}) {
      const worker = createProvisioningWorker({
        database,
        catalogue,
        clock: systemClock,
        logger: app.log,
        stepDelayMs: 5,
        pollIntervalMs: 60_000,
        ...options,
      });
      const stop = worker.stop.bind(worker);
      worker.stop = async () => {
        workers.delete(worker);
        await stop();
      };
      workers.add(worker);
      worker.start();
      return worker;
    },
    async close() {
      await Promise.all([...workers].map((worker) => worker.stop()));
      await app.close();
    },
  };
}
