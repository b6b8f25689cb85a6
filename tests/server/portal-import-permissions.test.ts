import { randomUUID } from 'node:crypto';
import type { Permission } from '@common/portal/permissions';
import { schoolToday } from '@common/school-clock';
import { employees, guardians, learningCentres, portalMembers, portalRoles } from '@server/db/schema';
import { inTenant } from '@server/db/tenant-scope';
import { GUARDIAN_ALERT_JOB } from '@server/services/messaging/guardian-alert-job';
import { CONFIRMATION_JOB } from '@server/services/messaging/guardian-contacts';
import { IMPORT_JOB } from '@server/services/portal/imports/import-job';
import { createPortalSession } from '@server/services/portal/session-store';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schoolClock, sectionsOf, student } from './attendance-fixtures';
import { MINUTE } from './fake-clock';
import { buildPortalApp, type PortalTestApp, portalCall, type School } from './portal-helpers';
import { databases, type TestDatabase } from './test-database';

// Imports obey the permissions of the forms (docs/requirements/students.md#import): a member who
// may add students, employees or centres but not change them (a PATCH by them is 403) gets the
// rows of a file that would change existing ones refused, in the dry run with their reason and in
// the import, which writes the rest; with the edit permission the same rows go through, and each
// student changed gets its own audit entry naming the changed fields, as the form's save writes.
// The student form's POST, which updates a guardian found by phone, keeps the same rule.

const STUDENT_HEADER = [
  'Admission number',
  'Name',
  'Class',
  'Section',
  'Guardian name',
  'Guardian relation',
  'Guardian phone',
  'Guardian email',
  'Second guardian name',
  'Second guardian relation',
  'Second guardian phone',
  'Second guardian email',
].join(',');
const ATTACKER = 'attacker@evil.test';
const KAVITA = 'Kavita Shah,mother,+91 98765 10001,kavita@example.in';

function csv(header: string, rows: readonly string[]): string {
  return `${[header, ...rows].join('\r\n')}\r\n`;
}

interface Problem {
  row: number;
  column: string;
  code: string;
  value: string;
  name: string;
}

let rolesMade = 0;

