import type { App } from '@server/app';
import { contactMessages, mailOutbox } from '@server/db/schema';
import { retryDelayMs as delayAfter } from '@server/jobs/runner';
import { MAIL_RETRY } from '@server/services/mail/delivery';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

const MAX_ATTEMPTS = MAIL_RETRY.maxAttempts;
const retryDelayMs = (attempt: number) => delayAfter(MAIL_RETRY, attempt);

import { freshIp, post, RecordingTransport } from './accounts-helpers';
import { FakeClock, HOUR, MINUTE } from './fake-clock';
import { buildTestApp, type TestAppOptions } from './test-app';
import { databases, type TestDatabase } from './test-database';

// POST /prod/v1/contact/submit (docs/requirements/api.md#contact, contact.md): a valid message is
// stored and CONTACT_INBOX is told through the mail outbox with reply-to the sender (201); every
// rule of the form answers 400 with its sentence; line breaks in name or subject (header injection)
// are refused; five messages an hour from one network, then 429; and a stored message stays stored
// whatever the mail does.

const INBOX = 'team@shala.example.in';

let counter = 0;
function message(overrides: Record<string, unknown> = {}) {
  counter += 1;
  return {
    name: '  Asha Verma ',
    email: ` Asha.${counter}@VidyaMandir.in `,
    subject: 'A demo for our teachers',
    message:
      'We are a CBSE school in Jaipur with 600 students.\nCould you show our teachers the apps next week?',
    ...overrides,
  };
}

