import { type App, buildApp } from '@server/app';
import { type Clock, systemClock } from '@server/clock';
import type { Environment } from '@server/config';
import { type Database, type DatabaseHandle, rowsOf } from '@server/db/client';
import { provisioningJobs, tenants } from '@server/db/schema';
import type { RetryPolicy } from '@server/jobs/runner';
import { loggerOptions } from '@server/logger';
import { loadNcertCatalogue, type NcertCatalogue } from '@server/services/ncert-catalogue';
import { provisioningKind } from '@server/services/provisioning';
import { PROVISION_JOB } from '@server/services/tenants';
import { eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { post, RecordingTransport, registration } from './accounts-helpers';
import { captureLogs, type LogCapture, testConfig } from './test-app';

// Shared by the tenant tests: owners with a session, the three calls, waiting for a deploy to
// settle, and a look at the tenant's scoped rows to check them against the catalogue.

export const catalogue: NcertCatalogue = loadNcertCatalogue();

export interface Owner {
  userId: string;
  token: string;
  tenantId: string;
  email: string;
  password: string;
}

/**
 * A new owner as the product makes one: POST /auth/register (user, tenant, verification mail),
 * then POST /auth/verify with the mailed link's token, which signs the owner in.
 */
export async function createOwner(
  subject: Pick<TenantTestApp, 'app' | 'mail' | 'database'>,
  institutionName = 'Vidya Vihar School',
  language: 'en' | 'hi' = 'en',
): Promise<Owner> {
  const { app, mail, database } = subject;
  const body = { ...registration({ institutionName }), language };
  const registered = await post(app, '/auth/register', body);
  expect(registered.statusCode, registered.body).toBe(201);
  await app.jobs.drain('mail');
  const email = String(body.email).toLowerCase();
  const verifyPath = language === 'hi' ? '/hi/verify' : '/verify';
  const verified = await post(app, '/auth/verify', { token: mail.token(email, verifyPath) });
  expect(verified.statusCode, verified.body).toBe(200);
  const { userId, token } = verified.json<{ userId: string; token: string }>();
  const [tenant] = await database.db
    .select({ id: tenants.id })
    .from(tenants)
    .where(eq(tenants.userId, userId));
  if (!tenant) throw new Error('Registration created no tenant');
  return { userId, token, tenantId: tenant.id, email, password: String(body.password) };
}

/** Another session of the owner (POST /auth/login), e.g. to log it out. */
export async function login(app: App, owner: Owner): Promise<string> {
  const response = await post(app, '/auth/login', { username: owner.email, password: owner.password });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ token: string }>().token;
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

/** A runner working on `provision` jobs only, as startWorker() gives it. */
export interface ProvisioningWorker {
  stop(): Promise<void>;
}

export interface WorkerOptions {
  catalogue?: NcertCatalogue;
  /** Default 5 ms between classes. */
  stepDelayMs?: number;
  retry?: Partial<RetryPolicy>;
  /** Default 60 s: workers are woken by this app's deploys, so a test decides when others' jobs are seen. */
  pollMs?: number;
  leaseMs?: number;
}

export interface TenantTestApp {
  app: App;
  database: DatabaseHandle;
  logs: LogCapture;
  /** Mail the app "sent": the verification links of createOwner(). */
  mail: RecordingTransport;
  /** The app's clock: what a test writes straight into the database is stamped by it too. */
  clock: Clock;
  /**
   * Starts this app's job runner on `provision` jobs with these settings (woken by this app's
   * deploys); stopped by close(). Mail stays with drain(), so createOwner() reads its own mail.
   */
  startWorker(options?: WorkerOptions): ProvisioningWorker;
  close(): Promise<void>;
}

/** The real app, as main.ts builds it, whose runner a test starts and stops itself. */
export async function buildTenantApp(
  database: DatabaseHandle,
  env: Environment = {},
  clock?: Clock,
): Promise<TenantTestApp> {
  // One owner deploys dozens of times in these tests: the per-owner limit on changes (10 a minute,
  // tested in security.test.ts) is raised here so it does not decide them.
  const config = testConfig({ LOG_LEVEL: 'debug', RATE_LIMIT_SCALE: '10', ...env });
  const logs = captureLogs();
  const mail = new RecordingTransport();
  const app = buildApp({
    config,
    database,
    mailTransport: mail,
    logger: loggerOptions(config, logs.stream),
    catalogue,
    ...(clock ? { clock } : {}),
  });
  await app.ready();
  return {
    app,
    database,
    logs,
    mail,
    clock: clock ?? systemClock,
    startWorker(options = {}) {
      app.jobs.register(
        provisioningKind({
          catalogue: options.catalogue ?? catalogue,
          clock: systemClock,
          logger: app.log,
          stepDelayMs: options.stepDelayMs ?? 5,
          ...(options.retry ? { retry: options.retry } : {}),
          ...(options.leaseMs ? { leaseMs: options.leaseMs } : {}),
        }),
      );
      app.jobs.start({ kinds: [PROVISION_JOB], pollMs: options.pollMs ?? 60_000 });
      return { stop: () => app.jobs.stop() };
    },
    async close() {
      await app.close();
    },
  };
}
