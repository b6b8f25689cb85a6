import type { HandoffGrant, PortalSession } from '@common/api/portal/session';
import { PROVISION_JOB } from '@server/services/tenants';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { post } from './accounts-helpers';
import { buildPortalApp, type PortalTestApp, portalCall, type School } from './portal-helpers';
import { staffMember } from './portal-people-helpers';
import { bearer, deploy, login, ncert, undeploy } from './tenant-helpers';
import { databases, type TestDatabase } from './test-database';

// The portal session the owner's hand-off opens rests on the owner's account, so every recovery
// step on the owner's side ends it (docs/requirements/security.md#sessions): a password reset, a
// password change (the portal is another device), "sign out everywhere", and deactivating the
// school (reactivating it does not bring the session back). Before, each of the four left it
// working. Staff sessions are their own credentials and stay.

describe.each(databases())("the owner's hand-off portal session on $kind", (target) => {
  let database: TestDatabase;
  let subject: PortalTestApp;
  let school: School;
  let staffToken: string;
  /** The owner's dashboard session the test uses; a recovery step may replace it. */
  let ownerToken: string;

  beforeAll(async () => {
    database = await target.open();
    subject = await buildPortalApp(database.handle);
    school = await subject.school('Sunrise Public School', ['6']);
    ownerToken = school.owner.token;
    staffToken = (await staffMember(subject, school, 'teacher')).session.token;
  });
  afterAll(async () => {
    await subject?.close();
    await database?.dispose();
  });

  /** The owner opens the portal from the dashboard: a portal session of the owner's member. */
  async function handoffSession(): Promise<string> {
    const grant = await subject.app.inject({
      method: 'POST',
      url: `/prod/v1/tenants/user/${school.owner.userId}/portal-handoff`,
      headers: bearer(ownerToken),
    });
    expect(grant.statusCode, grant.body).toBe(200);
    const { code } = grant.json<HandoffGrant>();
    const exchanged = await portalCall(subject.app, school.host, 'POST', '/session/handoff', {
      payload: { code },
    });
    expect(exchanged.statusCode, exchanged.body).toBe(200);
    return exchanged.json<PortalSession>().token;
  }

  const me = async (token: string) =>
    (await portalCall(subject.app, school.host, 'GET', '/me', { token })).statusCode;

  let portalToken: string;
  beforeEach(async () => {
    portalToken = await handoffSession();
    expect(await me(portalToken)).toBe(200);
  });

  it('ends with "sign out everywhere"', async () => {
    const out = await post(subject.app, '/auth/logout-everywhere', undefined, { token: ownerToken });
    expect(out.statusCode, out.body).toBe(204);
    expect(await me(portalToken)).toBe(401);
    expect(await me(staffToken)).toBe(200);
    ownerToken = await login(subject.app, school.owner);
  });

  it('ends with a password change, though the session that changed it stays', async () => {
    const newPassword = 'Chalk&Blackboard-2040';
    const changed = await post(
      subject.app,
      '/auth/change-password',
      { currentPassword: school.owner.password, newPassword },
      { token: ownerToken },
    );
    expect(changed.statusCode, changed.body).toBe(200);
    school.owner.password = newPassword;
    expect(await me(portalToken)).toBe(401);
    expect(await me(staffToken)).toBe(200);
    // The dashboard session that made the change still opens the portal.
    expect(await me(await handoffSession())).toBe(200);
  });

  it('ends with a password reset through the mailed link', async () => {
    const forgot = await post(subject.app, '/auth/forgot-password', { email: school.owner.email });
    expect(forgot.statusCode, forgot.body).toBe(200);
    await subject.app.backgroundTasks.settled();
    await subject.app.jobs.drain('mail');
    const token = subject.mail.token(school.owner.email, '/reset-password');
    const newPassword = 'Register&Roll-2041';
    const reset = await post(subject.app, '/auth/reset-password', {
      token,
      email: school.owner.email,
      password: newPassword,
    });
    expect(reset.statusCode, reset.body).toBe(200);
    school.owner.password = newPassword;
    expect(await me(portalToken)).toBe(401);
    expect(await me(staffToken)).toBe(200);
    ownerToken = await login(subject.app, school.owner);
  });

  it('ends with deactivating the school, and reactivating does not bring it back', async () => {
    const off = await undeploy(subject.app, { userId: school.owner.userId, token: ownerToken });
    expect(off.statusCode, off.body).toBe(200);
    const on = await deploy(subject.app, { userId: school.owner.userId, token: ownerToken }, ncert('6'));
    expect(on.statusCode, on.body).toBe(202);
    await subject.app.jobs.drain(PROVISION_JOB);
    expect(await me(portalToken)).toBe(401);
    expect(await me(staffToken)).toBe(200);
  });
});