describe.each(databases())('imports obey the forms’ permissions on $kind', (target) => {
  let database: TestDatabase;
  let subject: PortalTestApp;
  let school: School;
  const clock = schoolClock();
  let sectionId: string;
  let aarav: { id: string; admissionNumber: string };
  /** May view and add students, employees and centres, not change them. */
  let adder: string;
  /** May also change them. */
  let editor: string;

  /** A session of a new member holding a custom role of exactly `permissions`. */
  const memberHolding = (name: string, permissions: Permission[]) =>
    inTenant(subject.database, school.tenantId, async (db) => {
      rolesMade += 1;
      const now = clock.now();
      const [role] = await db
        .insert(portalRoles)
        .values({
          tenantId: school.tenantId,
          name: `Importer ${rolesMade}`,
          permissions,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: portalRoles.id });
      if (!role) throw new Error('No role');
      const [member] = await db
        .insert(portalMembers)
        .values({
          tenantId: school.tenantId,
          email: `importer.${rolesMade}@${school.code}.example`,
          name,
          roleId: role.id,
          status: 'active',
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: portalMembers.id });
      if (!member) throw new Error('No member');
      return createPortalSession(db, school.tenantId, member.id, now);
    });

  beforeAll(async () => {
    database = await target.open();
    subject = await buildPortalApp(database.handle, {}, clock);
    school = await subject.school('Green Valley School', ['6']);
    sectionId = ((await sectionsOf(subject, school))[0] as { id: string }).id;
    const id = await student(subject, school, sectionId, {
      name: 'Aarav Shah',
      guardians: [{ name: 'Kavita Shah', phone: '+91 98765 10001', email: 'kavita@example.in' }],
      consent: ['school_records', 'guardian_messages'],
    });
    aarav = { id, admissionNumber: (await call('GET', `/students/${id}`)).json().admissionNumber };
    const adding: Permission[] = [
      'students.view',
      'students.create',
      'employees.view',
      'employees.create',
      'academics.view',
      'academics.create',
    ];
    adder = await memberHolding('Asha Adder', adding);
    editor = await memberHolding('Esha Editor', [
      ...adding,
      'students.edit',
      'employees.edit',
      'academics.edit',
    ]);
    await call('PUT', '/attendance/settings', { mode: 'daily', lockTime: '23:59' });
  });
  afterAll(async () => {
    await subject?.close();
    await database?.dispose();
  });

  const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH', path: string, payload?: unknown, token?: string) =>
    portalCall(subject.app, school.host, method, path, { token: token ?? school.ownerToken, payload });
  const upload = async (kind: string, body: string, token: string) => {
    const answer = await subject.app.inject({
      method: 'POST',
      url: `/prod/v1/portal/imports/${kind}`,
      headers: {
        host: school.host,
        authorization: `Bearer ${token}`,
        'content-type': 'text/csv',
        'x-file-name': `${kind}.csv`,
      },
      payload: body,
    });
    expect(answer.statusCode, answer.body).toBe(201);
    return answer.json();
  };
  const runToEnd = async (id: string, token: string, payload: unknown = {}) => {
    const started = await call('POST', `/imports/${id}/run`, payload, token);
    expect(started.statusCode, started.body).toBe(202);
    await subject.app.jobs.drain(IMPORT_JOB);
    return (await call('GET', `/imports/${id}`, undefined, token)).json();
  };
  const refusals = (check: { problems: Problem[] }) =>
    check.problems.map(({ row, column, code }) => ({ row, column, code }));
  const aaravsTrail = async () =>
    (await call('GET', `/audit?studentId=${aarav.id}`)).json().entries as {
      action: string;
      memberName: string;
      facts: unknown;
    }[];
  const aaravsGuardians = async () =>
    ((await call('GET', `/students/${aarav.id}`)).json().guardians as { email: string | null }[]).map(
      (guardian) => guardian.email,
    );
  const markAbsent = async (studentId: string) => {
    clock.advance(MINUTE);
    const answer = await call('PUT', `/attendance/sections/${sectionId}`, {
      submissionId: randomUUID(),
      date: schoolToday(clock.now()),
      takenAt: clock.now().toISOString(),
      marks: [{ studentId, mark: 'absent' }],
    });
    expect(answer.statusCode, answer.body).toBe(200);
    await subject.app.jobs.drain(GUARDIAN_ALERT_JOB);
    // A guardian's first message from the school asks them to accept its messages.
    await subject.app.jobs.drain(CONFIRMATION_JOB);
    await subject.app.jobs.drain('mail');
  };

  it('refuses, without students.edit, the rows that change a student or a guardian, and imports the rest', async () => {
    // The same member may not change the student with the form either.
    const patch = await call('PATCH', `/students/${aarav.id}`, { name: 'Renamed' }, adder);
    expect(patch.statusCode).toBe(403);

    const file = csv(STUDENT_HEADER, [
      `${aarav.admissionNumber},Renamed By File,Class 6,A,${KAVITA},Evil,guardian,+91 90000 00666,${ATTACKER}`,
      'NEW-1,Diya Patel,Class 6,A,Sunita Patel,mother,+91 98765 20001,sunita@example.in,,,,',
      // A new student whose guardian is Aarav's mother, with another address for her: it would
      // send Aarav's messages there.
      `NEW-2,Kabir Shah,Class 6,A,Kavita Shah,mother,+91 98765 10001,${ATTACKER},,,,`,
    ]);
    const check = await upload('students', file, adder);
    expect(refusals(check)).toEqual([
      { row: 2, column: 'Admission number', code: 'cannot_change_student' },
      { row: 4, column: 'Guardian phone', code: 'cannot_change_guardian' },
    ]);
    // Named by the row's student and the value, for the portal to word in the reader's language.
    expect(check.problems[0]).toMatchObject({ value: aarav.admissionNumber, name: 'Renamed By File' });
    expect(check).toMatchObject({ rows: 3, validRows: 1, toCreate: 1, toUpdate: 0, unchanged: 0 });

    // As any problem: the whole file only when asked to import the valid rows alone.
    const refused = await call('POST', `/imports/${check.id}/run`, {}, adder);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('import_has_problems');
    expect(await runToEnd(check.id, adder, { validRowsOnly: true })).toMatchObject({
      state: 'done',
      created: 1,
      updated: 0,
    });

    const after = (await call('GET', `/students/${aarav.id}`)).json();
    expect(after.name).toBe('Aarav Shah');
    expect(await aaravsGuardians()).toEqual(['kavita@example.in']);
    const kavita = await inTenant(database.handle, school.tenantId, (db) =>
      db
        .select({ email: guardians.email })
        .from(guardians)
        .where(and(eq(guardians.tenantId, school.tenantId), eq(guardians.phoneKey, '9876510001'))),
    );
    expect(kavita).toEqual([{ email: 'kavita@example.in' }]);
    expect((await aaravsTrail()).map((entry) => entry.action)).not.toContain('updated');
    const students = (await call('GET', '/students?q=NEW-')).json().students as { name: string }[];
    expect(students.map((one) => one.name)).toEqual(['Diya Patel']);

    await markAbsent(aarav.id);
    // Aarav's mother hears from the school (its first message asks her to accept its messages);
    // the address in the file hears nothing.
    expect(subject.mail.sent.some((mail) => mail.to === 'kavita@example.in')).toBe(true);
    expect(subject.mail.sent.filter((mail) => mail.to === ATTACKER)).toEqual([]);
  });

  it('keeps, in the student form too, a guardian the school has as it is without students.edit', async () => {
    const sibling = (email: string | undefined, token: string, admissionNumber: string) =>
      call(
        'POST',
        '/students',
        {
          admissionNumber,
          name: 'Ishaan Shah',
          sectionId,
          guardians: [
            {
              name: 'Kavita Shah',
              relation: 'mother',
              phone: '+91 98765 10001',
              ...(email ? { email } : {}),
            },
          ],
        },
        token,
      );
    const refused = await sibling(ATTACKER, adder, 'SIB-1');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('guardian_change_forbidden');
    expect(await aaravsGuardians()).toEqual(['kavita@example.in']);
    // Named as the school has her, she is linked: adding a sibling needs no more.
    const added = await sibling(undefined, adder, 'SIB-1');
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json().guardians.map((guardian: { email: string }) => guardian.email)).toEqual([
      'kavita@example.in',
    ]);
  });

  it('imports the same rows with students.edit, each student with its own audit entry', async () => {
    const file = csv(STUDENT_HEADER, [
      `${aarav.admissionNumber},Aarav K Shah,Class 6,A,${KAVITA},Vikram Shah,father,+91 98765 10009,vikram@example.in`,
      'NEW-3,Meera Rao,Class 6,A,Lata Rao,mother,+91 98765 30001,,,,,',
    ]);
    const check = await upload('students', file, editor);
    expect(check.problems).toEqual([]);
    expect(check).toMatchObject({ validRows: 2, toCreate: 1, toUpdate: 1 });
    expect(await runToEnd(check.id, editor)).toMatchObject({ state: 'done', created: 1, updated: 1 });

    expect((await call('GET', `/students/${aarav.id}`)).json().name).toBe('Aarav K Shah');
    expect(await aaravsGuardians()).toEqual(['kavita@example.in', 'vikram@example.in']);
    const updates = (await aaravsTrail()).filter((entry) => entry.action === 'updated');
    expect(updates).toHaveLength(1);
    expect(updates[0]).toMatchObject({
      action: 'updated',
      memberName: 'Esha Editor',
      facts: { kind: 'changed', fields: ['name', 'guardians'] },
    });
    const entries = (await call('GET', '/audit?limit=50')).json().entries as {
      action: string;
      admissionNumber: string | null;
    }[];
    expect(entries).toContainEqual(expect.objectContaining({ action: 'created', admissionNumber: 'NEW-3' }));
    expect(entries).toContainEqual(expect.objectContaining({ action: 'imported' }));
  });

  it('refuses a run without students.edit of a dry run that planned changes', async () => {
    const file = csv(STUDENT_HEADER, [`${aarav.admissionNumber},Aarav Shah,Class 6,A,${KAVITA},,,,`]);
    const check = await upload('students', file, editor);
    expect(check).toMatchObject({ toUpdate: 1, problems: [] });
    const refused = await call('POST', `/imports/${check.id}/run`, {}, adder);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('import_needs_edit');
    expect((await call('GET', `/students/${aarav.id}`)).json().name).toBe('Aarav K Shah');
  });

  it('refuses in the import itself what a dry run by a member who may edit let through', async () => {
    // A new student naming Aarav's mother with another address: a creation, which changes her.
    const file = csv(STUDENT_HEADER, [
      `NEW-4,Tara Shah,Class 6,A,Kavita Shah,mother,+91 98765 10001,${ATTACKER},,,,`,
    ]);
    const check = await upload('students', file, editor);
    expect(check).toMatchObject({ problems: [], toCreate: 1, toUpdate: 0 });
    const ran = await runToEnd(check.id, adder);
    expect(ran).toMatchObject({ state: 'done', created: 0, updated: 0, problemCount: 1 });
    expect(refusals(ran)).toEqual([{ row: 2, column: 'Guardian phone', code: 'cannot_change_guardian' }]);
    expect(await aaravsGuardians()).toEqual(['kavita@example.in', 'vikram@example.in']);
    expect((await call('GET', '/students?q=NEW-4')).json().students).toEqual([]);
  });

  it('refuses, without employees.edit, the rows that change an employee', async () => {
    const header = 'Name,Phone,Email,Department,Designation';
    const first = await upload(
      'employees',
      csv(header, ['Sunita Iyer,9811100001,sunita@school.in,Science,Teacher']),
      adder,
    );
    expect(await runToEnd(first.id, adder)).toMatchObject({ created: 1 });
    const [sunita] = await inTenant(database.handle, school.tenantId, (db) =>
      db.select({ id: employees.id }).from(employees).where(eq(employees.email, 'sunita@school.in')),
    );
    expect((await call('PATCH', `/employees/${sunita?.id}`, { name: 'Sunita R' }, adder)).statusCode).toBe(
      403,
    );

    const file = csv(header, [
      'Sunita Rao,9811100009,sunita@school.in,Office,Clerk',
      'Raj Malhotra,9811100002,raj@school.in,Office,Clerk',
    ]);
    const check = await upload('employees', file, adder);
    expect(refusals(check)).toEqual([{ row: 2, column: 'Name', code: 'cannot_change_employee' }]);
    expect(check).toMatchObject({ toCreate: 1, toUpdate: 0 });
    expect(await runToEnd(check.id, adder, { validRowsOnly: true })).toMatchObject({
      created: 1,
      updated: 0,
    });
    const rows = await inTenant(database.handle, school.tenantId, (db) =>
      db
        .select({ name: employees.name, phone: employees.phone })
        .from(employees)
        .where(eq(employees.email, 'sunita@school.in')),
    );
    expect(rows).toEqual([{ name: 'Sunita Iyer', phone: '9811100001' }]);

    const edited = await upload('employees', file, editor);
    expect(edited).toMatchObject({ problems: [], toUpdate: 1, unchanged: 1 });
    expect(await runToEnd(edited.id, editor)).toMatchObject({ updated: 1 });
    const [changed] = await inTenant(database.handle, school.tenantId, (db) =>
      db.select({ name: employees.name }).from(employees).where(eq(employees.email, 'sunita@school.in')),
    );
    expect(changed?.name).toBe('Sunita Rao');
  });

  it('refuses, without academics.edit, the rows that change a learning centre', async () => {
    const first = await upload('learning_centres', csv('Name,Address', ['East Campus,1 Lake Road']), adder);
    expect(await runToEnd(first.id, adder)).toMatchObject({ created: 1 });

    const file = csv('Name,Address', ['East Campus,9 Hill Road', 'West Campus,2 River Road']);
    const check = await upload('learning_centres', file, adder);
    expect(refusals(check)).toEqual([{ row: 2, column: 'Address', code: 'cannot_change_centre' }]);
    expect(check).toMatchObject({ toCreate: 1, toUpdate: 0 });
    expect(await runToEnd(check.id, adder, { validRowsOnly: true })).toMatchObject({
      created: 1,
      updated: 0,
    });
    const address = async () => {
      const [row] = await inTenant(database.handle, school.tenantId, (db) =>
        db
          .select({ address: learningCentres.address })
          .from(learningCentres)
          .where(and(eq(learningCentres.tenantId, school.tenantId), eq(learningCentres.name, 'East Campus'))),
      );
      return row?.address;
    };
    expect(await address()).toBe('1 Lake Road');

    const edited = await upload('learning_centres', file, editor);
    expect(edited).toMatchObject({ problems: [], toUpdate: 1, unchanged: 1 });
    expect(await runToEnd(edited.id, editor)).toMatchObject({ updated: 1 });
    expect(await address()).toBe('9 Hill Road');
  });
});
