import type { App } from '@server/app';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPortalApp, type PortalTestApp, portalCall, type School } from './portal-helpers';
import { freshRecord, routeBody, routeUrl } from './portal-records';
import { PORTAL_ROUTES, RECORD_KINDS, type RecordKind } from './portal-routes';
import { databases, type TestDatabase } from './test-database';

// Tenant isolation as a property (docs/requirements/portal.md#tenant-isolation): two schools with
// records of every kind; the owner of one (who holds every permission) calls every portal route on
// the other's records, and every answer is a 404 that names nothing; every list they read holds
// none of the other school's ids; their token is refused on the other school's address; and the
// other school's data reads the same afterwards. Run on PGlite and PostgreSQL, where row-level
// security stands behind the application's own scoping.

/**
 * Everything the school's owner can read through the portal, as one text (a CSV as it is). Without
 * the audit log unless asked: reading the lists writes to it, so it never reads the same twice.
 */
async function everything(app: App, school: School, withAudit = false): Promise<string> {
  const reads: unknown[] = [];
  for (const route of PORTAL_ROUTES.filter(
    (candidate) => candidate.method === 'GET' && !candidate.id && !candidate.download,
  )) {
    if (route.path === '/audit' && !withAudit) continue;
    const response = await portalCall(app, school.host, 'GET', routeUrl(route, undefined), {
      token: school.ownerToken,
    });
    expect(response.statusCode, `${route.path}: ${response.body}`).toBe(200);
    reads.push(route.path.endsWith('.csv') ? response.body : response.json());
  }
  const classes = (
    reads.find((read) => Array.isArray((read as { classes?: unknown }).classes)) as {
      classes: { id: string }[];
    }
  ).classes;
  for (const { id } of classes) {
    reads.push(
      (await portalCall(app, school.host, 'GET', `/classes/${id}`, { token: school.ownerToken })).json(),
    );
  }
  return JSON.stringify(reads);
}

describe.each(databases())('tenant isolation on $kind', (target) => {
  let database: TestDatabase;
  let subject: PortalTestApp;
  let mine: School;
  let theirs: School;
  const theirIds = new Map<RecordKind, string>();

  beforeAll(async () => {
    database = await target.open();
    subject = await buildPortalApp(database.handle);
    mine = await subject.school('Own Public School', ['6']);
    theirs = await subject.school('Other Public School', ['6']);
    for (const school of [mine, theirs]) {
      for (const kind of RECORD_KINDS) {
        const id = await freshRecord(subject.app, school, kind, school === mine ? 'm' : 't');
        if (school === theirs) theirIds.set(kind, id);
      }
    }
  });
  afterAll(async () => {
    await subject?.close();
    await database?.dispose();
  });

  it("finds none of the other school's records through any route, and changes none", async () => {
    const before = await everything(subject.app, theirs);
    const leaks: string[] = [];
    for (const route of PORTAL_ROUTES.filter((candidate) => candidate.id)) {
      const id = theirIds.get(route.id as RecordKind) ?? '';
      const named = id.split('+');
      const response = await portalCall(subject.app, mine.host, route.method, routeUrl(route, id), {
        token: mine.ownerToken,
        ...(await routeBody(subject.app, mine, route, `probe-${route.method}`)),
      });
      if (response.statusCode !== 404 || named.some((part) => response.body.includes(part))) {
        leaks.push(`${route.method} ${route.path}: ${response.statusCode} ${response.body}`);
      }
    }
    expect(leaks).toEqual([]);
    expect(await everything(subject.app, theirs)).toBe(before);
  });

  it("reads none of the other school's ids in any list", async () => {
    const seen = await everything(subject.app, mine, true);
    const foreign = [
      ...[...theirIds.values()].flatMap((id) => id.split('+')),
      theirs.tenantId,
      theirs.ownerMemberId,
    ].filter((id) => seen.includes(id));
    expect(foreign).toEqual([]);
    expect(seen).not.toContain('Other Public School');
  });

  it("refuses one school's session on the other's address, on every signed-in route", async () => {
    const accepted: string[] = [];
    for (const route of PORTAL_ROUTES) {
      const response = await portalCall(
        subject.app,
        theirs.host,
        route.method,
        routeUrl(route, theirIds.get(route.id as RecordKind)),
        {
          token: mine.ownerToken,
          ...(await routeBody(subject.app, theirs, route, 'cross')),
        },
      );
      if (response.statusCode !== 401) accepted.push(`${route.method} ${route.path}: ${response.statusCode}`);
    }
    expect(accepted).toEqual([]);
  });
});
