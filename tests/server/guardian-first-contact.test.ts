import { randomUUID } from 'node:crypto';
import { schoolToday } from '@common/school-clock';
import { guardianAlerts } from '@server/db/schema';
import { inTenant } from '@server/db/tenant-scope';
import { registeredText } from '@server/services/messaging/alert-texts';
import { CONFIRMATION_JOB } from '@server/services/messaging/guardian-contacts';
import { plainWords } from '@server/services/messaging/safe-text';
import { createPortalSession } from '@server/services/portal/session-store';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schoolClock, sectionsOf } from './attendance-fixtures';
import { DAY, MINUTE } from './fake-clock';
import { confirmationLink, deliverMessages, openPage, postAnswer } from './guardian-contact-helpers';
import { buildPortalApp, type PortalTestApp, portalCall, type School } from './portal-helpers';
import { databases, type TestDatabase } from './test-database';

// Messages go only to people who agreed (docs/requirements/security.md#messages-to-guardians;
// issue 31, finding 9): a free, self-registered school typed a student named like a phishing text,
// a guardian address that is nobody's at the school, and ticked consent itself; one absence and the
// text went out. Now that address gets only a confirmation naming the school; the alert waits for
// the guardian's answer on the school's portal, and the name reaches it as plain words.

const PHISHING_NAME = 'URGENT: your KYC expired, pay at http://evil.test/kyc now';

