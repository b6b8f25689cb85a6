// A guardian's sign-in with a one-time code (docs/requirements/guardians.md#sign-in), on both
// databases: the code mailed to the guardian (typed as an e-mail address, or as the phone when
// the school has no messaging provider and the guardian an address); the same 202 for a contact
// that is no one's; a wrong code, five wrong tries spending it, an expired code, a used code; the
// limits per contact (silent) and per network (429); siblings together; a guardian with children
// in two schools signed in to each separately; a member's token is not a guardian's, nor the
// other way round; a guardian taken off a student loses the child at once; signing out.

import type { GuardianHome, GuardianSession } from '@common/api/portal/guardian';
import { guardians, studentGuardians, students } from '@server/db/schema';
import { inTenant } from '@server/db/tenant-scope';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schoolClock, sectionsOf } from './attendance-fixtures';
import { type FakeClock, MINUTE } from './fake-clock';
import { guardianSignIn, mailedCode } from './guardian-fixtures';
import { buildPortalApp, type PortalTestApp, portalCall, type School } from './portal-helpers';
import { databases, type TestDatabase } from './test-database';

const PRIYA = { name: 'Priya Sharma', phone: '+91 98765 43210', email: 'priya.sharma@example.in' };
const SUNIL = { name: 'Sunil Verma', phone: '91234 56789', email: null };

