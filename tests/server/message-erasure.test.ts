import { randomUUID } from 'node:crypto';
import { schoolToday } from '@common/school-clock';
import { guardianAlerts, guardianContacts, jobs, mailOutbox } from '@server/db/schema';
import { MAIL_PURGE_JOB, scheduleMailPurge } from '@server/services/mail/retention';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schoolClock, sectionsOf } from './attendance-fixtures';
import { DAY, MINUTE } from './fake-clock';
import { acceptMessages, deliverMessages } from './guardian-contact-helpers';
import { buildPortalApp, type PortalTestApp, portalCall, type School } from './portal-helpers';
import { databases, type TestDatabase } from './test-database';

// Erasure reaches every copy (docs/requirements/students.md#erasure; issue 31, finding 11): erasing
// a student left the child's name and the guardian's address in mail_outbox, and nothing ever
// deleted outbox rows. Now the erasure deletes the messages about the student and the mail to a
// guardian it removes; delivered mail is deleted 30 days after it was sent, undelivered mail stays.

describe.each(databases())('messages and erasure on $kind', (target) => {
  let database: TestDatabase;
  let subject: PortalTestApp;
  let school: School;
  const clock = schoolClock();

  beforeAll(async () => {
    database = await target.open();
    subject = await buildPortalApp(database.handle, {}, clock);
    school = await subject.school('Green Valley School', ['6']);
  });
  afterAll(async () => {
    await subject?.close();
    await database?.dispose();
  });

  const call = (method: 'GET' | 'POST' | 'PUT', path: string, payload?: unknown) =>
    portalCall(subject.app, school.host, method, path, { token: school.ownerToken, payload });

  async function admit(name: string, guardians: { name: string; phone: string; email: string }[]) {
    const created = await call('POST', '/students', {
      admissionNumber: `E-${randomUUID().slice(0, 8)}`,
      name,
      sectionId: ((await sectionsOf(subject, school))[0] as { id: string }).id,
      guardians: guardians.map((guardian) => ({ ...guardian, relation: 'guardian' })),
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as string;
    const consent = await call('POST', `/students/${id}/consents`, {
      guardianName: guardians[0]?.name,
      relation: 'guardian',
      method: 'in_person',
      givenOn: schoolToday(clock.now()),
      purposes: ['guardian_messages'],
    });
    expect(consent.statusCode, consent.body).toBe(201);
    return id;
  }

  it("deletes the student's alerts and every outbox mail naming the child or sent to a guardian it removes", async () => {
    expect((await call('PUT', '/attendance/settings', { mode: 'daily', lockTime: '23:59' })).statusCode).toBe(
      200,
    );
    const kavita = { name: 'Kavita Shah', phone: '+91 98765 40001', email: 'kavita@example.in' };
    const ravi = { name: 'Ravi Shah', phone: '+91 98765 40002', email: 'ravi@example.in' };
    const aarav = await admit('Aarav Shah', [kavita, ravi]);
    const anya = await admit('Anya Shah', [ravi]);
    const sectionId = ((await sectionsOf(subject, school))[0] as { id: string }).id;
    clock.advance(MINUTE);
    const taken = await call('PUT', `/attendance/sections/${sectionId}`, {
      submissionId: randomUUID(),
      date: schoolToday(clock.now()),
      takenAt: clock.now().toISOString(),
      marks: [aarav, anya].map((studentId) => ({ studentId, mark: 'absent' })),
    });
    expect(taken.statusCode, taken.body).toBe(200);
    await deliverMessages(subject);
    await acceptMessages(subject, kavita.email);
    await acceptMessages(subject, ravi.email);
    expect(subject.mail.sent.filter((mail) => mail.kind === 'guardian_alert')).toHaveLength(3);

    const erased = await call('POST', `/students/${aarav}/erase`, { reason: 'Asked by the family' });
    expect(erased.statusCode, erased.body).toBe(200);

    const outbox = await database.handle.db.select().from(mailOutbox);
    const copies = outbox.filter((mail) =>
      [mail.toAddress, mail.subject, mail.textBody, mail.htmlBody].some(
        (part) => part?.includes('Aarav') || part?.includes(kavita.email),
      ),
    );
    expect(copies).toEqual([]);
    // Ravi still has Anya: his confirmation and Anya's alert stay.
    expect(
      outbox
        .filter((mail) => mail.toAddress === ravi.email)
        .map((mail) => [mail.kind, mail.subject])
        .sort(),
    ).toEqual([
      ['guardian_alert', 'Anya Shah is absent today'],
      ['guardian_confirmation', 'Green Valley School asks to send you attendance messages'],
    ]);
    expect(
      await database.handle.db.select().from(guardianAlerts).where(eq(guardianAlerts.studentId, aarav)),
    ).toEqual([]);
    const contacts = await database.handle.db
      .select({ address: guardianContacts.address })
      .from(guardianContacts)
      .where(eq(guardianContacts.tenantId, school.tenantId));
    expect(contacts.map((contact) => contact.address)).toEqual([ravi.email]);
  });

  it('the daily purge deletes delivered mail after 30 days and finished jobs after 30 (dead letters 90), and keeps what is not done', async () => {
    const now = clock.now();
    const ago = (days: number) => new Date(now.getTime() - days * DAY);
    const mail = (
      status: 'sent' | 'pending' | 'failed',
      sentDaysAgo: number | null,
      createdDaysAgo: number,
    ) => ({
      id: randomUUID(),
      kind: 'guardian_alert',
      toAddress: `${randomUUID()}@example.in`,
      subject: 'A message',
      status,
      sentAt: sentDaysAgo === null ? null : ago(sentDaysAgo),
      createdAt: ago(createdDaysAgo),
    });
    const old = mail('sent', 31, 31);
    const recent = mail('sent', 29, 29);
    const pending = mail('pending', null, 40);
    const failed = mail('failed', null, 40);
    await database.handle.db.insert(mailOutbox).values([old, recent, pending, failed]);
    // Finished jobs: done or cancelled a month ago go, a dead letter stays for three months, and
    // nothing queued or running is touched however old.
    const job = (
      state: 'succeeded' | 'cancelled' | 'failed' | 'queued' | 'running',
      finishedDaysAgo: number | null,
    ) => ({
      id: randomUUID(),
      kind: 'purge-probe',
      payload: {},
      state,
      runAt: ago(100),
      finishedAt: finishedDaysAgo === null ? null : ago(finishedDaysAgo),
      createdAt: ago(100),
      updatedAt: ago(100),
    });
    const jobRows = {
      doneLongAgo: job('succeeded', 31),
      doneLately: job('succeeded', 29),
      cancelledLongAgo: job('cancelled', 31),
      deadLetter: job('failed', 89),
      oldDeadLetter: job('failed', 91),
      queued: job('queued', null),
      running: job('running', null),
    };
    await database.handle.db.insert(jobs).values(Object.values(jobRows));

    await scheduleMailPurge(database.handle.db, subject.app.jobs);
    await scheduleMailPurge(database.handle.db, subject.app.jobs);
    expect(await subject.app.jobs.drain(MAIL_PURGE_JOB)).toMatchObject({ succeeded: 1 });
    const left = await database.handle.db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(inArray(mailOutbox.id, [old.id, recent.id, pending.id, failed.id]));
    expect(left.map((row) => row.id).sort()).toEqual([recent.id, pending.id, failed.id].sort());
    const jobsLeft = await database.handle.db
      .select({ id: jobs.id })
      .from(jobs)
      .where(eq(jobs.kind, 'purge-probe'));
    const { doneLately, deadLetter, queued, running } = jobRows;
    expect(jobsLeft.map((row) => row.id).sort()).toEqual(
      [doneLately.id, deadLetter.id, queued.id, running.id].sort(),
    );

    // It runs again a day later.
    const next = await database.handle.db
      .select({ runAt: jobs.runAt })
      .from(jobs)
      .where(and(eq(jobs.kind, MAIL_PURGE_JOB), eq(jobs.state, 'queued')));
    expect(next.map((job) => job.runAt.getTime())).toEqual([now.getTime() + DAY]);
  });
});