describe.each(databases())('contact on $kind', (target) => {
  let testDb: TestDatabase;
  const apps: App[] = [];

  beforeAll(async () => {
    testDb = await target.open();
  });

  afterEach(async () => {
    await Promise.all(apps.splice(0).map((app) => app.close()));
  });

  afterAll(async () => {
    await testDb?.dispose();
  });

  async function appWith(options: Partial<TestAppOptions> = {}) {
    const transport = options.mailTransport ?? new RecordingTransport();
    const app = buildTestApp({
      database: testDb.handle,
      mailTransport: transport,
      ...options,
      env: { CONTACT_INBOX: INBOX, ...options.env },
    });
    apps.push(app);
    await app.ready();
    return { app, transport: transport as RecordingTransport };
  }

  async function storedFrom(email: string) {
    return testDb.handle.db.select().from(contactMessages).where(eq(contactMessages.email, email));
  }

  it('stores a message, answers 201 and mails the inbox with reply-to the sender', async () => {
    const { app, transport } = await appWith();
    const body = message();
    const address = body.email.trim().toLowerCase();
    const response = await post(app, '/contact/submit', body);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ message: 'Thank you. Your message has been sent.' });

    const [row, ...others] = await storedFrom(address);
    expect(others).toEqual([]);
    expect(row).toMatchObject({
      name: 'Asha Verma',
      email: address,
      subject: 'A demo for our teachers',
      message: body.message,
    });
    const [mail] = await testDb.handle.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.id, row?.notificationId ?? ''));
    expect(mail).toMatchObject({ kind: 'contact', toAddress: INBOX, replyTo: address, status: 'pending' });

    expect(await app.jobs.drain('mail')).toMatchObject({ succeeded: 1 });
    const [sent] = transport.to(INBOX, 'contact');
    expect(sent?.replyTo).toBe(address);
    expect(sent?.subject).toBe('Contact form: A demo for our teachers');
    expect(sent?.text).toContain(`A message from Asha Verma <${address}> through the contact form:`);
    expect(sent?.text).toContain('Could you show our teachers the apps next week?');
    expect(sent?.links).toEqual([]);
  });

  it('escapes the sender’s words in the HTML of the notification, and keeps them verbatim in the database', async () => {
    const { app, transport } = await appWith();
    const body = message({ name: 'Ravi <b>Kumar</b>', message: `<script>alert('x')</script> ' OR 1=1; --` });
    expect((await post(app, '/contact/submit', body)).statusCode).toBe(201);
    const [row] = await storedFrom(body.email.trim().toLowerCase());
    expect(row?.name).toBe('Ravi <b>Kumar</b>');
    expect(row?.message).toBe(`<script>alert('x')</script> ' OR 1=1; --`);
    await app.jobs.drain('mail');
    const html = transport.to(INBOX).at(-1)?.html ?? '';
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<b>Kumar</b>');
    expect(html).toContain('&lt;script&gt;');
  });

  const refusals: Array<[string, Record<string, unknown>, string]> = [
    ['no name', { name: undefined }, 'Name is required'],
    ['a blank name', { name: '   ' }, 'Name is required'],
    ['a name of 101 characters', { name: 'a'.repeat(101) }, 'Name must be at most 100 characters'],
    ['no e-mail', { email: undefined }, 'Email is required'],
    ['an e-mail without a domain', { email: 'asha@vidyamandir' }, 'Email is invalid'],
    [
      'an e-mail of 255 characters',
      { email: `${'a'.repeat(243)}@example.com` },
      'Email must be at most 254 characters',
    ],
    ['no subject', { subject: undefined }, 'Subject is required'],
    ['an empty subject', { subject: '' }, 'Subject is required'],
    ['a subject of 151 characters', { subject: 's'.repeat(151) }, 'Subject must be at most 150 characters'],
    ['no message', { message: undefined }, 'Message is required'],
    ['a message of spaces', { message: ' \n ' }, 'Message is required'],
    [
      'a message of 5001 characters',
      { message: 'm'.repeat(5001) },
      'Message must be at most 5000 characters',
    ],
    [
      'a header injection in the name',
      { name: 'Asha\r\nBcc: everyone@example.com' },
      'Name and subject must be on one line',
    ],
    [
      'a header injection in the subject',
      { subject: 'Hello\nBcc: everyone@example.com' },
      'Name and subject must be on one line',
    ],
    ['a line feed at the end of the subject', { subject: 'Hello\n' }, 'Name and subject must be on one line'],
  ];

  it.each(refusals)('refuses %s with 400 and stores nothing', async (_label, overrides, sentence) => {
    const { app } = await appWith();
    const body = message(overrides);
    const response = await post(app, '/contact/submit', body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: sentence, error: sentence });
    if (typeof body.email === 'string' && body.email.includes('@')) {
      expect(await storedFrom(body.email.trim().toLowerCase())).toEqual([]);
    }
  });

  it('refuses fields of the wrong type and bodies that are not JSON objects', async () => {
    const { app } = await appWith();
    const numeric = await post(app, '/contact/submit', message({ name: 42 }));
    expect(numeric.statusCode).toBe(400);
    expect(numeric.json().message).toMatch(/name/i);
    const list = await post(app, '/contact/submit', [message()]);
    expect(list.statusCode).toBe(400);
    const text = await post(app, '/contact/submit', 'hello', { headers: { 'content-type': 'text/plain' } });
    expect(text.statusCode).toBe(415);
  });

  it('ignores unknown fields: they are never stored', async () => {
    const { app } = await appWith();
    const body = message({
      id: '00000000-0000-0000-0000-000000000000',
      notificationId: null,
      createdAt: '2001-01-01',
    });
    expect((await post(app, '/contact/submit', body)).statusCode).toBe(201);
    const [row] = await storedFrom(body.email.trim().toLowerCase());
    expect(row?.id).not.toBe('00000000-0000-0000-0000-000000000000');
    expect(row?.notificationId).not.toBeNull();
    expect(row?.createdAt.getUTCFullYear()).not.toBe(2001);
  });

  it('takes five messages an hour from one network, then answers 429 with a sentence', async () => {
    const clock = new FakeClock('2026-03-02T10:00:00.000Z');
    const { app } = await appWith({ clock });
    const ip = freshIp();
    for (let sent = 0; sent < 5; sent++) {
      expect((await post(app, '/contact/submit', message(), { ip })).statusCode).toBe(201);
      clock.advance(MINUTE);
    }
    const refused = message();
    const response = await post(app, '/contact/submit', refused, { ip });
    expect(response.statusCode).toBe(429);
    expect(response.json()).toMatchObject({ code: 'rate_limited' });
    expect(response.json().message).toMatch(
      /^Too many messages from your network\. Please wait (a minute|\d+ minutes) and try again\.$/,
    );
    expect(response.json().error).toBe(response.json().message);
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    expect(await storedFrom(refused.email.trim().toLowerCase())).toEqual([]);

    // Another network is not affected; the same one may write again an hour or so later.
    expect((await post(app, '/contact/submit', message(), { ip: freshIp() })).statusCode).toBe(201);
    clock.advance(2 * HOUR);
    expect((await post(app, '/contact/submit', message(), { ip })).statusCode).toBe(201);
  });

  it('takes RATE_LIMIT_SCALE times as many messages (a benchmark setting): 2 makes it ten an hour', async () => {
    const clock = new FakeClock('2026-03-02T10:00:00.000Z');
    const { app } = await appWith({ clock, env: { RATE_LIMIT_SCALE: '2' } });
    const ip = freshIp();
    for (let sent = 0; sent < 10; sent++) {
      expect((await post(app, '/contact/submit', message(), { ip })).statusCode).toBe(201);
    }
    const refused = await post(app, '/contact/submit', message(), { ip });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'rate_limited' });
  });

  it('keeps a message when the mail is down, and the notification arrives once mail is back', async () => {
    const clock = new FakeClock();
    const transport = new RecordingTransport();
    transport.failure = new Error('connect ECONNREFUSED 127.0.0.1:25');
    const { app } = await appWith({ clock, mailTransport: transport });
    const body = message();
    const address = body.email.trim().toLowerCase();
    expect((await post(app, '/contact/submit', body)).statusCode).toBe(201);
    expect(await app.jobs.drain('mail')).toMatchObject({ succeeded: 0, retried: 1 });
    expect(await storedFrom(address)).toHaveLength(1);

    transport.failure = undefined;
    clock.advance(retryDelayMs(1));
    expect(await app.jobs.drain('mail')).toMatchObject({ succeeded: 1 });
    expect(transport.to(INBOX).filter((mail) => mail.replyTo === address)).toHaveLength(1);
  });

  it('keeps a message even when its notification is abandoned after every retry', async () => {
    const clock = new FakeClock();
    const transport = new RecordingTransport();
    transport.failure = new Error('SMTP is down for the day');
    const { app } = await appWith({ clock, mailTransport: transport });
    const body = message();
    expect((await post(app, '/contact/submit', body)).statusCode).toBe(201);
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      await app.jobs.drain('mail');
      clock.advance(retryDelayMs(attempt));
    }
    const [row] = await storedFrom(body.email.trim().toLowerCase());
    expect(row?.message).toBe(body.message);
    const [mail] = await testDb.handle.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.id, row?.notificationId ?? ''));
    expect(mail?.status).toBe('failed');
  });

  it('only stores the message when no CONTACT_INBOX is configured', async () => {
    const { app } = await appWith({ env: { CONTACT_INBOX: '' } });
    const body = message();
    expect((await post(app, '/contact/submit', body)).statusCode).toBe(201);
    const address = body.email.trim().toLowerCase();
    const [row] = await storedFrom(address);
    expect(row?.notificationId).toBeNull();
    expect(await testDb.handle.db.select().from(mailOutbox).where(eq(mailOutbox.replyTo, address))).toEqual(
      [],
    );
  });
});
