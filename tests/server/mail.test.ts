import { readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { App } from '@server/app';
import { jobs, mailOutbox } from '@server/db/schema';
import { retryDelayMs as delayAfter } from '@server/jobs/runner';
import { MAIL_RETRY } from '@server/services/mail/delivery';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

const MAX_ATTEMPTS = MAIL_RETRY.maxAttempts;
const retryDelayMs = (attempt: number) => delayAfter(MAIL_RETRY, attempt);

import { MailOutbox } from '@server/services/mail/outbox';
import { post, RecordingTransport, registration, uniqueEmail } from './accounts-helpers';
import { FakeClock, HOUR, MINUTE, SECOND } from './fake-clock';
import { freePort, linksIn, type SmtpSink, startSmtpSink } from './smtp-sink';
import { buildTestApp, captureLogs, type TestAppOptions } from './test-app';
import { databases, type TestDatabase } from './test-database';

// The mail outbox and its delivery jobs: a real SMTP server receives the
// verification mail; with SMTP down registration still succeeds and the mail arrives once SMTP is
// back, once; retries back off and stop after five tries; the dev mailbox writes .eml files with
// sidecars; and with SMTP nothing logs a password or a token.

const PUBLIC_URL = 'https://shala.example.in';

describe.each(databases())('mail on $kind', (target) => {
  let testDb: TestDatabase;
  const apps: App[] = [];
  const sinks: SmtpSink[] = [];

  beforeAll(async () => {
    testDb = await target.open();
  });

  afterEach(async () => {
    await Promise.all(apps.splice(0).map((app) => app.close()));
    await Promise.all(sinks.splice(0).map((sink) => sink.close()));
  });

  afterAll(async () => {
    await testDb?.dispose();
  });

  async function appWith(options: Partial<TestAppOptions>) {
    const app = buildTestApp({ database: testDb.handle, ...options, env: { PUBLIC_URL, ...options.env } });
    apps.push(app);
    await app.ready();
    return app;
  }

  async function sink(port?: number) {
    const started = await startSmtpSink(port);
    sinks.push(started);
    return started;
  }

  async function outboxRow(to: string) {
    const rows = await testDb.handle.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, to));
    expect(rows).toHaveLength(1);
    return rows[0] as typeof mailOutbox.$inferSelect;
  }

  /** The mail's job: attempts, next run, lease. */
  async function jobOf(mailId: string) {
    const [job] = await testDb.handle.db.select().from(jobs).where(eq(jobs.key, mailId));
    if (!job) throw new Error('The mail has no job');
    return job;
  }

  it('delivers the verification mail to a real SMTP server: branded text and HTML, link from PUBLIC_URL', async () => {
    const smtp = await sink();
    const clock = new FakeClock();
    const app = await appWith({
      clock,
      env: { SMTP_URL: smtp.url, MAIL_FROM: 'Shala <no-reply@shala.example.in>' },
    });
    const body = registration({ fullName: 'Asha Rao' });
    expect((await post(app, '/auth/register', body)).statusCode).toBe(201);
    expect(await app.jobs.drain('mail')).toEqual({ succeeded: 1, retried: 0, failed: 0 });

    expect(smtp.received).toHaveLength(1);
    const [received] = smtp.received;
    expect(received?.to).toEqual([body.email]);
    expect(received?.from).toBe('no-reply@shala.example.in');
    const raw = received?.raw ?? '';
    expect(raw).toMatch(/^Subject: Verify your email address for Shala$/m);
    expect(raw).toMatch(/^Content-Type: multipart\/alternative/m);
    expect(raw).toMatch(/^Content-Type: text\/plain/m);
    expect(raw).toMatch(/^Content-Type: text\/html/m);
    const row = await outboxRow(body.email);
    expect(raw).toContain(`Message-ID: <${row.id}@shala.example.in>`);
    const verify = linksIn(raw).find((url) => url.pathname === '/verify');
    expect(verify?.origin).toBe(PUBLIC_URL);

    // The link from the inbox verifies the account.
    const response = await post(app, '/auth/verify', { token: verify?.searchParams.get('token') });
    expect(response.statusCode).toBe(200);
    expect(await jobOf(row.id)).toMatchObject({ state: 'succeeded', attempts: 1 });
    expect(row).toMatchObject({ status: 'sent', textBody: null, htmlBody: null, links: [] });
  });

  it('with SMTP down, registration still answers 201; the mail arrives once SMTP is back, once', async () => {
    const port = await freePort();
    const clock = new FakeClock();
    const logs = captureLogs();
    const app = await appWith({ clock, logs, env: { SMTP_URL: `smtp://127.0.0.1:${port}` } });
    const body = registration();
    const response = await post(app, '/auth/register', body);
    expect(response.statusCode).toBe(201);
    expect(response.json().emailSent).toBe(true);

    expect(await app.jobs.drain('mail')).toEqual({ succeeded: 0, retried: 1, failed: 0 });
    const failed = await outboxRow(body.email);
    expect(failed).toMatchObject({ status: 'pending' });
    expect(failed.lastError).toMatch(/ECONNREFUSED|connect/i);
    const job = await jobOf(failed.id);
    expect(job).toMatchObject({ kind: 'mail', state: 'queued', attempts: 1, lockedBy: null });
    expect(job.runAt.getTime()).toBe(clock.now().getTime() + retryDelayMs(1));
    expect(logs.text()).toContain('Mail not sent; it will be retried');

    const smtp = await sink(port);
    expect(await app.jobs.drain('mail')).toEqual({ succeeded: 0, retried: 0, failed: 0 });
    clock.advance(retryDelayMs(1));
    expect(await app.jobs.drain('mail')).toEqual({ succeeded: 1, retried: 0, failed: 0 });
    clock.advance(24 * HOUR);
    expect(await app.jobs.drain('mail')).toEqual({ succeeded: 0, retried: 0, failed: 0 });
    expect(smtp.received).toHaveLength(1);
    const sent = await outboxRow(body.email);
    expect(sent).toMatchObject({ status: 'sent', lastError: null });
    expect(await jobOf(sent.id)).toMatchObject({ state: 'succeeded', attempts: 2, lastError: null });
  });

  it('backs off 1, 4, 16 and 60 minutes, then abandons the mail after 5 tries and keeps the error', async () => {
    const clock = new FakeClock();
    const transport = new RecordingTransport();
    transport.failure = new Error('451 4.3.0 Mail server temporarily rejected message');
    const logs = captureLogs();
    const app = await appWith({ clock, mailTransport: transport, logs });
    const body = registration();
    await post(app, '/auth/register', body);

    expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([MINUTE, 4 * MINUTE, 16 * MINUTE, 60 * MINUTE]);
    for (let attempt = 1; attempt < MAX_ATTEMPTS; attempt++) {
      expect(await app.jobs.drain('mail')).toEqual({ succeeded: 0, retried: 1, failed: 0 });
      clock.advance(retryDelayMs(attempt) - SECOND);
      expect((await app.jobs.drain('mail')).retried).toBe(0);
      clock.advance(SECOND);
    }
    expect(await app.jobs.drain('mail')).toEqual({ succeeded: 0, retried: 0, failed: 1 });
    const row = await outboxRow(body.email);
    // The dead letter: the job is kept, failed, with its error; the mail says so too.
    expect(await jobOf(row.id)).toMatchObject({
      state: 'failed',
      attempts: 5,
      lastError: '451 4.3.0 Mail server temporarily rejected message',
    });
    expect(row).toMatchObject({
      status: 'failed',
      lastError: '451 4.3.0 Mail server temporarily rejected message',
      textBody: null,
      htmlBody: null,
      links: [],
    });
    expect(logs.text()).toContain('Mail abandoned after 5 failed attempts');
    transport.failure = undefined;
    clock.advance(24 * HOUR);
    expect(await app.jobs.drain('mail')).toEqual({ succeeded: 0, retried: 0, failed: 0 });
    expect(transport.sent).toHaveLength(0);
  });

  it('a mail the server accepted is marked sent even if the database fails for a moment after it: never sent twice', async () => {
    const clock = new FakeClock();
    const transport = new RecordingTransport();
    const app = await appWith({ clock, mailTransport: transport });
    const to = uniqueEmail('busy');
    const mailId = await testDb.handle.db.transaction((tx) =>
      new MailOutbox(clock, app.jobs).enqueueMail(tx, {
        kind: 'test',
        to,
        subject: 'Hi',
        text: 'Hi',
        html: '<p>Hi</p>',
      }),
    );
    // The first write after the send fails, as a busy pool's wait for a connection does.
    let failures = 1;
    const busy = new Proxy(testDb.handle.db, {
      get(db, property, receiver) {
        if (property === 'update' && failures > 0) {
          failures -= 1;
          return () => {
            throw new Error('timeout exceeded when trying to connect');
          };
        }
        return Reflect.get(db, property, receiver);
      },
    });
    const kind = app.jobs.kind('mail');
    if (!kind) throw new Error('no mail kind');
    await kind.run({ db: busy, payload: { mailId } as never } as never);
    expect(transport.to(to)).toHaveLength(1);
    expect(await outboxRow(to)).toMatchObject({ status: 'sent' });
    // The job's own run (as a runner would, after the interrupted one) finds it sent.
    await app.jobs.drain('mail');
    expect(transport.to(to)).toHaveLength(1);
  });

  it('two runners draining one outbox send every mail exactly once', async () => {
    const clock = new FakeClock();
    const shared = new RecordingTransport();
    // A little slow, as a real server is, so the two runners' rounds overlap.
    const slowTransport = () => ({
      name: 'slow',
      send: async (mail: Parameters<RecordingTransport['send']>[0]) => {
        await new Promise((resolve) => setTimeout(resolve, 5));
        await shared.send(mail);
      },
      close: async () => {},
    });
    const first = await appWith({ clock, mailTransport: slowTransport() });
    const secondHandle = (await testDb.openAnother?.()) ?? testDb.handle;
    const second = buildTestApp({ database: secondHandle, clock, mailTransport: slowTransport() });
    apps.push(second);
    await second.ready();
    const emails = Array.from({ length: 24 }, () => uniqueEmail('pair'));
    const outbox = new MailOutbox(clock, first.jobs);
    await testDb.handle.db.transaction(async (tx) => {
      for (const email of emails) {
        await outbox.enqueueMail(tx, {
          kind: 'test',
          to: email,
          subject: 'Hello',
          text: 'Hello',
          html: '<p>Hello</p>',
        });
      }
    });
    const [a, b] = await Promise.all([first.jobs.drain('mail'), second.jobs.drain('mail')]);
    expect(a.succeeded + b.succeeded).toBe(24);
    expect(shared.sent.map((mail) => mail.to).sort()).toEqual([...emails].sort());
    if (secondHandle !== testDb.handle) {
      await second.close();
      await secondHandle.close();
    }
  });

  it('the dev mailbox writes <id>.eml and a { to, subject, kind, links } sidecar, and logs the link', async () => {
    const dataDir = join(tmpdir(), `shala-mailbox-${Date.now().toString(36)}`);
    const logs = captureLogs();
    const app = await appWith({ logs, env: { DATA_DIR: dataDir } });
    expect(app.mailTransport.name).toBe('dev-mailbox');
    const body = registration();
    await post(app, '/auth/register', body);
    await app.jobs.drain('mail');
    const row = await outboxRow(body.email);
    const files = (await readdir(join(dataDir, 'mail'))).sort();
    expect(files).toEqual([`${row.id}.eml`, `${row.id}.json`]);
    const sidecar = JSON.parse(await readFile(join(dataDir, 'mail', `${row.id}.json`), 'utf8'));
    expect(sidecar).toEqual({
      to: body.email,
      subject: 'Verify your email address for Shala',
      kind: 'verification',
      links: [expect.stringMatching(/^https:\/\/shala\.example\.in\/verify\?token=[A-Za-z0-9_-]{43}$/)],
    });
    const eml = await readFile(join(dataDir, 'mail', `${row.id}.eml`), 'utf8');
    expect(eml).toMatch(/^Subject: Verify your email address for Shala$/m);
    expect(linksIn(eml).map((url) => url.href)).toContain(sidecar.links[0]);
    // A development tool: it prints the link so a person can click it.
    expect(logs.text()).toContain(sidecar.links[0]);
    await rm(dataDir, { recursive: true, force: true });
  });

  it('once started, the runner sends a new mail at once (woken by the enqueue)', async () => {
    const smtp = await sink();
    const app = await appWith({ env: { SMTP_URL: smtp.url } });
    app.jobs.start();
    const body = registration();
    const started = Date.now();
    await post(app, '/auth/register', body);
    while (smtp.received.length === 0 && Date.now() - started < 5000) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(smtp.received.map((mail) => mail.to)).toEqual([[body.email]]);
    expect(Date.now() - started).toBeLessThan(1500);
  });

  it('with SMTP, nothing logged holds a password or a token, through the whole account lifecycle', async () => {
    const smtp = await sink();
    const logs = captureLogs();
    const clock = new FakeClock();
    const app = await appWith({ clock, logs, env: { SMTP_URL: smtp.url, LOG_LEVEL: 'trace' } });
    const password = 'Secret&Chalk-4711';
    const newPassword = 'Fresh&Secret-2026';
    const body = registration({ password });
    await post(app, '/auth/register', body);
    await app.jobs.drain('mail');
    const verifyToken = linksIn(smtp.received[0]?.raw ?? '')[0]?.searchParams.get('token') ?? '';
    const verified = (await post(app, '/auth/verify', { token: verifyToken })).json();
    await post(app, '/auth/login', { username: body.email, password: 'Wrong&Secret-0815' });
    const login = (await post(app, '/auth/login', { username: body.email, password })).json();
    await post(app, '/auth/forgot-password', { email: body.email });
    await app.jobs.drain('mail');
    const reset = linksIn(smtp.received[1]?.raw ?? '').find((url) => url.pathname === '/reset-password');
    const resetToken = reset?.searchParams.get('token') ?? '';
    await post(app, '/auth/verify-reset-token', { token: resetToken, email: body.email });
    await post(app, '/auth/reset-password', { token: resetToken, email: body.email, password: newPassword });
    await post(app, '/auth/logout', undefined, { token: login.token });
    await app.jobs.drain('mail');
    // A request whose URL carries a token (a reset link opened against the API) is logged redacted.
    await app.inject({
      method: 'GET',
      url: `/prod/v1/reset-password?token=${resetToken}&email=${body.email}`,
    });

    expect(smtp.received).toHaveLength(3);
    const secrets = [
      password,
      newPassword,
      'Wrong&Secret-0815',
      verifyToken,
      resetToken,
      verified.token,
      login.token,
    ];
    expect(secrets.every((secret) => typeof secret === 'string' && secret.length >= 17)).toBe(true);
    const text = logs.text();
    expect(text).toContain('Mail sent');
    for (const secret of secrets)
      expect(text.includes(secret), `log holds ${secret.slice(0, 4)}…`).toBe(false);
  });
});
