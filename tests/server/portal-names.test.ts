import type { Role } from '@common/api/portal/people';
import { students } from '@server/db/schema';
import { inTenant } from '@server/db/tenant-scope';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post, registration } from './accounts-helpers';
import { buildPortalApp, type PortalTestApp, portalCall, type School } from './portal-helpers';
import { freshRecord, routeBody, routeUrl } from './portal-records';
import { PORTAL_ROUTES } from './portal-routes';
import { databases, type TestDatabase } from './test-database';

// Names cannot hide what they show (common/api/text.ts, docs/requirements/security.md): no
// text-direction controls or zero-width characters, except ZWNJ and ZWJ inside Indian scripts; a
// school's own role cannot look like a built-in one (common/confusables.ts); a name stored with
// text-direction controls before this rule is exported without them.

const RLO = '\u202E';
const ZWSP = '\u200B';
const ZWJ = '\u200D';
const ZWNJ = '\u200C';

/** Where a name is inside a body: the dotted paths of its `name` and `guardianName` strings. */
function namePaths(value: unknown, path = ''): string[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => namePaths(item, `${path}[${index}]`));
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, inner]) => {
    const at = path ? `${path}.${key}` : key;
    if (typeof inner === 'string' && (key === 'name' || key === 'guardianName')) return [at];
    return namePaths(inner, at);
  });
}

function withName(body: unknown, path: string, name: string): unknown {
  const copy = structuredClone(body) as Record<string, unknown>;
  const keys = path.replace(/\[(\d+)\]/g, '.$1').split('.');
  let node = copy as Record<string, unknown>;
  for (const key of keys.slice(0, -1)) node = node[key] as Record<string, unknown>;
  node[keys.at(-1) as string] = name;
  return copy;
}

