// A child's month of attendance as their guardian sees it (docs/requirements/guardians.md#per-child),
// on both databases: each day taken with the child's mark, a day in period mode by its first
// period, a child in two batches absent if absent in either (else late if late in either), the
// month's counts, this month by default and another month by the query, a month written wrongly
// refused, and another guardian's child not found; and the child's fees, the fee office's figures,
// nothing before the school has a plan; consent the guardian gives and withdraws themselves; and
// the messages the school sent about the child; and the child's week.

import type { StudentDues } from '@common/api/portal/fee-dues';
import type {
  ChildAttendance,
  ChildConsent,
  ChildMessages,
  ChildTimetable,
} from '@common/api/portal/guardian';
import {
  attendanceMarks,
  attendanceSessions,
  guardianAlerts,
  guardianContacts,
  studentBatches,
  studentGuardians,
} from '@server/db/schema';
import { inTenant } from '@server/db/tenant-scope';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schoolClock, sectionsOf, student } from './attendance-fixtures';
import { feeCalls, feePlanForClass } from './fee-fixtures';
import { guardianSignIn } from './guardian-fixtures';
import { buildPortalApp, type PortalTestApp, portalCall, type School } from './portal-helpers';
import { databases, type TestDatabase } from './test-database';

const EMAIL = 'naina.parent@example.in';
type Mark = 'present' | 'absent' | 'late';

