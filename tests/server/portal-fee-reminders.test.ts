import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { feeReminders } from '@server/db/fee-tables';
import { registeredText } from '@server/services/messaging/alert-texts';
import { CONFIRMATION_JOB } from '@server/services/messaging/guardian-contacts';
import { smsLength } from '@server/services/messaging/sms-length';
import {
  FEE_REMINDERS_DAILY_JOB,
  FEE_REMINDERS_SCHOOL_JOB,
  nextReminderRun,
  scheduleFeeReminders,
} from '@server/services/portal/fees/reminder-jobs';
import { FEE_REMINDER_JOB } from '@server/services/portal/fees/reminders';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeClock } from './fake-clock';
import { attempt, type FeeCalls, feeCalls } from './fee-fixtures';
import { acceptMessages, postAnswer } from './guardian-contact-helpers';
import { buildPortalApp, memberWithRole, type PortalTestApp, type School } from './portal-helpers';
import { firstSectionId } from './portal-records';
import { databases, type TestDatabase } from './test-database';

// Fee reminders (docs/requirements/fees.md#reminders): the daily job reminds 3 days before a due
// date, on it and 7 days after it while unpaid, one message per guardian naming each of their
// children, only with consent to guardian messages and only to an address its guardian accepted,
// in the guardian's language, with the amount, the UPI links and the office's phone; at most two a
// week per guardian and one a day, so a second run the same day sends nothing; the defaulters'
// one tap under the same rules. Time is the test's clock: the day's run is at 10:00 in India.

const REMINDER_JOBS = [FEE_REMINDERS_DAILY_JOB, FEE_REMINDERS_SCHOOL_JOB, FEE_REMINDER_JOB, CONFIRMATION_JOB];
const TERM_DUE = '2026-07-10';
const TERM_PAISE = 1_500_000;

/** 10:00 in India on `date`: the reminders' hour. */
const tenInIndia = (date: string) => `${date}T04:30:00.000Z`;

/** The school's fee settings (reminders 3 days before and 7 after, no fine) and one term's plan for its first section (answered). */
async function publishTermPlan(
  subject: PortalTestApp,
  school: School,
  calls: FeeCalls,
  contact: { upiVpa: string; upiPayee: string; officePhone: string },
) {
  await calls.call('PUT', '/fees/settings', {
    ...contact,
    receiptSeries: 'R',
    fineGraceDays: 0,
    fineKind: 'none',
    finePaise: 0,
    fineCapPaise: 0,
    advanceLimitPaise: 0,
    reminderDaysBefore: 3,
    reminderDaysAfter: 7,
    gstMode: false,
    gstin: '',
  });
  const tuition = (await calls.call('POST', '/fees/heads', {
    name: 'Tuition',
    kind: 'recurring',
    gstRateBp: 0,
  })) as { id: string };
  const sectionId = await firstSectionId(subject.app, school);
  const plan = (await calls.call('POST', '/fees/plans', {
    name: 'Section fees',
    classId: null,
    sectionId,
    category: null,
  })) as { id: string; versions: { effectiveFrom: string }[] };
  await calls.call('PUT', `/fees/plans/${plan.id}/draft`, {
    effectiveFrom: plan.versions[0]?.effectiveFrom,
    instalments: [
      { key: 'i1', label: 'Term 2', dueOn: TERM_DUE, amounts: [{ headId: tuition.id, paise: TERM_PAISE }] },
    ],
  });
  await calls.call('POST', `/fees/plans/${plan.id}/publish`);
  return sectionId;
}

