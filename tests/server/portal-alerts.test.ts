import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { schoolToday } from '@common/school-clock';
import { guardianAlerts } from '@server/db/schema';
import { GUARDIAN_ALERT_JOB } from '@server/services/messaging/guardian-alert-job';
import { CONFIRMATION_JOB } from '@server/services/messaging/guardian-contacts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schoolClock, sectionsOf, student } from './attendance-fixtures';
import { MINUTE } from './fake-clock';
import { acceptMessages, deliverMessages, postAnswer } from './guardian-contact-helpers';
import { buildPortalApp, type PortalTestApp, portalCall, type School } from './portal-helpers';
import { databases, type TestDatabase } from './test-database';

// Absence alerts (docs/requirements/school-day.md#absence-alerts): one message per guardian and
// day in the guardian's language, only with consent to guardian messages and only to an address
// its guardian accepted, never twice, one correction when an absent student is then marked
// present; e-mail through the outbox, SMS through the provider adapter (here a fake provider on
// 127.0.0.1 that fails once) as a registered template id and its variables.

const CONSENT = ['school_records', 'guardian_messages'];
const TEMPLATE_IDS = [
  'absent.en=T-ABSENT-EN',
  'absent.hi=T-ABSENT-HI',
  'correction.en=T-CORRECTION-EN',
  'correction.hi=T-CORRECTION-HI',
  'confirm.en=T-CONFIRM-EN',
  'confirm.hi=T-CONFIRM-HI',
].join(',');

