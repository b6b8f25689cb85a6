import { randomUUID } from 'node:crypto';
import type { Register, SubmissionResult, Today } from '@common/api/portal/attendance';
import { clockTime, isoWeekday, schoolMinutes, schoolToday } from '@common/school-clock';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  makeClassTeacher,
  schoolClock,
  sectionsOf,
  student,
  teacher,
  timetable,
} from './attendance-fixtures';
import { HOUR, MINUTE } from './fake-clock';
import { buildPortalApp, type PortalTestApp, portalCall, type School } from './portal-helpers';
import { databases, type TestDatabase } from './test-database';

// Attendance on the portal (docs/requirements/school-day.md#attendance): the school's rules,
// today's classes in either mode, taking a class once however often it is sent, the lock, who may
// take which class, the most recently taken mark standing, the register and its CSV, the summary.

describe.each(databases())('portal attendance on $kind', (target) => {
  let database: TestDatabase;
  let subject: PortalTestApp;
  let school: School;
  const clock = schoolClock();
  let today: string;
  let sixA: { id: string; classId: string };
  let sevenA: { id: string; classId: string };
  let anita: Awaited<ReturnType<typeof teacher>>;
  let ravi: Awaited<ReturnType<typeof teacher>>;
  const six: string[] = [];

  beforeAll(async () => {
    database = await target.open();
    subject = await buildPortalApp(database.handle, {}, clock);
    school = await subject.school('Green Valley School', ['6', '7']);
    today = schoolToday(clock.now());
    const sections = await sectionsOf(subject, school);
    [sixA, sevenA] = sections as unknown as [typeof sixA, typeof sevenA];
    anita = await teacher(subject, school, 'Anita Rao', clock.now());
    ravi = await teacher(subject, school, 'Ravi Kumar', clock.now());
    await makeClassTeacher(subject, school, sixA.id, anita.employeeId);
    for (const [index, name] of ['Aarav Shah', 'Diya Patel', 'Kabir Singh', 'Meera Joshi'].entries())
      six.push(await student(subject, school, sixA.id, { name, rollNumber: index + 1 }));
    await student(subject, school, sevenA.id, { name: 'Zoya Khan', rollNumber: 1 });
    await student(subject, school, sevenA.id, { name: 'Yash Verma', rollNumber: 2 });
  });
  afterAll(async () => {
    await subject?.close();
    await database?.dispose();
  });

  type Method = 'GET' | 'PUT';
  const call = (method: Method, path: string, payload?: unknown, token = school.ownerToken) =>
    portalCall(subject.app, school.host, method, path, { token, payload });
  const submission = (marks: { studentId: string; mark: string }[], extra: Record<string, unknown> = {}) => ({
    submissionId: randomUUID(),
    date: today,
    takenAt: clock.now().toISOString(),
    marks,
    ...extra,
  });
  const settings = (mode: 'daily' | 'period', lockTime = '23:59') =>
    call('PUT', '/attendance/settings', { mode, lockTime });

  it('reads the defaults (daily, 16:00) and saves the school’s rules', async () => {
    expect((await call('GET', '/attendance/settings')).json()).toEqual({ mode: 'daily', lockTime: '16:00' });
    const saved = await settings('period', '15:30');
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await call('GET', '/attendance/settings')).json()).toEqual({ mode: 'period', lockTime: '15:30' });
    const wrong = await call('PUT', '/attendance/settings', { mode: 'weekly', lockTime: '25:00' });
    expect(wrong.statusCode).toBe(400);
    expect(
      (await call('PUT', '/attendance/settings', { mode: 'daily', lockTime: '16:00' }, anita.token))
        .statusCode,
    ).toBe(403);
    expect((await settings('daily')).statusCode).toBe(200);
  });

  it("lists a class teacher's sections in daily mode, every section for who may take any", async () => {
    const mine = await call('GET', '/attendance/today', undefined, anita.token);
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json<Today>()).toEqual({
      date: today,
      mode: 'daily',
      lockTime: '23:59',
      classes: [
        {
          sectionId: sixA.id,
          sectionName: expect.stringMatching(/6.* A$/),
          period: null,
          startsAt: null,
          endsAt: null,
          subjectName: null,
          taken: false,
          lockTime: '23:59',
          locked: false,
        },
      ],
    });
    expect((await call('GET', '/attendance/today', undefined, ravi.token)).json<Today>().classes).toEqual([]);
    const all = (await call('GET', '/attendance/today')).json<Today>().classes.map((each) => each.sectionId);
    expect(all).toEqual(expect.arrayContaining([sixA.id, sevenA.id]));
  });

  it('takes a class (everyone not listed present) once, however often the submission is sent', async () => {
    const body = submission([
      { studentId: six[1] as string, mark: 'absent' },
      { studentId: six[2] as string, mark: 'late' },
    ]);
    const taken = await call('PUT', `/attendance/sections/${sixA.id}`, body, anita.token);
    expect(taken.statusCode, taken.body).toBe(200);
    expect(taken.json()).toEqual({
      submissionId: body.submissionId,
      present: 2,
      absent: 1,
      late: 1,
      conflicts: [],
      // Diya's guardian has no address to tell (the late are not alerted).
      alerts: { told: 0, notTold: [{ studentId: six[1], studentName: 'Diya Patel', reason: 'no_contact' }] },
    });

    const replay = await call('PUT', `/attendance/sections/${sixA.id}`, { ...body, marks: [] }, anita.token);
    expect(replay.json()).toEqual(taken.json());

    const list = await call('GET', `/attendance/sections/${sixA.id}?date=${today}`, undefined, anita.token);
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json()).toMatchObject({
      sectionId: sixA.id,
      date: today,
      period: null,
      locked: false,
      takenBy: 'Anita Rao',
      students: [
        { id: six[0], name: 'Aarav Shah', rollNumber: 1, mark: 'present' },
        { id: six[1], name: 'Diya Patel', rollNumber: 2, mark: 'absent' },
        { id: six[2], name: 'Kabir Singh', rollNumber: 3, mark: 'late' },
        { id: six[3], name: 'Meera Joshi', rollNumber: 4, mark: 'present' },
      ],
    });
    expect(
      (await call('GET', '/attendance/today', undefined, anita.token)).json<Today>().classes[0]?.taken,
    ).toBe(true);
  });

  it("refuses another teacher's class (403) and a student not on the class list (400)", async () => {
    const refused = await call('PUT', `/attendance/sections/${sixA.id}`, submission([]), ravi.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('You do not take attendance for this class.');
    const stranger = await call(
      'PUT',
      `/attendance/sections/${sevenA.id}`,
      submission([{ studentId: six[0] as string, mark: 'absent' }]),
    );
    expect(stranger.statusCode).toBe(400);
  });

  it('lets a role with attendance.edit but no attendance.create take any class', async () => {
    // An attendance coordinator's role as an older role editor saved it: view and edit only.
    const coordinator = await teacher(subject, school, 'Farah Ali', clock.now(), [
      'attendance.view',
      'attendance.edit',
    ]);
    const classes = await call('GET', '/attendance/today', undefined, coordinator.token);
    expect(classes.statusCode, classes.body).toBe(200);
    expect(classes.json<Today>().classes.map((each) => each.sectionId)).toEqual(
      expect.arrayContaining([sixA.id, sevenA.id]),
    );
    const taken = await call('PUT', `/attendance/sections/${sevenA.id}`, submission([]), coordinator.token);
    expect(taken.statusCode, taken.body).toBe(200);
    expect(taken.json()).toMatchObject({ present: 2, absent: 0, late: 0, conflicts: [] });
  });

  it('keeps the most recently taken mark: an older one arriving later does not overwrite it and is reported', async () => {
    clock.advance(MINUTE);
    const owner = await call(
      'PUT',
      `/attendance/sections/${sixA.id}`,
      submission([{ studentId: six[1] as string, mark: 'late' }]),
    );
    expect(owner.statusCode, owner.body).toBe(200);
    // Anita's phone took the class offline five minutes ago: Diya absent, Meera absent.
    const offline = submission(
      [
        { studentId: six[1] as string, mark: 'absent' },
        { studentId: six[3] as string, mark: 'absent' },
      ],
      { takenAt: new Date(clock.now().getTime() - 5 * MINUTE).toISOString() },
    );
    const late = await call('PUT', `/attendance/sections/${sixA.id}`, offline, anita.token);
    expect(late.statusCode, late.body).toBe(200);
    const ownerName = (await call('GET', `/attendance/sections/${sixA.id}?date=${today}`)).json().takenBy;
    expect(late.json<SubmissionResult>().conflicts).toEqual([
      {
        studentId: six[1],
        studentName: 'Diya Patel',
        yours: 'absent',
        kept: 'late',
        keptBy: ownerName,
        keptAt: clock.now().toISOString(),
      },
      {
        studentId: six[3],
        studentName: 'Meera Joshi',
        yours: 'absent',
        kept: 'present',
        keptBy: ownerName,
        keptAt: clock.now().toISOString(),
      },
    ]);
    expect(late.json()).toMatchObject({ present: 3, late: 1, absent: 0 });

    // A device clock ahead of the server's is capped at it: the same time, received later, wins.
    const ahead = submission([{ studentId: six[0] as string, mark: 'absent' }], {
      takenAt: new Date(clock.now().getTime() + HOUR).toISOString(),
    });
    expect((await call('PUT', `/attendance/sections/${sixA.id}`, ahead)).json().conflicts).toEqual([]);
    const now = await call('PUT', `/attendance/sections/${sixA.id}`, submission([]), anita.token);
    expect(now.json()).toMatchObject({ present: 4, absent: 0, late: 0, conflicts: [] });
  });

  it('locks other days and today after the lock time (409 attendance_locked)', async () => {
    const yesterday = new Date(clock.now().getTime() - 24 * HOUR);
    const past = await call(
      'PUT',
      `/attendance/sections/${sixA.id}`,
      submission([], { date: schoolToday(yesterday) }),
    );
    expect(past.statusCode).toBe(409);
    expect(past.json().code).toBe('attendance_locked');

    await settings('daily', clockTime(schoolMinutes(clock.now()) + 5));
    expect(
      (await call('PUT', `/attendance/sections/${sixA.id}`, submission([]), anita.token)).statusCode,
    ).toBe(200);
    clock.advance(10 * MINUTE);
    const after = await call('PUT', `/attendance/sections/${sixA.id}`, submission([]), anita.token);
    expect(after.statusCode).toBe(409);
    expect(after.json().code).toBe('attendance_locked');
    expect((await call('GET', `/attendance/sections/${sixA.id}?date=${today}`)).json().locked).toBe(true);
    // The office (attendance.edit) still corrects the day after the lock; never another day.
    expect((await call('PUT', `/attendance/sections/${sixA.id}`, submission([]))).statusCode).toBe(200);
    await settings('daily');
  });

  it("lists a teacher's periods today in period mode and takes only their own", async () => {
    await timetable(subject, school, sevenA, isoWeekday(today), [
      ravi.employeeId,
      ravi.employeeId,
      anita.employeeId,
    ]);
    expect((await settings('period')).statusCode).toBe(200);
    const mine = (await call('GET', '/attendance/today', undefined, ravi.token)).json<Today>();
    expect(mine.mode).toBe('period');
    expect(
      mine.classes.map(({ period, startsAt, endsAt, taken }) => ({ period, startsAt, endsAt, taken })),
    ).toEqual([
      { period: 1, startsAt: '08:00', endsAt: '08:40', taken: false },
      { period: 2, startsAt: '08:45', endsAt: '09:25', taken: false },
    ]);
    expect(mine.classes[0]?.subjectName).toEqual(expect.any(String));

    const taken = await call(
      'PUT',
      `/attendance/sections/${sevenA.id}`,
      submission([], { period: 1 }),
      ravi.token,
    );
    expect(taken.statusCode, taken.body).toBe(200);
    expect(
      (await call('PUT', `/attendance/sections/${sevenA.id}`, submission([], { period: 1 }), anita.token))
        .statusCode,
    ).toBe(403);
    expect(
      (await call('PUT', `/attendance/sections/${sevenA.id}`, submission([], { period: 3 }), anita.token))
        .statusCode,
    ).toBe(200);
    expect(
      (await call('PUT', `/attendance/sections/${sevenA.id}`, submission([]), ravi.token)).statusCode,
    ).toBe(400);
    expect(
      (await call('GET', '/attendance/today', undefined, ravi.token)).json<Today>().classes[0]?.taken,
    ).toBe(true);
    await settings('daily');
  });

  it("gives a section's month as a register, as CSV, and the school's day as a summary", async () => {
    const month = today.slice(0, 7);
    const answer = await call('GET', `/attendance/register?sectionId=${sixA.id}&month=${month}`);
    expect(answer.statusCode, answer.body).toBe(200);
    const register = answer.json<Register>();
    expect(register.days).toEqual([today]);
    expect(register.students.map((row) => [row.name, row.marks, row.percentage])).toEqual([
      ['Aarav Shah', ['P'], 100],
      ['Diya Patel', ['P'], 100],
      ['Kabir Singh', ['P'], 100],
      ['Meera Joshi', ['P'], 100],
    ]);
    expect(register.totals).toEqual([{ present: 4, absent: 0 }]);

    const csv = await call('GET', `/attendance/register.csv?sectionId=${sixA.id}&month=${month}`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toContain(`${month}.csv`);
    const lines = csv.body.replace('\uFEFF', '').split('\r\n');
    expect(lines[0]).toBe(`Roll,Student,${today.slice(8)},Present,Absent,Late,%`);
    expect(lines[1]).toBe('1,Aarav Shah,P,1,0,0,100');
    expect(
      (
        await call(
          'GET',
          `/attendance/register.csv?sectionId=${sixA.id}&month=${month}`,
          undefined,
          anita.token,
        )
      ).statusCode,
    ).toBe(403);

    const summary = await call('GET', `/attendance/summary?date=${today}`);
    expect(summary.statusCode, summary.body).toBe(200);
    const day = summary.json();
    expect(day.sections).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          sectionId: sixA.id,
          students: 4,
          taken: true,
          present: 4,
          absent: 0,
          late: 0,
        }),
        // Period mode took 7 A's first period: its day.
        expect.objectContaining({ sectionId: sevenA.id, students: 2, taken: true, present: 2 }),
      ]),
    );
    expect(day.totals).toMatchObject({
      students: 6,
      studentsTaken: 6,
      present: 6,
      absent: 0,
      late: 0,
      sectionsTaken: 2,
    });
    expect(day.month).toEqual([{ date: today, presentShare: 1 }]);
    expect((await call('GET', '/attendance/summary')).json().date).toBe(today);
  });
});