describe.each(databases())('fee reminders on $kind', (target) => {
  let database: TestDatabase;
  let subject: PortalTestApp;
  let school: School;
  let calls: FeeCalls;
  const clock = new FakeClock('2026-06-01T03:30:00.000Z');
  const ids: Record<string, string> = {};

  const deliver = async () => {
    await subject.app.jobs.drain(REMINDER_JOBS);
    await subject.app.jobs.drain('mail');
  };
  /** The clock at 10:00 in India on `date`, and every job due by then run. */
  const day = async (date: string) => {
    clock.set(tenInIndia(date));
    await deliver();
  };
  /** Fee reminder mails so far: [to, subject, text]. */
  const reminderMails = () =>
    subject.mail.sent
      .filter((mail) => mail.kind === 'guardian_alert')
      .map((mail) => ({ to: mail.to, subject: mail.subject, text: mail.text }));
  // A new session each time: the test's days are further apart than a session lives.
  const clerk = () => memberWithRole(subject, school, 'office_staff');
  const remind = async (studentIds: string[]) =>
    (await calls.call('POST', '/fees/reminders', { studentIds }, await clerk())) as {
      sent: number;
      skipped: number;
    };
  const pay = async (studentId: string) =>
    calls.call(
      'POST',
      '/fees/payments',
      { key: attempt(), studentId, amountPaise: TERM_PAISE, mode: 'cash', reference: '' },
      await clerk(),
    );
  const rows = () =>
    database.handle.db
      .select({
        guardianId: feeReminders.guardianId,
        studentId: feeReminders.studentId,
        messageId: feeReminders.messageId,
        onDate: feeReminders.onDate,
        reason: feeReminders.reason,
        state: feeReminders.state,
      })
      .from(feeReminders)
      .where(eq(feeReminders.tenantId, school.tenantId))
      .orderBy(asc(feeReminders.createdAt));

  const addStudent = async (
    name: string,
    guardian: { name: string; phone: string; email: string; language?: 'en' | 'hi' },
    purposes: string[],
  ) => {
    const sectionId = await firstSectionId(subject.app, school);
    const student = (await calls.call('POST', '/students', {
      admissionNumber: `FR-${randomUUID().slice(0, 8)}`,
      name,
      sectionId,
      guardians: [{ relation: 'mother', language: 'en', ...guardian }],
    })) as { id: string };
    await calls.call('POST', `/students/${student.id}/consents`, {
      guardianName: guardian.name,
      relation: 'mother',
      method: 'in_person',
      givenOn: '2026-04-01',
      purposes,
    });
    return student.id;
  };

  beforeAll(async () => {
    database = await target.open();
    subject = await buildPortalApp(database.handle, {}, clock);
    school = await subject.school('Reminder Public School', ['5']);
    calls = feeCalls(subject, school);
    await publishTermPlan(subject, school, calls, {
      upiVpa: 'reminders@sbi',
      upiPayee: 'Reminder Public School',
      officePhone: '+91 98765 00000',
    });

    const kavita = { name: 'Kavita Shah', phone: '+91 98765 10001', email: 'kavita@example.in' };
    ids.aarav = await addStudent('Aarav Shah', kavita, ['guardian_messages']);
    ids.diya = await addStudent('Diya Shah', kavita, ['guardian_messages']);
    ids.meera = await addStudent(
      'Meera Joshi',
      { name: 'Sunita Joshi', phone: '+91 98765 10002', email: 'sunita@example.in', language: 'hi' },
      ['guardian_messages'],
    );
    ids.kabir = await addStudent(
      'Kabir Singh',
      { name: 'Rekha Singh', phone: '+91 98765 10003', email: 'rekha@example.in' },
      ['school_records'],
    );
    ids.rohan = await addStudent(
      'Rohan Verma',
      { name: 'Anil Verma', phone: '+91 98765 10004', email: 'anil@example.in' },
      ['guardian_messages'],
    );
    // Rohan's family pays the term early.
    await pay(ids.rohan as string);
    await scheduleFeeReminders(database.handle.db, subject.app.jobs, clock.now());
  });
  afterAll(async () => {
    await subject?.close();
    await database?.dispose();
  });

  it('runs at 10:00 in India, and reminds no one on a day nothing falls due', async () => {
    expect(nextReminderRun(new Date(tenInIndia('2026-06-01'))).toISOString()).toBe(tenInIndia('2026-06-02'));
    expect(nextReminderRun(new Date('2026-06-01T04:29:59.000Z')).toISOString()).toBe(
      tenInIndia('2026-06-01'),
    );
    await day('2026-06-01');
    await day('2026-07-06');
    expect(await rows()).toEqual([]);
    expect(subject.mail.sent.filter((mail) => mail.kind === 'guardian_confirmation')).toEqual([]);
  });

  it('three days before: one message per family, held until the guardian accepts the address', async () => {
    await day('2026-07-07');
    // First contact: the confirmation goes, the reminder waits.
    expect(reminderMails()).toEqual([]);
    const asked = subject.mail.sent.filter((mail) => mail.kind === 'guardian_confirmation').map((m) => m.to);
    expect(asked.sort()).toEqual(['kavita@example.in', 'sunita@example.in']);
    const held = await rows();
    // Aarav and Diya share Kavita: one message naming both. No consent (Kabir), paid (Rohan): none.
    expect(held.map((row) => [row.studentId, row.reason, row.state]).sort()).toEqual(
      [
        [ids.aarav, 'before', 'held'],
        [ids.diya, 'before', 'held'],
        [ids.meera, 'before', 'held'],
      ].sort(),
    );
    expect(new Set(held.map((row) => row.messageId)).size).toBe(2);

    await acceptMessages(subject, 'kavita@example.in');
    await acceptMessages(subject, 'sunita@example.in');
    await deliver();
    const mails = reminderMails();
    expect(mails.map((mail) => mail.to).sort()).toEqual(['kavita@example.in', 'sunita@example.in']);
    const kavita = mails.find((mail) => mail.to === 'kavita@example.in');
    expect(kavita?.subject).toBe('Fee reminder from Reminder Public School');
    expect(kavita?.text).toContain('Aarav Shah Rs 15,000 due 10 Jul');
    expect(kavita?.text).toContain('Diya Shah Rs 15,000 due 10 Jul');
    expect(kavita?.text).toContain('Total due: Rs 30,000.');
    expect(kavita?.text).toContain('+91 98765 00000');
    const links = kavita?.text.split('\n').filter((line) => line.startsWith('upi://')) ?? [];
    expect(links).toHaveLength(2);
    for (const link of links) {
      const url = new URL(link);
      expect(url.searchParams.get('pa')).toBe('reminders@sbi');
      expect(url.searchParams.get('am')).toBe('15000.00');
    }
    // Hindi for a Hindi guardian.
    const sunita = mails.find((mail) => mail.to === 'sunita@example.in');
    expect(sunita?.subject).toBe('Reminder Public School: फ़ीस की याद');
    expect(sunita?.text).toContain('Reminder Public School की ओर से फ़ीस की याद:');
    expect(sunita?.text).toContain('Meera Joshi ₹15,000 (10 जुलाई)');
    expect(sunita?.text).toContain('कुल देय: ₹15,000।');
    expect((await rows()).every((row) => row.state === 'sent')).toBe(true);
    expect(subject.mail.to('rekha@example.in')).toEqual([]);
    expect(subject.mail.to('anil@example.in')).toEqual([]);
  });

  it('sends nothing more when the day runs twice', async () => {
    const before = { mails: reminderMails().length, rows: (await rows()).length };
    for (let run = 0; run < 2; run += 1) {
      await subject.app.jobs.enqueue(database.handle.db, FEE_REMINDERS_SCHOOL_JOB, {
        tenantId: school.tenantId,
      });
      await deliver();
    }
    // And the defaulters' tap the same day: each family had its message today.
    clock.advance(60_000);
    expect(await remind([ids.aarav as string, ids.meera as string])).toEqual({ sent: 0, skipped: 2 });
    await deliver();
    expect(reminderMails()).toHaveLength(before.mails);
    expect(await rows()).toHaveLength(before.rows);
  });

  it('on the due date: again, now that the addresses are accepted, straight away', async () => {
    await day('2026-07-08');
    await day(TERM_DUE);
    const today = (await rows()).filter((row) => row.onDate === TERM_DUE);
    expect(today.map((row) => [row.studentId, row.reason, row.state]).sort()).toEqual(
      [
        [ids.aarav, 'on', 'sent'],
        [ids.diya, 'on', 'sent'],
        [ids.meera, 'on', 'sent'],
      ].sort(),
    );
    expect(reminderMails()).toHaveLength(4);
  });

  it('holds the weekly cap: a third reminder within seven days is skipped', async () => {
    await day('2026-07-11');
    // Kavita and Sunita had two this week; Kabir's family has no consent; Rohan owes nothing.
    expect(await remind([ids.aarav, ids.diya, ids.meera, ids.kabir, ids.rohan] as string[])).toEqual({
      sent: 0,
      skipped: 4,
    });
    await day('2026-07-14');
    // 8 to 14 July: Sunita had one (the 10th).
    expect(await remind([ids.meera as string])).toEqual({ sent: 1, skipped: 0 });
    await deliver();
    expect(reminderMails().filter((mail) => mail.to === 'sunita@example.in')).toHaveLength(3);
    await day('2026-07-15');
    expect(await remind([ids.meera as string])).toEqual({ sent: 0, skipped: 1 });
    await deliver();
    expect(reminderMails()).toHaveLength(5);
  });

  it('seven days after, while unpaid: a paid child is left out of the family message', async () => {
    await day('2026-07-16');
    await pay(ids.diya as string);
    await day('2026-07-17');
    const today = (await rows()).filter((row) => row.onDate === '2026-07-17');
    expect(today.map((row) => [row.studentId, row.reason, row.state]).sort()).toEqual(
      [
        [ids.aarav, 'after', 'sent'],
        [ids.meera, 'after', 'sent'],
      ].sort(),
    );
    const kavita = reminderMails().filter((mail) => mail.to === 'kavita@example.in');
    expect(kavita).toHaveLength(3);
    expect(kavita.at(-1)?.text).toContain('Aarav Shah Rs 15,000 due 10 Jul');
    expect(kavita.at(-1)?.text).not.toContain('Diya');
    // Nothing more falls due: the days after are quiet.
    await day('2026-07-18');
    await day('2026-07-25');
    expect(reminderMails()).toHaveLength(7);
  });

  it('counts the families of the one tap: sent, and skipped without consent', async () => {
    await day('2026-07-27');
    expect(await remind([ids.aarav, ids.diya, ids.kabir] as string[])).toEqual({ sent: 1, skipped: 1 });
    // Ids that are not the school's students are passed over.
    expect(await remind([randomUUID()])).toEqual({ sent: 0, skipped: 0 });
    await deliver();
    const last = reminderMails().at(-1);
    expect(last?.to).toBe('kavita@example.in');
    expect(last?.text).toContain('Aarav Shah Rs 15,000 due 10 Jul');
    const refused = await calls.raw('POST', '/fees/reminders', { studentIds: [] }, await clerk());
    expect(refused.status).toBe(400);
  });
});