describe.each(databases())('guardian sign-in on $kind', (target) => {
  let database: TestDatabase;
  let subject: PortalTestApp;
  let clock: FakeClock;
  let school: School;
  let other: School;
  let children: { asha: string; arjun: string; ravi: string };
  let ips = 0;
  /** A fresh network for each call that is not about the network's limits. */
  const ip = () => {
    ips += 1;
    return `10.0.${Math.floor(ips / 250)}.${ips % 250}`;
  };

  const call = (
    at: School,
    method: 'GET' | 'POST' | 'DELETE',
    path: string,
    options: { payload?: unknown; token?: string; ip?: string } = {},
  ) => portalCall(subject.app, at.host, method, path, { ip: ip(), ...options });

  const codeFor = (at: School, contact: string, mailbox: string) =>
    mailedCode(subject, at, contact, mailbox, ip());

  async function signIn(at: School, contact: string, mailbox: string): Promise<GuardianSession> {
    clock.advance(MINUTE + 1);
    return guardianSignIn(subject, at, contact, mailbox, ip());
  }

  /** A student and their guardian links; a guardian row made once per school and phone. */
  async function child(at: School, sectionId: string, name: string, guardian: typeof PRIYA | typeof SUNIL) {
    return inTenant(subject.database, at.tenantId, async (db) => {
      const phoneKey = guardian.phone.replace(/\D/g, '').slice(-10);
      const [existing] = await db
        .select({ id: guardians.id })
        .from(guardians)
        .where(and(eq(guardians.tenantId, at.tenantId), eq(guardians.phoneKey, phoneKey)));
      const guardianId =
        existing?.id ??
        (
          await db
            .insert(guardians)
            .values({
              tenantId: at.tenantId,
              name: guardian.name,
              phone: guardian.phone,
              phoneKey,
              email: guardian.email,
            })
            .returning({ id: guardians.id })
        )[0]?.id;
      const [row] = await db
        .insert(students)
        .values({ tenantId: at.tenantId, admissionNumber: `G-${name}`, name, sectionId })
        .returning({ id: students.id });
      if (!row || !guardianId) throw new Error('No student');
      await db
        .insert(studentGuardians)
        .values({ tenantId: at.tenantId, studentId: row.id, guardianId, relation: 'mother' });
      return row.id;
    });
  }

  beforeAll(async () => {
    database = await target.open();
    clock = schoolClock();
    // The limits as production has them (the test apps scale them up by default).
    subject = await buildPortalApp(database.handle, { RATE_LIMIT_SCALE: '1' }, clock);
    school = await subject.school('Sunrise Public School', ['6']);
    other = await subject.school('Lakeside Academy', ['7']);
    const [section] = await sectionsOf(subject, school);
    const [otherSection] = await sectionsOf(subject, other);
    if (!section || !otherSection) throw new Error('No section');
    children = {
      asha: await child(school, section.id, 'Asha Sharma', PRIYA),
      arjun: await child(school, section.id, 'Arjun Sharma', PRIYA),
      ravi: await child(school, section.id, 'Ravi Verma', SUNIL),
    };
    // Priya has a child at the other school too, under the same phone.
    await child(other, otherSection.id, 'Meena Sharma', PRIYA);
  });
  afterAll(async () => {
    await subject?.close();
    await database?.dispose();
  });

  it('signs a guardian in with the mailed code and shows both children, with no password anywhere', async () => {
    const session = await signIn(school, PRIYA.email, PRIYA.email);
    expect(session.home).toEqual({
      guardian: { name: PRIYA.name, language: 'en' },
      school: { name: 'Sunrise Public School', kind: 'school' },
      children: [
        { id: children.arjun, name: 'Arjun Sharma', groups: ['Class 6 A'] },
        { id: children.asha, name: 'Asha Sharma', groups: ['Class 6 A'] },
      ],
    });
    const home = await call(school, 'GET', '/guardian/home', { token: session.token });
    expect(home.json<GuardianHome>().children).toHaveLength(2);
    const [mail] = subject.mail.to(PRIYA.email, 'guardian_sign_in_code');
    expect(mail?.subject).toMatch(/^\d{6} is your code for Sunrise Public School$/);
    expect(mail?.text).toContain('It works for 10 minutes. Do not share it with anyone.');
  });

  it('sends the code for a typed phone to the address the school has, without a messaging provider', async () => {
    const session = await signIn(school, '098765-43210', PRIYA.email);
    expect(session.home.children.map((one) => one.name)).toEqual(['Arjun Sharma', 'Asha Sharma']);
  });

  it('answers the same for a contact that is no one’s, and sends nothing', async () => {
    const before = subject.mail.sent.length;
    for (const contact of ['nobody@example.in', '99999 00000', SUNIL.phone]) {
      const asked = await call(school, 'POST', '/guardian/code', { payload: { contact } });
      expect([asked.statusCode, asked.json()]).toEqual([202, { minutes: 10 }]);
    }
    await subject.app.backgroundTasks.settled();
    await subject.app.jobs.drain('mail');
    // Sunil is a guardian, but with no e-mail address and no provider no code can reach him.
    expect(subject.mail.sent.length).toBe(before);
    const bad = await call(school, 'POST', '/guardian/code', { payload: { contact: 'not a phone' } });
    expect([bad.statusCode, bad.json().code]).toEqual([400, 'guardian_contact_invalid']);
  });

  it('refuses a wrong code, spends a code after five wrong tries, and refuses an expired or used one', async () => {
    const code = await codeFor(school, PRIYA.email, PRIYA.email);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const tries: number[] = [];
    for (let attempt = 0; attempt < 5; attempt += 1)
      tries.push(
        (await call(school, 'POST', '/guardian/session', { payload: { contact: PRIYA.email, code: wrong } }))
          .statusCode,
      );
    expect(tries).toEqual([401, 401, 401, 401, 401]);
    const spent = await call(school, 'POST', '/guardian/session', {
      payload: { contact: PRIYA.email, code },
    });
    expect([spent.statusCode, spent.json().code]).toEqual([401, 'guardian_code_wrong']);

    clock.advance(MINUTE + 1);
    const late = await codeFor(school, PRIYA.email, PRIYA.email);
    clock.advance(10 * MINUTE + 1);
    const expired = await call(school, 'POST', '/guardian/session', {
      payload: { contact: PRIYA.email, code: late },
    });
    expect(expired.statusCode).toBe(401);

    clock.advance(MINUTE + 1);
    const once = await codeFor(school, PRIYA.email, PRIYA.email);
    const first = await call(school, 'POST', '/guardian/session', {
      payload: { contact: PRIYA.email, code: once },
    });
    const again = await call(school, 'POST', '/guardian/session', {
      payload: { contact: PRIYA.email, code: once },
    });
    expect([first.statusCode, again.statusCode]).toEqual([200, 401]);
  });

  it('sends one code a minute and five an hour to a contact, whoever asks, and limits a network', async () => {
    clock.advance(61 * MINUTE);
    const mailed = () => subject.mail.to(PRIYA.email, 'guardian_sign_in_code').length;
    const before = mailed();
    const ask = async (from?: string) =>
      (
        await call(school, 'POST', '/guardian/code', {
          payload: { contact: PRIYA.email },
          ...(from ? { ip: from } : {}),
        })
      ).statusCode;
    expect([await ask(), await ask()]).toEqual([202, 202]);
    for (let minute = 0; minute < 6; minute += 1) {
      clock.advance(MINUTE + 1);
      await ask();
    }
    await subject.app.backgroundTasks.settled();
    await subject.app.jobs.drain('mail');
    expect(mailed() - before).toBe(5);
    // One network asking for many contacts' codes is stopped.
    const statuses: number[] = [];
    for (let n = 0; n < 21; n += 1) statuses.push(await ask('192.0.2.7'));
    expect(statuses.slice(0, 20).every((status) => status === 202)).toBe(true);
    expect(statuses[20]).toBe(429);
  });

  it("keeps each school's sign-in to itself: another school's code, session and children are not this one's", async () => {
    clock.advance(61 * MINUTE);
    const here = await signIn(school, PRIYA.email, PRIYA.email);
    const there = await signIn(other, PRIYA.email, PRIYA.email);
    expect(there.home.children.map((one) => one.name)).toEqual(['Meena Sharma']);
    expect((await call(other, 'GET', '/guardian/home', { token: here.token })).statusCode).toBe(401);
    expect((await call(school, 'GET', '/guardian/home', { token: there.token })).statusCode).toBe(401);
    // A member's token is not a guardian's, nor a guardian's a member's.
    expect((await call(school, 'GET', '/guardian/home', { token: school.ownerToken })).statusCode).toBe(401);
    expect((await call(school, 'GET', '/me', { token: here.token })).statusCode).toBe(401);
    // Another guardian's child is not found, as an unknown one.
    const ravi = await call(school, 'GET', `/guardian/children/${children.ravi}/results`, {
      token: here.token,
    });
    expect([ravi.statusCode, ravi.json().code]).toEqual([404, 'not_found']);
  });

  it('loses a child at once when the school takes the guardian off, and ends at sign-out', async () => {
    clock.advance(61 * MINUTE);
    const session = await signIn(school, PRIYA.email, PRIYA.email);
    const results = () =>
      call(school, 'GET', `/guardian/children/${children.arjun}/results`, { token: session.token });
    expect((await results()).statusCode).toBe(200);
    await inTenant(subject.database, school.tenantId, (db) =>
      db.delete(studentGuardians).where(eq(studentGuardians.studentId, children.arjun)),
    );
    expect((await results()).statusCode).toBe(404);
    const home = await call(school, 'GET', '/guardian/home', { token: session.token });
    expect(home.json<GuardianHome>().children.map((one) => one.name)).toEqual(['Asha Sharma']);
    expect((await call(school, 'DELETE', '/guardian/session', { token: session.token })).statusCode).toBe(
      204,
    );
    expect((await call(school, 'GET', '/guardian/home', { token: session.token })).statusCode).toBe(401);
  });
});