describe.each(databases())('absence alerts on $kind', (target) => {
  let database: TestDatabase;
  let subject: PortalTestApp;
  let school: School;
  const clock = schoolClock();
  let today: string;
  let sectionId: string;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    database = await target.open();
    subject = await buildPortalApp(database.handle, {}, clock);
    school = await subject.school('Green Valley School', ['6']);
    today = schoolToday(clock.now());
    sectionId = ((await sectionsOf(subject, school))[0] as { id: string }).id;
    ids.aarav = await student(subject, school, sectionId, {
      name: 'Aarav Shah',
      guardians: [{ name: 'Kavita Shah', phone: '+91 98765 10001', email: 'kavita@example.in' }],
      consent: CONSENT,
    });
    ids.diya = await student(subject, school, sectionId, {
      name: 'Diya Patel',
      guardians: [
        { name: 'Sunita Patel', phone: '+91 98765 10002', email: 'sunita@example.in', language: 'hi' },
        { name: 'Mahesh Patel', phone: '+91 98765 10003', email: 'mahesh@example.in' },
      ],
      consent: CONSENT,
    });
    ids.kabir = await student(subject, school, sectionId, {
      name: 'Kabir Singh',
      guardians: [{ name: 'Rekha Singh', phone: '+91 98765 10004', email: 'rekha@example.in' }],
      consent: ['school_records'],
    });
    await call('PUT', '/attendance/settings', { mode: 'daily', lockTime: '23:59' });
  });
  afterAll(async () => {
    await subject?.close();
    await database?.dispose();
  });

  const call = (method: 'GET' | 'PUT', path: string, payload?: unknown) =>
    portalCall(subject.app, school.host, method, path, { token: school.ownerToken, payload });
  const take = async (absent: string[], late: string[] = []) => {
    clock.advance(MINUTE);
    const answer = await call('PUT', `/attendance/sections/${sectionId}`, {
      submissionId: randomUUID(),
      date: today,
      takenAt: clock.now().toISOString(),
      marks: [
        ...absent.map((studentId) => ({ studentId, mark: 'absent' })),
        ...late.map((studentId) => ({ studentId, mark: 'late' })),
      ],
    });
    expect(answer.statusCode, answer.body).toBe(200);
    await deliverMessages(subject);
  };
  // The mail's one line about the day (its second; the first greets the guardian).
  const alertMails = () =>
    subject.mail.sent
      .filter((mail) => mail.kind === 'guardian_alert')
      .map((mail) => [mail.to, mail.text.split('\n\n')[1] ?? '']);

  it('asks each consenting guardian to accept the address first, and alerts after they do', async () => {
    await take([ids.aarav as string, ids.diya as string, ids.kabir as string]);
    expect(alertMails()).toEqual([]);
    const asked = subject.mail.sent.filter((mail) => mail.kind === 'guardian_confirmation');
    expect(asked.map((mail) => mail.to).sort()).toEqual([
      'kavita@example.in',
      'mahesh@example.in',
      'sunita@example.in',
    ]);
    // In the guardian's language, naming the school, not the child.
    const sunita = asked.find((mail) => mail.to === 'sunita@example.in');
    expect(sunita?.subject).toBe('Green Valley School आपको उपस्थिति के संदेश भेजना चाहता है');
    expect(asked.some((mail) => mail.text.includes('Patel') || mail.text.includes('Aarav'))).toBe(false);

    for (const address of ['kavita@example.in', 'mahesh@example.in', 'sunita@example.in']) {
      await acceptMessages(subject, address);
    }
    expect(alertMails().sort()).toEqual(
      [
        [
          'kavita@example.in',
          'Aarav Shah of Class 6 A was marked absent at Green Valley School today, Friday, 27 November 2026.',
        ],
        [
          'mahesh@example.in',
          'Diya Patel of Class 6 A was marked absent at Green Valley School today, Friday, 27 November 2026.',
        ],
        [
          'sunita@example.in',
          'Diya Patel (Class 6 A) को आज, शुक्रवार, 27 नवंबर 2026, Green Valley School में अनुपस्थित दर्ज किया गया।',
        ],
      ].sort(),
    );
    const rows = await database.handle.db
      .select({ kind: guardianAlerts.kind, state: guardianAlerts.state, channel: guardianAlerts.channel })
      .from(guardianAlerts)
      .where(eq(guardianAlerts.tenantId, school.tenantId));
    // Kabir has no consent to guardian messages: his alert is kept, not sent, with the reason.
    expect(rows).toHaveLength(4);
    expect(rows.filter((row) => row.state === 'sent')).toEqual(
      Array(3).fill({ kind: 'absent', state: 'sent', channel: 'email' }),
    );
    expect(rows.filter((row) => row.state !== 'sent')).toEqual([
      { kind: 'absent', state: 'not_sent', channel: 'email' },
    ]);
  });

  it('sends nothing more for the same absence, one correction when marked present, nothing after', async () => {
    const before = alertMails().length;
    const summary = await call('GET', '/attendance/summary');
    expect(summary.json().messages).toEqual({ sent: 3, waiting: 0, notSent: 1, confirmationsWaiting: 0 });
    expect(before).toBe(3);
    await take([ids.aarav as string, ids.diya as string]);
    expect(alertMails()).toHaveLength(before);

    await take([ids.diya as string], [ids.aarav as string]);
    expect(alertMails().slice(before)).toEqual([
      ['kavita@example.in', 'Aarav Shah is in school today; the earlier absence message was a mistake.'],
    ]);
    await take([ids.aarav as string, ids.diya as string]);
    await take([]);
    const corrections = alertMails().slice(before);
    expect(corrections.map(([to]) => to).sort()).toEqual([
      'kavita@example.in',
      'mahesh@example.in',
      'sunita@example.in',
    ]);
    expect(corrections).toContainEqual([
      'sunita@example.in',
      'Diya Patel आज स्कूल में है; अनुपस्थिति का पिछला संदेश गलती से भेजा गया था।',
    ]);
  });
});

