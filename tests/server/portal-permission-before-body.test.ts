import { BODY_LIMIT_BYTES } from '@common/api/errors';
import { IMPORT_MAX_BYTES } from '@common/api/portal/imports';
import { portalMembers } from '@server/db/schema';
import { inTenant } from '@server/db/tenant-scope';
import { createPortalSession } from '@server/services/portal/session-store';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPortalApp, type PortalTestApp, portalCall, type School } from './portal-helpers';
import { freshRecord, routeUrl } from './portal-records';
import { PORTAL_ROUTES, type PortalRoute, type RecordKind } from './portal-routes';
import { databases, type TestDatabase } from './test-database';

// The portal checks who is asking before it reads what they send (plugins/portal-auth.ts: the
// session and the permission are onRequest hooks). A member without the route's permission gets
// 403 and a signed-out caller 401 whatever the body: malformed JSON or one past the body limit is
// never parsed for them. Once the check passes, the body is judged as before (400, 413).

const MALFORMED = '{"name": "unfinished';
const OVERSIZE = `{"name": "${'x'.repeat(BODY_LIMIT_BYTES)}"}`;
/** One byte more than an import file may have. */
const OVERSIZE_FILE = `Name,Address\r\n${'x'.repeat(IMPORT_MAX_BYTES)}`;

/** The routes that take a body: each is sent a bad one. */
const BODY_ROUTES = PORTAL_ROUTES.filter((route) => route.body || route.file);

describe.each(databases())('the permission check before the body on $kind', (target) => {
  let database: TestDatabase;
  let subject: PortalTestApp;
  let school: School;
  /** A member whose role holds no permission at all. */
  let powerless: string;
  const records = new Map<RecordKind, string>();

  beforeAll(async () => {
    database = await target.open();
    subject = await buildPortalApp(database.handle);
    school = await subject.school('Unread Body School', ['6']);
    const role = await portalCall(subject.app, school.host, 'POST', '/roles', {
      token: school.ownerToken,
      payload: { name: 'Nothing', permissions: [] },
    });
    expect(role.statusCode, role.body).toBe(201);
    powerless = await inTenant(subject.database, school.tenantId, async (db) => {
      const now = subject.clock.now();
      const [member] = await db
        .insert(portalMembers)
        .values({
          tenantId: school.tenantId,
          email: `nothing@${school.code}.example`,
          name: 'Nobody Much',
          roleId: role.json().id,
          status: 'active',
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: portalMembers.id });
      if (!member) throw new Error('The member was not inserted');
      return createPortalSession(db, school.tenantId, member.id, now);
    });
  });
  afterAll(async () => {
    await subject?.close();
    await database?.dispose();
  });

  /** The route's URL, its `{id}` a record of the school (one per kind: every call here is refused). */
  const urlOf = async (route: PortalRoute) => {
    if (!route.id) return routeUrl(route, undefined);
    let id = records.get(route.id);
    if (id === undefined) {
      id = await freshRecord(subject.app, school, route.id, 'unread');
      records.set(route.id, id);
    }
    return routeUrl(route, id);
  };

  const send = async (route: PortalRoute, token: string | undefined, body: 'malformed' | 'oversize') => {
    // An upload's oversized body is a file past its own 5 MB limit; its malformed one, broken JSON.
    const file = route.file && body === 'oversize' ? route.file : undefined;
    const type = file ? file.type : 'application/json';
    const payload = file ? OVERSIZE_FILE : body === 'malformed' ? MALFORMED : OVERSIZE;
    return portalCall(subject.app, school.host, route.method, await urlOf(route), {
      ...(token ? { token } : {}),
      payload,
      headers: { 'content-type': type },
    });
  };

  it('sends a bad body to every portal route that takes one', () => {
    expect(BODY_ROUTES.length).toBeGreaterThan(20);
    expect(BODY_ROUTES.filter((route) => route.permission === null)).toEqual([]);
  });

  it('refuses a member without the permission (403) before reading a malformed or oversized body', async () => {
    const answers: string[] = [];
    for (const route of BODY_ROUTES) {
      for (const body of ['malformed', 'oversize'] as const) {
        const response = await send(route, powerless, body);
        answers.push(`${route.method} ${route.path} ${body}: ${response.statusCode} ${response.json().code}`);
      }
    }
    expect(answers).toEqual(
      BODY_ROUTES.flatMap((route) =>
        ['malformed', 'oversize'].map((body) => `${route.method} ${route.path} ${body}: 403 forbidden`),
      ),
    );
  });

  it('refuses a signed-out caller (401) before reading a malformed or oversized body', async () => {
    const answers: string[] = [];
    for (const route of BODY_ROUTES) {
      for (const body of ['malformed', 'oversize'] as const) {
        const response = await send(route, undefined, body);
        answers.push(`${route.method} ${route.path} ${body}: ${response.statusCode} ${response.json().code}`);
        if (body === 'malformed') expect(response.headers['www-authenticate']).toBe('Bearer');
      }
    }
    expect(answers).toEqual(
      BODY_ROUTES.flatMap((route) =>
        ['malformed', 'oversize'].map((body) => `${route.method} ${route.path} ${body}: 401 unauthorized`),
      ),
    );
  });

  it('judges the body once the check passes: 400 for malformed JSON, 413 past the limits', async () => {
    const roles = PORTAL_ROUTES.find((route) => route.method === 'POST' && route.path === '/roles');
    const upload = PORTAL_ROUTES.find((route) => route.file);
    if (!roles || !upload) throw new Error('The route list has no POST /roles or upload');
    expect((await send(roles, school.ownerToken, 'malformed')).statusCode).toBe(400);
    expect((await send(roles, school.ownerToken, 'oversize')).statusCode).toBe(413);
    const file = await send(upload, school.ownerToken, 'oversize');
    expect([file.statusCode, file.json().code]).toEqual([413, 'file_too_large']);
  });
});
