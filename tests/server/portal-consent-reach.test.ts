import { randomUUID } from 'node:crypto';
import type { ReachSummary, StudentAlertList } from '@common/api/portal/alerts';
import type { StudentList } from '@common/api/portal/students';
import { schoolToday } from '@common/school-clock';
import { auditLog, studentConsents } from '@server/db/schema';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schoolClock, sectionsOf, student } from './attendance-fixtures';
import { MINUTE } from './fake-clock';
import { acceptMessages, confirmationLink, deliverMessages, postAnswer } from './guardian-contact-helpers';
import {
  buildPortalApp,
  memberWithRole,
  type PortalTestApp,
  portalCall,
  type School,
} from './portal-helpers';
import { databases, type TestDatabase } from './test-database';

// Consent for many students at once, who the school's absence alerts cannot reach, and the alerts
// about a student with their delivery (docs/requirements/school-day.md#absence-alerts,
// docs/requirements/students.md#consent).

describe.each(databases())('consent in bulk and alert reach on $kind', (target) => {
  let database: TestDatabase;
  let subject: PortalTestApp;
  let school: School;
  let other: School;
  const clock = schoolClock();
  let sectionId: string;
  const ids: Record<string, string> = {};
  let phones = 30000;
  const guardian = (name: string, email?: string) => {
    phones += 1;
    return { name, phone: `+91 98765 ${phones}`, ...(email ? { email } : {}) };
  };

  beforeAll(async () => {
    database = await target.open();
    subject = await buildPortalApp(database.handle, {}, clock);
    school = await subject.school('Sunrise Public School', ['6']);
    other = await subject.school('Other School', ['6']);
    sectionId = ((await sectionsOf(subject, school))[0] as { id: string }).id;
    ids.asha = await student(subject, school, sectionId, {
      name: 'Asha Rao',
      guardians: [guardian('Meena Rao', 'meena@example.in'), guardian('Vijay Rao', 'vijay@example.in')],
    });
    ids.bina = await student(subject, school, sectionId, {
      name: 'Bina Das',
      guardians: [guardian('Ravi Das', 'ravi@example.in')],
    });
    ids.chetan = await student(subject, school, sectionId, {
      name: 'Chetan Roy',
      guardians: [guardian('Lata Roy')],
    });
    ids.dev = await student(subject, school, sectionId, { name: 'Dev Jain' });
    const otherSection = ((await sectionsOf(subject, other))[0] as { id: string }).id;
    ids.stranger = await student(subject, other, otherSection, {
      name: 'Stranger Kid',
      guardians: [guardian('Someone Else', 'else@example.in')],
    });
    const settings = await call('PUT', '/attendance/settings', { mode: 'daily', lockTime: '23:59' });
    expect(settings.statusCode, settings.body).toBe(200);
  });
  afterAll(async () => {
    await subject?.close();
    await database?.dispose();
  });

  const call = (method: 'GET' | 'POST' | 'PUT', path: string, payload?: unknown, token = school.ownerToken) =>
    portalCall(subject.app, school.host, method, path, { token, payload });
  const bulk = (studentIds: unknown[], token?: string, extra: Record<string, unknown> = {}) =>
    call(
      'POST',
      '/students/consents',
      {
        studentIds,
        method: 'signed_letter',
        givenOn: schoolToday(clock.now()),
        purposes: ['school_records', 'guardian_messages'],
        ...extra,
      },
      token,
    );
  const consentRows = () =>
    database.handle.db.select().from(studentConsents).where(eq(studentConsents.tenantId, school.tenantId));
  const reach = async () => {
    const answer = await call('GET', '/students/alert-reach');
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json<ReachSummary>();
  };

  it('counts every active student as unreachable while nobody consented', async () => {
    expect(await reach()).toEqual({
      active: 4,
      unreachable: 4,
      reasons: { no_consent: 4, no_contact: 0, unconfirmed: 0, declined: 0 },
    });
  });

  it('refuses the whole batch, writing nothing, for a student of another school, one without a guardian, or bad input', async () => {
    expect((await bulk([ids.asha, ids.stranger])).statusCode).toBe(404);
    const noGuardian = await bulk([ids.asha, ids.dev]);
    expect(noGuardian.statusCode).toBe(400);
    expect(noGuardian.json().message).toContain('Dev Jain');
    expect((await bulk([])).statusCode).toBe(400);
    expect((await bulk([ids.asha, ids.asha])).statusCode).toBe(400);
    expect((await bulk(['not-an-id'])).statusCode).toBe(400);
    expect((await bulk([ids.asha], undefined, { method: 'telepathy' })).statusCode).toBe(400);
    expect((await bulk([ids.asha], undefined, { purposes: [] })).statusCode).toBe(400);
    expect((await bulk([ids.asha], undefined, { givenOn: '2099-01-01' })).statusCode).toBe(400);
    expect(await consentRows()).toEqual([]);
  });

  it('is for members who may edit students only', async () => {
    const teacher = await memberWithRole(subject, school, 'teacher');
    expect((await bulk([ids.asha], teacher)).statusCode).toBe(403);
    // A teacher may see the students, so sees who alerts cannot reach.
    expect((await call('GET', '/students/alert-reach', undefined, teacher)).statusCode).toBe(200);
    expect(await consentRows()).toEqual([]);
  });

  it('records one consent per student from their first guardian, with the evidence and an audit entry each', async () => {
    const clerk = await memberWithRole(subject, school, 'office_staff');
    const answer = await bulk([ids.asha, ids.bina, ids.chetan], clerk);
    expect(answer.statusCode, answer.body).toBe(201);
    expect(answer.json()).toEqual({ recorded: 3 });
    const rows = await consentRows();
    expect(
      rows
        .map((row) => ({
          student: row.studentId,
          guardianName: row.guardianName,
          relation: row.relation,
          method: row.method,
          givenOn: row.givenOn,
          purposes: row.purposes,
          by: row.recordedByName,
        }))
        .sort((a, b) => a.guardianName.localeCompare(b.guardianName)),
    ).toEqual([
      {
        student: ids.chetan,
        guardianName: 'Lata Roy',
        relation: 'mother',
        method: 'signed_letter',
        givenOn: schoolToday(clock.now()),
        purposes: ['school_records', 'guardian_messages'],
        by: expect.stringMatching(/^Test office_staff/),
      },
      {
        student: ids.asha,
        guardianName: 'Meena Rao',
        relation: 'mother',
        method: 'signed_letter',
        givenOn: schoolToday(clock.now()),
        purposes: ['school_records', 'guardian_messages'],
        by: expect.stringMatching(/^Test office_staff/),
      },
      {
        student: ids.bina,
        guardianName: 'Ravi Das',
        relation: 'mother',
        method: 'signed_letter',
        givenOn: schoolToday(clock.now()),
        purposes: ['school_records', 'guardian_messages'],
        by: expect.stringMatching(/^Test office_staff/),
      },
    ]);
    const audited = await database.handle.db
      .select({ studentId: auditLog.studentId, detail: auditLog.detail })
      .from(auditLog)
      .where(and(eq(auditLog.tenantId, school.tenantId), eq(auditLog.action, 'consent_recorded')));
    expect(audited.map((row) => row.studentId).sort()).toEqual([ids.asha, ids.bina, ids.chetan].sort());
    expect(new Set(audited.map((row) => row.detail))).toEqual(
      new Set(['school_records, guardian_messages (signed_letter)']),
    );
    // The other school saw nothing of it.
    expect(
      await database.handle.db
        .select()
        .from(studentConsents)
        .where(eq(studentConsents.tenantId, other.tenantId)),
    ).toEqual([]);
  });

  it('says why each student cannot be reached, and the list shows exactly them', async () => {
    // Asha's mother accepts, Bina's father declines: Asha is reached, Bina is not, Chetan has no e-mail.
    clock.advance(MINUTE);
    const taken = await call('PUT', `/attendance/sections/${sectionId}`, {
      submissionId: randomUUID(),
      date: schoolToday(clock.now()),
      takenAt: clock.now().toISOString(),
      marks: [ids.asha, ids.bina].map((studentId) => ({ studentId, mark: 'absent' })),
    });
    expect(taken.statusCode, taken.body).toBe(200);
    await deliverMessages(subject);
    await acceptMessages(subject, 'meena@example.in');
    expect((await postAnswer(subject, confirmationLink(subject, 'ravi@example.in'), 'stop')).status).toBe(
      200,
    );

    expect(await reach()).toEqual({
      active: 4,
      unreachable: 3,
      reasons: { no_consent: 1, no_contact: 1, unconfirmed: 0, declined: 1 },
    });
    const list = async (query: string) =>
      (await call('GET', `/students?${query}`)).json<StudentList>().students.map((row) => row.name);
    expect(await list('reach=unreachable')).toEqual(['Bina Das', 'Chetan Roy', 'Dev Jain']);
    expect(await list('reach=declined')).toEqual(['Bina Das']);
    expect(await list('reach=no_contact')).toEqual(['Chetan Roy']);
    expect((await call('GET', '/students?reach=everyone')).statusCode).toBe(400);
  });

  it("lists a student's alerts with their delivery state, newest first", async () => {
    const asha = await call('GET', `/students/${ids.asha}/alerts`);
    expect(asha.statusCode, asha.body).toBe(200);
    expect(
      asha.json<StudentAlertList>().alerts.map(({ guardianName, kind, state, reason, channel, date }) => ({
        guardianName,
        kind,
        state,
        reason,
        channel,
        date,
      })),
    ).toEqual([
      {
        guardianName: 'Meena Rao',
        kind: 'absent',
        state: 'sent',
        reason: null,
        channel: 'email',
        date: schoolToday(clock.now()),
      },
      {
        guardianName: 'Vijay Rao',
        kind: 'absent',
        state: 'held',
        reason: 'unconfirmed',
        channel: 'email',
        date: schoolToday(clock.now()),
      },
    ]);
    const bina = (await call('GET', `/students/${ids.bina}/alerts`)).json<StudentAlertList>().alerts;
    expect(bina.map(({ state, reason }) => ({ state, reason }))).toEqual([
      { state: 'stopped', reason: 'declined' },
    ]);
    // Another school's student is not found here.
    expect((await call('GET', `/students/${ids.stranger}/alerts`)).statusCode).toBe(404);
  });
});
