import type { HandoffGrant, Me, PortalSession } from '@common/api/portal/session';
import { ALL_PERMISSIONS } from '@common/portal/permissions';
import { portalTokens, tenants } from '@server/db/schema';
import { inTenant } from '@server/db/tenant-scope';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPortalApp, type PortalTestApp, portalCall, type School } from './portal-helpers';
import {
  invitationToken,
  invite,
  roleOf,
  STAFF_PASSWORD,
  staffEmail,
  staffMember,
} from './portal-people-helpers';
import { bearer, createOwner } from './tenant-helpers';
import { databases, type TestDatabase } from './test-database';

// Getting into a school's portal (docs/requirements/portal.md#getting-in): the owner's hand-off,
// sign-in and out, forgot and reset password through the mailed link, invitations, a member whose
// access is turned off, and a token that only works on its own school's address.

const HANDOFF_EXPIRED =
  'This link to the portal has expired. Open the portal again from your Shala dashboard.';
const INVALID = 'Invalid email or password.';

describe.each(databases())('getting into the portal on $kind', (target) => {
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

  const call = (...args: Parameters<typeof portalCall> extends [unknown, ...infer Rest] ? Rest : never) =>
    portalCall(subject.app, ...args);

  function askHandoff(of: School) {
    return subject.app.inject({
      method: 'POST',
      url: `/prod/v1/tenants/user/${of.owner.userId}/portal-handoff`,
      headers: bearer(of.owner.token),
    });
  }

  async function handoffCode(of: School): Promise<string> {
    const grant = await askHandoff(of);
    expect(grant.statusCode, grant.body).toBe(200);
    return grant.json<HandoffGrant>().code;
  }

  it('opens the portal of a tenant activated before the portal existed, making its rows first', async () => {
    // Such a tenant is active with none of the portal's rows: no roles, no owner member.
    const owner = await createOwner(subject, 'Old Banyan School');
    await subject.database.db
      .update(tenants)
      .set({ isActive: true, deploymentStatus: 'deployed' })
      .where(eq(tenants.id, owner.tenantId));
    const grant = await subject.app.inject({
      method: 'POST',
      url: `/prod/v1/tenants/user/${owner.userId}/portal-handoff`,
      headers: bearer(owner.token),
    });
    expect(grant.statusCode, grant.body).toBe(200);
    const { code, portalUrl } = grant.json<HandoffGrant>();
    const exchanged = await call(new URL(portalUrl).host, 'POST', '/session/handoff', { payload: { code } });
    expect(exchanged.statusCode, exchanged.body).toBe(200);
    expect(exchanged.json<PortalSession>().member).toMatchObject({
      email: owner.email,
      role: { builtIn: 'owner', name: 'Owner' },
      tenant: { name: 'Old Banyan School' },
    });
  });

  it('hands the owner over to the portal once, for 60 seconds', async () => {
    const before = Date.now();
    const grant = await askHandoff(school);
    expect(grant.statusCode, grant.body).toBe(200);
    const { code, portalUrl, expiresAt } = grant.json<HandoffGrant>();
    expect(portalUrl).toBe(`http://${school.code}.localhost:3000`);
    const lifetime = new Date(expiresAt).getTime() - before;
    expect(lifetime).toBeGreaterThan(55_000);
    expect(lifetime).toBeLessThanOrEqual(61_000);
    // Only the hash is kept.
    const stored = await inTenant(subject.database, school.tenantId, (db) =>
      db.select({ hash: portalTokens.tokenHash }).from(portalTokens).where(eq(portalTokens.kind, 'handoff')),
    );
    expect(stored.some((row) => row.hash === code)).toBe(false);

    const exchanged = await call(school.host, 'POST', '/session/handoff', { payload: { code } });
    expect(exchanged.statusCode, exchanged.body).toBe(200);
    const session = exchanged.json<PortalSession>();
    expect(session.member.role.builtIn).toBe('owner');
    expect(session.member.permissions).toEqual([...ALL_PERMISSIONS]);
    expect(session.member.tenant).toEqual({ name: 'Green Valley School', code: school.code, kind: 'school' });
    const me = await call(school.host, 'GET', '/me', { token: session.token });
    expect(me.statusCode, me.body).toBe(200);
    expect(me.json<Me>()).toEqual(session.member);

    const again = await call(school.host, 'POST', '/session/handoff', { payload: { code } });
    expect(again.statusCode).toBe(401);
    expect(again.json().message).toBe(HANDOFF_EXPIRED);
    const unknown = await call(school.host, 'POST', '/session/handoff', {
      payload: { code: 'x'.repeat(43) },
    });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json().message).toBe(HANDOFF_EXPIRED);
  });

  it('refuses a hand-off code after its 60 seconds, on another school, or for an inactive school', async () => {
    const late = await handoffCode(school);
    await inTenant(subject.database, school.tenantId, (db) =>
      db
        .update(portalTokens)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(and(eq(portalTokens.tenantId, school.tenantId), eq(portalTokens.kind, 'handoff'))),
    );
    const expired = await call(school.host, 'POST', '/session/handoff', { payload: { code: late } });
    expect(expired.statusCode).toBe(401);
    expect(expired.json().message).toBe(HANDOFF_EXPIRED);

    const elsewhere = await call(other.host, 'POST', '/session/handoff', {
      payload: { code: await handoffCode(school) },
    });
    expect(elsewhere.statusCode).toBe(401);

    // A newer code replaces the older one.
    const first = await handoffCode(school);
    const second = await handoffCode(school);
    expect(
      (await call(school.host, 'POST', '/session/handoff', { payload: { code: first } })).statusCode,
    ).toBe(401);
    expect(
      (await call(school.host, 'POST', '/session/handoff', { payload: { code: second } })).statusCode,
    ).toBe(200);

    await subject.database.db.update(tenants).set({ isActive: false }).where(eq(tenants.id, other.tenantId));
    const inactive = await askHandoff(other);
    await subject.database.db.update(tenants).set({ isActive: true }).where(eq(tenants.id, other.tenantId));
    expect(inactive.statusCode).toBe(409);
    expect(inactive.json().code).toBe('tenant_not_active');
    // Someone else's user id: 403, as the other tenant calls.
    const foreign = await subject.app.inject({
      method: 'POST',
      url: `/prod/v1/tenants/user/${other.owner.userId}/portal-handoff`,
      headers: bearer(school.owner.token),
    });
    expect(foreign.statusCode).toBe(403);
    expect(
      (
        await subject.app.inject({
          method: 'POST',
          url: `/prod/v1/tenants/user/${school.owner.userId}/portal-handoff`,
        })
      ).statusCode,
    ).toBe(401);
  });

  it('lets only one of two simultaneous exchanges of a code through', async () => {
    const code = await handoffCode(school);
    const answers = await Promise.all([
      call(school.host, 'POST', '/session/handoff', { payload: { code } }),
      call(school.host, 'POST', '/session/handoff', { payload: { code } }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 401]);
  });

  it('resets a password through the mailed link, which ends every session, then signs in with it', async () => {
    const ownerEmail = school.owner.email;
    // The owner's member has no password until they choose one.
    const before = await call(school.host, 'POST', '/session', {
      payload: { email: ownerEmail, password: STAFF_PASSWORD },
    });
    expect(before.statusCode).toBe(401);
    expect(before.json().message).toBe(INVALID);

    const forgot = await call(school.host, 'POST', '/password/forgot', { payload: { email: ownerEmail } });
    expect(forgot.statusCode, forgot.body).toBe(200);
    const nobody = await call(school.host, 'POST', '/password/forgot', {
      payload: { email: 'nobody@vidyavihar.in' },
    });
    expect(nobody.json()).toEqual(forgot.json());
    await subject.app.backgroundTasks.settled();
    await subject.app.jobs.drain('mail');
    const link = subject.mail.link(ownerEmail, '/reset-password');
    expect(link.origin).toBe(`http://${school.code}.localhost:3000`);
    expect(subject.mail.to('nobody@vidyavihar.in')).toEqual([]);
    // The token rides in the fragment, which no request carries (docs/requirements/security.md#logs).
    expect(link.search).toBe('');
    const token = new URLSearchParams(link.hash.slice(1)).get('token') ?? '';

    const weak = await call(school.host, 'POST', '/password/reset', {
      payload: { token, password: 'password' },
    });
    expect(weak.statusCode).toBe(400);
    const reset = await call(school.host, 'POST', '/password/reset', {
      payload: { token, password: STAFF_PASSWORD },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    expect((await call(school.host, 'GET', '/me', { token: school.ownerToken })).statusCode).toBe(401);
    const reused = await call(school.host, 'POST', '/password/reset', {
      payload: { token, password: 'Another&Chalk-2032' },
    });
    expect(reused.statusCode).toBe(400);

    const wrong = await call(school.host, 'POST', '/session', {
      payload: { email: ownerEmail, password: 'Wrong&Guess-1' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().message).toBe(INVALID);
    const unknown = await call(school.host, 'POST', '/session', {
      payload: { email: 'nobody@vidyavihar.in', password: STAFF_PASSWORD },
    });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json().message).toBe(INVALID);
    const signedIn = await call(school.host, 'POST', '/session', {
      payload: { email: ownerEmail.toUpperCase(), password: STAFF_PASSWORD },
    });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    school.ownerToken = signedIn.json<PortalSession>().token;
    // Not on another school's address.
    const elsewhere = await call(other.host, 'POST', '/session', {
      payload: { email: ownerEmail, password: STAFF_PASSWORD },
    });
    expect(elsewhere.statusCode).toBe(401);
  });

  it('signs out: the token stops working', async () => {
    const code = await handoffCode(school);
    const { token } = (
      await call(school.host, 'POST', '/session/handoff', { payload: { code } })
    ).json<PortalSession>();
    const out = await call(school.host, 'DELETE', '/session', { token });
    expect(out.statusCode).toBe(204);
    expect((await call(school.host, 'GET', '/me', { token })).statusCode).toBe(401);
    expect((await call(school.host, 'DELETE', '/session', { token })).statusCode).toBe(401);
  });

  it("shows the invitation's language, so its page opens in the language its mail was written in", async () => {
    const teacher = await roleOf(subject, school, 'teacher');
    const email = staffEmail('teacher');
    await invite(subject, school, { email, name: 'Sunita Devi', roleId: teacher.id, language: 'hi' });
    const token = await invitationToken(subject, email);
    const view = await call(school.host, 'POST', '/invitations/view', { payload: { token } });
    expect(view.statusCode, view.body).toBe(200);
    expect(view.json()).toMatchObject({ name: 'Sunita Devi', language: 'hi' });
  });

  it('invites, shows the invitation, accepts it (signing in) and then signs in with the password', async () => {
    const teacher = await roleOf(subject, school, 'teacher');
    const email = staffEmail('teacher');
    const member = await invite(subject, school, { email, name: 'Ravi Kumar', roleId: teacher.id });
    expect(member.status).toBe('invited');
    const token = await invitationToken(subject, email);
    const [mail] = subject.mail.to(email, 'portal_invitation');
    expect(mail?.subject).toContain('Green Valley School');
    expect(mail?.text).toContain('Teacher');
    expect(subject.mail.link(email, '/accept-invitation').origin).toBe(
      `http://${school.code}.localhost:3000`,
    );

    // Invited members have no password yet.
    const early = await call(school.host, 'POST', '/session', {
      payload: { email, password: STAFF_PASSWORD },
    });
    expect(early.statusCode).toBe(401);

    const view = await call(school.host, 'POST', '/invitations/view', { payload: { token: token } });
    expect(view.statusCode, view.body).toBe(200);
    expect(view.json()).toEqual({
      email,
      name: 'Ravi Kumar',
      role: { name: 'Teacher', builtIn: 'teacher' },
      tenant: { name: 'Green Valley School', code: school.code, kind: 'school' },
      language: 'en',
    });
    expect(
      (await call(other.host, 'POST', '/invitations/view', { payload: { token: token } })).statusCode,
    ).toBe(401);

    const accepted = await call(school.host, 'POST', '/invitations/accept', {
      payload: { token, password: STAFF_PASSWORD, name: '  Ravi K. ' },
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const session = accepted.json<PortalSession>();
    expect(session.member).toMatchObject({ name: 'Ravi K.', email, role: { builtIn: 'teacher' } });
    expect(session.member.permissions).toEqual([
      'employees.view',
      'academics.view',
      'students.view',
      'timetable.view',
      'attendance.view',
      'attendance.create',
      'exams.view',
      'exams.enter',
    ]);
    expect((await call(school.host, 'GET', '/me', { token: session.token })).statusCode).toBe(200);

    const used = await call(school.host, 'POST', '/invitations/view', { payload: { token: token } });
    expect(used.statusCode).toBe(401);
    const usedMessage = used.json().message;
    const again = await call(school.host, 'POST', '/invitations/accept', {
      payload: { token, password: STAFF_PASSWORD },
    });
    expect(again.statusCode).toBe(401);
    expect(again.json().message).toBe(usedMessage);
    const signedIn = await call(school.host, 'POST', '/session', {
      payload: { email, password: STAFF_PASSWORD },
    });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
  });

  it('refuses a member whose access is turned off, and ends their sessions', async () => {
    const { member, session } = await staffMember(subject, school, 'office_staff');
    const off = await call(school.host, 'PATCH', `/members/${member.id}`, {
      token: school.ownerToken,
      payload: { status: 'disabled' },
    });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().status).toBe('disabled');
    expect((await call(school.host, 'GET', '/me', { token: session.token })).statusCode).toBe(401);
    const refused = await call(school.host, 'POST', '/session', {
      payload: { email: member.email, password: STAFF_PASSWORD },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(
      "Your access to this portal has been turned off. Ask the school's administrator.",
    );
    // A wrong password still says only that.
    const wrong = await call(school.host, 'POST', '/session', {
      payload: { email: member.email, password: 'Wrong&Guess-1' },
    });
    expect(wrong.statusCode).toBe(401);

    const on = await call(school.host, 'PATCH', `/members/${member.id}`, {
      token: school.ownerToken,
      payload: { status: 'active' },
    });
    expect(on.statusCode).toBe(200);
    const back = await call(school.host, 'POST', '/session', {
      payload: { email: member.email, password: STAFF_PASSWORD },
    });
    expect(back.statusCode).toBe(200);
  });

  it("mails a member's reset link in their language, and nothing to an invited member", async () => {
    const teacher = await roleOf(subject, school, 'teacher');
    const email = staffEmail('hindi');
    await invite(subject, school, { email, name: 'Sunita Devi', roleId: teacher.id, language: 'hi' });
    const token = await invitationToken(subject, email);
    // Not accepted yet: no reset link.
    await call(school.host, 'POST', '/password/forgot', { payload: { email } });
    await subject.app.backgroundTasks.settled();
    await subject.app.jobs.drain('mail');
    expect(subject.mail.to(email, 'portal_password_reset')).toEqual([]);

    const accepted = await call(school.host, 'POST', '/invitations/accept', {
      payload: { token, password: STAFF_PASSWORD },
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json<PortalSession>().member.language).toBe('hi');
    await call(school.host, 'POST', '/password/forgot', { payload: { email } });
    await subject.app.backgroundTasks.settled();
    await subject.app.jobs.drain('mail');
    const [mail] = subject.mail.to(email, 'portal_password_reset');
    expect(mail?.subject).toContain('पासवर्ड');
    expect(mail?.html).toContain('<html lang="hi">');
    expect(subject.mail.link(email, '/reset-password').origin).toBe(`http://${school.code}.localhost:3000`);
  });

  it("refuses a session of one school on another school's address", async () => {
    const onOther = await call(other.host, 'GET', '/me', { token: school.ownerToken });
    expect(onOther.statusCode).toBe(401);
    expect((await call(other.host, 'GET', '/members', { token: school.ownerToken })).statusCode).toBe(401);
    expect((await call(school.host, 'GET', '/me', { token: school.ownerToken })).statusCode).toBe(200);
  });
});

describe.each(databases())('portal sign-in limits on $kind', (target) => {
  let database: TestDatabase;
  let subject: PortalTestApp;
  let school: School;

  beforeAll(async () => {
    database = await target.open();
    // A fifth of the designed limits: 2 failures per network, 4 wrong passwords per address.
    subject = await buildPortalApp(database.handle, { RATE_LIMIT_SCALE: '0.2' });
    school = await subject.school('Lake View School', ['6']);
  });
  afterAll(async () => {
    await subject?.close();
    await database?.dispose();
  });

  const signIn = (email: string, password: string, ip: string) =>
    subject.app.inject({
      method: 'POST',
      url: '/prod/v1/portal/session',
      headers: { host: school.host },
      remoteAddress: ip,
      payload: { email, password },
    });

  it('limits failed sign-ins per network, and counts a success as none', async () => {
    const { member } = await staffMember(subject, school, 'teacher');
    expect((await signIn(member.email, 'Wrong&Guess-1', '10.1.0.1')).statusCode).toBe(401);
    expect((await signIn(member.email, STAFF_PASSWORD, '10.1.0.1')).statusCode).toBe(200);
    expect((await signIn('nobody@vidyavihar.in', 'Wrong&Guess-1', '10.1.0.1')).statusCode).toBe(401);
    const limited = await signIn(member.email, STAFF_PASSWORD, '10.1.0.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    expect((await signIn(member.email, STAFF_PASSWORD, '10.1.0.2')).statusCode).toBe(200);
  });

  it('limits wrong passwords per address, from any network', async () => {
    const { member } = await staffMember(subject, school, 'teacher');
    for (let attempt = 0; attempt < 4; attempt++) {
      expect((await signIn(member.email, 'Wrong&Guess-1', `10.2.0.${attempt + 1}`)).statusCode).toBe(401);
    }
    const limited = await signIn(member.email, STAFF_PASSWORD, '10.2.1.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toContain('for this address');
  });
});
