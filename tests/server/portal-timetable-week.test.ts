import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildPortalApp,
  memberWithRole,
  type PortalTestApp,
  portalCall,
  type School,
} from './portal-helpers';
import { databases, type TestDatabase } from './test-database';

// A section's week in a few taps (docs/requirements/school-day.md#timetable): one day's bells
// copied to other days in one call (all or none), a week filled from a subject-teacher allocation
// (spread across the days, never a teacher in two sections at once, what could not be placed
// answered), a slot repeated on other days; each refused for bad input, another school or a
// member who may only read the timetable.

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

/** Eight teaching periods of 40 minutes from 08:00, with a break after the fourth. */
const MONDAY = [
  period(1, '08:00', '08:40'),
  period(2, '08:40', '09:20'),
  period(3, '09:20', '10:00'),
  period(4, '10:00', '10:40'),
  period(5, '10:40', '11:00', false, 'Break'),
  period(6, '11:00', '11:40'),
  period(7, '11:40', '12:20'),
  period(8, '12:20', '13:00'),
  period(9, '13:00', '13:40'),
];

interface Entry {
  weekday: number;
  period: number;
  subjectId: string;
  subjectName: string;
  teacherId: string | null;
  sectionName: string;
}

describe.each(databases())('a week in a few calls on $kind', (target) => {
  let database: TestDatabase;
  let subject: PortalTestApp;
  let school: School;
  let other: School;
  let viewerToken = '';
  let mainId = '';
  let anita = '';
  let vikram = '';
  let ravi = '';
  let meena = '';
  let sixA = '';
  let sixB = '';
  let sixC = '';
  let sixD = '';
  let science7 = '';
  const subjects: string[] = [];

  const call = (method: Method, path: string, payload?: unknown, token = school.ownerToken) =>
    portalCall(subject.app, school.host, method, path, { token, payload });
  const ok = async (method: Method, path: string, payload?: unknown, status = 200) => {
    const response = await call(method, path, payload);
    expect(response.statusCode, `${method} ${path}: ${response.body}`).toBe(status);
    return response.statusCode === 204 ? null : response.json();
  };
  const weekOf = async (section: string) =>
    (await ok('GET', `/sections/${section}/timetable`)).entries as Entry[];

  beforeAll(async () => {
    database = await target.open();
    subject = await buildPortalApp(database.handle);
    school = await subject.school('Sunrise Public School', ['6', '7']);
    other = await subject.school('Hill Top Academy', ['6']);
    viewerToken = await memberWithRole(subject, school, 'teacher');
    const centres = (await ok('GET', '/learning-centres')).centres as { id: string; main: boolean }[];
    mainId = centres.find((centre) => centre.main)?.id ?? '';
    anita = (await ok('POST', '/employees', { name: 'Anita Rao', phone: '+919876543210' }, 201)).id;
    vikram = (await ok('POST', '/employees', { name: 'Vikram Singh', phone: '+919876543211' }, 201)).id;
    ravi = (await ok('POST', '/employees', { name: 'Ravi Kumar', phone: '+919876543212' }, 201)).id;
    meena = (await ok('POST', '/employees', { name: 'Meena Joshi', phone: '+919876543213' }, 201)).id;
    const classes = (await ok('GET', '/classes')).classes as {
      id: string;
      grade: number;
      sections: { id: string; name: string }[];
    }[];
    const six = classes.find((klass) => klass.grade === 6);
    const seven = classes.find((klass) => klass.grade === 7);
    sixA = six?.sections.find((section) => section.name === 'A')?.id ?? '';
    sixB = (await ok('POST', `/classes/${six?.id}/sections`, { name: 'B' }, 201)).id;
    sixC = (await ok('POST', `/classes/${six?.id}/sections`, { name: 'C' }, 201)).id;
    sixD = (await ok('POST', `/classes/${six?.id}/sections`, { name: 'D' }, 201)).id;
    for (const name of [
      'Maths T',
      'Science T',
      'English T',
      'Hindi T',
      'Social T',
      'Sanskrit T',
      'Art T',
      'Games T',
    ]) {
      subjects.push((await ok('POST', `/classes/${six?.id}/subjects`, { name }, 201)).id);
    }
    science7 = (await ok('POST', `/classes/${seven?.id}/subjects`, { name: 'Science Lab' }, 201)).id;
    await ok('PUT', `/bell-schedule/${mainId}/1`, { periods: MONDAY });
  });
  afterAll(async () => {
    await subject?.close();
    await database?.dispose();
  });

  it("copies Monday's bells to Tuesday to Saturday in one call", async () => {
    const schedule = await ok('POST', `/bell-schedule/${mainId}/copy`, {
      fromWeekday: 1,
      toWeekdays: [2, 3, 4, 5, 6],
    });
    expect(schedule.centreId).toBe(mainId);
    const days = schedule.days as { weekday: number; periods: unknown[] }[];
    for (const weekday of [1, 2, 3, 4, 5, 6]) expect(days[weekday - 1]?.periods).toEqual(MONDAY);
    expect(days[6]?.periods).toEqual([]);
    expect((await ok('GET', `/bell-schedule?centreId=${mainId}`)).days).toEqual(days);
  });

  it('changes no day when one target day would lose a period a timetable uses', async () => {
    await ok('PUT', `/sections/${sixB}/timetable/6/9`, { subjectId: subjects[0], teacherId: null });
    await ok('PUT', `/bell-schedule/${mainId}/7`, { periods: MONDAY.slice(0, 2) });
    const refused = await call('POST', `/bell-schedule/${mainId}/copy`, {
      fromWeekday: 7,
      toWeekdays: [5, 6],
    });
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'period_in_use',
      message: "Saturday's period 9 is in the timetable of Class 6 B: clear them there first.",
    });
    const days = (await ok('GET', `/bell-schedule?centreId=${mainId}`)).days as { periods: unknown[] }[];
    expect(days[4]?.periods).toEqual(MONDAY);
    expect(days[5]?.periods).toEqual(MONDAY);
    await ok('DELETE', `/sections/${sixB}/timetable/6/9`, undefined, 204);
    // An empty source day empties its targets.
    await ok('PUT', `/bell-schedule/${mainId}/7`, { periods: [] });
    await ok('POST', `/bell-schedule/${mainId}/copy`, { fromWeekday: 7, toWeekdays: [4] });
    expect((await ok('GET', `/bell-schedule?centreId=${mainId}`)).days[3].periods).toEqual([]);
    await ok('POST', `/bell-schedule/${mainId}/copy`, { fromWeekday: 1, toWeekdays: [4] });
  });

  it('refuses a copy it cannot make, to another school and to a reader', async () => {
    const copy = (body: unknown, token?: string, centre = mainId) =>
      call('POST', `/bell-schedule/${centre}/copy`, body, token);
    const onlyItself = await copy({ fromWeekday: 1, toWeekdays: [1] });
    expect(onlyItself.statusCode).toBe(400);
    expect(onlyItself.json().message).toBe('Choose at least one other day to copy the periods to.');
    for (const body of [
      { fromWeekday: 1, toWeekdays: [] },
      { fromWeekday: 1, toWeekdays: [8] },
      { fromWeekday: 0, toWeekdays: [2] },
      { fromWeekday: 1, toWeekdays: [2, 2] },
      { fromWeekday: 1 },
    ]) {
      expect((await copy(body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await copy({ fromWeekday: 1, toWeekdays: [7] }, viewerToken)).statusCode).toBe(403);
    const theirs = await portalCall(subject.app, other.host, 'POST', `/bell-schedule/${mainId}/copy`, {
      token: other.ownerToken,
      payload: { fromWeekday: 1, toWeekdays: [7] },
    });
    expect(theirs.statusCode).toBe(404);
    expect((await ok('GET', `/bell-schedule?centreId=${mainId}`)).days[6].periods).toEqual([]);
  });

  it("fills a section's week from its allocation, each subject once a day", async () => {
    const allocations = subjects.map((subjectId, index) => ({
      subjectId,
      teacherId: index < 2 ? anita : index < 4 ? vikram : null,
      periods: 6,
    }));
    const preview = await ok('POST', `/sections/${sixA}/timetable/fill`, { allocations, apply: false });
    expect(preview.placed).toHaveLength(48);
    expect(preview.unplaced).toEqual([]);
    expect(await weekOf(sixA)).toEqual([]);

    const filled = await ok('POST', `/sections/${sixA}/timetable/fill`, { allocations, apply: true });
    expect(filled.placed).toEqual(preview.placed);
    expect(filled.placed[0]).toMatchObject({
      sectionName: 'Class 6 A',
      startsAt: expect.stringMatching(/^\d\d:\d\d$/),
    });
    const week = await weekOf(sixA);
    expect(week).toHaveLength(48);
    expect(week.some((entry) => entry.period === 5)).toBe(false);
    for (const subjectId of subjects) {
      const days = week.filter((entry) => entry.subjectId === subjectId).map((entry) => entry.weekday);
      expect(days.sort()).toEqual([1, 2, 3, 4, 5, 6]);
    }
    expect(week.filter((entry) => entry.teacherId === anita)).toHaveLength(12);
    // The periods a subject has count: the same allocation again places nothing.
    const again = await ok('POST', `/sections/${sixA}/timetable/fill`, { allocations, apply: true });
    expect(again).toEqual({ placed: [], unplaced: [] });
  });

  it('never books a teacher in two sections at once, and answers what it could not place', async () => {
    const busyA = (await weekOf(sixA)).filter((entry) => entry.teacherId === anita);
    const first = await ok('POST', `/sections/${sixB}/timetable/fill`, {
      allocations: [{ subjectId: subjects[0], teacherId: anita, periods: 40 }],
      apply: true,
    });
    // Anita teaches 12 of 6 A's 48 periods, all at 6 B's times too: 36 are left for 6 B.
    expect(first.placed).toHaveLength(36);
    expect(first.unplaced).toEqual([
      { subjectId: subjects[0], subjectName: 'Maths T', count: 4, reason: 'teacher_busy' },
    ]);
    const weekB = await weekOf(sixB);
    for (const entry of weekB) {
      expect(busyA.some((busy) => busy.weekday === entry.weekday && busy.period === entry.period)).toBe(
        false,
      );
    }
    const second = await ok('POST', `/sections/${sixB}/timetable/fill`, {
      allocations: [
        { subjectId: subjects[0], teacherId: anita, periods: 36 },
        { subjectId: subjects[1], teacherId: ravi, periods: 20 },
      ],
      apply: true,
    });
    expect(second.placed).toHaveLength(12);
    expect(second.unplaced).toEqual([
      { subjectId: subjects[1], subjectName: 'Science T', count: 8, reason: 'no_free_period' },
    ]);
    expect(await weekOf(sixB)).toHaveLength(48);
  });

  it('refuses a bad allocation, another school and a reader', async () => {
    const fill = (allocations: unknown, token?: string, section = sixC) =>
      call('POST', `/sections/${section}/timetable/fill`, { allocations, apply: true }, token);
    const row = { subjectId: subjects[0], teacherId: null, periods: 2 };
    const badSubject = await fill([{ ...row, subjectId: science7 }]);
    expect(badSubject.statusCode).toBe(400);
    expect(badSubject.json().message).toBe("A subject of the allocation is not one of Class 6's.");
    const twice = await fill([row, row]);
    expect(twice.statusCode).toBe(400);
    expect(twice.json().message).toBe('Each subject appears once in the allocation.');
    const stranger = await fill([{ ...row, teacherId: '00000000-0000-4000-8000-000000000000' }]);
    expect(stranger.statusCode).toBe(400);
    expect(stranger.json().message).toBe('The teacher is not an employee of the school.');
    for (const bad of [
      [],
      [{ ...row, periods: -1 }],
      [{ ...row, periods: 1.5 }],
      [{ subjectId: 'x', teacherId: null, periods: 1 }],
      'all',
    ]) {
      expect((await fill(bad)).statusCode, JSON.stringify(bad)).toBe(400);
    }
    expect((await call('POST', `/sections/${sixC}/timetable/fill`, { allocations: [row] })).statusCode).toBe(
      400,
    );
    expect((await fill([row], viewerToken)).statusCode).toBe(403);
    const theirs = await portalCall(subject.app, other.host, 'POST', `/sections/${sixC}/timetable/fill`, {
      token: other.ownerToken,
      payload: { allocations: [row], apply: true },
    });
    expect(theirs.statusCode).toBe(404);
    expect(await weekOf(sixC)).toEqual([]);
  });

  it('repeats a slot in the same period on other days, skipping where it cannot go', async () => {
    const repeat = (weekdays: unknown, token?: string) =>
      call('POST', `/sections/${sixD}/timetable/1/1/repeat`, { weekdays }, token);
    expect((await repeat([2])).statusCode).toBe(404);
    // Meena teaches 6 C on Wednesday's period 1; Sunday's first period is an assembly.
    await ok('PUT', `/sections/${sixC}/timetable/3/1`, { subjectId: subjects[2], teacherId: meena });
    await ok('PUT', `/bell-schedule/${mainId}/7`, {
      periods: [period(1, '08:00', '08:40', false, 'Assembly')],
    });
    await ok('PUT', `/sections/${sixD}/timetable/1/1`, { subjectId: subjects[1], teacherId: meena });
    await ok('PUT', `/sections/${sixD}/timetable/2/1`, { subjectId: subjects[3], teacherId: null });
    const result = (await repeat([1, 2, 3, 4, 5, 6, 7])).json();
    expect(result.entries.map((entry: Entry) => entry.weekday)).toEqual([2, 4, 5, 6]);
    expect(
      result.entries.every((entry: Entry) => entry.subjectName === 'Science T' && entry.teacherId === meena),
    ).toBe(true);
    expect(result.skipped).toEqual([
      { weekday: 3, reason: 'clash' },
      { weekday: 7, reason: 'break' },
    ]);
    const firsts = (await weekOf(sixD)).filter((entry) => entry.period === 1).map((entry) => entry.weekday);
    expect(firsts).toEqual([1, 2, 4, 5, 6]);
    await ok('PUT', `/bell-schedule/${mainId}/7`, { periods: [] });
    expect((await repeat([7])).json().skipped).toEqual([{ weekday: 7, reason: 'no_period' }]);
    for (const bad of [[], [8], [2, 2], 'all'])
      expect((await repeat(bad)).statusCode, JSON.stringify(bad)).toBe(400);
    expect((await repeat([2], viewerToken)).statusCode).toBe(403);
    const theirs = await portalCall(
      subject.app,
      other.host,
      'POST',
      `/sections/${sixD}/timetable/1/1/repeat`,
      {
        token: other.ownerToken,
        payload: { weekdays: [2] },
      },
    );
    expect(theirs.statusCode).toBe(404);
  });
});
