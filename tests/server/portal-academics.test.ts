import { tenantTextbooks } from '@server/db/schema';
import { inTenant } from '@server/db/tenant-scope';
import { ClassStructure } from '@server/services/portal/class-structure';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeClock } from './fake-clock';
import {
  buildPortalApp,
  memberWithRole,
  type PortalTestApp,
  portalCall,
  type School,
} from './portal-helpers';
import { databases, type TestDatabase } from './test-database';

// The academic structure on the portal (docs/requirements/portal.md#academic-structure, #api):
// academic years with one current, learning centres with a main one, classes with their
// sections and subjects; the permissions, and another school's ids simply not found.

const RANDOM_ID = '00000000-0000-4000-8000-000000000000';

interface ClassView {
  id: string;
  grade: number;
  name: string;
  sections: { id: string; name: string; studentCount: number }[];
  subjectCount: number;
  subjects?: {
    id: string;
    name: string;
    custom: boolean;
    textbooks: { title: string; ncertCode: string }[];
  }[];
}

describe.each(databases())('the portal academic structure on $kind', (target) => {
  let database: TestDatabase;
  let subject: PortalTestApp;
  let school: School;
  let other: School;

  beforeAll(async () => {
    database = await target.open();
    // 15 January 2026 in India: the schools start in academic year 2025-26 on any day the test runs.
    subject = await buildPortalApp(database.handle, {}, new FakeClock('2026-01-15T09:00:00.000Z'));
    school = await subject.school('Green Valley School', ['6', '7']);
    other = await subject.school('Hill Top Academy', ['6']);
  });
  afterAll(async () => {
    await subject?.close();
    await database?.dispose();
  });

  type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
  const call = (method: Method, path: string, payload?: unknown, token = school.ownerToken) =>
    portalCall(subject.app, school.host, method, path, { token, payload });
  const inOther = (method: Method, path: string, payload?: unknown) =>
    portalCall(subject.app, other.host, method, path, { token: other.ownerToken, payload });
  const classes = async (inSchool = call): Promise<ClassView[]> =>
    (await inSchool('GET', '/classes')).json().classes;
  const expectAnswer = (answer: { statusCode: number; body: string }, status: number, message?: string) => {
    expect(answer.statusCode, answer.body).toBe(status);
    if (message) expect(JSON.parse(answer.body).message).toBe(message);
  };

  it('keeps academic years: names unique, real dates in order, exactly one current', async () => {
    const seeded = { name: '2025-26', startsOn: '2025-04-01', endsOn: '2026-03-31' };
    const start = (await call('GET', '/academic-years')).json().years;
    expect(start).toEqual([{ id: expect.any(String), ...seeded, current: true }]);

    const next = Number(seeded.startsOn.slice(0, 4)) + 1;
    const body = {
      name: `${next}-${String((next + 1) % 100).padStart(2, '0')}`,
      startsOn: `${next}-04-01`,
      endsOn: `${next + 1}-03-31`,
    };
    const added = await call('POST', '/academic-years', body);
    expectAnswer(added, 201);
    expect(added.json()).toEqual({ id: expect.any(String), ...body, current: false });
    expectAnswer(
      await call('POST', '/academic-years', { ...body, name: seeded.name.toUpperCase() }),
      409,
      `An academic year named ${seeded.name} already exists.`,
    );
    expectAnswer(
      await call('POST', '/academic-years', { ...body, name: 'Backwards', endsOn: body.startsOn }),
      400,
      'The academic year must end after it starts.',
    );
    expectAnswer(
      await call('POST', '/academic-years', { ...body, name: 'Odd', startsOn: `${next}-02-30` }),
      400,
      'The start date is not a real date.',
    );
    expectAnswer(
      await call('POST', '/academic-years', { ...body, name: 'Odd', endsOn: '31/03/2030' }),
      400,
      'Dates are written YYYY-MM-DD.',
    );
    expectAnswer(await call('POST', '/academic-years', { ...body, name: ' ' }), 400, 'Name is required');

    // Making the new year current un-makes the old one.
    const made = await call('PATCH', `/academic-years/${added.json().id}`, { ...body, current: true });
    expectAnswer(made, 200);
    expect(made.json().current).toBe(true);
    const years = (await call('GET', '/academic-years')).json().years;
    expect(years.map((year: { name: string; current: boolean }) => [year.name, year.current])).toEqual([
      [body.name, true],
      [seeded.name, false],
    ]);
    // The current year cannot just stop being current.
    expectAnswer(
      await call('PATCH', `/academic-years/${added.json().id}`, { ...body, current: false }),
      409,
      'The school always has a current academic year: make another year current instead.',
    );
    // A year added as current takes over too, in the same transaction.
    const later = {
      name: `${next + 1}-xx`,
      startsOn: `${next + 1}-04-01`,
      endsOn: `${next + 2}-03-31`,
      current: true,
    };
    expectAnswer(await call('POST', '/academic-years', later), 201);
    const current = (await call('GET', '/academic-years'))
      .json()
      .years.filter((year: { current: boolean }) => year.current);
    expect(current.map((year: { name: string }) => year.name)).toEqual([later.name]);
    // Renaming onto another year's name clashes.
    expectAnswer(
      await call('PATCH', `/academic-years/${added.json().id}`, { ...body, name: later.name }),
      409,
    );

    // Another school's year: not found; theirs still current.
    const theirs = (await inOther('GET', '/academic-years')).json().years[0];
    expectAnswer(
      await call('PATCH', `/academic-years/${theirs.id}`, { ...body, name: 'Mine', current: true }),
      404,
      'No such academic year.',
    );
    expect((await inOther('GET', '/academic-years')).json().years).toEqual([theirs]);
  });

  it('keeps learning centres: the main one first and not removable, names unique', async () => {
    const [main] = (await call('GET', '/learning-centres')).json().centres;
    expect(main).toEqual({ id: expect.any(String), name: 'Green Valley School', address: '', main: true });
    const added = await call('POST', '/learning-centres', {
      name: 'North Campus',
      address: '12 Lake Road\nPune',
    });
    expectAnswer(added, 201);
    expect(added.json()).toEqual({
      id: expect.any(String),
      name: 'North Campus',
      address: '12 Lake Road\nPune',
      main: false,
    });
    expectAnswer(
      await call('POST', '/learning-centres', { name: 'north campus' }),
      409,
      'A learning centre named north campus already exists.',
    );
    const renamed = await call('PATCH', `/learning-centres/${added.json().id}`, { name: 'North Branch' });
    expectAnswer(renamed, 200);
    expect(renamed.json()).toMatchObject({ name: 'North Branch', address: '12 Lake Road\nPune' });
    expectAnswer(
      await call('PATCH', `/learning-centres/${added.json().id}`, { name: 'Green Valley SCHOOL' }),
      409,
    );
    expect(
      (await call('GET', '/learning-centres')).json().centres.map((centre: { name: string }) => centre.name),
    ).toEqual(['Green Valley School', 'North Branch']);

    expectAnswer(
      await call('DELETE', `/learning-centres/${main.id}`),
      409,
      'The main learning centre cannot be removed.',
    );
    expectAnswer(await call('DELETE', `/learning-centres/${added.json().id}`), 204);
    expectAnswer(
      await call('DELETE', `/learning-centres/${added.json().id}`),
      404,
      'No such learning centre.',
    );

    const [theirMain] = (await inOther('GET', '/learning-centres')).json().centres;
    expectAnswer(await call('PATCH', `/learning-centres/${theirMain.id}`, { name: 'Mine' }), 404);
    expectAnswer(await call('DELETE', `/learning-centres/${theirMain.id}`), 404);
  });

  it('lists the enabled classes by grade with their sections and subjects, and one with its textbooks', async () => {
    const list = await classes();
    expect(
      list.map((klass) => [klass.grade, klass.name, klass.sections.map((section) => section.name)]),
    ).toEqual([
      [6, 'Class 6', ['A']],
      [7, 'Class 7', ['A']],
    ]);
    expect(list[0]?.sections[0]?.studentCount).toBe(0);
    expect(list[0]?.subjectCount).toBe(9);

    const detail = await call('GET', `/classes/${list[0]?.id}`);
    expectAnswer(detail, 200);
    const six: ClassView = detail.json();
    expect(six.subjects?.map((item) => item.name).slice(0, 4)).toEqual([
      'English',
      'Hindi',
      'Sanskrit',
      'Mathematics',
    ]);
    expect(six.subjects?.[3]).toMatchObject({
      custom: false,
      textbooks: [{ id: expect.any(String), title: 'Ganita Prakash', ncertCode: 'fegp1' }],
    });

    const theirSix = (await classes(inOther))[0];
    expectAnswer(await call('GET', `/classes/${theirSix?.id}`), 404, 'No such class.');
    expectAnswer(await call('GET', `/classes/${RANDOM_ID}`), 404);
    expectAnswer(await call('GET', '/classes/6'), 400, 'The id must be a UUID.');
  });

  it('lets the owner add section B to Class 6 and a subject to it', async () => {
    const six = (await classes())[0] as ClassView;
    const section = await call('POST', `/classes/${six.id}/sections`, { name: ' b ' });
    expectAnswer(section, 201);
    expect(section.json()).toEqual({ id: expect.any(String), name: 'B', studentCount: 0 });
    const added = await call('POST', `/classes/${six.id}/subjects`, { name: 'Computer Science' });
    expectAnswer(added, 201);
    expect(added.json()).toEqual({
      id: expect.any(String),
      name: 'Computer Science',
      custom: true,
      textbooks: [],
    });

    const after = (await classes())[0] as ClassView;
    expect(after.sections.map((item) => item.name)).toEqual(['A', 'B']);
    expect(after.subjectCount).toBe(10);
    const detail: ClassView = (await call('GET', `/classes/${six.id}`)).json();
    expect(detail.subjects?.at(-1)).toMatchObject({ name: 'Computer Science', custom: true });
  });

  it('adds, renames and removes sections, unique in the class ignoring case', async () => {
    const [six, seven] = (await classes()) as [ClassView, ClassView];
    expectAnswer(
      await call('POST', `/classes/${six.id}/sections`, { name: 'a' }),
      409,
      'Class 6 already has a section A.',
    );
    // The same name in another class is fine, and any short name will do.
    const rose = await call('POST', `/classes/${seven.id}/sections`, { name: 'Rose' });
    expectAnswer(rose, 201);
    expectAnswer(await call('POST', `/classes/${seven.id}/sections`, { name: 'B' }), 201);
    expectAnswer(
      await call('POST', `/classes/${seven.id}/sections`, { name: '' }),
      400,
      'Section name is required',
    );
    expectAnswer(
      await call('POST', `/classes/${seven.id}/sections`, { name: 'x'.repeat(21) }),
      400,
      'Section name must be at most 20 characters',
    );

    const renamed = await call('PATCH', `/sections/${rose.json().id}`, { name: 'Lily' });
    expectAnswer(renamed, 200);
    expect(renamed.json()).toEqual({ id: rose.json().id, name: 'Lily', studentCount: 0 });
    expectAnswer(await call('PATCH', `/sections/${rose.json().id}`, { name: 'lily' }), 200);
    expectAnswer(
      await call('PATCH', `/sections/${rose.json().id}`, { name: 'b' }),
      409,
      'Class 7 already has a section B.',
    );
    expectAnswer(await call('DELETE', `/sections/${rose.json().id}`), 204);
    expectAnswer(await call('DELETE', `/sections/${rose.json().id}`), 404, 'No such section.');
    expect(((await classes())[1] as ClassView).sections.map((item) => item.name)).toEqual(['A', 'B']);

    const theirSection = ((await classes(inOther))[0] as ClassView).sections[0];
    expectAnswer(await call('PATCH', `/sections/${theirSection?.id}`, { name: 'Z' }), 404);
    expectAnswer(await call('DELETE', `/sections/${theirSection?.id}`), 404);
    expectAnswer(
      await call('POST', `/classes/${((await classes(inOther))[0] as ClassView).id}/sections`, { name: 'Z' }),
      404,
    );
  });

  it('refuses to remove a section that has students', async () => {
    // There are no students yet: the counter is the one place that will count them.
    const structure = new ClassStructure({
      database: subject.database,
      clock: subject.clock,
      studentCounts: async (_db, _tenantId, ids) => new Map(ids.map((id) => [id, 3])),
    });
    const seven = (await classes())[1] as ClassView;
    const section = seven.sections[0];
    const tenant = {
      id: school.tenantId,
      code: school.code,
      name: 'Green Valley School',
      active: true,
      kind: 'school' as const,
    };
    await expect(structure.deleteSection(tenant, section?.id ?? '')).rejects.toMatchObject({
      statusCode: 409,
      message: 'Section A of Class 7 has 3 students: move them to another section first.',
    });
    expect((await structure.listClasses(tenant))[1]?.sections[0]?.studentCount).toBe(3);
  });

  it('adds, renames and removes subjects; a removed subject takes its textbooks', async () => {
    const seven = (await classes())[1] as ClassView;
    const detail: ClassView = (await call('GET', `/classes/${seven.id}`)).json();
    const english = detail.subjects?.find((item) => item.name === 'English');
    if (!english) throw new Error('Class 7 has no English');
    expectAnswer(
      await call('POST', `/classes/${seven.id}/subjects`, { name: 'english' }),
      409,
      'Class 7 already has a subject named english.',
    );
    expectAnswer(
      await call('POST', `/classes/${seven.id}/subjects`, { name: '  ' }),
      400,
      'Subject name is required',
    );
    const yoga = await call('POST', `/classes/${seven.id}/subjects`, { name: 'Yoga' });
    expectAnswer(yoga, 201);
    const music = await call('POST', `/classes/${seven.id}/subjects`, { name: 'Music' });
    const names: string[] = (await call('GET', `/classes/${seven.id}`))
      .json()
      .subjects.map((item: { name: string }) => item.name);
    expect(names.slice(-2)).toEqual(['Yoga', 'Music']);

    const renamed = await call('PATCH', `/subjects/${english.id}`, { name: 'English Language' });
    expectAnswer(renamed, 200);
    expect(renamed.json()).toEqual({ ...english, name: 'English Language' });
    expectAnswer(await call('PATCH', `/subjects/${yoga.json().id}`, { name: 'MUSIC' }), 409);

    expectAnswer(await call('DELETE', `/subjects/${english.id}`), 204);
    expectAnswer(await call('DELETE', `/subjects/${english.id}`), 404, 'No such subject.');
    expectAnswer(await call('DELETE', `/subjects/${music.json().id}`), 204);
    const books = await inTenant(subject.database, school.tenantId, (db) =>
      db
        .select({ id: tenantTextbooks.id })
        .from(tenantTextbooks)
        .where(and(eq(tenantTextbooks.tenantId, school.tenantId), eq(tenantTextbooks.subjectId, english.id))),
    );
    expect(books).toEqual([]);
    const after: ClassView = (await call('GET', `/classes/${seven.id}`)).json();
    expect(after.subjects?.map((item) => item.name)).not.toContain('English Language');
    expect(after.subjectCount).toBe(detail.subjectCount);

    const theirSubject = (
      (await inOther('GET', `/classes/${((await classes(inOther))[0] as ClassView).id}`)).json() as ClassView
    ).subjects?.[0];
    expectAnswer(await call('PATCH', `/subjects/${theirSubject?.id}`, { name: 'Mine' }), 404);
    expectAnswer(await call('DELETE', `/subjects/${theirSubject?.id}`), 404);
    expectAnswer(await call('POST', `/classes/${RANDOM_ID}/subjects`, { name: 'Mine' }), 404);
  });

  it('checks the permission of every route: a teacher may look, not change', async () => {
    const teacher = await memberWithRole(subject, school, 'teacher');
    const six = (await classes())[0] as ClassView;
    for (const path of ['/classes', `/classes/${six.id}`, '/academic-years', '/learning-centres']) {
      expectAnswer(await call('GET', path, undefined, teacher), 200);
    }
    const year = { name: '2040-41', startsOn: '2040-04-01', endsOn: '2041-03-31' };
    for (const [method, path, body] of [
      ['POST', '/academic-years', year],
      ['PATCH', `/academic-years/${RANDOM_ID}`, year],
      ['POST', '/learning-centres', { name: 'East' }],
      ['PATCH', `/learning-centres/${RANDOM_ID}`, { name: 'East' }],
      ['DELETE', `/learning-centres/${RANDOM_ID}`, undefined],
      ['POST', `/classes/${six.id}/sections`, { name: 'C' }],
      ['PATCH', `/sections/${six.sections[0]?.id}`, { name: 'C' }],
      ['DELETE', `/sections/${six.sections[0]?.id}`, undefined],
      ['POST', `/classes/${six.id}/subjects`, { name: 'Dance' }],
      ['PATCH', `/subjects/${RANDOM_ID}`, { name: 'Dance' }],
      ['DELETE', `/subjects/${RANDOM_ID}`, undefined],
    ] as const) {
      expectAnswer(await call(method, path, body, teacher), 403, 'You do not have permission to do this.');
    }
    // Office staff see the structure but do not change it.
    const office = await memberWithRole(subject, school, 'office_staff');
    expectAnswer(await call('GET', '/classes', undefined, office), 200);
    expectAnswer(await call('POST', `/classes/${six.id}/sections`, { name: 'C' }, office), 403);
    expectAnswer(await portalCall(subject.app, school.host, 'GET', '/classes'), 401);
  });
});
