import { randomUUID } from 'node:crypto';
import type { ClassList, DailySummary, Register, Today } from '@common/api/portal/attendance';
import type { Student, StudentList } from '@common/api/portal/students';
import { BATCH_LOCK_GRACE_MINUTES } from '@common/portal/attendance-lock';
import { classSections, tenantClasses, tenants } from '@server/db/schema';
import { inTenant } from '@server/db/tenant-scope';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeClassTeacher, schoolClock, student, teacher } from './attendance-fixtures';
import { buildPortalApp, type PortalTestApp, portalCall, type School } from './portal-helpers';
import { databases, type TestDatabase } from './test-database';

// A coaching centre's batches (docs/decisions/0030-batches-are-sections.md,
// docs/requirements/school-day.md#attendance): a student in several batches (the editor's further
// batches, the list by batch, a batch's capacity), a batch's register with its further-batch
// students, today's batches by their days with their slot, the lock an evening batch reaches
// after its own end (common/portal/attendance-lock.ts), what a locked class never taken says,
// the office correcting after the lock, and another centre's batches not found.

/** Friday 27 November 2026 in India, at a time of day (IST). */
const at = (time: string) => new Date(Date.parse(`2026-11-27T${time}:00+05:30`)).toISOString();
const DATE = '2026-11-27';

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT';