describe.each(databases())('fee reminders by SMS on $kind', (target) => {
  let database: TestDatabase;
  let subject: PortalTestApp;
  let school: School;
  let provider: Server;
  const clock = new FakeClock('2026-06-01T03:30:00.000Z');
  const received: {
    channel: string;
    templateId: string;
    to: string;
    language: string;
    variables: string[];
  }[] = [];

  beforeAll(async () => {
    provider = createServer((request, response) => {
      let text = '';
      request.on('data', (chunk) => {
        text += chunk;
      });
      request.on('end', () => {
        received.push(JSON.parse(text));
        response.end('{"ok":true}');
      });
    });
    await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
    const { port } = provider.address() as AddressInfo;
    database = await target.open();
    subject = await buildPortalApp(
      database.handle,
      {
        MESSAGING_PROVIDER_URL: `http://127.0.0.1:${port}/messages`,
        MESSAGING_PROVIDER_TOKEN: 'provider-secret',
        MESSAGING_CHANNEL: 'sms',
        MESSAGING_TEMPLATE_IDS: ['absent', 'correction', 'confirm', 'fee_due']
          .flatMap((name) => [`${name}.en=T-${name}-EN`, `${name}.hi=T-${name}-HI`])
          .join(','),
      },
      clock,
    );
    school = await subject.school('Hill Top Academy', ['5']);
    const calls = feeCalls(subject, school);
    // No UPI ID and no fee office phone: pay at the office, call the school's contact phone.
    const sectionId = await publishTermPlan(subject, school, calls, {
      upiVpa: '',
      upiPayee: '',
      officePhone: '',
    });
    for (const [name, guardian, phone, language] of [
      ['Aarav Shah', 'Kavita Shah', '+91 98765 20001', 'en'],
      ['Meera Joshi', 'Sunita Joshi', '+91 98765 20002', 'hi'],
    ] as const) {
      const student = (await calls.call('POST', '/students', {
        admissionNumber: `FS-${randomUUID().slice(0, 8)}`,
        name,
        sectionId,
        guardians: [{ name: guardian, relation: 'mother', phone, language }],
      })) as { id: string };
      await calls.call('POST', `/students/${student.id}/consents`, {
        guardianName: guardian,
        relation: 'mother',
        method: 'in_person',
        givenOn: '2026-04-01',
        purposes: ['guardian_messages'],
      });
    }
    await scheduleFeeReminders(database.handle.db, subject.app.jobs, clock.now());
  });
  afterAll(async () => {
    await subject?.close();
    await database?.dispose();
    await new Promise((resolve) => provider?.close(resolve));
  });

  it("posts the registered fee_due template and its variables in the guardian's language", async () => {
    clock.set(tenInIndia(TERM_DUE));
    await subject.app.jobs.drain(REMINDER_JOBS);
    // The numbers are asked first; each accepts, and the day's held reminder goes.
    expect(received.map((message) => message.templateId).sort()).toEqual(['T-confirm-EN', 'T-confirm-HI']);
    for (const confirmation of [...received]) {
      const link = new URL(confirmation.variables[1] as string);
      expect((await postAnswer(subject, link, 'accept')).status).toBe(200);
    }
    await subject.app.jobs.drain(REMINDER_JOBS);
    const reminders = received.filter((message) => message.templateId.startsWith('T-fee_due'));
    const phone = expect.stringMatching(/^\d{10}$/);
    expect(reminders.sort((a, b) => a.templateId.localeCompare(b.templateId))).toEqual([
      {
        channel: 'sms',
        to: '+919876520001',
        language: 'en',
        templateId: 'T-fee_due-EN',
        variables: [
          'Hill Top Academy',
          'Aarav Shah Rs 15,000 due 10 Jul',
          'Rs 15,000',
          phone,
          'at the school office',
        ],
      },
      {
        channel: 'sms',
        to: '+919876520002',
        language: 'hi',
        templateId: 'T-fee_due-HI',
        // In the order of the Hindi text, which leaves out the total.
        variables: ['Hill Top Academy', 'Meera Joshi ₹15,000 (10 जुलाई)', phone, 'स्कूल के दफ़्तर में'],
      },
    ]);
  });
});

describe('the fee reminder template', () => {
  it('is registered as docs/operations.md lists it, the Hindi one short', () => {
    expect(registeredText('en', 'fee_due')).toBe(
      'Fee reminder from {#var#}: {#var#}. Total due {#var#}. Questions: call {#var#}. Pay: {#var#}',
    );
    expect(registeredText('hi', 'fee_due')).toBe('{#var#}: फ़ीस देय {#var#}। फ़ोन {#var#}। भुगतान: {#var#}');
    expect(smsLength(registeredText('en', 'fee_due')).encoding).toBe('gsm7');
    expect(smsLength(registeredText('hi', 'fee_due')).units).toBeLessThanOrEqual(60);
  });
});