describe.each(databases())('names on $kind', (target) => {
  let database: TestDatabase;
  let subject: PortalTestApp;
  let school: School;

  beforeAll(async () => {
    database = await target.open();
    subject = await buildPortalApp(database.handle);
    school = await subject.school('Naming Vidyalaya', ['6']);
  });
  afterAll(async () => {
    await subject?.close();
    await database?.dispose();
  });

  const owner = (method: 'GET' | 'POST' | 'PATCH', path: string, payload?: unknown) =>
    portalCall(subject.app, school.host, method, path, { token: school.ownerToken, payload });

  it('refuses text-direction and zero-width characters in every name the portal takes, naming the field', async () => {
    const named = PORTAL_ROUTES.filter((route) => route.body);
    let checked = 0;
    for (const [index, route] of named.entries()) {
      const unique = `n${index}${target.kind}`;
      const { payload } = await routeBody(subject.app, school, route, unique);
      const id = route.id ? await freshRecord(subject.app, school, route.id, unique) : undefined;
      for (const path of namePaths(payload)) {
        for (const bad of [`abc${RLO}gnp.exe`, `Own${ZWSP}er`, `Latin${ZWJ}join`, `Ravi\u2066 Kumar`]) {
          const answer = await portalCall(subject.app, school.host, route.method, routeUrl(route, id), {
            token: school.ownerToken,
            payload: withName(payload, path, bad),
          });
          const what = `${route.method} ${route.path} ${path} ${JSON.stringify(bad)}: ${answer.body}`;
          expect(answer.statusCode, what).toBe(400);
          expect(answer.json(), what).toEqual({
            code: 'name_characters',
            message: `The ${path} field must not contain control, invisible or text-direction characters (such as a zero-width space or a right-to-left override).`,
            error: `The ${path} field must not contain control, invisible or text-direction characters (such as a zero-width space or a right-to-left override).`,
          });
          checked += 1;
        }
      }
    }
    // Members, roles, departments, designations, employees, years, centres, classes, sections,
    // subjects, students and their guardians, consents.
    expect(checked).toBeGreaterThanOrEqual(4 * 20);
  });

  it('keeps ZWNJ and ZWJ inside Hindi words and ZWJ inside an emoji', async () => {
    // क्‍ष with a half form (ZWJ) and with a visible virama (ZWNJ).
    for (const name of [`क्${ZWJ}षमा शर्मा`, `क्${ZWNJ}षमा शर्मा`]) {
      const answer = await owner('POST', '/employees', { name, phone: '+919876543210' });
      expect(answer.statusCode, answer.body).toBe(201);
      expect(answer.json().name).toBe(name);
    }
    // At a word's edge it joins nothing visible: refused.
    const edge = await owner('POST', '/employees', { name: `${ZWJ}क्षमा`, phone: '+919876543210' });
    expect(edge.statusCode, edge.body).toBe(400);
    // Between two pictographs it makes one emoji (a woman teacher, with a skin tone): kept; between
    // two letters it hides in a word ("Own<ZWJ>er"): refused.
    const teacher = `Asha 👩🏽${ZWJ}🏫`;
    const emoji = await owner('POST', '/employees', { name: teacher, phone: '+919876543210' });
    expect(emoji.statusCode, emoji.body).toBe(201);
    expect(emoji.json().name).toBe(teacher);
    const hidden = await owner('POST', '/employees', { name: `Own${ZWJ}er`, phone: '+919876543210' });
    expect(hidden.statusCode, hidden.body).toBe(400);
  });

  it('an import finds the same problem in a name, row by row', async () => {
    const answer = await portalCall(subject.app, school.host, 'POST', '/imports/learning_centres', {
      token: school.ownerToken,
      payload: `Name,Address\r\nabc${RLO}gnp.exe,Somewhere\r\nक्${ZWJ}षेत्र केंद्र,Elsewhere\r\n`,
      headers: { 'content-type': 'text/csv' },
    });
    expect(answer.statusCode, answer.body).toBe(201);
    expect(answer.json()).toMatchObject({ rows: 2, validRows: 1 });
    expect(answer.json().problems).toMatchObject([{ row: 2, column: 'Name', code: 'name_characters' }]);
  });

  it("refuses the owner's registration names with hidden characters", async () => {
    for (const field of ['fullName', 'institutionName'] as const) {
      const answer = await post(subject.app, '/auth/register', registration({ [field]: `Asha${RLO} Rao` }));
      expect(answer.statusCode, answer.body).toBe(400);
      expect(answer.json().message).toMatch(new RegExp(`^The ${field} field must not contain`));
    }
  });

  it('refuses a role name that looks like a built-in one, in either language', async () => {
    const lookAlikes = [
      '\u039Fwner', // Greek capital Omicron
      'Administrat\u043Er', // Cyrillic o
      '\u0422\u0415\u0410\u0421\u041D\u0415R', // Cyrillic TEACHE and a Latin R
      'Of\uFB01ce  staff', // the fi ligature, two spaces
      'Ｏｗｎｅｒ', // full-width
      '0wner',
      'AdminIstrator',
      `स्${ZWJ}वामी`, // a ZWJ inside the Hindi Owner, which shows the same
      'शिक्षक',
    ];
    for (const name of lookAlikes) {
      const answer = await owner('POST', '/roles', { name, permissions: ['academics.view'] });
      expect(answer.statusCode, `${name}: ${answer.body}`).toBe(409);
      expect(answer.json().code).toBe('role_name_taken');
    }
    const hidden = await owner('POST', '/roles', { name: `Own${ZWSP}er`, permissions: ['academics.view'] });
    expect(hidden.statusCode).toBe(400);
    expect(hidden.json().code).toBe('name_characters');
    // Renaming a school's role to a look-alike is refused too; names merely near one are fine.
    const mine = await owner('POST', '/roles', { name: 'Class teacher', permissions: ['academics.view'] });
    expect(mine.statusCode, mine.body).toBe(201);
    const renamed = await owner('PATCH', `/roles/${mine.json<Role>().id}`, {
      name: 'T\u0435acher',
      permissions: ['academics.view'],
    });
    expect(renamed.statusCode).toBe(409);
    for (const name of ['Owners’ helpers', 'Head teacher', 'Ωmega']) {
      const fine = await owner('POST', '/roles', { name, permissions: ['academics.view'] });
      expect(fine.statusCode, `${name}: ${fine.body}`).toBe(201);
    }
  });

  it('exports a name stored with text-direction controls without them', async () => {
    const id = await freshRecord(subject.app, school, 'student', `bidi-${target.kind}`);
    await inTenant(subject.database, school.tenantId, (db) =>
      db
        .update(students)
        .set({ name: `abc${RLO}gnp.exe` })
        .where(and(eq(students.tenantId, school.tenantId), eq(students.id, id))),
    );
    for (const path of ['/students/export.csv', `/students/${id}/data.csv`]) {
      const answer = await owner('GET', path);
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.body).toContain('abcgnp.exe');
      expect(answer.body).not.toMatch(/[\u202a-\u202e\u2066-\u2069\u200e\u200f\u061c]/);
    }
  });
});
