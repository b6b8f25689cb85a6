import type { MemberAccount, MemberList, Role } from '@common/api/portal/people';
import { ALL_PERMISSIONS, BUILT_IN_PERMISSIONS } from '@common/portal/permissions';
import { portalMembers, portalRoles } from '@server/db/schema';
import { inTenant } from '@server/db/tenant-scope';
import { createPortalSession } from '@server/services/portal/session-store';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPortalApp, type PortalTestApp, portalCall, type School } from './portal-helpers';
import { staffEmail } from './portal-people-helpers';
import { freshRecord } from './portal-records';
import { databases, type TestDatabase } from './test-database';

// The authority rule (common/portal/authority.ts, docs/requirements/security.md#authority), cell by
// cell through the HTTP API: every actor role against every target role, for inviting, giving a
// role, turning a member off and editing a role. The expected outcome of each cell is written out
// below, not computed by the rule under test. Then the three attacks that led to the rule.

type Cell = '+' | 'x' | '-' | 'o' | 'b' | 's';
// + allowed; x refused by the rule (403 role_beyond_authority / member_beyond_authority);
// - refused at the door, the route's permission lacking (403 forbidden); o the Owner's role or
// member (400 when given, 403 when changed); b a built-in role (409 role_built_in); s the role the
// actor holds (403 own_role).

const ROLES = ['owner', 'administrator', 'teacher', 'office_staff', 'mc', 'me', 're', 'ht'] as const;
type RoleKey = (typeof ROLES)[number];

/** The school's own roles of the matrix, with what the owner gives them. */
const CUSTOM: Record<'mc' | 'me' | 're' | 'ht', { name: string; permissions: string[] }> = {
  mc: { name: 'Invites only', permissions: ['members.create'] },
  me: { name: 'Edits members only', permissions: ['members.edit'] },
  re: { name: 'Edits roles only', permissions: ['roles.edit'] },
  // A superset of Teacher, not of Administrator, that may hand out roles and change members.
  ht: {
    name: 'Head teacher',
    permissions: [
      ...BUILT_IN_PERMISSIONS.teacher,
      'members.create',
      'members.edit',
      'members.delete',
      'roles.create',
      'roles.edit',
    ],
  },
};

// Rows: the actor's role; columns: the target role, in the order of ROLES.
const MATRIX: Record<'invite' | 'assign' | 'disable' | 'edit', Record<RoleKey, string>> = {
  invite: {
    owner: 'o+++++++',
    administrator: 'o+++++++',
    teacher: '--------',
    office_staff: '--------',
    mc: 'oxxx+xxx',
    me: '--------',
    re: '--------',
    ht: 'ox+x++++',
  },
  // Giving the target role to a member who holds only members.view (within every editor's reach).
  assign: {
    owner: 'o+++++++',
    administrator: 'o+++++++',
    teacher: '--------',
    office_staff: '--------',
    mc: '--------',
    me: 'oxxxx+xx',
    re: '--------',
    ht: 'ox+x++++',
  },
  // Turning off a member holding the target role (the Owner's column: the school's owner).
  disable: {
    owner: 'o+++++++',
    administrator: 'o+++++++',
    teacher: '--------',
    office_staff: '--------',
    mc: '--------',
    me: 'oxxxx+xx',
    re: '--------',
    ht: 'ox+x++++',
  },
  // Saving the target role as it is.
  edit: {
    owner: 'bbbb++++',
    administrator: 'bbbb++++',
    teacher: '--------',
    office_staff: '--------',
    mc: '--------',
    me: '--------',
    re: 'bbbbxxsx',
    ht: 'bbbb+++s',
  },
};

const FORBIDDEN = 'You do not have permission to do this.';

