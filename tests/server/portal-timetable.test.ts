import { portalMembers, portalRoles } from '@server/db/schema';
import { inTenant } from '@server/db/tenant-scope';
import { createPortalSession } from '@server/services/portal/session-store';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPortalApp, type PortalTestApp, portalCall, type School } from './portal-helpers';
import { databases, type TestDatabase } from './test-database';

// The bell schedule and the timetable (docs/requirements/school-day.md#timetable): a day's
// periods checked and replaced, a used period kept, sections' staffing, slots checked, a teacher
// never in two sections at overlapping times (by the clock, across centres; touching periods are
// no clash; two bookings at once, one wins), a teacher's own week, and another school's ids
// simply not found.

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

const period = (
  number: number,
  startsAt: string,
  endsAt: string,
  teaching = true,
  label = `Period ${number}`,
) => ({
  number,
  startsAt,
  endsAt,
  label,
  teaching,
});

/** Monday and Tuesday at the main centre: two periods, a break, a fourth. */
const MAIN_DAY = [
  period(1, '08:00', '08:40'),
  period(2, '08:40', '09:20'),
  period(3, '09:20', '09:40', false, 'Break'),
  period(4, '09:40', '10:20'),
];
/** The branch rings ten minutes later: its period 1 overlaps the main centre's 1 and 2. */
const BRANCH_DAY = [period(1, '08:10', '08:50'), period(2, '08:50', '09:30')];