describe.each(databases())('coaching batches on $kind', (target) => {
  let database: TestDatabase;
  let subject: PortalTestApp;
  let centre: School;
  let other: School;
  const clock = schoolClock(at('10:00'));
  let evening: string;
  let morning: string;
  let sunday: string;
  let small: string;
  let sir: Awaited<ReturnType<typeof teacher>>;
  const home: string[] = [];
  let visitor: string;

  const call = (method: Method, path: string, payload?: unknown, token = centre.ownerToken) =>
    portalCall(subject.app, centre.host, method, path, { token, payload });
  const take = (sectionId: string, token: string, marks: { studentId: string; mark: string }[] = []) =>
    call(
      'PUT',
      `/attendance/sections/${sectionId}`,
      { submissionId: randomUUID(), date: DATE, takenAt: clock.now().toISOString(), marks },
      token,
    );
  const studentBody = (admissionNumber: string, extra: Record<string, unknown>) => ({
    admissionNumber,
    name: `Student ${admissionNumber}`,
    guardians: [{ name: 'Parent', relation: 'mother', phone: `98290${admissionNumber.padStart(5, '0')}` }],
    ...extra,
  });

  /** A batch of the course, written as Academics would keep it. */
  async function batch(
    classId: string,
    name: string,
    slot: { weekdays: number[]; startsAt: number; endsAt: number; capacity?: number },
  ) {
    return inTenant(subject.database, centre.tenantId, async (db) => {
      const [row] = await db
        .insert(classSections)
        .values({ tenantId: centre.tenantId, classId, name, ...slot })
        .returning({ id: classSections.id });
      if (!row) throw new Error('No batch');
      return row.id;
    });
  }

  beforeAll(async () => {
    database = await target.open();
    subject = await buildPortalApp(database.handle, {}, clock);
    centre = await subject.school('Apex Coaching Centre', ['11']);
    other = await subject.school('Other School', ['6', '7']);
    await database.handle.db.update(tenants).set({ kind: 'coaching' }).where(eq(tenants.id, centre.tenantId));
    const course = await inTenant(subject.database, centre.tenantId, async (db) => {
      const [row] = await db
        .insert(tenantClasses)
        .values({ tenantId: centre.tenantId, name: 'JEE 2027', custom: true, enabled: true, position: 20 })
        .returning({ id: tenantClasses.id });
      return row?.id as string;
    });
    const everyDay = [1, 2, 3, 4, 5, 6, 7];
    evening = await batch(course, 'Evening', { weekdays: everyDay, startsAt: 18 * 60, endsAt: 20 * 60 });
    morning = await batch(course, 'Morning', { weekdays: everyDay, startsAt: 7 * 60, endsAt: 9 * 60 });
    sunday = await batch(course, 'Sunday', { weekdays: [7], startsAt: 9 * 60, endsAt: 12 * 60 });
    small = await batch(course, 'Doubts', {
      weekdays: everyDay,
      startsAt: 16 * 60,
      endsAt: 17 * 60,
      capacity: 2,
    });
    sir = await teacher(subject, centre, 'Vikram Sir', clock.now());
    await makeClassTeacher(subject, centre, evening, sir.employeeId);
    await makeClassTeacher(subject, centre, morning, sir.employeeId);
    await makeClassTeacher(subject, centre, sunday, sir.employeeId);
    for (const [index, name] of ['Aman Gupta', 'Bhavna Rao'].entries())
      home.push(await student(subject, centre, evening, { name, rollNumber: index + 1 }));
  });
  afterAll(async () => {
    await subject?.close();
    await database?.dispose();
  });

  it('keeps a student in further batches, shows them on the student, and lists them under each batch', async () => {
    const created = await call(
      'POST',
      '/students',
      studentBody('101', { sectionId: morning, rollNumber: 1, batchIds: [evening] }),
    );
    expect(created.statusCode, created.body).toBe(201);
    const made = created.json<Student>();
    visitor = made.id;
    expect(made.sectionId).toBe(morning);
    expect(made.batches).toEqual([{ sectionId: evening, sectionName: 'Evening', className: 'JEE 2027' }]);
    expect((await call('GET', `/students/${visitor}`)).json<Student>().batches).toHaveLength(1);

    const list = (await call('GET', `/students?sectionId=${evening}`)).json<StudentList>();
    expect(list.students.map((row) => row.name).sort()).toEqual(['Aman Gupta', 'Bhavna Rao', 'Student 101']);
    expect((await call('GET', `/students?sectionId=${morning}`)).json<StudentList>().total).toBe(1);

    // The batches are replaced as a whole; the home batch is never also a further one.
    const edited = await call(
      'PATCH',
      `/students/${visitor}`,
      studentBody('101', { sectionId: morning, batchIds: [evening, morning, sunday] }),
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json<Student>().batches.map((one) => one.sectionName)).toEqual(['Evening', 'Sunday']);
    const back = await call(
      'PATCH',
      `/students/${visitor}`,
      studentBody('101', { sectionId: morning, batchIds: [evening] }),
    );
    expect(back.json<Student>().batches.map((one) => one.sectionName)).toEqual(['Evening']);
  });

  it('refuses a student beyond a batch’s capacity (409 batch_full), home or further', async () => {
    for (const number of ['201', '202']) {
      const placed = await call('POST', '/students', studentBody(number, { sectionId: small }));
      expect(placed.statusCode, placed.body).toBe(201);
    }
    const third = await call('POST', '/students', studentBody('203', { sectionId: small }));
    expect(third.statusCode).toBe(409);
    expect(third.json()).toMatchObject({
      code: 'batch_full',
      message:
        'JEE 2027 Doubts is full: it takes 2 students. Raise its capacity under Academics, or choose another batch.',
    });
    const further = await call(
      'PATCH',
      `/students/${visitor}`,
      studentBody('101', { sectionId: morning, batchIds: [evening, small] }),
    );
    expect(further.statusCode).toBe(409);
    expect(further.json().code).toBe('batch_full');
    const moved = await call('POST', `/students/${home[0]}/move`, { sectionId: small });
    expect(moved.statusCode).toBe(409);
    expect(moved.json().code).toBe('batch_full');
    // Saving a student already in the full batch is no new place.
    const again = await call(
      'PATCH',
      `/students/${visitor}`,
      studentBody('101', { sectionId: morning, batchIds: [evening] }),
    );
    expect(again.statusCode).toBe(200);
  });

  it('keeps a school’s student in one section (400 further_batches_school)', async () => {
    const sections = await inTenant(subject.database, other.tenantId, (db) =>
      db
        .select({ id: classSections.id })
        .from(classSections)
        .where(eq(classSections.tenantId, other.tenantId)),
    );
    const [first, second] = sections.map((row) => row.id) as [string, string];
    const refused = await portalCall(subject.app, other.host, 'POST', '/students', {
      token: other.ownerToken,
      payload: studentBody('301', { sectionId: first, batchIds: [second] }),
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().code).toBe('further_batches_school');
  });

  it("lists today's batches by their days with their slot and their own lock", async () => {
    await call('PUT', '/attendance/settings', { mode: 'daily', lockTime: '16:00' });
    clock.set(at('19:00'));
    const today = (await call('GET', '/attendance/today', undefined, sir.token)).json<Today>();
    expect(today.classes).toEqual([
      expect.objectContaining({
        sectionId: morning,
        startsAt: '07:00',
        endsAt: '09:00',
        lockTime: '11:00',
        locked: true,
      }),
      expect.objectContaining({
        sectionId: evening,
        startsAt: '18:00',
        endsAt: '20:00',
        lockTime: '22:00',
        locked: false,
        taken: false,
      }),
    ]);
    expect(BATCH_LOCK_GRACE_MINUTES).toBe(120);
  });

  it('takes an 18:00-20:00 batch at 19:00 and at 21:00, with its further-batch student on the list', async () => {
    clock.set(at('19:00'));
    const list = (
      await call('GET', `/attendance/sections/${evening}?date=${DATE}`, undefined, sir.token)
    ).json<ClassList>();
    expect(list.students.map((one) => [one.name, one.rollNumber])).toEqual([
      ['Aman Gupta', 1],
      ['Bhavna Rao', 2],
      // Roll numbers are the home batch's: a further-batch student has none here.
      ['Student 101', null],
    ]);
    expect(list).toMatchObject({ locked: false, lockTime: '22:00', officeMayCorrect: false });
    const taken = await take(evening, sir.token, [{ studentId: visitor, mark: 'absent' }]);
    expect(taken.statusCode, taken.body).toBe(200);
    expect(taken.json()).toMatchObject({ present: 2, absent: 1, late: 0 });
    clock.set(at('21:00'));
    const later = await take(evening, sir.token, [{ studentId: visitor, mark: 'late' }]);
    expect(later.statusCode, later.body).toBe(200);

    const register = (
      await call('GET', `/attendance/register?sectionId=${evening}&month=2026-11`)
    ).json<Register>();
    expect(register.students.map((one) => [one.name, one.marks])).toEqual([
      ['Aman Gupta', ['P']],
      ['Bhavna Rao', ['P']],
      ['Student 101', ['L']],
    ]);
  });

  it("locks a batch after its own end and the grace, not at the school's 16:00; the office still corrects that day", async () => {
    clock.set(at('21:59'));
    expect((await take(evening, sir.token)).statusCode).toBe(200);
    clock.set(at('22:00'));
    const refused = await take(evening, sir.token);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('attendance_locked');
    // The morning batch ended at 09:00: locked at 11:00, before the school's 16:00.
    clock.set(at('10:59'));
    expect((await take(morning, sir.token)).statusCode).toBe(200);
    clock.set(at('11:00'));
    expect((await take(morning, sir.token)).statusCode).toBe(409);
    // The office (attendance.edit) corrects after the lock, the same day only.
    const office = await take(morning, centre.ownerToken);
    expect(office.statusCode, office.body).toBe(200);
    const tomorrow = await call('PUT', `/attendance/sections/${morning}`, {
      submissionId: randomUUID(),
      date: '2026-11-26',
      takenAt: clock.now().toISOString(),
      marks: [],
    });
    expect(tomorrow.statusCode).toBe(409);
  });

  it('says a locked class never taken is locked and not taken, and who may still change it', async () => {
    // The Doubts batch (16:00-17:00) was never taken; at 19:30 its lock (19:00) has passed.
    clock.set(at('19:30'));
    const forTeacher = (
      await call('GET', `/attendance/sections/${small}?date=${DATE}`, undefined, sir.token)
    ).json<ClassList>();
    expect(forTeacher).toMatchObject({
      locked: true,
      lockTime: '19:00',
      takenAt: null,
      officeMayCorrect: true,
    });
    expect(forTeacher.students.every((one) => one.mark === null)).toBe(true);
    // The teacher is refused; the office may still take it today.
    expect((await take(small, sir.token)).json().code).toBe('attendance_locked');
    const yesterday = (await call('GET', `/attendance/sections/${small}?date=2026-11-26`)).json<ClassList>();
    expect(yesterday).toMatchObject({ locked: true, officeMayCorrect: false });
    const today = (await call('GET', '/attendance/today')).json<Today>();
    expect(today.classes.find((one) => one.sectionId === small)).toMatchObject({
      taken: false,
      locked: true,
      lockTime: '19:00',
    });
  });

  it('counts a batch’s further-batch students in the summary, and no counts for a batch never taken', async () => {
    const summary = (await call('GET', `/attendance/summary?date=${DATE}`)).json<DailySummary>();
    expect(summary.sections.find((one) => one.sectionId === evening)).toMatchObject({
      students: 3,
      taken: true,
      present: 3,
    });
    expect(summary.sections.find((one) => one.sectionId === small)).toMatchObject({
      taken: false,
      present: null,
      absent: null,
      late: null,
    });
    // Every student once (the further batch no second time); the counts only over batches taken.
    expect(summary.totals).toMatchObject({ students: 5, studentsTaken: 4, sectionsTaken: 2 });
  });

  it("finds none of another centre's batches", async () => {
    const foreign = { token: other.ownerToken };
    const list = await portalCall(
      subject.app,
      other.host,
      'GET',
      `/attendance/sections/${evening}?date=${DATE}`,
      foreign,
    );
    expect(list.statusCode).toBe(404);
    const submit = await portalCall(subject.app, other.host, 'PUT', `/attendance/sections/${evening}`, {
      ...foreign,
      payload: { submissionId: randomUUID(), date: DATE, takenAt: clock.now().toISOString(), marks: [] },
    });
    expect(submit.statusCode).toBe(404);
    const student = await portalCall(subject.app, other.host, 'POST', '/students', {
      ...foreign,
      payload: studentBody('401', { batchIds: [evening] }),
    });
    expect(student.statusCode).toBe(400);
    expect(
      (await portalCall(subject.app, other.host, 'GET', `/students?sectionId=${evening}`, foreign)).json()
        .total,
    ).toBe(0);
  });
});
