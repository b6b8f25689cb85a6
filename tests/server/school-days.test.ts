import { randomUUID } from 'node:crypto';
import type { Register, Today } from '@common/api/portal/attendance';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  makeClassTeacher,
  schoolClock,
  sectionsOf,
  student,
  teacher,
  timetable,
} from './attendance-fixtures';
import { MINUTE } from './fake-clock';
import { buildPortalApp, type PortalTestApp, portalCall, type School } from './portal-helpers';
import { databases, type TestDatabase } from './test-database';

// The school's day at its edges (docs/requirements/school-day.md#attendance): "today", its lock,
// its weekday, the register's month, the daily summary, the academic year and "not in the future"
// are the date and time in India, whatever the date in UTC. Each edge is a fixed instant, and what
// the school sees there is written out here, not computed by the rules under test. The other
// attendance tests stand at one ordinary morning (attendance-fixtures.ts, SCHOOL_MORNING).

interface Edge {
  /** What makes the instant an edge. */
  edge: string;
  /** The instant, UTC. */
  at: string;
  /** The time in India at `at`, HH:MM: the lock is set to it. */
  time: string;
  today: string;
  yesterday: string;
  tomorrow: string;
  /** ISO weekday of `today`: 1 Monday ... 7 Sunday. */
  weekday: number;
  /** The academic year a school activated at `at` starts in. */
  year: string;
}

const EDGES: Edge[] = [
  {
    edge: 'the 27th, where a day number meets "Student 27"',
    at: '2026-11-27T04:30:00.000Z',
    time: '10:00',
    today: '2026-11-27',
    yesterday: '2026-11-26',
    tomorrow: '2026-11-28',
    weekday: 5,
    year: '2026-27',
  },
  {
    edge: 'the last day of a 30-day month at 23:59 in India (18:29 UTC)',
    at: '2026-11-30T18:29:00.000Z',
    time: '23:59',
    today: '2026-11-30',
    yesterday: '2026-11-29',
    tomorrow: '2026-12-01',
    weekday: 1,
    year: '2026-27',
  },
  {
    edge: 'the last day of February',
    at: '2027-02-28T06:30:00.000Z',
    time: '12:00',
    today: '2027-02-28',
    yesterday: '2027-02-27',
    tomorrow: '2027-03-01',
    weekday: 7,
    year: '2026-27',
  },
  {
    edge: '00:15 on 1 April in India, a new month and academic year, while UTC is still 31 March',
    at: '2027-03-31T18:45:00.000Z',
    time: '00:15',
    today: '2027-04-01',
    yesterday: '2027-03-31',
    tomorrow: '2027-04-02',
    weekday: 4,
    year: '2027-28',
  },
];