describe.each(databases())('the timetable on $kind', (target) => {
  let database: TestDatabase;
  let subject: PortalTestApp;
  let school: School;
  let other: School;
  let mainId = '';
  let branchId = '';
  let anita = '';
  let vikram = '';
  let anitaToken = '';
  let sixA = '';
  let sixC = '';
  let sevenB = '';
  let sevenA = '';
  let sixD = '';
  let maths6 = '';
  let science7 = '';

  const call = (method: Method, path: string, payload?: unknown, token = school.ownerToken) =>
    portalCall(subject.app, school.host, method, path, { token, payload });
  const ok = async (method: Method, path: string, payload?: unknown, status = 200) => {
    const response = await call(method, path, payload);
    expect(response.statusCode, `${method} ${path}: ${response.body}`).toBe(status);
    return response.statusCode === 204 ? null : response.json();
  };
  const slot = (section: string, weekday: number, number: number) =>
    `/sections/${section}/timetable/${weekday}/${number}`;

  beforeAll(async () => {
    database = await target.open();
    subject = await buildPortalApp(database.handle);
    school = await subject.school('Sunrise Public School', ['6', '7']);
    other = await subject.school('Hill Top Academy', ['6']);
    const centres = (await ok('GET', '/learning-centres')).centres as { id: string; main: boolean }[];
    mainId = centres.find((centre) => centre.main)?.id ?? '';
    branchId = (await ok('POST', '/learning-centres', { name: 'North Campus' }, 201)).id;
    anita = (await ok('POST', '/employees', { name: 'Anita Rao', phone: '+919876543210' }, 201)).id;
    vikram = (await ok('POST', '/employees', { name: 'Vikram Singh', phone: '+919876543211' }, 201)).id;
    const classes = (await ok('GET', '/classes')).classes as {
      id: string;
      grade: number;
      sections: { id: string; name: string }[];
    }[];
    const six = classes.find((klass) => klass.grade === 6);
    const sevenClass = classes.find((klass) => klass.grade === 7);
    const seven = sevenClass?.id ?? '';
    sevenA = sevenClass?.sections.find((section) => section.name === 'A')?.id ?? '';
    sixD = (await ok('POST', `/classes/${six?.id}/sections`, { name: 'D' }, 201)).id;
    // Activation gives each class a section A.
    sixA = six?.sections.find((section) => section.name === 'A')?.id ?? '';
    sixC = (await ok('POST', `/classes/${six?.id}/sections`, { name: 'C' }, 201)).id;
    sevenB = (await ok('POST', `/classes/${seven}/sections`, { name: 'B' }, 201)).id;
    maths6 = (await ok('POST', `/classes/${six?.id}/subjects`, { name: 'Maths Lab' }, 201)).id;
    science7 = (await ok('POST', `/classes/${seven}/subjects`, { name: 'Science Lab' }, 201)).id;
    anitaToken = await memberAs(anita);
  });
  afterAll(async () => {
    await subject?.close();
    await database?.dispose();
  });

  /** A session of a Teacher member made from the employee (as an invitation from the employee leaves it). */
  async function memberAs(employeeId: string): Promise<string> {
    return inTenant(subject.database, school.tenantId, async (db) => {
      const [role] = await db
        .select({ id: portalRoles.id })
        .from(portalRoles)
        .where(and(eq(portalRoles.tenantId, school.tenantId), eq(portalRoles.builtIn, 'teacher')));
      const now = subject.clock.now();
      const [member] = await db
        .insert(portalMembers)
        .values({
          tenantId: school.tenantId,
          email: `anita@${school.code}.example`,
          name: 'Anita Rao',
          roleId: role?.id ?? '',
          employeeId,
          status: 'active',
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: portalMembers.id });
      return createPortalSession(db, school.tenantId, member?.id ?? '', now);
    });
  }

  it('checks a day of bells, replaces it and reads the week of bells', async () => {
    const refused = async (periods: unknown[], message: string) => {
      const response = await call('PUT', `/bell-schedule/${mainId}/1`, { periods });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().message).toBe(message);
    };
    await refused(
      [period(1, '08:00', '08:40'), period(3, '08:40', '09:20')],
      'Periods are numbered 1, 2, 3, ... in order, each once.',
    );
    await refused([period(1, '09:00', '08:40')], 'Period 1 must end after it starts (09:00-08:40).');
    await refused(
      [period(1, '08:00', '08:40'), period(2, '08:30', '09:10')],
      'Period 2 (08:30-09:10) overlaps period 1 (08:00-08:40): a period starts when the one before it has ended.',
    );
    expect(
      (await call('PUT', `/bell-schedule/${mainId}/1`, { periods: [period(1, '8:00', '08:40')] })).statusCode,
    ).toBe(400);
    expect((await call('PUT', `/bell-schedule/${mainId}/8`, { periods: [] })).statusCode).toBe(400);

    const monday = await ok('PUT', `/bell-schedule/${mainId}/1`, { periods: MAIN_DAY });
    expect(monday).toEqual({ weekday: 1, periods: MAIN_DAY });
    await ok('PUT', `/bell-schedule/${mainId}/2`, { periods: MAIN_DAY });
    await ok('PUT', `/bell-schedule/${branchId}/1`, { periods: BRANCH_DAY });
    const schedule = await ok('GET', `/bell-schedule?centreId=${mainId}`);
    expect(schedule.centreId).toBe(mainId);
    expect(schedule.days.map((day: { weekday: number }) => day.weekday)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(schedule.days[0].periods).toEqual(MAIN_DAY);
    expect(schedule.days[2].periods).toEqual([]);
    // Replacing again replaces: no period is left over from before.
    await ok('PUT', `/bell-schedule/${mainId}/3`, { periods: [period(1, '07:30', '08:10')] });
    await ok('PUT', `/bell-schedule/${mainId}/3`, { periods: [] });
    expect((await ok('GET', `/bell-schedule?centreId=${mainId}`)).days[2].periods).toEqual([]);
  });

  it('sets a section’s centre and class teacher, the school’s own only', async () => {
    const staffed = await ok('PATCH', `/sections/${sixA}/staffing`, { classTeacherId: anita });
    expect(staffed).toEqual({
      id: sixA,
      name: 'Class 6 A',
      centreId: mainId,
      centreName: expect.any(String),
      classTeacherId: anita,
      classTeacherName: 'Anita Rao',
    });
    const foreignEmployee = (
      await portalCall(subject.app, other.host, 'POST', '/employees', {
        token: other.ownerToken,
        payload: { name: 'Other Teacher', phone: '+919876500000' },
      })
    ).json().id;
    const badTeacher = await call('PATCH', `/sections/${sixA}/staffing`, { classTeacherId: foreignEmployee });
    expect(badTeacher.statusCode).toBe(400);
    expect(badTeacher.json().message).toBe('The teacher is not an employee of the school.');
    const otherCentres = (
      await portalCall(subject.app, other.host, 'GET', '/learning-centres', { token: other.ownerToken })
    ).json().centres as { id: string }[];
    expect(
      (await call('PATCH', `/sections/${sixA}/staffing`, { centreId: otherCentres[0]?.id })).statusCode,
    ).toBe(400);
    const moved = await ok('PATCH', `/sections/${sixC}/staffing`, { centreId: branchId });
    expect(moved).toMatchObject({ centreId: branchId, centreName: 'North Campus', classTeacherId: null });
    const week = await ok('GET', `/sections/${sixC}/timetable`);
    expect(week.section).toMatchObject({ name: 'Class 6 C', centreId: branchId });
    expect(week.days[0].periods).toEqual(BRANCH_DAY);
    expect(week.entries).toEqual([]);
    const cleared = await ok('PATCH', `/sections/${sixA}/staffing`, { classTeacherId: null });
    expect(cleared.classTeacherName).toBeNull();
  });

  it('refuses a slot that cannot be timetabled', async () => {
    const refused = async (path: string, body: unknown, message: string) => {
      const response = await call('PUT', path, body);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().message).toBe(message);
    };
    await refused(
      slot(sixA, 1, 1),
      { subjectId: science7, teacherId: null },
      "The subject is not one of Class 6's.",
    );
    await refused(
      slot(sixA, 1, 3),
      { subjectId: maths6, teacherId: null },
      'Period 3 on Monday is not a teaching period.',
    );
    await refused(
      slot(sixA, 1, 9),
      { subjectId: maths6, teacherId: null },
      'The bells have no period 9 on Monday.',
    );
    await refused(
      slot(sixA, 7, 1),
      { subjectId: maths6, teacherId: null },
      'The bells have no period 1 on Sunday.',
    );
    await refused(
      slot(sixA, 1, 1),
      { subjectId: maths6, teacherId: '00000000-0000-4000-8000-000000000000' },
      'The teacher is not an employee of the school.',
    );
    expect((await call('PUT', slot(sixA, 8, 1), { subjectId: maths6, teacherId: null })).statusCode).toBe(
      400,
    );
  });

  it('timetables a week and refuses a teacher in two sections at once, naming the clash', async () => {
    const entry = await ok('PUT', slot(sixA, 1, 1), { subjectId: maths6, teacherId: anita });
    expect(entry).toEqual({
      weekday: 1,
      period: 1,
      startsAt: '08:00',
      endsAt: '08:40',
      sectionId: sixA,
      sectionName: 'Class 6 A',
      subjectId: maths6,
      subjectName: 'Maths Lab',
      teacherId: anita,
      teacherName: 'Anita Rao',
    });
    // Setting the same slot again is no clash with itself.
    await ok('PUT', slot(sixA, 1, 1), { subjectId: maths6, teacherId: anita });

    const clash = await call('PUT', slot(sevenB, 1, 1), { subjectId: science7, teacherId: anita });
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toEqual({
      code: 'timetable_clash',
      message: 'Anita Rao already teaches Class 6 A on Monday, period 1 (08:00-08:40).',
      error: 'Anita Rao already teaches Class 6 A on Monday, period 1 (08:00-08:40).',
      sectionName: 'Class 6 A',
      weekday: 1,
      period: 1,
      // The blanks, so a Hindi screen says the same sentence (src/portal/i18n/server-errors.ts).
      params: {
        teacherName: 'Anita Rao',
        sectionName: 'Class 6 A',
        weekday: 1,
        period: 1,
        startsAt: '08:00',
        endsAt: '08:40',
      },
    });
    // Period 2 starts when period 1 ends: touching is no clash.
    await ok('PUT', slot(sevenB, 1, 2), { subjectId: science7, teacherId: anita });
    // Another day is another day.
    await ok('PUT', slot(sevenB, 2, 1), { subjectId: science7, teacherId: anita });
    await ok('PUT', slot(sevenB, 1, 4), { subjectId: science7, teacherId: null });

    const week = await ok('GET', `/sections/${sevenB}/timetable`);
    expect(
      week.entries.map((item: { weekday: number; period: number; teacherName: string | null }) => [
        item.weekday,
        item.period,
        item.teacherName,
      ]),
    ).toEqual([
      [1, 2, 'Anita Rao'],
      [1, 4, null],
      [2, 1, 'Anita Rao'],
    ]);
    expect(week.days[0].periods).toEqual(MAIN_DAY);
  });

  it('finds a clash across centres by the clock, whatever the period numbers', async () => {
    // The branch's period 1 (08:10-08:50) overlaps the main centre's 1 (Class 6 A) and 2 (Class 7 B).
    const first = await call('PUT', slot(sixC, 1, 1), { subjectId: maths6, teacherId: anita });
    expect(first.statusCode).toBe(409);
    expect(first.json().message).toBe(
      'Anita Rao already teaches Class 6 A on Monday, period 1 (08:00-08:40).',
    );
    // Its period 2 (08:50-09:30) overlaps the main centre's 2 (08:40-09:20) only.
    const second = await call('PUT', slot(sixC, 1, 2), { subjectId: maths6, teacherId: anita });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({
      message: 'Anita Rao already teaches Class 7 B on Monday, period 2 (08:40-09:20).',
      sectionName: 'Class 7 B',
      weekday: 1,
      period: 2,
    });
    const entry = await ok('PUT', slot(sixC, 1, 2), { subjectId: maths6, teacherId: vikram });
    expect(entry).toMatchObject({ startsAt: '08:50', endsAt: '09:30', teacherName: 'Vikram Singh' });
  });

  it('books a teacher once when requests try at the same moment', async () => {
    const answers = await Promise.all([
      call('PUT', slot(sixA, 2, 2), { subjectId: maths6, teacherId: vikram }),
      call('PUT', slot(sevenB, 2, 2), { subjectId: science7, teacherId: vikram }),
      call('PUT', slot(sevenA, 2, 2), { subjectId: science7, teacherId: vikram }),
      call('PUT', slot(sixD, 2, 2), { subjectId: maths6, teacherId: vikram }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409, 409]);
    for (const refused of answers.filter((answer) => answer.statusCode === 409)) {
      expect(refused.json().code).toBe('timetable_clash');
    }
    const week = await ok('GET', `/employees/${vikram}/timetable`);
    expect(week.entries.filter((item: { weekday: number }) => item.weekday === 2)).toHaveLength(1);
  });

  it('keeps a period a timetable uses, naming the sections', async () => {
    const without2 = [
      MAIN_DAY[0],
      { ...MAIN_DAY[1], number: 2, startsAt: '08:40', endsAt: '09:40', teaching: false, label: 'Assembly' },
    ];
    const refused = await call('PUT', `/bell-schedule/${mainId}/1`, { periods: without2 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      "Monday's periods 2 and 4 are in the timetable of Class 7 B: clear them there first.",
    );
    // Times may change while the periods stay.
    await ok('PUT', `/bell-schedule/${mainId}/1`, {
      periods: MAIN_DAY.map((item) => (item.number === 4 ? { ...item, endsAt: '10:30' } : item)),
    });
    await ok('DELETE', slot(sevenB, 1, 4), undefined, 204);
    await ok('DELETE', slot(sevenB, 1, 4), undefined, 204);
    await ok('PUT', `/bell-schedule/${mainId}/1`, { periods: MAIN_DAY.slice(0, 3) });
  });

  it("shows a teacher's week, and the signed-in teacher's own", async () => {
    const week = await ok('GET', `/employees/${anita}/timetable`);
    const seen = week.entries.map(
      (item: { weekday: number; period: number; sectionName: string }) =>
        `${item.weekday}.${item.period} ${item.sectionName}`,
    );
    expect(seen).toEqual(['1.1 Class 6 A', '1.2 Class 7 B', '2.1 Class 7 B']);
    expect(week.days[0].periods.length).toBeGreaterThan(0);
    const mine = await call('GET', '/timetable/mine', undefined, anitaToken);
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json()).toEqual(week);
    // The owner is no employee: an empty week.
    expect((await ok('GET', '/timetable/mine')).entries).toEqual([]);
    // A Teacher reads, never changes.
    expect(
      (await call('PUT', slot(sixA, 1, 2), { subjectId: maths6, teacherId: null }, anitaToken)).statusCode,
    ).toBe(403);
    expect((await call('GET', '/employees/00000000-0000-4000-8000-000000000000/timetable')).statusCode).toBe(
      404,
    );
  });

  it('keeps a centre whose bells a timetable uses; removes one whose sections have none', async () => {
    const refused = await call('DELETE', `/learning-centres/${branchId}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      "North Campus's bells are in the timetable of Class 6 C: clear it there first.",
    );
    const moving = await call('PATCH', `/sections/${sixC}/staffing`, { centreId: mainId });
    expect(moving.statusCode).toBe(409);
    await ok('DELETE', slot(sixC, 1, 2), undefined, 204);
    await ok('DELETE', `/learning-centres/${branchId}`, undefined, 204);
    const week = await ok('GET', `/sections/${sixC}/timetable`);
    expect(week.section).toMatchObject({ centreId: mainId });
    expect(week.days[0].periods).toEqual(MAIN_DAY.slice(0, 3));
    expect((await call('GET', `/bell-schedule?centreId=${branchId}`)).statusCode).toBe(404);
  });

  it("finds none of another school's timetable", async () => {
    const before = await ok('GET', `/sections/${sixA}/timetable`);
    const theirs = (method: Method, path: string, payload?: unknown) =>
      portalCall(subject.app, other.host, method, path, { token: other.ownerToken, payload });
    for (const [method, path, payload] of [
      ['GET', `/bell-schedule?centreId=${mainId}`],
      ['PUT', `/bell-schedule/${mainId}/1`, { periods: [] }],
      ['GET', `/sections/${sixA}/timetable`],
      ['PATCH', `/sections/${sixA}/staffing`, { classTeacherId: null }],
      ['PUT', slot(sixA, 1, 1), { subjectId: maths6, teacherId: null }],
      ['DELETE', slot(sixA, 1, 1)],
      ['GET', `/employees/${anita}/timetable`],
    ] as [Method, string, unknown?][]) {
      const response = await theirs(method, path, payload);
      expect(response.statusCode, `${method} ${path}: ${response.body}`).toBe(404);
    }
    expect(before.entries.length).toBeGreaterThan(0);
    expect(await ok('GET', `/sections/${sixA}/timetable`)).toEqual(before);
  });
});
