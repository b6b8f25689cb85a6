// The guardians' routes against everyone else's (docs/requirements/guardians.md#isolation), on
// both databases: the Guardian row of the route x role suite (a guardian's session opens none of
// the members' routes, and no member's session, the owner's included, opens a guardian's route),
// and the route x school suite for the guardian's routes (a session on another school's address,
// another school's child, and a child of the same school not theirs are all refused).

import { students } from '@server/db/schema';
import { inTenant } from '@server/db/tenant-scope';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schoolClock, sectionsOf, student } from './attendance-fixtures';
import { guardianSignIn } from './guardian-fixtures';
import { buildPortalApp, type PortalTestApp, portalCall, type School } from './portal-helpers';
import { GUARDIAN_ROUTES, PORTAL_ROUTES } from './portal-routes';
import { databases, type TestDatabase } from './test-database';

const EMAIL = 'kavya.parent@example.in';

describe.each(databases())('the guardian routes on $kind', (target) => {
  let database: TestDatabase;
  let subject: PortalTestApp;
  let school: School;
  let other: School;
  let token: string;
  let own: string;
  let notTheirs: string;
  let otherSchools: string;

  beforeAll(async () => {
    database = await target.open();
    subject = await buildPortalApp(database.handle, {}, schoolClock());
    school = await subject.school('Sunrise Public School', ['6']);
    other = await subject.school('Lakeside Academy', ['6']);
    const [section] = await sectionsOf(subject, school);
    const [otherSection] = await sectionsOf(subject, other);
    if (!section || !otherSection) throw new Error('No section');
    own = await student(subject, school, section.id, {
      name: 'Kavya',
      guardians: [{ name: 'Kavya’s father', phone: '97000 11111', email: EMAIL }],
    });
    notTheirs = await student(subject, school, section.id, {
      name: 'Rohan',
      guardians: [{ name: 'Rohan’s mother', phone: '97000 22222' }],
    });
    otherSchools = await student(subject, other, otherSection.id, {
      name: 'Kavya',
      guardians: [{ name: 'Kavya’s father', phone: '97000 11111', email: EMAIL }],
    });
    token = (await guardianSignIn(subject, school, EMAIL, EMAIL)).token;
  });
  afterAll(async () => {
    await subject?.close();
    await database?.dispose();
  });

  const url = (path: string, id: string) => path.replace('{id}', id);

  it("opens none of the members' routes with a guardian's session", async () => {
    const opened: string[] = [];
    for (const route of PORTAL_ROUTES) {
      const answer = await portalCall(subject.app, school.host, route.method, url(route.path, own), {
        token,
        ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
      });
      if (answer.statusCode !== 401) opened.push(`${route.method} ${route.path}: ${answer.statusCode}`);
    }
    expect(opened).toEqual([]);
  });

  it("opens no guardian's route with a member's session, nor without one", async () => {
    const opened: string[] = [];
    for (const route of GUARDIAN_ROUTES.filter((one) => one.signedIn))
      for (const sent of [school.ownerToken, undefined]) {
        const answer = await portalCall(subject.app, school.host, route.method, url(route.path, own), {
          ...(sent ? { token: sent } : {}),
        });
        if (answer.statusCode !== 401) opened.push(`${route.method} ${route.path}: ${answer.statusCode}`);
      }
    expect(opened).toEqual([]);
  });

  it("keeps the guardian to their own school's address and their own children", async () => {
    for (const route of GUARDIAN_ROUTES.filter((one) => one.signedIn && one.method === 'GET')) {
      const here = await portalCall(subject.app, school.host, 'GET', url(route.path, own), { token });
      expect(here.statusCode, route.path).toBe(200);
      const there = await portalCall(subject.app, other.host, 'GET', url(route.path, otherSchools), {
        token,
      });
      expect(there.statusCode, route.path).toBe(401);
    }
    for (const id of [notTheirs, otherSchools]) {
      const refused = await portalCall(subject.app, school.host, 'GET', `/guardian/children/${id}/results`, {
        token,
      });
      expect(refused.statusCode).toBe(404);
    }
    // The same child, erased, is no longer theirs to open.
    await inTenant(subject.database, school.tenantId, (db) => db.update(students).set({ status: 'erased' }));
    const erased = await portalCall(subject.app, school.host, 'GET', `/guardian/children/${own}/results`, {
      token,
    });
    expect(erased.statusCode).toBe(404);
  });
});