describe.each(databases())('the authority rule on $kind', (target) => {
  let database: TestDatabase;
  let subject: PortalTestApp;
  let school: School;
  const roles = {} as Record<RoleKey, Role>;
  const actors = {} as Record<RoleKey, { id: string; token: string }>;
  let viewerRoleId: string;
  let made = 0;

  /** A new active member holding `roleId`, with a session, made as an accepted invitation leaves it. */
  const memberHolding = (roleId: string) =>
    inTenant(subject.database, school.tenantId, async (db) => {
      made += 1;
      const now = new Date();
      const [member] = await db
        .insert(portalMembers)
        .values({
          tenantId: school.tenantId,
          email: `authority.${made}@${school.code}.example`,
          name: `Member ${made}`,
          roleId,
          status: 'active',
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: portalMembers.id });
      if (!member) throw new Error('The member was not inserted');
      return { id: member.id, token: await createPortalSession(db, school.tenantId, member.id, now) };
    });

  const call = (
    token: string,
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    path: string,
    payload?: unknown,
  ) => portalCall(subject.app, school.host, method, path, { token, payload });

  beforeAll(async () => {
    database = await target.open();
    subject = await buildPortalApp(database.handle);
    school = await subject.school('Authority Public School', ['6']);
    const list = await call(school.ownerToken, 'GET', '/roles');
    for (const role of list.json<{ roles: Role[] }>().roles)
      if (role.builtIn) roles[role.builtIn as RoleKey] = role;
    for (const [key, body] of Object.entries(CUSTOM)) {
      const created = await call(school.ownerToken, 'POST', '/roles', body);
      expect(created.statusCode, created.body).toBe(201);
      roles[key as RoleKey] = created.json<Role>();
    }
    const viewer = await call(school.ownerToken, 'POST', '/roles', {
      name: 'Sees members',
      permissions: ['members.view'],
    });
    viewerRoleId = viewer.json<Role>().id;
    actors.owner = { id: school.ownerMemberId, token: school.ownerToken };
    for (const key of ROLES.slice(1)) actors[key] = await memberHolding(roles[key].id);
  });
  afterAll(async () => {
    await subject?.close();
    await database?.dispose();
  });

  function expectCell(
    answer: { statusCode: number; body: string; json: <T>() => T },
    cell: Cell,
    success: number,
    what: string,
  ) {
    const code = answer.json<{ code?: string }>().code;
    const label = `${what}: ${answer.body}`;
    switch (cell) {
      case '+':
        expect(answer.statusCode, label).toBe(success);
        return;
      case 'x':
        expect(answer.statusCode, label).toBe(403);
        expect(code, label).toMatch(/^(role|member)_beyond_authority$/);
        return;
      case '-':
        expect(answer.statusCode, label).toBe(403);
        expect(answer.json<{ message: string }>().message, label).toBe(FORBIDDEN);
        return;
      case 's':
        expect(answer.statusCode, label).toBe(403);
        expect(code, label).toBe('own_role');
        return;
      case 'b':
        expect(answer.statusCode, label).toBe(409);
        expect(code, label).toBe('role_built_in');
        return;
      case 'o':
        expect([400, 403], label).toContain(answer.statusCode);
        return;
    }
  }

  const cells = (operation: keyof typeof MATRIX) =>
    ROLES.flatMap((actor) =>
      ROLES.map((targetRole, index) => ({
        actor,
        targetRole,
        cell: MATRIX[operation][actor][index] as Cell,
      })),
    );

  it('invites to a role only whose permissions the inviter holds', async () => {
    for (const { actor, targetRole, cell } of cells('invite')) {
      const email = staffEmail('matrix');
      const answer = await call(actors[actor].token, 'POST', '/members', {
        email,
        name: 'Asha Rao',
        roleId: roles[targetRole].id,
      });
      expectCell(answer, cell, 201, `${actor} invites as ${targetRole}`);
      if (cell === 'o') expect(answer.statusCode).toBe(400);
      if (cell === 'x') expect(answer.json<{ code: string }>().code).toBe('role_beyond_authority');
    }
  });

  it('gives a member a role only whose permissions the giver holds', async () => {
    for (const { actor, targetRole, cell } of cells('assign')) {
      const member = await memberHolding(viewerRoleId);
      const answer = await call(actors[actor].token, 'PATCH', `/members/${member.id}`, {
        roleId: roles[targetRole].id,
      });
      expectCell(answer, cell, 200, `${actor} gives ${targetRole}`);
      if (cell === 'o') expect(answer.statusCode).toBe(400);
      if (cell === 'x') expect(answer.json<{ code: string }>().code).toBe('role_beyond_authority');
      if (cell === '+') expect(answer.json<MemberAccount>().role.id).toBe(roles[targetRole].id);
    }
  });

  it("turns off only a member whose role's permissions the actor holds, never the owner", async () => {
    for (const { actor, targetRole, cell } of cells('disable')) {
      const member = targetRole === 'owner' ? actors.owner : await memberHolding(roles[targetRole].id);
      const answer = await call(actors[actor].token, 'PATCH', `/members/${member.id}`, {
        status: 'disabled',
      });
      expectCell(answer, cell, 200, `${actor} turns off ${targetRole}`);
      if (cell === 'o') expect(answer.statusCode).toBe(403);
      if (cell === 'x') expect(answer.json<{ code: string }>().code).toBe('member_beyond_authority');
      // A member turned off is out: their session no longer answers.
      if (cell === '+') expect((await call(member.token, 'GET', '/me')).statusCode).toBe(401);
    }
    // The owner still works after every attempt.
    expect((await call(school.ownerToken, 'GET', '/me')).statusCode).toBe(200);
  });

  it('edits a role only whose permissions the editor holds, never their own', async () => {
    for (const { actor, targetRole, cell } of cells('edit')) {
      const role = roles[targetRole];
      const answer = await call(actors[actor].token, 'PATCH', `/roles/${role.id}`, {
        name: role.name,
        permissions: role.permissions,
      });
      expectCell(answer, cell, 200, `${actor} edits ${targetRole}`);
      if (cell === 'x') expect(answer.json<{ code: string }>().code).toBe('role_beyond_authority');
    }
  });

  it('creates, deletes and revokes only within the same reach', async () => {
    const headTeacher = actors.ht.token;
    // Creating: a role holding what the head teacher lacks is refused, one within it is made.
    const tooMuch = await call(headTeacher, 'POST', '/roles', {
      name: 'Eraser',
      permissions: ['students.delete'],
    });
    expect(tooMuch.statusCode, tooMuch.body).toBe(403);
    expect(tooMuch.json()).toMatchObject({
      code: 'role_beyond_authority',
      message: 'You can only give or edit a role whose permissions your own role has.',
    });
    const within = await call(headTeacher, 'POST', '/roles', {
      name: 'Reads students',
      permissions: ['students.view'],
    });
    expect(within.statusCode, within.body).toBe(201);
    // Editing a role one may edit so that it holds more than one holds: refused.
    const grown = await call(headTeacher, 'PATCH', `/roles/${within.json<Role>().id}`, {
      name: 'Reads students',
      permissions: ['students.view', 'students.export'],
    });
    expect(grown.statusCode, grown.body).toBe(403);
    expect(grown.json().code).toBe('role_beyond_authority');

    // Deleting an unused role beyond the actor's reach is refused; an Administrator may (a role
    // holding what administrators hold: closing the school is the owner's alone).
    const adminLike = await call(school.ownerToken, 'POST', '/roles', {
      name: 'Deputy',
      permissions: [...BUILT_IN_PERMISSIONS.administrator],
    });
    const administrator = await memberHolding(roles.administrator.id);
    const deleteAs = (token: string, id: string) => call(token, 'DELETE', `/roles/${id}`);
    const roleDeleter = await call(school.ownerToken, 'POST', '/roles', {
      name: 'Deletes roles',
      permissions: ['roles.delete'],
    });
    const deleter = await memberHolding(roleDeleter.json<Role>().id);
    const refused = await deleteAs(deleter.token, adminLike.json<Role>().id);
    expect(refused.statusCode, refused.body).toBe(403);
    expect(refused.json().code).toBe('role_beyond_authority');
    expect((await deleteAs(administrator.token, adminLike.json<Role>().id)).statusCode).toBe(204);

    // Revoking and resending an invitation: only of a role within reach.
    const adminInvite = await call(school.ownerToken, 'POST', '/members', {
      email: staffEmail('admin-invite'),
      name: 'Vikram Das',
      roleId: roles.administrator.id,
    });
    const teacherInvite = await call(school.ownerToken, 'POST', '/members', {
      email: staffEmail('teacher-invite'),
      name: 'Lata Joshi',
      roleId: roles.teacher.id,
    });
    const adminInvited = adminInvite.json<MemberAccount>().id;
    const resend = await call(actors.mc.token, 'POST', `/members/${adminInvited}/resend`);
    expect(resend.statusCode, resend.body).toBe(403);
    expect(resend.json().code).toBe('member_beyond_authority');
    const revoke = await call(headTeacher, 'DELETE', `/members/${adminInvited}`);
    expect(revoke.statusCode, revoke.body).toBe(403);
    expect(revoke.json()).toMatchObject({
      code: 'member_beyond_authority',
      message: "You can only change a member whose role's permissions your own role has.",
    });
    expect(
      (await call(headTeacher, 'DELETE', `/members/${teacherInvite.json<MemberAccount>().id}`)).statusCode,
    ).toBe(204);
  });

  describe('the attacks that led to the rule', () => {
    it('an inviter holding only members.create cannot invite an Administrator', async () => {
      const email = staffEmail('would-be-admin');
      const answer = await call(actors.mc.token, 'POST', '/members', {
        email,
        name: 'Mallory',
        roleId: roles.administrator.id,
      });
      expect(answer.statusCode, answer.body).toBe(403);
      expect(answer.json().code).toBe('role_beyond_authority');
      // Nobody was invited and no link was mailed.
      const members = await call(school.ownerToken, 'GET', '/members');
      expect(members.json<MemberList>().members.some((member) => member.email === email)).toBe(false);
      await subject.app.jobs.drain('mail');
      expect(() => subject.mail.token(email, '/accept-invitation')).toThrow();
    });

    it('a member editor holding only members.edit cannot make a teacher an Administrator, nor turn one off', async () => {
      const teacher = await memberHolding(roles.teacher.id);
      const administrator = await memberHolding(roles.administrator.id);
      const promote = await call(actors.me.token, 'PATCH', `/members/${teacher.id}`, {
        roleId: roles.administrator.id,
      });
      expect(promote.statusCode, promote.body).toBe(403);
      const disable = await call(actors.me.token, 'PATCH', `/members/${administrator.id}`, {
        status: 'disabled',
      });
      expect(disable.statusCode, disable.body).toBe(403);
      expect(disable.json().code).toBe('member_beyond_authority');
      const [me, adminMe] = await Promise.all([
        call(teacher.token, 'GET', '/me'),
        call(administrator.token, 'GET', '/me'),
      ]);
      expect(me.json().role.builtIn).toBe('teacher');
      expect(adminMe.statusCode).toBe(200);
    });

    it('a role editor holding only roles.edit cannot give its own role everything, nor read a child', async () => {
      const student = await freshRecord(subject.app, school, 'student', `authority-${target.kind}`);
      const grab = await call(actors.re.token, 'PATCH', `/roles/${roles.re.id}`, {
        name: roles.re.name,
        permissions: [...ALL_PERMISSIONS],
      });
      expect(grab.statusCode, grab.body).toBe(403);
      expect(grab.json()).toMatchObject({
        code: 'own_role',
        message: 'Nobody can change the role they hold.',
      });
      const stored = await inTenant(subject.database, school.tenantId, (db) =>
        db
          .select({ permissions: portalRoles.permissions })
          .from(portalRoles)
          .where(and(eq(portalRoles.tenantId, school.tenantId), eq(portalRoles.id, roles.re.id))),
      );
      expect(stored[0]?.permissions.sort()).toEqual(['roles.edit', 'roles.view']);
      const download = await call(actors.re.token, 'GET', `/students/${student}/data.json`);
      expect(download.statusCode).toBe(403);
    });
  });
});
