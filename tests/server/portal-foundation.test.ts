import { mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BUILT_IN_PERMISSIONS } from '@common/portal/permissions';
import { rowsOf } from '@server/db/client';
import { portalRoles, tenants } from '@server/db/schema';
import { inTenant } from '@server/db/tenant-scope';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeClock } from './fake-clock';
import { buildPortalApp, type PortalTestApp, portalCall, type School } from './portal-helpers';
import { databases, type TestDatabase } from './test-database';

// The ground every portal route stands on: the Host header picks the site, activation seeds the
// school's portal, and row-level security confines a tenant's transaction to its own rows.

const staticDir = join(tmpdir(), `shala-portal-build-${process.pid}`);

beforeAll(async () => {
  await mkdir(join(staticDir, 'portal', 'assets'), { recursive: true });
  await writeFile(join(staticDir, 'index.html'), '<!doctype html><title>marketing</title>');
  await writeFile(join(staticDir, 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  await writeFile(join(staticDir, 'portal', 'index.html'), '<!doctype html><title>portal app</title>');
  await writeFile(join(staticDir, 'portal', 'assets', 'portal-abc.js'), 'console.log(1)');
  await writeFile(join(staticDir, 'portal', 'sw.js'), 'self.addEventListener("fetch", () => {})');
});
afterAll(() => rm(staticDir, { recursive: true, force: true }));

describe.each(databases())('the portal foundation on $kind', (target) => {
  let database: TestDatabase;
  let subject: PortalTestApp;
  let school: School;
  let other: School;

  beforeAll(async () => {
    database = await target.open();
    // 15 January 2026 in India: the school's current academic year is 2025-26 on any day the test runs.
    subject = await buildPortalApp(
      database.handle,
      { STATIC_DIR: staticDir },
      new FakeClock('2026-01-15T09:00:00.000Z'),
    );
    school = await subject.school('Green Valley School', ['6', '7']);
    other = await subject.school('Hill Top Academy', ['1']);
  });
  afterAll(async () => {
    await subject?.close();
    await database?.dispose();
  });

  const page = (host: string, url: string) =>
    subject.app.inject({ method: 'GET', url, headers: { host, accept: 'text/html' } });

  it('answers the portal API only on a portal address, and the owners API only on the main one', async () => {
    const info = await portalCall(subject.app, `${school.code}.localhost:3000`, 'GET', '/info');
    expect(info.statusCode, info.body).toBe(200);
    expect(info.json()).toEqual({ name: 'Green Valley School', code: school.code, kind: 'school' });

    const onMain = await portalCall(subject.app, 'localhost:3000', 'GET', '/info');
    expect(onMain.statusCode).toBe(404);
    const ownersApiOnPortal = await subject.app.inject({
      method: 'GET',
      url: '/prod/v1/health',
      headers: { host: school.host },
    });
    expect(ownersApiOnPortal.statusCode).toBe(404);
    const unknown = await portalCall(subject.app, 'nobody-zzzz.localhost', 'GET', '/info');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('portal_not_found');
  });

  it("serves the portal's build on its address and never the marketing pages", async () => {
    const home = await page(school.host, '/members');
    expect(home.statusCode).toBe(200);
    expect(home.body).toContain('portal app');
    const asset = await page(school.host, '/assets/portal-abc.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    // The brand's icon is the main build's, shared; nothing else of the main build is.
    expect((await page(school.host, '/logo.svg')).statusCode).toBe(200);
    expect((await page(school.host, '/index.html')).body).not.toContain('marketing');
    // The main site does not hand out the portal's files.
    expect((await page('localhost', '/portal/index.html')).body).not.toContain('portal app');
  });

  it('serves the service worker at the root, revalidated on every visit, and the shell it precaches at /', async () => {
    const worker = await page(school.host, '/sw.js');
    expect(worker.statusCode).toBe(200);
    expect(worker.headers['cache-control']).toBe('no-cache');
    expect(worker.headers['content-type']).toContain('javascript');
    const shell = await page(school.host, '/');
    expect(shell.statusCode).toBe(200);
    expect(shell.body).toContain('portal app');
  });

  it('tells a visitor of an unknown or inactive portal so, with a link to the main site', async () => {
    const unknown = await page('nobody-zzzz.localhost:3000', '/');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers['content-type']).toContain('text/html');
    expect(unknown.body).toContain('There is no school portal at this address.');
    expect(unknown.body).toContain('href="http://localhost:3000"');
    expect(unknown.body).not.toContain('marketing');

    await subject.database.db.update(tenants).set({ isActive: false }).where(eq(tenants.id, other.tenantId));
    const inactive = await page(other.host, '/');
    expect(inactive.statusCode).toBe(404);
    expect(inactive.body).toContain('portal is switched off.');
    expect((await portalCall(subject.app, other.host, 'GET', '/info')).statusCode).toBe(404);
    await subject.database.db.update(tenants).set({ isActive: true }).where(eq(tenants.id, other.tenantId));
  });

  it('seeds the portal at activation: roles, the owner, the main centre, the year and section A', async () => {
    const seeded = await inTenant(subject.database, school.tenantId, async (db) => ({
      roles: await db
        .select({ builtIn: portalRoles.builtIn, permissions: portalRoles.permissions })
        .from(portalRoles),
      rows: rowsOf<{ members: number; centres: string; year: string; sections: number; classes: number }>(
        await db.execute(sql`select
          (select count(*)::int from portal_members where status = 'active') as members,
          (select string_agg(name, ',') from learning_centres where main) as centres,
          (select name from academic_years where current) as year,
          (select count(*)::int from class_sections where name = 'A') as sections,
          (select count(*)::int from tenant_classes) as classes`),
      )[0],
    }));
    expect(Object.fromEntries(seeded.roles.map((role) => [role.builtIn, role.permissions]))).toEqual(
      Object.fromEntries(Object.entries(BUILT_IN_PERMISSIONS).map(([role, grants]) => [role, [...grants]])),
    );
    expect(seeded.rows).toEqual({
      members: 1,
      centres: 'Green Valley School',
      year: '2025-26',
      sections: 2,
      classes: 2,
    });
  });

  it("confines a tenant's transaction to its own rows, even for a query without a tenant condition", async () => {
    const seen = await inTenant(subject.database, school.tenantId, async (db) =>
      rowsOf<{ tenant_id: string }>(await db.execute(sql`select distinct tenant_id from portal_roles`)),
    );
    expect(seen).toEqual([{ tenant_id: school.tenantId }]);
    // Writing another tenant's row is refused by the policy.
    await expect(
      inTenant(subject.database, school.tenantId, (db) =>
        db.insert(portalRoles).values({ tenantId: other.tenantId, name: 'Intruder', permissions: [] }),
      ),
    ).rejects.toThrow();
    // The owners' table is not the portal role's at all.
    await expect(
      inTenant(subject.database, school.tenantId, (db) => db.execute(sql`select count(*) from tenants`)),
    ).rejects.toThrow();
    // Back on the app's own role after the transaction: every tenant's rows are there.
    const all = rowsOf<{ n: number }>(
      await subject.database.db.execute(sql`select count(distinct tenant_id)::int as n from portal_roles`),
    );
    expect(all[0]?.n).toBeGreaterThanOrEqual(2);
  });

  it("undoes a failed tenant's transaction whole, and transactions of two tenants at once each see their own", async () => {
    const roleNames = () =>
      inTenant(subject.database, school.tenantId, async (db) =>
        (await db.select({ name: portalRoles.name }).from(portalRoles)).map((role) => role.name).sort(),
      );
    const before = await roleNames();
    await expect(
      inTenant(subject.database, school.tenantId, async (db) => {
        await db
          .insert(portalRoles)
          .values({ tenantId: school.tenantId, name: 'Half-made', permissions: [] });
        throw new Error('the request failed halfway');
      }),
    ).rejects.toThrow('the request failed halfway');
    expect(await roleNames()).toEqual(before);
    const tenantsSeen = await Promise.all(
      Array.from({ length: 12 }, (_, n) => {
        const tenantId = (n % 2 === 0 ? school : other).tenantId;
        return inTenant(subject.database, tenantId, async (db) => [
          tenantId,
          rowsOf<{ tenant_id: string }>(await db.execute(sql`select distinct tenant_id from portal_roles`)),
        ]);
      }),
    );
    for (const [tenantId, seen] of tenantsSeen) expect(seen).toEqual([{ tenant_id: tenantId }]);
    // A transaction whose opening fails is rolled back too: every pooled connection still works.
    await expect(subject.database.transactionOpenedWith('select 1/0', async () => 1)).rejects.toThrow();
    const afterwards = await Promise.all(Array.from({ length: 12 }, () => roleNames()));
    for (const names of afterwards) expect(names).toEqual(before);
    // A savepoint inside a tenant's transaction undoes its own part only.
    await inTenant(subject.database, school.tenantId, async (db) => {
      await db.insert(portalRoles).values({ tenantId: school.tenantId, name: 'Kept', permissions: [] });
      await expect(
        db.transaction(async (savepoint) => {
          await savepoint
            .insert(portalRoles)
            .values({ tenantId: school.tenantId, name: 'Undone', permissions: [] });
          throw new Error('undo this part');
        }),
      ).rejects.toThrow('undo this part');
    });
    expect(await roleNames()).toEqual([...before, 'Kept'].sort());
    await expect(
      inTenant(subject.database, "x', true), set_config('role', 'none", async () => 1),
    ).rejects.toThrow('Not a tenant id');
  });
});
