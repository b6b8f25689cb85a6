import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPortalApp, type PortalTestApp, portalCall, type School } from './portal-helpers';
import { STAFF_PASSWORD, staffMember } from './portal-people-helpers';
import { databases, type TestDatabase } from './test-database';

// A stranger cannot lock a member out of the portal (docs/requirements/security.md#rate-limits):
// over the address's limit of wrong passwords, the portal still admits the member from a network
// they began a session from in the last 30 days, as the owners' login does. Before, 24 wrong
// passwords from 4 networks (6 each, under the per-network limit) and the member's right password
// from their usual network got 429 for 15 minutes.

describe.each(databases())('portal sign-in from a known network on $kind', (target) => {
  let database: TestDatabase;
  let subject: PortalTestApp;
  let school: School;

  beforeAll(async () => {
    database = await target.open();
    // The designed limits: 10 failures per network, 20 wrong passwords per address.
    subject = await buildPortalApp(database.handle, { RATE_LIMIT_SCALE: '1' });
    school = await subject.school('Riverside School', ['6']);
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

  it("admits a member from their usual network after a stranger's 24 wrong passwords", async () => {
    const { member } = await staffMember(subject, school, 'teacher');
    const usual = '10.7.0.1';
    const first = await signIn(member.email, STAFF_PASSWORD, usual);
    expect(first.statusCode, first.body).toBe(200);

    const answers: number[] = [];
    for (const network of ['10.8.0.1', '10.8.1.1', '10.8.2.1', '10.8.3.1']) {
      for (let attempt = 0; attempt < 6; attempt++) {
        answers.push((await signIn(member.email, 'Wrong&Guess-1', network)).statusCode);
      }
    }
    // 20 wrong passwords lock the address; the stranger's last 4 are refused unchecked.
    expect(answers).toEqual([...Array(20).fill(401), ...Array(4).fill(429)]);

    const fromHome = await signIn(member.email, STAFF_PASSWORD, usual);
    expect(fromHome.statusCode, fromHome.body).toBe(200);
    // Any other network still gets 429, and learns nothing about the password.
    const stranger = await signIn(member.email, STAFF_PASSWORD, '10.9.0.1');
    expect(stranger.statusCode).toBe(429);
    expect(stranger.json().message).toContain('for this address');
    const guess = await signIn(member.email, 'Wrong&Guess-2', '10.9.0.2');
    expect(guess.statusCode).toBe(429);
  });

  it('counts the network the invitation was accepted from as known, and a reset starts afresh', async () => {
    const accepting = '10.7.1.1';
    const { member } = await staffMember(subject, school, 'office_staff', accepting);
    for (const network of ['10.8.4.1', '10.8.5.1', '10.8.6.1', '10.8.7.1']) {
      for (let attempt = 0; attempt < 5; attempt++) {
        expect((await signIn(member.email, 'Wrong&Guess-1', network)).statusCode).toBe(401);
      }
    }
    expect((await signIn(member.email, STAFF_PASSWORD, '10.9.1.1')).statusCode).toBe(429);
    const known = await signIn(member.email, STAFF_PASSWORD, accepting);
    expect(known.statusCode, known.body).toBe(200);

    // A password reset starts a fresh count: the new password works from any network.
    const forgot = await portalCall(subject.app, school.host, 'POST', '/password/forgot', {
      payload: { email: member.email },
    });
    expect(forgot.statusCode).toBe(200);
    await subject.app.backgroundTasks.settled();
    await subject.app.jobs.drain('mail');
    const token = subject.mail.token(member.email, '/reset-password');
    const fresh = 'Fresh&Slate-2046';
    const reset = await portalCall(subject.app, school.host, 'POST', '/password/reset', {
      payload: { token, password: fresh },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    const anywhere = await signIn(member.email, fresh, '10.9.2.1');
    expect(anywhere.statusCode, anywhere.body).toBe(200);
  });
});
