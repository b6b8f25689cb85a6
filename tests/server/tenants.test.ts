import { randomUUID } from 'node:crypto';
import type { App } from '@server/app';
import { provisioningJobs, tenantClasses, tenants, tenantTextbooks, users } from '@server/db/schema';
import { newToken } from '@server/services/secrets';
import { createSession } from '@server/services/sessions';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  buildTenantApp,
  catalogue,
  createOwner,
  deploy,
  expectedRows,
  expectScopedRows,
  getTenant,
  jobOf,
  login,
  ncert,
  type Owner,
  scopedRows,
  settled,
  type TenantTestApp,
  undeploy,
  until,
} from './tenant-helpers';
import { databases, type TestDatabase } from './test-database';

// The three tenant calls of docs/requirements/api.md#tenants through the real app, with a real
// provisioning worker on the same database: authorization, validation, deploy, undeploy, redeploy,
// failure, a restart in the middle of a job, and requests racing each other.

const DEFAULT_FEATURES = [
  { name: 'ncertCourses', values: [] },
  { name: 'liveClassroom', enabled: false },
  { name: 'attendanceTracking', enabled: false },
];

function features(...classIds: string[]) {
  return [
    { name: 'ncertCourses', values: classIds },
    { name: 'liveClassroom', enabled: false },
    { name: 'attendanceTracking', enabled: false },
  ];
}

const UPCOMING =
  'Live Classroom is coming soon, and Attendance Tracking is in every portal: neither is enabled here.';

const error = (message: string, code: string) => ({ message, error: message, code });

