import { portalMembers } from '@server/db/schema';
import { inTenant } from '@server/db/tenant-scope';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildPortalApp,
  memberWithRole,
  type PortalTestApp,
  portalCall,
  type School,
} from './portal-helpers';
import { databases, type TestDatabase } from './test-database';

// Departments, designations and employees on the portal (docs/requirements/portal.md#employees,
// #api): names unique in the school, the rules of each field, what may not be removed, the
// permissions, and another school's ids simply not found.

const RANDOM_ID = '00000000-0000-4000-8000-000000000000';

describe.each(databases())('portal employees on $kind', (target) => {
  let database: TestDatabase;
  let subject: PortalTestApp;
  let school: School;
  let other: School;

  beforeAll(async () => {
    database = await target.open();
    subject = await buildPortalApp(database.handle);
    school = await subject.school('Green Valley School', ['6']);
    other = await subject.school('Hill Top Academy', ['1']);
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

  for (const [kind, path] of [
    ['department', '/departments'],
    ['designation', '/designations'],
  ] as const) {
    it(`adds, lists, renames and removes ${kind}s, names unique ignoring case`, async () => {
      const added = await call('POST', path, { name: '  Science  ' });
      expect(added.statusCode, added.body).toBe(201);
      expect(added.json()).toEqual({ id: expect.any(String), name: 'Science', employeeCount: 0 });
      const { id } = added.json();
      expect((await call('POST', path, { name: 'Arts' })).statusCode).toBe(201);

      const duplicate = await call('POST', path, { name: 'SCIENCE' });
      expect(duplicate.statusCode).toBe(409);
      expect(duplicate.json().message).toBe(`A ${kind} named SCIENCE already exists.`);
      expect((await call('POST', path, { name: '   ' })).json()).toMatchObject({
        message: 'Name is required',
      });
      const tooLong = await call('POST', path, { name: 'x'.repeat(101) });
      expect(tooLong.statusCode).toBe(400);
      expect(tooLong.json().message).toBe('Name must be at most 100 characters');

      const list = await call('GET', path);
      expect(list.statusCode).toBe(200);
      expect(list.json().items.map((item: { name: string }) => item.name)).toEqual(['Arts', 'Science']);

      const renamed = await call('PATCH', `${path}/${id}`, { name: 'Sciences' });
      expect(renamed.statusCode, renamed.body).toBe(200);
      expect(renamed.json()).toEqual({ id, name: 'Sciences', employeeCount: 0 });
      // Its own name in another case is no clash; another's is.
      expect((await call('PATCH', `${path}/${id}`, { name: 'sciences' })).statusCode).toBe(200);
      expect((await call('PATCH', `${path}/${id}`, { name: 'arts' })).statusCode).toBe(409);

      expect((await call('DELETE', `${path}/${id}`)).statusCode).toBe(204);
      expect((await call('DELETE', `${path}/${id}`)).statusCode).toBe(404);
      // Another school's id is simply not found, whatever is asked of it.
      const theirs = await inOther('POST', path, { name: 'Theirs' });
      const theirId = theirs.json().id;
      for (const answer of [
        await call('PATCH', `${path}/${theirId}`, { name: 'Mine' }),
        await call('DELETE', `${path}/${theirId}`),
      ]) {
        expect(answer.statusCode).toBe(404);
        expect(answer.json().message).toBe(`No such ${kind}.`);
      }
      expect((await inOther('GET', path)).json().items).toEqual([
        { id: theirId, name: 'Theirs', employeeCount: 0 },
      ]);
      expect((await call('PATCH', `${path}/not-a-uuid`, { name: 'X' })).statusCode).toBe(400);
    });
  }

  it('answers 409, not 500, to two requests racing to add the same name', async () => {
    const answers = await Promise.all([
      call('POST', '/departments', { name: 'Languages' }),
      call('POST', '/departments', { name: 'LANGUAGES' }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
  });

  it.skipIf(target.kind !== 'postgres')(
    'answers 400, not 500, when the department an employee is saved with is removed meanwhile',
    async () => {
      const added = await call('POST', '/departments', { name: 'Performing Arts' });
      expect(added.statusCode, added.body).toBe(201);
      const { id } = added.json();
      // Another instance's transaction removes the department while this save is under way.
      const another = await database.openAnother?.();
      if (!another) throw new Error('PostgreSQL opens another handle');
      await another.withConnection(async (db) => {
        await db.execute(sql`begin`);
        await db.execute(sql`select id from departments where id = ${id} for update`);
        const saving = call('POST', '/employees', {
          name: 'Rekha Nair',
          phone: '9876543210',
          departmentId: id,
        });
        await new Promise((resolve) => setTimeout(resolve, 300));
        await db.execute(sql`delete from departments where id = ${id}`);
        await db.execute(sql`commit`);
        const saved = await saving;
        expect(saved.statusCode, saved.body).toBe(400);
        expect(saved.json().message).toBe('Choose a department of this school.');
      });
      await another.close();
    },
  );

  it('keeps employees: the rules of each field, ordered by name, with their member', async () => {
    const department = (await call('POST', '/departments', { name: 'Mathematics' })).json();
    const designation = (await call('POST', '/designations', { name: 'Teacher' })).json();
    const created = await call('POST', '/employees', {
      name: 'Ravi Kumar',
      phone: '+91 98765 43210',
      email: '  Ravi.Kumar@Example.IN ',
      departmentId: department.id,
      designationId: designation.id,
      joiningDate: '2024-06-01',
    });
    expect(created.statusCode, created.body).toBe(201);
    const ravi = created.json();
    expect(ravi).toEqual({
      id: expect.any(String),
      name: 'Ravi Kumar',
      phone: '+919876543210',
      email: 'ravi.kumar@example.in',
      departmentId: department.id,
      designationId: designation.id,
      joiningDate: '2024-06-01',
      memberId: null,
    });
    const asha = await call('POST', '/employees', { name: 'Asha Rao', phone: '9876501234' });
    expect(asha.statusCode, asha.body).toBe(201);
    expect(asha.json()).toMatchObject({
      email: null,
      departmentId: null,
      designationId: null,
      joiningDate: null,
    });

    const refused = async (body: Record<string, unknown>, status: number, message: string) => {
      const answer = await call('POST', '/employees', { name: 'Someone', phone: '9876501235', ...body });
      expect(answer.statusCode, answer.body).toBe(status);
      expect(answer.json().message).toBe(message);
    };
    await refused(
      { email: 'RAVI.KUMAR@example.in' },
      409,
      'An employee with the email ravi.kumar@example.in already exists.',
    );
    await refused({ email: 'not an address' }, 400, 'Email is invalid');
    await refused({ phone: '12' }, 400, 'Please enter a valid phone number');
    await refused({ phone: '  ' }, 400, 'Phone number is required');
    await refused({ name: ' ' }, 400, 'Name is required');
    await refused({ joiningDate: '2024-02-30' }, 400, 'The joining date is not a real date.');
    await refused({ joiningDate: '1 June 2024' }, 400, 'Dates are written YYYY-MM-DD.');
    const theirDepartment = (await inOther('POST', '/departments', { name: 'Mathematics' })).json();
    await refused({ departmentId: theirDepartment.id }, 400, 'Choose a department of this school.');
    await refused({ designationId: RANDOM_ID }, 400, 'Choose a designation of this school.');

    // Ordered by name; the member invited from an employee is named.
    const memberId = await inTenant(subject.database, school.tenantId, async (db) => {
      const [owner] = await db
        .update(portalMembers)
        .set({ employeeId: ravi.id })
        .where(and(eq(portalMembers.tenantId, school.tenantId), eq(portalMembers.id, school.ownerMemberId)))
        .returning({ id: portalMembers.id });
      return owner?.id;
    });
    const list = (await call('GET', '/employees')).json().employees;
    expect(list.map((employee: { name: string }) => employee.name)).toEqual(['Asha Rao', 'Ravi Kumar']);
    expect(list[1].memberId).toBe(memberId);

    // PATCH: name and phone replaced, left-out fields kept, null clears.
    const patched = await call('PATCH', `/employees/${ravi.id}`, {
      name: 'Ravi K. Kumar',
      phone: '9876543210',
      joiningDate: null,
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json()).toMatchObject({
      name: 'Ravi K. Kumar',
      email: 'ravi.kumar@example.in',
      departmentId: department.id,
      joiningDate: null,
      memberId,
    });
    // Its own address again is no clash; another employee's is.
    expect(
      (
        await call('PATCH', `/employees/${ravi.id}`, {
          name: 'Ravi',
          phone: '9876543210',
          email: 'ravi.kumar@example.in',
        })
      ).statusCode,
    ).toBe(200);
    const taken = await call('PATCH', `/employees/${asha.json().id}`, {
      name: 'Asha Rao',
      phone: '9876501234',
      email: 'Ravi.Kumar@example.in',
    });
    expect(taken.statusCode).toBe(409);

    // A department or designation in use stays.
    const inUse = await call('DELETE', `/departments/${department.id}`);
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json().message).toBe(
      'The department Mathematics has 1 employee: give them another department first.',
    );
    expect((await call('GET', '/departments')).json().items).toContainEqual({
      ...department,
      employeeCount: 1,
    });
    expect((await call('DELETE', `/designations/${designation.id}`)).statusCode).toBe(409);

    // Another school's employee is not found; its list does not show ours.
    const theirs = (await inOther('POST', '/employees', { name: 'Their Clerk', phone: '9876509999' })).json();
    expect(
      (await call('PATCH', `/employees/${theirs.id}`, { name: 'X', phone: '9876509999' })).statusCode,
    ).toBe(404);
    const gone = await call('DELETE', `/employees/${theirs.id}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe('No such employee.');
    expect((await inOther('GET', '/employees')).json().employees).toEqual([theirs]);

    // Removing the employee unlinks the member and frees the department.
    expect((await call('DELETE', `/employees/${ravi.id}`)).statusCode).toBe(204);
    expect((await call('GET', '/employees')).json().employees).toHaveLength(1);
    expect((await call('DELETE', `/departments/${department.id}`)).statusCode).toBe(204);
    const member = await inTenant(subject.database, school.tenantId, (db) =>
      db
        .select({ employeeId: portalMembers.employeeId })
        .from(portalMembers)
        .where(eq(portalMembers.id, school.ownerMemberId)),
    );
    expect(member).toEqual([{ employeeId: null }]);
  });

  it('checks the permission of every route: a teacher may look, not change', async () => {
    const teacher = await memberWithRole(subject, school, 'teacher');
    expect((await call('GET', '/employees', undefined, teacher)).statusCode).toBe(200);
    expect((await call('GET', '/departments', undefined, teacher)).statusCode).toBe(200);
    for (const [method, path, body] of [
      ['POST', '/departments', { name: 'Music' }],
      ['PATCH', `/departments/${RANDOM_ID}`, { name: 'Music' }],
      ['DELETE', `/designations/${RANDOM_ID}`, undefined],
      ['POST', '/employees', { name: 'Someone', phone: '9876501235' }],
      ['PATCH', `/employees/${RANDOM_ID}`, { name: 'Someone', phone: '9876501235' }],
      ['DELETE', `/employees/${RANDOM_ID}`, undefined],
    ] as const) {
      const answer = await call(method, path, body, teacher);
      expect(answer.statusCode, `${method} ${path}`).toBe(403);
      expect(answer.json().message).toBe('You do not have permission to do this.');
    }
    // Office staff keep the records.
    const office = await memberWithRole(subject, school, 'office_staff');
    expect((await call('POST', '/departments', { name: 'Office' }, office)).statusCode).toBe(201);
    // Without a session: 401; with another school's: 401 too.
    expect((await portalCall(subject.app, school.host, 'GET', '/employees')).statusCode).toBe(401);
    expect((await call('GET', '/employees', undefined, other.ownerToken)).statusCode).toBe(401);
  });
});