describe.each(databases())("a child's attendance for their guardian on $kind", (target) => {
  let database: TestDatabase;
  let subject: PortalTestApp;
  let school: School;
  let naina: string;
  let other: string;
  let token: string;

  /** A session of `sectionId` on `date` (period 0: the day's) with Naina's mark. */
  async function taken(sectionId: string, date: string, mark: Mark, period = 0) {
    await inTenant(subject.database, school.tenantId, async (db) => {
      const [session] = await db
        .insert(attendanceSessions)
        .values({
          tenantId: school.tenantId,
          sectionId,
          date,
          period,
          takenByName: 'Ms Rao',
          takenAt: new Date(),
        })
        .returning({ id: attendanceSessions.id });
      if (!session) throw new Error('No session');
      await db.insert(attendanceMarks).values({
        tenantId: school.tenantId,
        sessionId: session.id,
        studentId: naina,
        mark,
        takenAt: new Date(),
        takenByName: 'Ms Rao',
      });
    });
  }

  beforeAll(async () => {
    database = await target.open();
    // Friday 27 November 2026 in India.
    subject = await buildPortalApp(database.handle, {}, schoolClock());
    school = await subject.school('Sunrise Public School', ['6', '7']);
    const [home, second] = await sectionsOf(subject, school);
    if (!home || !second) throw new Error('Two sections wanted');
    naina = await student(subject, school, home.id, {
      name: 'Naina',
      guardians: [{ name: 'Naina’s mother', phone: '96000 12345', email: EMAIL }],
    });
    other = await student(subject, school, home.id, {
      name: 'Kabir',
      guardians: [{ name: 'Kabir’s father', phone: '96000 54321' }],
    });
    // Naina also sits in a second group (a coaching student's further batch).
    await inTenant(subject.database, school.tenantId, (db) =>
      db.insert(studentBatches).values({ tenantId: school.tenantId, sectionId: second.id, studentId: naina }),
    );
    await taken(home.id, '2026-10-30', 'present');
    await taken(home.id, '2026-11-24', 'present');
    await taken(home.id, '2026-11-25', 'absent', 1);
    await taken(home.id, '2026-11-25', 'present', 2);
    await taken(home.id, '2026-11-26', 'present');
    await taken(second.id, '2026-11-26', 'late');
    await taken(home.id, '2026-11-27', 'absent');
    await taken(second.id, '2026-11-27', 'present');
    token = (await guardianSignIn(subject, school, EMAIL, EMAIL)).token;
  });
  afterAll(async () => {
    await subject?.close();
    await database?.dispose();
  });

  const attendance = (studentId: string, query = '') =>
    portalCall(subject.app, school.host, 'GET', `/guardian/children/${studentId}/attendance${query}`, {
      token,
    });

  it("shows this month's days with the child's mark, the first period's and the worse of two groups'", async () => {
    const answer = await attendance(naina);
    expect(answer.statusCode, answer.body).toBe(200);
    const month = answer.json<ChildAttendance>();
    expect(month).toMatchObject({ month: '2026-11', today: '2026-11-27', present: 1, absent: 2, late: 1 });
    expect(month.days).toEqual([
      { date: '2026-11-24', mark: 'present' },
      { date: '2026-11-25', mark: 'absent' },
      { date: '2026-11-26', mark: 'late' },
      { date: '2026-11-27', mark: 'absent' },
    ]);
  });

  it('shows another month when asked, and refuses a month written wrongly', async () => {
    const october = (await attendance(naina, '?month=2026-10')).json<ChildAttendance>();
    expect([october.month, october.days]).toEqual(['2026-10', [{ date: '2026-10-30', mark: 'present' }]]);
    const bad = await attendance(naina, '?month=2026-13');
    expect(bad.statusCode).toBe(400);
  });

  it("does not show another guardian's child", async () => {
    const refused = await attendance(other);
    expect([refused.statusCode, refused.body.includes('Kabir')]).toEqual([404, false]);
  });

  it("shows the child's fees as the fee office reads them, nothing before the school has a plan", async () => {
    const dues = (studentId: string) =>
      portalCall(subject.app, school.host, 'GET', `/guardian/children/${studentId}/dues`, { token });
    expect((await dues(naina)).json<StudentDues>().instalments).toEqual([]);
    await feePlanForClass(feeCalls(subject, school), subject, school);
    const owed = (await dues(naina)).json<StudentDues>();
    expect(owed.instalments.map((one) => [one.label, one.duePaise])).toEqual([
      ['Term 1', 15_000_00],
      ['Term 2', 15_000_00],
    ]);
    expect(owed.dueNowPaise).toBe(30_000_00);
    const refused = await dues(other);
    expect(refused.statusCode).toBe(404);
  });

  it('lets the guardian give consent themselves, recorded in their name and verified by their code, and see it on the school’s side', async () => {
    const consent = (method: 'GET' | 'PUT', payload?: unknown) =>
      portalCall(subject.app, school.host, method, `/guardian/children/${naina}/consent`, {
        token,
        ...(payload ? { payload } : {}),
      });
    const before = (await consent('GET')).json<ChildConsent>();
    expect(before.record).toMatchObject({
      name: 'Naina',
      guardians: [{ name: 'Naina’s mother', email: EMAIL }],
    });
    expect(before.purposes.map((one) => [one.purpose, one.given])).toEqual([
      ['school_records', false],
      ['guardian_messages', false],
      ['photos', false],
    ]);
    const given = (await consent('PUT', { purpose: 'guardian_messages', given: true })).json<ChildConsent>();
    expect(given.purposes[1]).toEqual({
      purpose: 'guardian_messages',
      given: true,
      by: 'guardian',
      since: '2026-11-27',
    });
    // The same tap again records nothing more.
    await consent('PUT', { purpose: 'guardian_messages', given: true });
    const calls = feeCalls(subject, school);
    const record = (await calls.call('GET', `/students/${naina}`)) as {
      consents: { method: string; guardianName: string; recordedBy: string; purposes: string[] }[];
    };
    expect(record.consents).toEqual([
      expect.objectContaining({
        method: 'code_to_email',
        guardianName: 'Naina’s mother',
        recordedBy: 'Naina’s mother',
        purposes: ['guardian_messages'],
      }),
    ]);
    // The address the code reached is confirmed for messages; the audit log names the guardian.
    const [contact] = await inTenant(subject.database, school.tenantId, (db) =>
      db
        .select({ state: guardianContacts.state })
        .from(guardianContacts)
        .where(eq(guardianContacts.address, EMAIL)),
    );
    expect(contact?.state).toBe('confirmed');
    const audit = (await calls.call('GET', '/audit')) as {
      entries: { action: string; memberName: string }[];
    };
    expect(audit.entries.find((entry) => entry.action === 'consent_recorded')?.memberName).toBe(
      'Naina’s mother',
    );
  });

  it("withdraws one purpose of the school's consent and keeps the others, as easily as giving", async () => {
    const calls = feeCalls(subject, school);
    await calls.call('POST', `/students/${naina}/consents`, {
      guardianName: 'Naina’s mother',
      relation: 'mother',
      method: 'admission_form',
      givenOn: '2026-04-01',
      purposes: ['school_records', 'photos'],
    });
    const withdrawn = (
      await portalCall(subject.app, school.host, 'PUT', `/guardian/children/${naina}/consent`, {
        token,
        payload: { purpose: 'photos', given: false },
      })
    ).json<ChildConsent>();
    expect(withdrawn.purposes.map((one) => [one.purpose, one.given, one.by])).toEqual([
      ['school_records', true, 'school'],
      ['guardian_messages', true, 'guardian'],
      ['photos', false, null],
    ]);
    // A guardian cannot claim a school's method, nor a member the guardian's.
    const claimed = await calls.raw('POST', `/students/${naina}/consents`, {
      guardianName: 'Naina’s mother',
      relation: 'mother',
      method: 'code_to_phone',
      givenOn: '2026-04-01',
      purposes: ['photos'],
    });
    expect(claimed.status).toBe(400);
  });

  it('lists the messages the school sent about the child, newest first, and whether they went', async () => {
    await inTenant(subject.database, school.tenantId, async (db) => {
      const linked = await db
        .select({ studentId: studentGuardians.studentId, guardianId: studentGuardians.guardianId })
        .from(studentGuardians);
      const guardianOf = (studentId: string) =>
        linked.find((row) => row.studentId === studentId)?.guardianId ?? '';
      await db.insert(guardianAlerts).values([
        {
          tenantId: school.tenantId,
          studentId: naina,
          guardianId: guardianOf(naina),
          date: '2026-11-25',
          kind: 'absent',
          channel: 'email',
          state: 'sent',
        },
        {
          tenantId: school.tenantId,
          studentId: naina,
          guardianId: guardianOf(naina),
          date: '2026-11-27',
          kind: 'absent',
          channel: 'email',
          state: 'held',
          reason: 'unconfirmed',
        },
        {
          tenantId: school.tenantId,
          studentId: other,
          guardianId: guardianOf(other),
          date: '2026-11-27',
          kind: 'absent',
          channel: 'email',
          state: 'sent',
        },
      ]);
    });
    const answer = await portalCall(subject.app, school.host, 'GET', `/guardian/children/${naina}/messages`, {
      token,
    });
    expect(answer.json<ChildMessages>().messages).toEqual([
      { date: '2026-11-27', kind: 'absent', channel: 'email', to: 'Naina’s mother', state: 'waiting' },
      { date: '2026-11-25', kind: 'absent', channel: 'email', to: 'Naina’s mother', state: 'sent' },
    ]);
  });

  it("shows the child's week, the home section's and the further group's", async () => {
    const answer = await portalCall(
      subject.app,
      school.host,
      'GET',
      `/guardian/children/${naina}/timetable`,
      {
        token,
      },
    );
    expect(answer.statusCode, answer.body).toBe(200);
    const { weeks } = answer.json<ChildTimetable>();
    expect(weeks.map((week) => week.section.name)).toEqual(['Class 6 A', 'Class 7 A']);
    const refused = await portalCall(
      subject.app,
      school.host,
      'GET',
      `/guardian/children/${other}/timetable`,
      {
        token,
      },
    );
    expect(refused.statusCode).toBe(404);
  });
});
