import type { MemberAccount, MemberList, Role, RoleList } from '@common/api/portal/people';
import { portalMembers, portalTokens } from '@server/db/schema';
import { inTenant } from '@server/db/tenant-scope';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPortalApp, type PortalTestApp, portalCall, type School } from './portal-helpers';
import { invitationToken, invite, roleOf, staffEmail, staffMember } from './portal-people-helpers';
import { databases, type TestDatabase } from './test-database';

// Who has access to a school's portal and with what (docs/requirements/portal.md#people-and-roles):
// invitations and their links, turning access off and on, other roles; the roles themselves; and
// the permission every route checks.

const FORBIDDEN = 'You do not have permission to do this.';
const MISSING_ID = '00000000-0000-4000-8000-000000000000';

describe.each(databases())('members and roles on $kind', (target) => {
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

  const owner = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', path: string, payload?: unknown) =>
    portalCall(subject.app, school.host, method, path, { token: school.ownerToken, payload });

  describe('members', () => {
    it('invites by e-mail in the chosen language, once per address', async () => {
      const teacher = await roleOf(subject, school, 'teacher');
      const email = staffEmail('hindi');
      const member = await invite(subject, school, {
        email: email.toUpperCase(),
        name: 'Sunita Devi',
        roleId: teacher.id,
        language: 'hi',
      });
      expect(member).toMatchObject({
        email,
        name: 'Sunita Devi',
        status: 'invited',
        role: { id: teacher.id, name: 'Teacher', builtIn: 'teacher' },
        employeeId: null,
        invitationExpired: false,
      });
      expect(member.invitedAt).not.toBeNull();
      await invitationToken(subject, email);
      const [mail] = subject.mail.to(email, 'portal_invitation');
      expect(mail?.subject).toContain('आमंत्रित');
      expect(mail?.text).toContain('Green Valley School');
      // A built-in role is named in the invitation's language.
      expect(mail?.text).toContain('शिक्षक की भूमिका');
      expect(mail?.text).not.toContain('Teacher');

      const twice = await owner('POST', '/members', { email, name: 'Again', roleId: teacher.id });
      expect(twice.statusCode).toBe(409);
      const ownersAddress = await owner('POST', '/members', {
        email: school.owner.email,
        name: 'Again',
        roleId: teacher.id,
      });
      expect(ownersAddress.statusCode).toBe(409);

      const list = await owner('GET', '/members');
      expect(list.statusCode).toBe(200);
      const members = list.json<MemberList>().members;
      expect(members.map((each) => each.email)).toContain(email);
      expect(members.find((each) => each.role.builtIn === 'owner')?.status).toBe('active');
    });

    it("names a school's own role in an invitation as the school named it, in either language", async () => {
      const created = await owner('POST', '/roles', { name: 'Hostel warden', permissions: ['members.view'] });
      expect(created.statusCode, created.body).toBe(201);
      const email = staffEmail('warden');
      await invite(subject, school, { email, roleId: created.json<Role>().id, language: 'hi' });
      const token = await invitationToken(subject, email);
      const [mail] = subject.mail.to(email, 'portal_invitation');
      expect(mail?.text).toContain('Hostel warden की भूमिका');
      const view = await portalCall(subject.app, school.host, 'POST', '/invitations/view', {
        payload: { token: token },
      });
      expect(view.json().role).toEqual({ name: 'Hostel warden', builtIn: null });
    });

    it('gives only a role of this school, never the Owner role', async () => {
      const ownerRole = await roleOf(subject, school, 'owner');
      const otherTeacher = await roleOf(subject, other, 'teacher');
      const teacher = await roleOf(subject, school, 'teacher');
      const foreign = await owner('POST', '/members', {
        email: staffEmail(),
        name: 'X',
        roleId: otherTeacher.id,
      });
      expect(foreign.statusCode).toBe(400);
      expect(foreign.json().message).toBe('Choose a role of this school.');
      const missing = await owner('POST', '/members', { email: staffEmail(), name: 'X', roleId: MISSING_ID });
      expect(missing.json().message).toBe('Choose a role of this school.');
      const asOwner = await owner('POST', '/members', {
        email: staffEmail(),
        name: 'X',
        roleId: ownerRole.id,
      });
      expect(asOwner.statusCode).toBe(400);
      const badEmail = await owner('POST', '/members', {
        email: 'not-an-address',
        name: 'X',
        roleId: teacher.id,
      });
      expect(badEmail.statusCode).toBe(400);
      expect(badEmail.json().message).toBe('Email is invalid');
      const badId = await owner('POST', '/members', { email: staffEmail(), name: 'X', roleId: 'nope' });
      expect(badId.statusCode).toBe(400);
      const noEmployee = await owner('POST', '/members', {
        email: staffEmail(),
        name: 'X',
        roleId: teacher.id,
        employeeId: MISSING_ID,
      });
      expect(noEmployee.statusCode).toBe(400);

      const member = await invite(subject, school, { roleId: teacher.id });
      const reRole = await owner('PATCH', `/members/${member.id}`, { roleId: ownerRole.id });
      expect(reRole.statusCode).toBe(400);
    });

    it('sends an invitation again with a new link, and revokes one not yet accepted', async () => {
      const teacher = await roleOf(subject, school, 'teacher');
      const member = await invite(subject, school, { roleId: teacher.id });
      const first = await invitationToken(subject, member.email);
      // The per-address mail limits do not hold the school back: it resends on purpose.
      const resent = await owner('POST', `/members/${member.id}/resend`);
      expect(resent.statusCode, resent.body).toBe(200);
      expect(resent.json<MemberAccount>().status).toBe('invited');
      const second = await invitationToken(subject, member.email);
      expect(second).not.toBe(first);
      expect(
        (
          await portalCall(subject.app, school.host, 'POST', '/invitations/view', {
            payload: { token: first },
          })
        ).statusCode,
      ).toBe(401);
      expect(
        (
          await portalCall(subject.app, school.host, 'POST', '/invitations/view', {
            payload: { token: second },
          })
        ).statusCode,
      ).toBe(200);

      const revoked = await owner('DELETE', `/members/${member.id}`);
      expect(revoked.statusCode).toBe(204);
      expect(
        (
          await portalCall(subject.app, school.host, 'POST', '/invitations/view', {
            payload: { token: second },
          })
        ).statusCode,
      ).toBe(401);
      expect((await owner('DELETE', `/members/${member.id}`)).statusCode).toBe(404);
      expect((await owner('POST', `/members/${member.id}/resend`)).statusCode).toBe(404);

      const { member: active } = await staffMember(subject, school, 'teacher');
      const resendActive = await owner('POST', `/members/${active.id}/resend`);
      expect(resendActive.statusCode).toBe(409);
      const revokeActive = await owner('DELETE', `/members/${active.id}`);
      expect(revokeActive.statusCode).toBe(409);
      const statusOfInvited = await owner(
        'PATCH',
        `/members/${(await invite(subject, school, { roleId: teacher.id })).id}`,
        {
          status: 'disabled',
        },
      );
      expect(statusOfInvited.statusCode).toBe(409);
    });

    it('shows an invitation past its 7 days as expired', async () => {
      const teacher = await roleOf(subject, school, 'teacher');
      const member = await invite(subject, school, { roleId: teacher.id });
      const token = await invitationToken(subject, member.email);
      const eightDaysAgo = new Date(Date.now() - 8 * 24 * 60 * 60 * 1000);
      await inTenant(subject.database, school.tenantId, async (db) => {
        await db
          .update(portalMembers)
          .set({ invitedAt: eightDaysAgo })
          .where(eq(portalMembers.id, member.id));
        await db
          .update(portalTokens)
          .set({ expiresAt: eightDaysAgo })
          .where(eq(portalTokens.memberId, member.id));
      });
      const listed = (await owner('GET', '/members'))
        .json<MemberList>()
        .members.find((each) => each.id === member.id);
      expect(listed?.invitationExpired).toBe(true);
      expect(
        (
          await portalCall(subject.app, school.host, 'POST', '/invitations/view', {
            payload: { token: token },
          })
        ).statusCode,
      ).toBe(401);
      // Sending it again starts a new 7 days.
      const resent = await owner('POST', `/members/${member.id}/resend`);
      expect(resent.json<MemberAccount>().invitationExpired).toBe(false);
    });

    it("changes a member's role, but nobody changes the owner's member or their own", async () => {
      const { member, session } = await staffMember(subject, school, 'teacher');
      const administrator = await roleOf(subject, school, 'administrator');
      const changed = await owner('PATCH', `/members/${member.id}`, { roleId: administrator.id });
      expect(changed.statusCode, changed.body).toBe(200);
      expect(changed.json<MemberAccount>().role.builtIn).toBe('administrator');
      // Their session carries the new role at once.
      const me = await portalCall(subject.app, school.host, 'GET', '/me', { token: session.token });
      expect(me.json().role.builtIn).toBe('administrator');

      const admin = (method: 'PATCH' | 'DELETE' | 'POST', path: string, payload?: unknown) =>
        portalCall(subject.app, school.host, method, path, { token: session.token, payload });
      for (const target of [school.ownerMemberId, member.id]) {
        const disable = await admin('PATCH', `/members/${target}`, { status: 'disabled' });
        expect(disable.statusCode).toBe(403);
        expect(disable.json().message).toBe("Nobody can change the owner's access or their own.");
        expect((await admin('DELETE', `/members/${target}`)).statusCode).toBe(403);
      }
      expect(
        (await owner('PATCH', `/members/${school.ownerMemberId}`, { status: 'disabled' })).statusCode,
      ).toBe(403);

      expect((await owner('PATCH', `/members/${MISSING_ID}`, { status: 'disabled' })).statusCode).toBe(404);
      // Another school's member is simply not found here.
      expect(
        (await owner('PATCH', `/members/${other.ownerMemberId}`, { status: 'disabled' })).statusCode,
      ).toBe(404);
      const badStatus = await owner('PATCH', `/members/${member.id}`, { status: 'invited' });
      expect(badStatus.statusCode).toBe(400);
    });

    it('checks the permission of every members and roles route', async () => {
      const { session: teacher } = await staffMember(subject, school, 'teacher');
      const { session: office } = await staffMember(subject, school, 'office_staff');
      const anyRole = await roleOf(subject, school, 'teacher');
      const as = (
        token: string,
        method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
        path: string,
        payload?: unknown,
      ) => portalCall(subject.app, school.host, method, path, { token, payload });
      const teacherCalls = [
        as(teacher.token, 'GET', '/members'),
        as(teacher.token, 'POST', '/members', { email: staffEmail(), name: 'X', roleId: anyRole.id }),
        as(teacher.token, 'POST', `/members/${MISSING_ID}/resend`),
        as(teacher.token, 'PATCH', `/members/${MISSING_ID}`, { status: 'disabled' }),
        as(teacher.token, 'DELETE', `/members/${MISSING_ID}`),
        as(teacher.token, 'GET', '/roles'),
        as(teacher.token, 'POST', '/roles', { name: 'Sneaky', permissions: [] }),
        as(teacher.token, 'PATCH', `/roles/${anyRole.id}`, { name: 'Sneaky', permissions: [] }),
        as(teacher.token, 'DELETE', `/roles/${anyRole.id}`),
      ];
      for (const answer of await Promise.all(teacherCalls)) {
        expect(answer.statusCode, answer.body).toBe(403);
        expect(answer.json().message).toBe(FORBIDDEN);
      }
      // Office staff see who has access, and change nothing.
      expect((await as(office.token, 'GET', '/members')).statusCode).toBe(200);
      expect(
        (await as(office.token, 'POST', '/members', { email: staffEmail(), name: 'X', roleId: anyRole.id }))
          .statusCode,
      ).toBe(403);
      expect((await as(office.token, 'GET', '/roles')).statusCode).toBe(403);
      // No session: 401, whatever the body.
      expect(
        (await portalCall(subject.app, school.host, 'POST', '/members', { payload: {} })).statusCode,
      ).toBe(401);
    });
  });

  describe('roles', () => {
    it('lists the built-in roles first, with their members', async () => {
      const answer = await owner('GET', '/roles');
      expect(answer.statusCode).toBe(200);
      const roles = answer.json<RoleList>().roles;
      expect(roles.slice(0, 4).map((role) => role.builtIn)).toEqual([
        'owner',
        'administrator',
        'teacher',
        'office_staff',
      ]);
      expect(roles[0]?.memberCount).toBe(1);
    });

    it('creates, renames and deletes a role of the school, with normalised permissions', async () => {
      const created = await owner('POST', '/roles', {
        name: '  Librarian ',
        permissions: ['employees.edit', 'members.view', 'employees.edit'],
      });
      expect(created.statusCode, created.body).toBe(201);
      const role = created.json<Role>();
      expect(role).toMatchObject({
        name: 'Librarian',
        builtIn: null,
        permissions: ['members.view', 'employees.view', 'employees.edit'],
        memberCount: 0,
      });
      const duplicate = await owner('POST', '/roles', { name: 'LIBRARIAN', permissions: [] });
      expect(duplicate.statusCode).toBe(409);
      const clash = await owner('PATCH', `/roles/${role.id}`, { name: 'teacher', permissions: [] });
      expect(clash.statusCode).toBe(409);
      // Nor a built-in role's Hindi name: a Hindi reader would see two roles called शिक्षक.
      for (const name of ['शिक्षक', ' स्वामी ']) {
        const hindi = await owner('POST', '/roles', { name, permissions: [] });
        expect(hindi.statusCode, name).toBe(409);
        expect(hindi.json()).toMatchObject({ code: 'role_name_taken' });
      }
      const unknown = await owner('POST', '/roles', {
        name: 'Odd',
        permissions: ['members.fly', 'roles.view'],
      });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().message).toBe('Unknown permissions: members.fly.');

      const renamed = await owner('PATCH', `/roles/${role.id}`, {
        name: 'Library staff',
        permissions: ['academics.delete'],
      });
      expect(renamed.statusCode, renamed.body).toBe(200);
      expect(renamed.json<Role>()).toMatchObject({
        name: 'Library staff',
        permissions: ['academics.view', 'academics.delete'],
      });

      // In use: not deleted. Once nobody has it: deleted.
      const member = await invite(subject, school, { roleId: role.id });
      const inUse = await owner('DELETE', `/roles/${role.id}`);
      expect(inUse.statusCode).toBe(409);
      expect(
        (await owner('GET', '/roles')).json<RoleList>().roles.find((each) => each.id === role.id)
          ?.memberCount,
      ).toBe(1);
      expect((await owner('DELETE', `/members/${member.id}`)).statusCode).toBe(204);
      expect((await owner('DELETE', `/roles/${role.id}`)).statusCode).toBe(204);
      expect((await owner('DELETE', `/roles/${role.id}`)).statusCode).toBe(404);
      expect((await owner('PATCH', `/roles/${role.id}`, { name: 'X', permissions: [] })).statusCode).toBe(
        404,
      );
    });

    it('keeps the built-in roles as they are, and other schools’ roles out of reach', async () => {
      const teacher = await roleOf(subject, school, 'teacher');
      const changed = await owner('PATCH', `/roles/${teacher.id}`, { name: 'Tutor', permissions: [] });
      expect(changed.statusCode).toBe(409);
      expect(changed.json().message).toBe('Built-in roles cannot be changed.');
      const deleted = await owner('DELETE', `/roles/${teacher.id}`);
      expect(deleted.statusCode).toBe(409);
      expect(deleted.json().message).toBe('Built-in roles cannot be changed.');

      const foreign = await roleOf(subject, other, 'teacher');
      expect((await owner('DELETE', `/roles/${foreign.id}`)).statusCode).toBe(404);
      const empty = await owner('POST', '/roles', { name: '   ', permissions: [] });
      expect(empty.statusCode).toBe(400);
    });
  });
});