describe.each(databases())('first contact with a guardian on $kind', (target) => {
  let database: TestDatabase;
  let subject: PortalTestApp;
  let school: School;
  const clock = schoolClock();
  let sectionId: string;
  let phished: string;

  beforeAll(async () => {
    database = await target.open();
    subject = await buildPortalApp(database.handle, {}, clock);
    school = await subject.school('Green Valley School', ['6']);
    sectionId = ((await sectionsOf(subject, school))[0] as { id: string }).id;
    expect((await call('PUT', '/attendance/settings', { mode: 'daily', lockTime: '23:59' })).statusCode).toBe(
      200,
    );
    phished = await admit(PHISHING_NAME, '+91 98765 20001', 'nobody@evil.test');
  });
  afterAll(async () => {
    await subject?.close();
    await database?.dispose();
  });

  const call = (method: 'GET' | 'POST' | 'PUT', path: string, payload?: unknown) =>
    portalCall(subject.app, school.host, method, path, { token: school.ownerToken, payload });

  /** A student added through the API with one guardian, and consent to guardian messages ticked by the school. */
  async function admit(name: string, phone: string, email: string): Promise<string> {
    const created = await call('POST', '/students', {
      admissionNumber: `A-${randomUUID().slice(0, 8)}`,
      name,
      sectionId,
      guardians: [{ name: 'Guardian', relation: 'mother', phone, email }],
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as string;
    const consent = await call('POST', `/students/${id}/consents`, {
      guardianName: 'Guardian',
      relation: 'mother',
      method: 'in_person',
      givenOn: schoolToday(clock.now()),
      purposes: ['school_records', 'guardian_messages'],
    });
    expect(consent.statusCode, consent.body).toBe(201);
    return id;
  }

  async function absent(...studentIds: string[]) {
    clock.advance(MINUTE);
    const taken = await call('PUT', `/attendance/sections/${sectionId}`, {
      submissionId: randomUUID(),
      date: schoolToday(clock.now()),
      takenAt: clock.now().toISOString(),
      marks: studentIds.map((studentId) => ({ studentId, mark: 'absent' })),
    });
    expect(taken.statusCode, taken.body).toBe(200);
    await deliverMessages(subject);
  }

  /** The owner's session as of the moved clock (a day later the first one has expired). */
  async function signInAgain() {
    const token = await inTenant(subject.database, school.tenantId, (db) =>
      createPortalSession(db, school.tenantId, school.ownerMemberId, clock.now()),
    );
    school = { ...school, ownerToken: token };
  }

  const alertsOf = (studentId: string) =>
    database.handle.db
      .select({ date: guardianAlerts.date, state: guardianAlerts.state })
      .from(guardianAlerts)
      .where(eq(guardianAlerts.studentId, studentId));

  it("sends the finding's new address nothing but a confirmation naming the school", async () => {
    await absent(phished);
    const mails = subject.mail.to('nobody@evil.test');
    expect(mails.map((mail) => mail.kind)).toEqual(['guardian_confirmation']);
    const [mail] = mails;
    expect(mail?.subject).toBe('Green Valley School asks to send you attendance messages');
    expect(mail?.text).toContain('Green Valley School asks to send you messages about your child');
    expect(`${mail?.subject} ${mail?.text} ${mail?.html}`).not.toMatch(/KYC|URGENT|evil\.test\/kyc/);
    expect(confirmationLink(subject, 'nobody@evil.test').host).toBe(`${school.code}.localhost:3000`);
    expect(await alertsOf(phished)).toEqual([{ date: schoolToday(clock.now()), state: 'held' }]);
    const summary = await call('GET', '/attendance/summary');
    expect(summary.json().messages).toMatchObject({ sent: 0, waiting: 1 });
  });

  it('opening the link changes nothing; accepting sends the held alert, with the name cut to plain words', async () => {
    const link = confirmationLink(subject, 'nobody@evil.test');
    const page = await openPage(subject, link);
    expect(page.status).toBe(200);
    expect(page.html).toContain('Messages from Green Valley School');
    expect(page.html).toContain('n***@evil.test');
    expect(page.html).not.toContain('<script');
    expect(page.headers['content-security-policy']).toMatch(
      /^default-src 'none'; img-src 'self'; style-src 'sha256-/,
    );
    await deliverMessages(subject);
    expect(subject.mail.to('nobody@evil.test', 'guardian_alert')).toEqual([]);

    const accepted = await postAnswer(subject, link, 'accept');
    expect(accepted.status).toBe(200);
    expect(accepted.html).toContain(
      'Thank you. Green Valley School will send its attendance messages to n***@evil.test.',
    );
    await deliverMessages(subject);
    const [alert] = subject.mail.to('nobody@evil.test', 'guardian_alert');
    expect(alert?.text.split('\n\n')[1]).toBe(
      'URGENT your KYC expired pay at of Class 6 A was marked absent at Green Valley School today, Friday, 27 November 2026.',
    );
    for (const part of [alert?.subject, alert?.text, alert?.html]) {
      expect(part).not.toMatch(/http|:\/\/|evil\.test|<script|kyc now/i);
    }
    // The link was used up.
    expect((await postAnswer(subject, link, 'accept')).status).toBe(400);
    expect((await openPage(subject, link)).status).toBe(400);
  });

  it('a link on another school or the main site, or a made-up one, shows the invalid-link page', async () => {
    const other = await subject.school('Hill Top Academy', ['6']);
    const made = new URL(`http://${school.code}.localhost:3000/messages?token=${'a'.repeat(43)}`);
    expect((await openPage(subject, made)).status).toBe(400);
    const elsewhere = new URL(made);
    elsewhere.host = `${other.code}.localhost:3000`;
    expect((await openPage(subject, elsewhere)).status).toBe(400);
    const main = new URL(made);
    main.host = 'localhost:3000';
    const page = await openPage(subject, main);
    expect(page.status).toBe(404);
    expect(page.html).toContain('यह लिंक अब काम नहीं करता');
  });

  it('a guardian who stops gets nothing more; an alert held from an earlier day is never sent', async () => {
    const stopping = await admit('Kabir Singh', '+91 98765 20002', 'stop@example.in');
    const late = await admit('Ira Das', '+91 98765 20003', 'late@example.in');
    await absent(stopping, late);
    const stopped = await postAnswer(subject, confirmationLink(subject, 'stop@example.in'), 'stop');
    expect(stopped.html).toContain(
      'Done. Green Valley School will send no messages to s***@example.in through Shala.',
    );
    await deliverMessages(subject);
    expect(await alertsOf(stopping)).toEqual([{ date: schoolToday(clock.now()), state: 'stopped' }]);

    const yesterday = schoolToday(clock.now());
    clock.advance(DAY);
    await signInAgain();
    // The day is over: what was held then will not be sent, and the summary says so.
    const before = (await call('GET', `/attendance/summary?date=${yesterday}`)).json().messages;
    expect(before).toMatchObject({ waiting: 0 });
    expect(before.notSent).toBeGreaterThanOrEqual(2);
    await absent(stopping);
    expect(subject.mail.to('stop@example.in').map((mail) => mail.kind)).toEqual(['guardian_confirmation']);
    expect((await alertsOf(stopping)).map((alert) => alert.state)).toEqual(['stopped', 'stopped']);

    // Accepted a day later: yesterday's absence is no news any more.
    expect((await postAnswer(subject, confirmationLink(subject, 'late@example.in'), 'accept')).status).toBe(
      200,
    );
    await deliverMessages(subject);
    expect(subject.mail.to('late@example.in', 'guardian_alert')).toEqual([]);
    expect((await alertsOf(late)).map((alert) => alert.state)).toEqual(['expired']);
  });
});

describe.each(databases())('the daily cap on first contacts on $kind', (target) => {
  let database: TestDatabase;
  let subject: PortalTestApp;
  let school: School;
  const clock = schoolClock();

  beforeAll(async () => {
    database = await target.open();
    subject = await buildPortalApp(database.handle, { GUARDIAN_CONFIRMATIONS_PER_DAY: '2' }, clock);
    school = await subject.school('New School', ['6']);
  });
  afterAll(async () => {
    await subject?.close();
    await database?.dispose();
  });

  it('sends at most the cap a day; the rest wait for the next day, and the office sees them waiting', async () => {
    const call = (method: 'GET' | 'POST' | 'PUT', path: string, payload?: unknown) =>
      portalCall(subject.app, school.host, method, path, { token: school.ownerToken, payload });
    expect((await call('PUT', '/attendance/settings', { mode: 'daily', lockTime: '23:59' })).statusCode).toBe(
      200,
    );
    const sectionId = ((await sectionsOf(subject, school))[0] as { id: string }).id;
    const ids: string[] = [];
    for (const n of [1, 2, 3]) {
      const created = await call('POST', '/students', {
        admissionNumber: `CAP-${n}`,
        name: `Student ${n}`,
        sectionId,
        guardians: [
          { name: 'Guardian', relation: 'father', phone: `+91 98765 3000${n}`, email: `g${n}@example.in` },
        ],
      });
      expect(created.statusCode, created.body).toBe(201);
      ids.push(created.json().id);
      await call('POST', `/students/${created.json().id}/consents`, {
        guardianName: 'Guardian',
        relation: 'father',
        method: 'in_person',
        givenOn: schoolToday(clock.now()),
        purposes: ['guardian_messages'],
      });
    }
    const taken = await call('PUT', `/attendance/sections/${sectionId}`, {
      submissionId: randomUUID(),
      date: schoolToday(clock.now()),
      takenAt: clock.now().toISOString(),
      marks: ids.map((studentId) => ({ studentId, mark: 'absent' })),
    });
    expect(taken.statusCode, taken.body).toBe(200);
    await deliverMessages(subject);
    const asked = () => subject.mail.sent.filter((mail) => mail.kind === 'guardian_confirmation');
    expect(asked()).toHaveLength(2);
    expect((await call('GET', '/attendance/summary')).json().messages).toEqual({
      sent: 0,
      waiting: 3,
      notSent: 0,
      confirmationsWaiting: 1,
    });

    await deliverMessages(subject);
    expect(asked()).toHaveLength(2);
    // Past midnight in India the next day's allowance opens.
    clock.advance(DAY);
    expect(await subject.app.jobs.drain(CONFIRMATION_JOB)).toMatchObject({ succeeded: 1 });
    await subject.app.jobs.drain('mail');
    expect(asked()).toHaveLength(3);
  });
});

describe('the registered templates', () => {
  it('are the texts docs/operations.md lists for registration, one {#var#} per variable', () => {
    expect(registeredText('en', 'absent')).toBe(
      '{#var#} ({#var#}) was marked absent at {#var#} today, {#var#}. To reach the school, call {#var#}.',
    );
    expect(registeredText('hi', 'absent')).toBe('{#var#} ({#var#}) आज अनुपस्थित। {#var#} {#var#}');
    expect(registeredText('en', 'correction')).toBe(
      '{#var#} is in school today; the earlier absence message was a mistake.',
    );
    expect(registeredText('hi', 'correction')).toBe(
      '{#var#} आज स्कूल में है; अनुपस्थिति का पिछला संदेश गलती से भेजा गया था।',
    );
    expect(registeredText('en', 'confirm')).toBe(
      "{#var#} asks to send you messages about your child's attendance through Shala. Accept or stop them here: {#var#} If you do not know this school, do nothing: you will get no more messages.",
    );
    expect(registeredText('hi', 'confirm')).toBe(
      '{#var#} Shala के ज़रिए आपके बच्चे की उपस्थिति के संदेश आपको भेजना चाहता है। स्वीकार करें या रोकें: {#var#} अगर आप इस स्कूल को नहीं जानते, तो कुछ न करें: आपको और संदेश नहीं मिलेंगे।',
    );
  });
});

describe('a name in a message', () => {
  it('is cut to plain words: no link, markup or domain', () => {
    expect(plainWords(PHISHING_NAME, 'Your child')).toBe('URGENT your KYC expired pay at');
    expect(plainWords('<img src=x onerror=alert(1)>', 'Your child')).toBe('img srcx onerroralert');
    expect(plainWords('Visit www.evil.test or evil.test', 'Your child')).toBe('Visit or');
    expect(plainWords('mail me@evil.test', 'Your child')).toBe('mail');
    expect(plainWords('https://x.y', 'Your child')).toBe('Your child');
    expect(plainWords('A. K. Sharma', 'Your child')).toBe('A. K. Sharma');
    expect(plainWords('आरव शर्मा', 'आपका बच्चा')).toBe('आरव शर्मा');
    expect(plainWords("D'Souza-Rao", 'Your child')).toBe("D'Souza-Rao");
  });
});