describe.each(databases())('the school day at its edges on $kind', (target) => {
  let database: TestDatabase;
  let subject: PortalTestApp;
  // One app for every edge, its clock moved forward from edge to edge (a school each).
  const clock = schoolClock(EDGES[0]?.at);

  beforeAll(async () => {
    database = await target.open();
    subject = await buildPortalApp(database.handle, {}, clock);
  });
  afterAll(async () => {
    await subject?.close();
    await database?.dispose();
  });

  describe.each(EDGES)('$edge', (day) => {
    let school: School;
    let section: { id: string; classId: string };
    let anita: Awaited<ReturnType<typeof teacher>>;
    let ravi: Awaited<ReturnType<typeof teacher>>;
    let pupil: string;
    const call = (
      method: 'GET' | 'POST' | 'PUT',
      path: string,
      payload?: unknown,
      token = school.ownerToken,
    ) => portalCall(subject.app, school.host, method, path, { token, payload });
    const take = (date: string, token = school.ownerToken) =>
      call(
        'PUT',
        `/attendance/sections/${section.id}`,
        {
          submissionId: randomUUID(),
          date,
          takenAt: clock.now().toISOString(),
          marks: [{ studentId: pupil, mark: 'absent' }],
        },
        token,
      );
    const instant = (offset = 0) => new Date(new Date(day.at).getTime() + offset);

    beforeAll(async () => {
      // A minute before the edge: the class is taken then, the lock falls at the edge itself.
      clock.set(instant(-MINUTE));
      school = await subject.school(`School of ${day.today}`, ['6']);
      section = (await sectionsOf(subject, school))[0] as typeof section;
      anita = await teacher(subject, school, 'Anita Rao', clock.now());
      ravi = await teacher(subject, school, 'Ravi Kumar', clock.now());
      pupil = await student(subject, school, section.id, { name: 'Student 27', rollNumber: 27 });
      const settings = await call('PUT', '/attendance/settings', { mode: 'daily', lockTime: day.time });
      expect(settings.statusCode, settings.body).toBe(200);
    });

    it('starts the school in the academic year of the date in India', async () => {
      const years = (await call('GET', '/academic-years')).json().years;
      expect(years).toEqual([expect.objectContaining({ name: day.year, current: true })]);
    });

    it('takes today’s class until the lock time, then locks it for its teacher (the office still corrects today); yesterday and tomorrow are locked', async () => {
      clock.set(instant(-MINUTE));
      await makeClassTeacher(subject, school, section.id, anita.employeeId);
      expect((await take(day.today, anita.token)).statusCode).toBe(200);
      expect((await call('GET', '/attendance/today')).json<Today>().date).toBe(day.today);
      const taken = await take(day.today);
      expect(taken.statusCode, taken.body).toBe(200);
      expect((await take(day.yesterday)).json().code).toBe('attendance_locked');
      expect((await take(day.tomorrow)).json().code).toBe('attendance_locked');

      clock.set(instant());
      expect((await call('GET', '/attendance/today')).json<Today>().date).toBe(day.today);
      const late = await take(day.today, anita.token);
      expect(late.statusCode, late.body).toBe(409);
      expect(late.json().code).toBe('attendance_locked');
      const list = `/attendance/sections/${section.id}?date=${day.today}`;
      expect((await call('GET', list, undefined, anita.token)).json()).toMatchObject({
        locked: true,
        lockTime: day.time,
        officeMayCorrect: true,
      });
      const office = await take(day.today);
      expect(office.statusCode, office.body).toBe(200);
      expect((await take(day.yesterday)).json().code).toBe('attendance_locked');
    });

    it('shows the day in its month’s register, its CSV and the daily summary', async () => {
      clock.set(instant());
      const month = day.today.slice(0, 7);
      const register = (
        await call('GET', `/attendance/register?sectionId=${section.id}&month=${month}`)
      ).json<Register>();
      expect(register.days).toEqual([day.today]);
      expect(register.students.map((row) => [row.name, row.marks])).toEqual([['Student 27', ['A']]]);
      // The month before has nothing, also when UTC is still in it.
      const before = await call(
        'GET',
        `/attendance/register?sectionId=${section.id}&month=${day.yesterday.slice(0, 7)}`,
      );
      if (day.yesterday.slice(0, 7) !== month) expect(before.json<Register>().days).toEqual([]);

      const csv = await call('GET', `/attendance/register.csv?sectionId=${section.id}&month=${month}`);
      expect(csv.headers['content-disposition']).toContain(`-${month}.csv`);
      expect(csv.body.replace('\uFEFF', '').split('\r\n').slice(0, 2)).toEqual([
        `Roll,Student,${day.today.slice(8)},Present,Absent,Late,%`,
        '27,Student 27,A,0,1,0,0',
      ]);

      const summary = (await call('GET', '/attendance/summary')).json();
      expect(summary.date).toBe(day.today);
      expect(summary.totals).toMatchObject({ students: 1, absent: 1, sectionsTaken: 1 });
      expect(summary.month).toEqual([{ date: day.today, presentShare: 0 }]);
    });

    it('lists the periods of today’s weekday in India, and no other day’s', async () => {
      clock.set(instant(-MINUTE));
      await timetable(subject, school, section, day.weekday, [anita.employeeId]);
      await timetable(subject, school, section, (day.weekday % 7) + 1, [null, ravi.employeeId]);
      expect(
        (await call('PUT', '/attendance/settings', { mode: 'period', lockTime: day.time })).statusCode,
      ).toBe(200);
      const hers = (await call('GET', '/attendance/today', undefined, anita.token)).json<Today>();
      expect(hers.classes.map(({ period, startsAt }) => ({ period, startsAt }))).toEqual([
        { period: 1, startsAt: '08:00' },
      ]);
      expect((await call('GET', '/attendance/today', undefined, ravi.token)).json<Today>().classes).toEqual(
        [],
      );
      await call('PUT', '/attendance/settings', { mode: 'daily', lockTime: day.time });
    });

    it('accepts a date of birth of today in India and refuses tomorrow’s; the export is named by today', async () => {
      clock.set(instant());
      const born = (dateOfBirth: string, admissionNumber: string) =>
        call('POST', '/students', {
          admissionNumber,
          name: `Born ${dateOfBirth}`,
          dateOfBirth,
          guardians: [{ name: 'Kavita Shah', relation: 'mother', phone: '9876510001' }],
        });
      const today = await born(day.today, 'EDGE-1');
      expect(today.statusCode, today.body).toBe(201);
      const tomorrow = await born(day.tomorrow, 'EDGE-2');
      expect(tomorrow.statusCode).toBe(400);
      expect(tomorrow.json().message).toBe('The date of birth cannot be in the future.');

      const exported = await call('GET', '/students/export.csv');
      expect(exported.headers['content-disposition']).toContain(`students-active-${day.today}.csv`);
    });
  });
});