describe.each(databases())('the SMS provider adapter on $kind', (target) => {
  let database: TestDatabase;
  let subject: PortalTestApp;
  let school: School;
  let provider: Server;
  const clock = schoolClock();
  const received: { authorization: string | undefined; type: string | undefined; body: unknown }[] = [];
  const answers = [503, 200];

  const readBody = (request: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let text = '';
      request.on('data', (chunk) => {
        text += chunk;
      });
      request.on('end', () => resolve(text));
    });

  beforeAll(async () => {
    provider = createServer(async (request, response) => {
      const text = await readBody(request);
      received.push({
        authorization: request.headers.authorization,
        type: request.headers['content-type'],
        body: JSON.parse(text),
      });
      response.statusCode = answers.shift() ?? 200;
      response.end(response.statusCode === 200 ? '{"ok":true}' : 'busy');
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
        MESSAGING_TEMPLATE_IDS: TEMPLATE_IDS,
      },
      clock,
    );
    school = await subject.school('Hill Top Academy', ['6']);
    // The latest lock there is, so the clock's minutes of back-off never reach it.
    const settings = await portalCall(subject.app, school.host, 'PUT', '/attendance/settings', {
      token: school.ownerToken,
      payload: { mode: 'daily', lockTime: '23:59' },
    });
    expect(settings.statusCode, settings.body).toBe(200);
  });
  afterAll(async () => {
    await subject?.close();
    await database?.dispose();
    await new Promise((resolve) => provider?.close(resolve));
  });

  it('posts a registered template id and its variables with the bearer token, never a text, and retries a 5xx', async () => {
    const sectionId = ((await sectionsOf(subject, school))[0] as { id: string }).id;
    const meera = await student(subject, school, sectionId, {
      name: 'Meera Joshi',
      guardians: [{ name: 'Kavita Joshi', phone: '+91 98765 43210', language: 'hi' }],
      consent: ['guardian_messages'],
    });
    const answer = await portalCall(subject.app, school.host, 'PUT', `/attendance/sections/${sectionId}`, {
      token: school.ownerToken,
      payload: {
        submissionId: randomUUID(),
        date: schoolToday(clock.now()),
        takenAt: clock.now().toISOString(),
        marks: [{ studentId: meera, mark: 'absent' }],
      },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    // The alert is held; the number gets the confirmation first, and the provider's 503 is retried.
    await subject.app.jobs.drain(GUARDIAN_ALERT_JOB);
    expect(await subject.app.jobs.drain(CONFIRMATION_JOB)).toMatchObject({ succeeded: 0, retried: 1 });
    clock.advance(MINUTE);
    expect(await subject.app.jobs.drain(CONFIRMATION_JOB)).toMatchObject({ succeeded: 1 });
    expect(received).toHaveLength(2);
    const confirmation = received[1]?.body as { variables: string[] };
    expect(received[1]).toEqual({
      authorization: 'Bearer provider-secret',
      type: 'application/json',
      body: {
        channel: 'sms',
        to: '+91 98765 43210',
        language: 'hi',
        templateId: 'T-CONFIRM-HI',
        variables: [
          'Hill Top Academy',
          expect.stringMatching(/^http:\/\/[a-z0-9-]+\.localhost:\d+\/messages\?token=/),
        ],
      },
    });

    const link = new URL(confirmation.variables[1] as string);
    expect((await postAnswer(subject, link, 'accept')).status).toBe(200);
    expect(await subject.app.jobs.drain(GUARDIAN_ALERT_JOB)).toMatchObject({ succeeded: 1 });
    expect(received.at(-1)?.body).toEqual({
      channel: 'sms',
      to: '+91 98765 43210',
      language: 'hi',
      templateId: 'T-ABSENT-HI',
      // In the order of the Hindi text: the date before the school.
      // In the order of the Hindi text, which says "today" for the date.
      variables: ['Meera Joshi', 'Class 6 A', 'Hill Top Academy', expect.stringMatching(/^\d{10}$/)],
    });
    expect(received.every(({ body }) => !('text' in (body as object)))).toBe(true);
    const [alert] = await database.handle.db
      .select({ state: guardianAlerts.state, channel: guardianAlerts.channel })
      .from(guardianAlerts)
      .where(eq(guardianAlerts.tenantId, school.tenantId));
    expect(alert).toEqual({ state: 'sent', channel: 'sms' });
  });
});
