import { BUILT_IN_PERMISSIONS, BUILT_IN_ROLES, type BuiltInRole } from '@common/portal/permissions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildPortalApp,
  memberWithRole,
  type PortalTestApp,
  portalCall,
  type School,
} from './portal-helpers';
import { freshRecord, routeBody, routeUrl } from './portal-records';
import { GUARDIAN_ROUTES, PORTAL_ROUTES, type PortalRoute } from './portal-routes';
import { databases, type TestDatabase } from './test-database';

// The permission matrix (docs/requirements/portal.md#people-and-roles): every signed-in portal
// route, called by a member of every built-in role, is refused with 403 exactly when the role
// lacks the route's permission, and never refused when it has it. Each call that names a record
// gets a fresh one, made by the owner, so a DELETE allowed earlier does not decide a later call.

describe.each(databases())('the permission matrix on $kind', (target) => {
  let database: TestDatabase;
  let subject: PortalTestApp;
  let school: School;
  const tokens = new Map<BuiltInRole, string>();

  beforeAll(async () => {
    database = await target.open();
    subject = await buildPortalApp(database.handle);
    school = await subject.school('Matrix Public School', ['6']);
    tokens.set('owner', school.ownerToken);
    for (const role of BUILT_IN_ROLES.filter((role) => role !== 'owner')) {
      tokens.set(role, await memberWithRole(subject, school, role));
    }
  });
  afterAll(async () => {
    await subject?.close();
    await database?.dispose();
  });

  it('lists every portal route the API publishes', async () => {
    const document = await subject.app.inject({ method: 'GET', url: '/prod/v1/openapi.json' });
    const published = Object.entries(document.json().paths as Record<string, Record<string, unknown>>)
      .filter(([path]) => path.startsWith('/prod/v1/portal/'))
      .flatMap(([path, operations]) =>
        Object.keys(operations).map(
          (method) => `${method.toUpperCase()} ${path.slice('/prod/v1/portal'.length)}`,
        ),
      );
    const publicRoutes = [
      'GET /info',
      'POST /session/handoff',
      'POST /session',
      'DELETE /session',
      'POST /password/forgot',
      'POST /password/reset',
      'POST /invitations/view',
      'POST /invitations/accept',
    ];
    const listed = PORTAL_ROUTES.map((route) => `${route.method} ${route.path}`);
    const guardians = GUARDIAN_ROUTES.map((route) => `${route.method} ${route.path}`);
    expect(
      published.filter((route) => !publicRoutes.includes(route) && !guardians.includes(route)).sort(),
    ).toEqual([...listed].sort());
    expect(published.filter((route) => guardians.includes(route)).sort()).toEqual([...guardians].sort());
  });

  let unique = 0;
  const call = async (role: BuiltInRole, route: PortalRoute) => {
    unique += 1;
    const id = route.id ? await freshRecord(subject.app, school, route.id, `${unique}`) : undefined;
    return portalCall(subject.app, school.host, route.method, routeUrl(route, id), {
      token: tokens.get(role) ?? '',
      ...(await routeBody(subject.app, school, route, `${role}-${unique}`)),
    });
  };

  for (const role of BUILT_IN_ROLES) {
    it(`enforces the ${role} role's grants on every route`, async () => {
      const outcomes: string[] = [];
      const expected: string[] = [];
      for (const route of PORTAL_ROUTES) {
        const allowed = route.permission === null || BUILT_IN_PERMISSIONS[role].includes(route.permission);
        const response = await call(role, route);
        const name = `${route.method} ${route.path}`;
        expected.push(`${name}: ${allowed ? 'allowed' : 'denied'}`);
        const denied = response.statusCode === 403;
        expect(response.statusCode, `${name} as ${role}: ${response.body}`).not.toBe(401);
        expect(response.statusCode, `${name} as ${role}: ${response.body}`).toBeLessThan(500);
        outcomes.push(`${name}: ${denied ? 'denied' : 'allowed'}`);
        if (allowed && response.statusCode >= 400) {
          // An allowed call may still be refused by a rule (409) but never for want of permission.
          expect([404, 409], `${name} as ${role}: ${response.body}`).toContain(response.statusCode);
        }
      }
      expect(outcomes).toEqual(expected);
    });
  }
});