describe.each(databases())('tenants on $kind', (target) => {
  let testDb: TestDatabase;
  let subject: TenantTestApp;
  let app: App;
  let db: TestDatabase['handle']['db'];

  beforeAll(async () => {
    testDb = await target.open();
    db = testDb.handle.db;
    subject = await buildTenantApp(testDb.handle);
    app = subject.app;
  });

  afterAll(async () => {
    await subject?.close();
    await testDb?.dispose();
  });

  describe('GET /tenants/user/{userId}', () => {
    it('describes the tenant in the language the owner registered in', async () => {
      const owner = await createOwner(subject, 'सरस्वती विद्यालय', 'hi');
      const tenant = (await getTenant(app, owner)).json();
      expect(tenant.description).toBe('Shala पर सरस्वती विद्यालय: छात्र, शिक्षक, पाठ्यक्रम और शुल्क, सब एक ही जगह।');
    });

    it("answers the owner's tenant with the tenant record's fields before any deploy", async () => {
      const owner = await createOwner(subject, 'Gyan Jyoti Public School');
      const response = await getTenant(app, owner);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      const tenant = response.json();
      const [row] = await db.select().from(tenants).where(eq(tenants.id, owner.tenantId));
      expect(tenant).toEqual({
        name: 'Gyan Jyoti Public School',
        description: 'Gyan Jyoti Public School on Shala: students, faculty, courses and fees in one place.',
        // The whole words of the name, never cut mid-word (issue 33: 'sunrise-public-schoo').
        code: expect.stringMatching(/^gyan-jyoti-public-school-[a-z0-9]{4}$/),
        owner: 'Asha Rao',
        domain: `${row?.code}.localhost`,
        createdAt: row?.createdAt.toISOString(),
        contactInfo: { email: owner.email, phone: '+919876543210' },
        deploymentStatus: 'not_deployed',
        isActive: false,
        kind: 'school',
        features: DEFAULT_FEATURES,
        pendingOperation: null,
      });
    });

    it('answers 404 when the account has no tenant', async () => {
      // Registration always creates the tenant: only a hand-made account lacks one.
      const userId = randomUUID();
      await db.insert(users).values({
        id: userId,
        email: `no-tenant-${userId}@example.in`,
        passwordHash: 'x',
        fullName: 'No Tenant',
        phone: '9876543210',
        emailVerifiedAt: new Date(),
      });
      const token = await createSession(db, userId, new Date());
      const response = await getTenant(app, { userId, token });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(error('No tenant was found for this account.', 'tenant_not_found'));
      expect((await deploy(app, { userId, token })).statusCode).toBe(404);
      expect((await undeploy(app, { userId, token })).statusCode).toBe(404);
    });
  });

  describe('authorization, for all three calls', () => {
    let ownerA: Owner;
    let ownerB: Owner;
    const calls = [
      ['GET', (userId: string) => `/prod/v1/tenants/user/${userId}`],
      ['POST', (userId: string) => `/prod/v1/tenants/deploy/user/${userId}`],
      ['DELETE', (userId: string) => `/prod/v1/tenants/undeploy/user/${userId}`],
    ] as const;
    const payloadFor = (method: string, userId: string) =>
      method === 'POST' ? { payload: { userId, features: ncert('6') } } : {};

    beforeAll(async () => {
      ownerA = await createOwner(subject);
      ownerB = await createOwner(subject);
    });

    it.each(calls)(
      '%s answers 401 without a token, with a bad one and with a revoked one',
      async (method, url) => {
        // A session of A's that logged out.
        const revoked = await login(app, ownerA);
        const logout = await app.inject({
          method: 'POST',
          url: '/prod/v1/auth/logout',
          headers: bearer(revoked),
        });
        expect(logout.statusCode).toBe(204);
        for (const headers of [
          {},
          bearer('not-a-token'),
          bearer(newToken()),
          bearer(revoked),
          { authorization: 'Basic x' },
        ]) {
          const response = await app.inject({
            method,
            url: url(ownerA.userId),
            headers,
            ...payloadFor(method, ownerA.userId),
          });
          expect(response.statusCode, JSON.stringify(headers)).toBe(401);
          expect(response.json().code).toBe('unauthorized');
          expect(response.headers['www-authenticate']).toBe('Bearer');
        }
        // No token is answered 401 before anything about the path or the body is judged.
        const bare = await app.inject({
          method,
          url: url('not-a-uuid'),
          ...(method === 'POST' ? { payload: {} } : {}),
        });
        expect(bare.statusCode).toBe(401);
      },
    );

    it('GET reads the session with the tenant in one query, and still refuses an expired or revoked one', async () => {
      const get = (token: string) =>
        app.inject({ method: 'GET', url: `/prod/v1/tenants/user/${ownerA.userId}`, headers: bearer(token) });
      const expired = await createSession(db, ownerA.userId, new Date(Date.now() - 8 * 24 * 60 * 60 * 1000));
      expect((await get(expired)).statusCode).toBe(401);
      const live = await login(app, ownerA);
      // Served often enough that the prepared statement runs on a generic plan, then logged out.
      for (let request = 0; request < 8; request++) expect((await get(live)).statusCode).toBe(200);
      const logout = await app.inject({ method: 'POST', url: '/prod/v1/auth/logout', headers: bearer(live) });
      expect(logout.statusCode).toBe(204);
      const refused = await get(live);
      expect(refused.statusCode).toBe(401);
      expect(refused.json().code).toBe('unauthorized');
    });

    it.each(calls)("%s answers 403 when owner B addresses owner A's tenant", async (method, url) => {
      const response = await app.inject({
        method,
        url: url(ownerA.userId),
        headers: bearer(ownerB.token),
        ...payloadFor(method, ownerA.userId),
      });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual(error('You can only view and manage your own tenant.', 'forbidden'));
      // Even with a body that would be invalid, or naming B: the answer is about the path only.
      const another = await app.inject({
        method,
        url: url(randomUUID()),
        headers: bearer(ownerB.token),
        ...(method === 'POST' ? { payload: { nonsense: true } } : {}),
      });
      expect(another.statusCode).toBe(403);
    });

    it("leaves owner A's tenant untouched by B's attempts", async () => {
      expect(await jobOf(db, ownerA.tenantId)).toBeUndefined();
      const tenant = (await getTenant(app, ownerA)).json();
      expect(tenant).toMatchObject({
        deploymentStatus: 'not_deployed',
        isActive: false,
        pendingOperation: null,
      });
    });

    it.each(calls)(
      '%s answers 400 for a userId that is not a UUID (after the token is checked)',
      async (method, url) => {
        for (const bad of ['not-a-uuid', '123', `${ownerA.userId}x`]) {
          const response = await app.inject({
            method,
            url: url(bad),
            headers: bearer(ownerA.token),
            ...payloadFor(method, bad),
          });
          expect(response.statusCode, bad).toBe(400);
          expect(response.json()).toEqual(error('The userId path parameter must be a UUID.', 'validation'));
        }
      },
    );

    it('accepts the own userId in capitals (a UUID is case-insensitive)', async () => {
      const response = await getTenant(app, { userId: ownerA.userId.toUpperCase(), token: ownerA.token });
      expect(response.statusCode).toBe(200);
    });
  });

  describe('deploy payload validation', () => {
    let owner: Owner;
    beforeAll(async () => {
      owner = await createOwner(subject);
    });

    const invalid: [string, unknown, string][] = [
      ['liveClassroom enabled', [...ncert('6'), { name: 'liveClassroom', enabled: true }], UPCOMING],
      ['attendanceTracking enabled', [{ name: 'attendanceTracking', enabled: true }], UPCOMING],
      ['liveClassroom without enabled', [{ name: 'liveClassroom' }], UPCOMING],
      [
        'an unknown feature',
        [{ name: 'exams', enabled: true }],
        'The features field names an unknown feature: only ncertCourses can be deployed.',
      ],
      ['NCERT with no class', ncert(), 'Select at least one class for NCERT courses.'],
      [
        'NCERT without values',
        [{ name: 'ncertCourses', enabled: true }],
        'Select at least one class for NCERT courses.',
      ],
      ['class 13', ncert('6', '13'), 'NCERT courses accept classes 1 to 12 only.'],
      ['class 0', ncert('0'), 'NCERT courses accept classes 1 to 12 only.'],
      ['class 06', ncert('06'), 'NCERT courses accept classes 1 to 12 only.'],
      ['class "Class 6"', ncert('Class 6'), 'NCERT courses accept classes 1 to 12 only.'],
      [
        'a class as a number',
        [{ name: 'ncertCourses', values: [6] }],
        'The features[0].values[0] field must be a string.',
      ],
      ['NCERT twice', [...ncert('6'), ...ncert('7')], 'Each feature may be listed only once.'],
      ['features not a list', { ncertCourses: ['6'] }, 'The features field must be a list.'],
      ['a feature without a name', [{ values: ['6'] }], 'The features[0].name field is required.'],
    ];

    it.each(invalid)('answers 400 for %s', async (_case, featureList, message) => {
      const response = await deploy(app, owner, featureList);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(error(message, 'validation'));
    });

    it('answers 400 when the body has no features or no userId', async () => {
      const url = `/prod/v1/tenants/deploy/user/${owner.userId}`;
      const noFeatures = await app.inject({
        method: 'POST',
        url,
        headers: bearer(owner.token),
        payload: { userId: owner.userId },
      });
      expect(noFeatures.statusCode).toBe(400);
      expect(noFeatures.json().message).toBe('The features field is required.');
      const noUser = await app.inject({
        method: 'POST',
        url,
        headers: bearer(owner.token),
        payload: { features: [] },
      });
      expect(noUser.statusCode).toBe(400);
      expect(noUser.json().message).toBe('The userId field is required.');
      const noBody = await app.inject({ method: 'POST', url, headers: bearer(owner.token) });
      expect(noBody.statusCode).toBe(400);
    });

    it("answers 400 when the body's userId is not the path's", async () => {
      const response = await app.inject({
        method: 'POST',
        url: `/prod/v1/tenants/deploy/user/${owner.userId}`,
        headers: bearer(owner.token),
        payload: { userId: randomUUID(), features: ncert('6') },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(
        error('The userId in the body must match the one in the path.', 'validation'),
      );
    });

    it("answers 400 for a kind that is neither 'school' nor 'coaching'", async () => {
      const response = await app.inject({
        method: 'POST',
        url: `/prod/v1/tenants/deploy/user/${owner.userId}`,
        headers: bearer(owner.token),
        payload: { userId: owner.userId, features: ncert('6'), kind: 'tuition' },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('validation');
      expect((await getTenant(app, owner)).json().kind).toBe('school');
    });

    it('recorded nothing for any refused deploy', async () => {
      expect(await jobOf(db, owner.tenantId)).toBeUndefined();
    });
  });

  describe('deploy and undeploy', () => {
    it('a coaching centre activates with no NCERT classes: its kind is kept, no class is seeded', async () => {
      const owner = await createOwner(subject, 'Vidya Coaching Classes');
      const worker = subject.startWorker();
      const send = (kind: string, features: unknown) =>
        app.inject({
          method: 'POST',
          url: `/prod/v1/tenants/deploy/user/${owner.userId}`,
          headers: bearer(owner.token),
          payload: { userId: owner.userId, features, kind },
        });
      expect((await send('coaching', [])).statusCode).toBe(202);
      expect(await settled(app, owner)).toMatchObject({
        deploymentStatus: 'deployed',
        isActive: true,
        kind: 'coaching',
        features: DEFAULT_FEATURES,
      });
      const [row] = await db
        .select({ kind: tenants.kind })
        .from(tenants)
        .where(eq(tenants.id, owner.tenantId));
      expect(row?.kind).toBe('coaching');
      await expectScopedRows(db, owner.tenantId, [], []);
      // A deploy without a kind keeps the answer given before; a new answer replaces it.
      await undeploy(app, owner);
      expect((await deploy(app, owner, [])).statusCode).toBe(202);
      expect((await settled(app, owner)).kind).toBe('coaching');
      await undeploy(app, owner);
      expect((await send('school', ncert('1'))).statusCode).toBe(202);
      expect((await settled(app, owner)).kind).toBe('school');
      await worker.stop();
    });

    it('deploys Middle 6-8: 202 at once, the job pending, then deployed with the classes seeded', async () => {
      const owner = await createOwner(subject);
      // No worker yet: the job waits in the database, and the tenant says so.
      const accepted = await deploy(app, owner, ncert('8', '6', '7', '6'));
      expect(accepted.statusCode).toBe(202);
      expect(accepted.json()).toEqual({
        message: 'Your tenant is being activated. This takes a few seconds.',
      });
      const pending = (await getTenant(app, owner)).json();
      expect(pending).toMatchObject({
        deploymentStatus: 'not_deployed',
        isActive: false,
        features: DEFAULT_FEATURES,
        pendingOperation: 'deploy',
      });
      expect(await jobOf(db, owner.tenantId)).toMatchObject({
        state: 'pending',
        features: features('6', '7', '8'),
      });

      const worker = subject.startWorker();
      const tenant = await settled(app, owner);
      expect(tenant).toMatchObject({
        deploymentStatus: 'deployed',
        isActive: true,
        features: features('6', '7', '8'),
        pendingOperation: null,
      });
      await expectScopedRows(db, owner.tenantId, ['6', '7', '8'], ['6', '7', '8']);
      expect(await jobOf(db, owner.tenantId)).toMatchObject({
        state: 'succeeded',
        attempts: 1,
        classesDone: ['6', '7', '8'],
        lastError: null,
      });
      await worker.stop();
    });

    it('seeds each class with its subjects and current NCERT textbooks', async () => {
      const owner = await createOwner(subject);
      const worker = subject.startWorker();
      expect((await deploy(app, owner, ncert('6'))).statusCode).toBe(202);
      await settled(app, owner);
      await worker.stop();
      const books = await db
        .select({ title: tenantTextbooks.title, code: tenantTextbooks.ncertCode })
        .from(tenantTextbooks)
        .where(eq(tenantTextbooks.tenantId, owner.tenantId));
      const expected = catalogue.classes
        .get('6')
        ?.subjects.flatMap((item) => item.textbooks.map((book) => ({ title: book.title, code: book.code })));
      expect(books).toEqual(expect.arrayContaining(expected ?? []));
      expect(books.map((book) => book.title)).toEqual(
        expect.arrayContaining([
          'Poorvi',
          'Ganita Prakash',
          'Curiosity',
          'Exploring Society: India and Beyond',
        ]),
      );
    });

    it('a deploy with NCERT unticked (features: []) is valid and deploys no class', async () => {
      const owner = await createOwner(subject);
      const worker = subject.startWorker();
      expect((await deploy(app, owner, [])).statusCode).toBe(202);
      const tenant = await settled(app, owner);
      expect(tenant).toMatchObject({
        deploymentStatus: 'deployed',
        isActive: true,
        features: DEFAULT_FEATURES,
      });
      await expectScopedRows(db, owner.tenantId, [], []);
      // Upcoming features switched off explicitly are accepted too.
      const withOff = await deploy(app, owner, [...ncert('1'), { name: 'liveClassroom', enabled: false }]);
      expect(withOff.statusCode).toBe(202);
      expect((await settled(app, owner)).features).toEqual(features('1'));
      await worker.stop();
    });

    it('deploying twice, one after the other and at the same moment, leaves no duplicate', async () => {
      const owner = await createOwner(subject);
      const worker = subject.startWorker();
      expect((await deploy(app, owner)).statusCode).toBe(202);
      await settled(app, owner);
      const firstIds = await db
        .select({ id: tenantTextbooks.id })
        .from(tenantTextbooks)
        .where(eq(tenantTextbooks.tenantId, owner.tenantId));

      expect((await deploy(app, owner)).statusCode).toBe(202);
      await settled(app, owner);
      const both = await Promise.all([deploy(app, owner), deploy(app, owner)]);
      expect(both.map((response) => response.statusCode)).toEqual([202, 202]);
      const tenant = await settled(app, owner);
      expect(tenant).toMatchObject({
        deploymentStatus: 'deployed',
        isActive: true,
        features: features('6', '7', '8'),
      });
      await expectScopedRows(db, owner.tenantId, ['6', '7', '8'], ['6', '7', '8']);
      // The same rows, updated in place.
      const ids = await db
        .select({ id: tenantTextbooks.id })
        .from(tenantTextbooks)
        .where(eq(tenantTextbooks.tenantId, owner.tenantId));
      expect(new Set(ids.map((row) => row.id))).toEqual(new Set(firstIds.map((row) => row.id)));
      await worker.stop();
    });

    it('a second identical request while the job is open joins it instead of starting over', async () => {
      const owner = await createOwner(subject);
      expect((await deploy(app, owner)).statusCode).toBe(202);
      const before = await jobOf(db, owner.tenantId);
      expect((await deploy(app, owner, ncert('7', '8', '6'))).statusCode).toBe(202);
      expect((await jobOf(db, owner.tenantId))?.generation).toBe(before?.generation);
      // Other classes replace the open request.
      expect((await deploy(app, owner, ncert('9'))).statusCode).toBe(202);
      expect(await jobOf(db, owner.tenantId)).toMatchObject({
        generation: (before?.generation ?? 0) + 1,
        features: features('9'),
      });
      const worker = subject.startWorker();
      expect(await settled(app, owner)).toMatchObject({
        deploymentStatus: 'deployed',
        features: features('9'),
      });
      await expectScopedRows(db, owner.tenantId, ['9'], ['9']);
      await worker.stop();
    });

    it('undeploy answers 200, deactivates and keeps the data; redeploying with other classes changes the set', async () => {
      const owner = await createOwner(subject);
      const worker = subject.startWorker();
      expect((await deploy(app, owner, ncert('6', '7', '8'))).statusCode).toBe(202);
      await settled(app, owner);
      const class6 = await db
        .select({ id: tenantClasses.id })
        .from(tenantClasses)
        .where(eq(tenantClasses.tenantId, owner.tenantId));

      const response = await undeploy(app, owner);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        message: 'Your tenant has been deactivated. Its data is kept for when you activate it again.',
      });
      expect((await getTenant(app, owner)).json()).toMatchObject({
        deploymentStatus: 'not_deployed',
        isActive: false,
        features: features('6', '7', '8'),
        pendingOperation: null,
      });
      await expectScopedRows(db, owner.tenantId, ['6', '7', '8'], ['6', '7', '8']);
      // Undeploying again is harmless.
      expect((await undeploy(app, owner)).statusCode).toBe(200);

      expect((await deploy(app, owner, ncert('9', '10'))).statusCode).toBe(202);
      expect(await settled(app, owner)).toMatchObject({
        deploymentStatus: 'deployed',
        isActive: true,
        features: features('9', '10'),
      });
      await expectScopedRows(db, owner.tenantId, ['6', '7', '8', '9', '10'], ['9', '10']);

      await undeploy(app, owner);
      expect((await deploy(app, owner, ncert('6', '7', '8', '9'))).statusCode).toBe(202);
      expect(await settled(app, owner)).toMatchObject({
        deploymentStatus: 'deployed',
        features: features('6', '7', '8', '9'),
      });
      await expectScopedRows(db, owner.tenantId, ['6', '7', '8', '9', '10'], ['6', '7', '8', '9']);
      // The classes of the first deploy are the same rows, restored.
      const again = await db
        .select({ id: tenantClasses.id })
        .from(tenantClasses)
        .where(eq(tenantClasses.tenantId, owner.tenantId));
      expect(again.map((row) => row.id)).toEqual(expect.arrayContaining(class6.map((row) => row.id)));
      await worker.stop();
    });

    it('an undeploy while the deploy is still pending cancels it', async () => {
      const owner = await createOwner(subject);
      expect((await deploy(app, owner)).statusCode).toBe(202);
      expect((await undeploy(app, owner)).statusCode).toBe(200);
      expect((await getTenant(app, owner)).json()).toMatchObject({
        deploymentStatus: 'not_deployed',
        pendingOperation: null,
      });
      expect(await jobOf(db, owner.tenantId)).toMatchObject({ state: 'cancelled' });
      const worker = subject.startWorker();
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect((await getTenant(app, owner)).json()).toMatchObject({
        deploymentStatus: 'not_deployed',
        isActive: false,
      });
      await worker.stop();
    });
  });

  describe('failure', () => {
    it('fails with the reason kept after its attempts, and a later deploy retries', async () => {
      const owner = await createOwner(subject);
      // A catalogue missing Class 7 makes every run of this request fail at that class.
      const broken = { ...catalogue, classes: new Map([...catalogue.classes].filter(([id]) => id !== '7')) };
      const failing = subject.startWorker({
        catalogue: broken,
        retry: { maxAttempts: 2, baseDelayMs: 10 },
        pollMs: 20,
      });
      expect((await deploy(app, owner, ncert('6', '7'))).statusCode).toBe(202);
      const tenant = await settled(app, owner);
      expect(tenant).toMatchObject({
        deploymentStatus: 'failed',
        isActive: false,
        features: DEFAULT_FEATURES,
      });
      expect(await jobOf(db, owner.tenantId)).toMatchObject({
        state: 'failed',
        attempts: 2,
        lastError: 'The NCERT catalogue has no Class 7.',
      });
      expect(subject.logs.text()).toContain('Tenant provisioning failed');
      await failing.stop();

      const worker = subject.startWorker();
      expect((await deploy(app, owner, ncert('6', '7'))).statusCode).toBe(202);
      expect(await settled(app, owner)).toMatchObject({ deploymentStatus: 'deployed', isActive: true });
      expect(await jobOf(db, owner.tenantId)).toMatchObject({
        state: 'succeeded',
        attempts: 1,
        lastError: null,
      });
      await expectScopedRows(db, owner.tenantId, ['6', '7'], ['6', '7']);
      await worker.stop();
    });
  });

  describe('a restart in the middle of a job', () => {
    it('pauses the job when the worker stops and resumes it after the last class done', async () => {
      const owner = await createOwner(subject);
      const first = subject.startWorker({ stepDelayMs: 40 });
      expect(
        (await deploy(app, owner, ncert('1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12')))
          .statusCode,
      ).toBe(202);
      await until(async () => {
        const job = await jobOf(db, owner.tenantId);
        return (job?.classesDone.length ?? 0) >= 3 ? job : undefined;
      }, 'three classes');
      await first.stop();
      const paused = await jobOf(db, owner.tenantId);
      expect(paused?.state).toBe('pending');
      expect(paused?.attempts).toBe(0);
      const done = paused?.classesDone ?? [];
      expect(done.length).toBeGreaterThanOrEqual(3);
      expect(done.length).toBeLessThan(12);
      expect((await getTenant(app, owner)).json()).toMatchObject({
        deploymentStatus: 'not_deployed',
        pendingOperation: 'deploy',
      });

      const second = subject.startWorker();
      const tenant = await settled(app, owner);
      expect(tenant).toMatchObject({ deploymentStatus: 'deployed', isActive: true });
      const all = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12'];
      await expectScopedRows(db, owner.tenantId, all, all);
      const job = await jobOf(db, owner.tenantId);
      expect(job?.classesDone).toHaveLength(12);
      expect(job?.classesDone.slice(0, done.length)).toEqual(done);
      expect(subject.logs.text()).toContain('Provisioning paused for shutdown: the next start resumes it');
      expect(subject.logs.text()).toContain('Resuming tenant provisioning');
      await second.stop();
    });

    // PostgreSQL only: PGlite is one connection in one process (its crash is the kill -9 test in
    // provisioning-crash.test.ts).
    if (target.kind === 'postgres') {
      it('another instance takes the job over once the lease of the one that died runs out', async () => {
        const owner = await createOwner(subject);
        const otherHandle = await testDb.openAnother?.();
        if (!otherHandle) throw new Error('openAnother is PostgreSQL only');
        const other = await buildTenantApp(otherHandle);
        other.startWorker({ stepDelayMs: 60, leaseMs: 600 });
        expect((await deploy(other.app, owner, ncert('9', '10', '11', '12'))).statusCode).toBe(202);
        await until(async () => {
          const job = await jobOf(db, owner.tenantId);
          return (job?.classesDone.length ?? 0) >= 1 ? job : undefined;
        }, 'one class');
        // The instance loses its database for good, as a killed process does: it can neither
        // finish nor release the job, and stops extending its lease.
        await otherHandle.close();
        expect((await jobOf(db, owner.tenantId))?.state).toBe('running');
        // Polling finds it once the lease has lapsed (nothing wakes a runner for another's job).
        const survivor = subject.startWorker({ pollMs: 100 });
        expect(await settled(app, owner)).toMatchObject({ deploymentStatus: 'deployed', isActive: true });
        await expectScopedRows(db, owner.tenantId, ['9', '10', '11', '12'], ['9', '10', '11', '12']);
        expect(await jobOf(db, owner.tenantId)).toMatchObject({ state: 'succeeded', attempts: 2 });
        await survivor.stop();
        await other.close();
      });
    }
  });

  describe('racing requests', () => {
    it('deploys and undeploys from two tabs end in one consistent state, without duplicates', async () => {
      const owner = await createOwner(subject);
      // On PostgreSQL the second tab goes through another instance, with its own worker and pool.
      const otherHandle = testDb.openAnother ? await testDb.openAnother() : testDb.handle;
      const other = otherHandle === testDb.handle ? subject : await buildTenantApp(otherHandle);
      const workers = [subject.startWorker({ stepDelayMs: 2 })];
      if (other !== subject) workers.push(other.startWorker({ stepDelayMs: 2 }));
      const seeded = new Set<string>();
      for (let round = 0; round < 6; round++) {
        const classes = round % 2 === 0 ? ['6', '7', '8'] : ['1', '2'];
        for (const id of classes) seeded.add(id);
        const requests = [
          () => deploy(app, owner, ncert(...classes)),
          () => undeploy(other.app, owner),
          () => deploy(other.app, owner, ncert('6', '7', '8')),
        ];
        // A different order each round: who wins depends on which commits last.
        const order =
          round % 3 === 0
            ? requests
            : round % 3 === 1
              ? requests.reverse()
              : [requests[1], requests[0], requests[2]];
        const responses = await Promise.all(order.map((call) => call?.()));
        expect(responses.map((response) => response?.statusCode).sort()).toEqual([200, 202, 202]);
        const tenant = await settled(app, owner);
        const job = await jobOf(db, owner.tenantId);
        if (tenant.deploymentStatus === 'deployed') {
          expect(tenant.isActive).toBe(true);
          expect(job?.state).toBe('succeeded');
          expect(tenant.features).toEqual(job?.features);
          const enabled = (tenant.features[0] as { values: string[] }).values;
          const rows = await db
            .select({ grade: tenantClasses.grade, enabled: tenantClasses.enabled })
            .from(tenantClasses)
            .where(eq(tenantClasses.tenantId, owner.tenantId));
          expect(
            rows
              .filter((row) => row.enabled)
              .map((row) => String(row.grade))
              .sort((a, b) => Number(a) - Number(b)),
          ).toEqual(enabled);
        } else {
          expect(tenant).toMatchObject({ deploymentStatus: 'not_deployed', isActive: false });
          expect(job?.state).toBe('cancelled');
        }
      }
      // Whatever was seeded is there exactly once.
      const all = await db
        .select({ grade: tenantClasses.grade })
        .from(tenantClasses)
        .where(eq(tenantClasses.tenantId, owner.tenantId));
      const grades = all.map((row) => String(row.grade)).sort((a, b) => Number(a) - Number(b));
      const rows = await scopedRows(db, owner.tenantId);
      const expected = expectedRows(grades);
      expect(rows.perGrade).toEqual(expected.perGrade);
      expect([...new Set(grades)]).toEqual(grades);
      for (const grade of grades) expect(seeded.has(grade)).toBe(true);
      for (const worker of workers) await worker.stop();
      if (other !== subject) await other.close();
    });
  });

  it('has no open job left behind by this file', async () => {
    const open = await db.select().from(provisioningJobs).where(eq(provisioningJobs.state, 'running'));
    expect(open).toEqual([]);
  });
});
