import type { ApiRoutes, App } from '@server/app';
import { users } from '@server/db/schema';
import { messages } from '@server/services/accounts';
import { commonPasswordCount } from '@server/services/password-rules';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshIp, post, RecordingTransport, registration, uniqueEmail } from './accounts-helpers';
import { FakeClock, HOUR, MINUTE } from './fake-clock';
import { buildTestApp, captureLogs, type LogCapture } from './test-app';
import { databases, type TestDatabase } from './test-database';

// What an outside tester got through, one case each (docs/security.md): a locked-out owner, a
// verification link after a reset, NUL bytes, common passwords, display-name addresses, accounts
// claimed before verification, sessions without an idle limit or a way to end them, unlimited
// deploys and malformed JSON that no limiter counted. The slow body has its own file
// (http-timeouts.test.ts), as has the whole-API pass (scripts/security-scan.mjs).

const error = (message: string, code: string) => ({ message, error: message, code });

// A route that exists only in this test: it makes the database fail on a parameter it was given,
// as a NUL byte in any text did before the edge refused them.
const failingQuery: ApiRoutes = async (app, { database }) => {
  app.post('/test/failing-query', async (request) => {
    const { hash, email, token, password } = request.body as Record<string, string>;
    await database.db.execute(
      sql`select ${hash}::text as hash, ${email}::text as email, ${token}::text as token, ${`${password}\u0000`}::text as nul`,
    );
    return { ok: true };
  });
};

const whoAmI: ApiRoutes = async (app, { authenticate }) => {
  app.get('/test/me', { preHandler: authenticate }, async (request) => ({ userId: request.userId }));
};

describe.each(databases())('security fixes on $kind', (target) => {
  let testDb: TestDatabase;
  let app: App;
  let logs: LogCapture;
  const clock = new FakeClock();
  const mail = new RecordingTransport();

  beforeAll(async () => {
    testDb = await target.open();
    logs = captureLogs();
    app = buildTestApp({
      database: testDb.handle,
      clock,
      mailTransport: mail,
      logs,
      extraApiRoutes: async (api, dependencies) => {
        await failingQuery(api, dependencies);
        await whoAmI(api, dependencies);
      },
      env: { PUBLIC_URL: 'https://shala.example.in' },
    });
    await app.ready();
  });

  afterAll(async () => {
    await app?.close();
    await testDb?.dispose();
  });

  const drain = () => app.jobs.drain('mail');
  const me = (token: string) =>
    app.inject({ method: 'GET', url: '/prod/v1/test/me', headers: { authorization: `Bearer ${token}` } });
  const login = (email: string, password: string, ip = freshIp()) =>
    post(app, '/auth/login', { username: email, password }, { ip });

  /** Registers and verifies in one browser (with its claim), from `ip`; returns the owner. */
  async function owner(ip = freshIp(), overrides: Record<string, unknown> = {}) {
    const body = registration(overrides);
    expect((await post(app, '/auth/register', body, { ip })).statusCode).toBe(201);
    await drain();
    const email = String(body.email).toLowerCase();
    const verified = await post(app, '/auth/verify', { token: mail.token(email, '/verify') }, { ip });
    expect(verified.statusCode, verified.body).toBe(200);
    const { userId, token } = verified.json<{ userId: string; token: string }>();
    return { email, password: String(body.password), userId, token, ip };
  }

  describe('1. strangers cannot lock an owner out', () => {
    it("after 20 wrong passwords from many networks, the owner's network still signs in", async () => {
      const asha = await owner();
      for (let attempt = 0; attempt < 20; attempt++) {
        expect((await login(asha.email, `Wrong&Guess-${attempt}`)).statusCode).toBe(401);
      }
      // The account is over its limit: a stranger's network is refused before any password check...
      const stranger = await login(asha.email, asha.password);
      expect(stranger.statusCode).toBe(429);
      expect(stranger.json().code).toBe('rate_limited');
      expect((await login(asha.email, 'Wrong&Guess-99')).statusCode).toBe(429);
      // ...the owner's own network (where they verified) is not.
      const own = await login(asha.email, asha.password, asha.ip);
      expect(own.statusCode, own.body).toBe(200);
    });

    it('a password reset starts the count afresh, so every network can sign in again', async () => {
      const ravi = await owner();
      for (let attempt = 0; attempt < 21; attempt++) await login(ravi.email, `Wrong&Guess-${attempt}`);
      expect((await login(ravi.email, ravi.password)).statusCode).toBe(429);
      await post(app, '/auth/forgot-password', { email: ravi.email });
      await app.backgroundTasks.settled();
      await drain();
      const token = mail.token(ravi.email, '/reset-password');
      const reset = await post(app, '/auth/reset-password', {
        token,
        email: ravi.email,
        password: 'Fresh&Chalk-2027',
      });
      expect(reset.statusCode, reset.body).toBe(200);
      expect((await login(ravi.email, 'Fresh&Chalk-2027')).statusCode).toBe(200);
    });
  });

  describe('3. a verification link does not sign in after a password reset', () => {
    it('the reset revokes the outstanding verification link', async () => {
      const body = registration();
      const email = String(body.email).toLowerCase();
      await post(app, '/auth/register', body);
      await drain();
      const verifyToken = mail.token(email, '/verify');
      await post(app, '/auth/forgot-password', { email });
      await app.backgroundTasks.settled();
      await drain();
      const reset = await post(app, '/auth/reset-password', {
        token: mail.token(email, '/reset-password'),
        email,
        password: 'Fresh&Chalk-2027',
      });
      expect(reset.statusCode).toBe(200);
      const verified = await post(app, '/auth/verify', { token: verifyToken });
      expect(verified.statusCode).toBe(400);
      expect(verified.json().token).toBeUndefined();
    });
  });

  describe('4. control characters are refused at the edge with 400, never 500', () => {
    it.each([
      ['register', '/auth/register', registration({ fullName: 'Evil\u0000Name' }), 'fullName'],
      ['login', '/auth/login', { username: 'asha\u0000@vidyamandir.in', password: 'x' }, 'username'],
      [
        'contact',
        '/contact/submit',
        { name: 'Evil\u0000Name', email: 'a@b.in', subject: 'Hi', message: 'Hello' },
        'name',
      ],
      ['verify-reset-token', '/auth/verify-reset-token', { token: 'abc', email: 'a\u0000@b.in' }, 'email'],
      ['verify', '/auth/verify', { token: 'abc\u0001' }, 'token'],
      ['forgot-password', '/auth/forgot-password', { email: 'a@b.in\u007f' }, 'email'],
    ])('%s', async (_name, path, body, field) => {
      const response = await post(app, path, body);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toEqual(
        error(
          `The ${field} field must not contain control characters (such as NUL or a line break).`,
          'validation',
        ),
      );
    });

    it('a contact message keeps its line breaks and tabs', async () => {
      const response = await post(app, '/contact/submit', {
        name: 'Asha',
        email: 'asha@vidyamandir.in',
        subject: 'Admissions',
        message: 'Line one\n\tLine two\r\nLine three',
      });
      expect(response.statusCode).toBe(201);
    });
  });

  describe('4. an unexpected error is logged without parameters', () => {
    it('the log line of a failed query holds no hash, password, token or e-mail', async () => {
      const secrets = {
        hash: '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHRzYWx0$aGFzaGhhc2hoYXNoaGFzaGhhc2g',
        email: 'victim.owner@vidyamandir.in',
        token: 'Zm9vYmFyYmF6cXV4cXV1eGZvb2JhcmJhenF1eHF1dXg',
        password: 'Hunter2&Secret',
      };
      const before = logs.text().length;
      const response = await post(app, '/test/failing-query', secrets);
      expect(response.statusCode).toBe(500);
      const logged = logs.text().slice(before);
      expect(logged).toContain('Request failed with an unexpected error');
      for (const secret of Object.values(secrets)) expect(logged).not.toContain(secret);
      expect(logged).not.toContain('argon2');
      expect(logged).not.toContain('params');
    });
  });

  describe('5. common and personal passwords are refused', () => {
    it('the list has at least 10,000 entries', async () => {
      expect(await commonPasswordCount()).toBeGreaterThanOrEqual(10_000);
    });

    it.each(['password', '12345678', 'aaaaaaaa', 'Password1', 'abcabcabc'])('%s', async (password) => {
      const response = await post(app, '/auth/register', registration({ password }));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(
        error('Password is too common. Please choose a less predictable password', 'password_too_common'),
      );
    });

    it('the e-mail address, its local part or the institution name', async () => {
      const email = uniqueEmail('meera.iyer');
      for (const password of [email, email.split('@')[0], 'Vidya Mandir School', 'vidyamandirschool']) {
        const response = await post(
          app,
          '/auth/register',
          registration({ email, password, institutionName: 'Vidya Mandir School' }),
        );
        expect(response.statusCode, String(password)).toBe(400);
        expect(response.json()).toEqual(
          error('Password must not be your email address or institution name', 'password_personal'),
        );
      }
    });
  });

  describe('6. only plain local@domain addresses', () => {
    it.each([
      'victim<attacker@evil.test',
      'victim <attacker@evil.test>',
      '"victim"@evil.test',
      'victim@evil.test,attacker@evil.test',
      'victim(comment)@evil.test',
      'victim@[127.0.0.1]',
      'victim@evil.test>',
    ])('%s', async (email) => {
      const response = await post(app, '/auth/register', registration({ email }));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(error('Email is invalid', 'validation'));
    });
  });

  describe('7. an address belongs to whoever reads its mail', () => {
    it("a link opened outside the registering browser verifies but drops the registrant's password", async () => {
      const victim = uniqueEmail('victim');
      const attacker = registration({ email: victim, password: 'Attacker&Chose-1' });
      expect((await post(app, '/auth/register', attacker)).statusCode).toBe(201);
      await drain();
      // The real owner follows the mail they did not ask for, in their own browser.
      const verified = await post(
        app,
        '/auth/verify',
        { token: mail.token(victim, '/verify') },
        { claims: false },
      );
      expect(verified.statusCode).toBe(200);
      expect((await me(verified.json().token)).statusCode).toBe(200);
      // The attacker's password opens nothing; the owner chooses one through the reset link.
      expect((await login(victim, 'Attacker&Chose-1')).statusCode).toBe(401);
    });

    it('a second registration of an unverified address replaces the first', async () => {
      const address = uniqueEmail('owner');
      await post(app, '/auth/register', registration({ email: address, password: 'Attacker&Chose-1' }));
      await drain();
      const attackersLink = mail.token(address, '/verify');
      clock.advance(2 * MINUTE); // the address's mail limit: one a minute
      const mine = await post(
        app,
        '/auth/register',
        registration({ email: address, password: 'Owner&Chose-2', fullName: 'Real Owner' }),
      );
      expect(mine.statusCode).toBe(201);
      await drain();
      expect((await post(app, '/auth/verify', { token: attackersLink })).statusCode).toBe(400);
      const verified = await post(app, '/auth/verify', { token: mail.token(address, '/verify') });
      expect(verified.statusCode).toBe(200);
      expect(verified.json().fullName).toBe('Real Owner');
      expect((await login(address, 'Owner&Chose-2')).statusCode).toBe(200);
      expect((await login(address, 'Attacker&Chose-1')).statusCode).toBe(401);
      const rows = await testDb.handle.db.select().from(users).where(eq(users.email, address));
      expect(rows).toHaveLength(1);
    });

    it('a verified address still answers 409', async () => {
      const asha = await owner();
      const again = await post(app, '/auth/register', registration({ email: asha.email }));
      expect(again.statusCode).toBe(409);
    });
  });

  describe('8. sessions: idle limit, change password, sign out everywhere', () => {
    it('a session unused for 12 hours ends', async () => {
      const asha = await owner();
      clock.advance(11 * HOUR);
      expect((await me(asha.token)).statusCode).toBe(200);
      clock.advance(11 * HOUR);
      expect((await me(asha.token)).statusCode).toBe(200);
      clock.advance(12 * HOUR + MINUTE);
      expect((await me(asha.token)).statusCode).toBe(401);
    });

    it('change password: checks the current one, keeps this session, ends the others', async () => {
      const asha = await owner();
      const other = (await login(asha.email, asha.password)).json().token;
      const change = (body: Record<string, unknown>) =>
        post(app, '/auth/change-password', body, { token: asha.token });

      expect(
        (await post(app, '/auth/change-password', { currentPassword: 'x', newPassword: 'y' })).statusCode,
      ).toBe(401);
      expect(
        (await change({ currentPassword: 'Wrong&Guess-1', newPassword: 'Fresh&Chalk-2027' })).json(),
      ).toEqual(error(messages.currentPasswordWrong, 'wrong_current_password'));
      expect((await change({ currentPassword: asha.password, newPassword: 'password' })).json().code).toBe(
        'password_too_common',
      );
      expect((await change({ currentPassword: asha.password, newPassword: 'short' })).json().message).toBe(
        'Password must be at least 8 characters long',
      );
      const changed = await change({ currentPassword: asha.password, newPassword: 'Fresh&Chalk-2027' });
      expect(changed.statusCode, changed.body).toBe(200);
      expect(changed.json()).toEqual({ message: messages.passwordChanged });

      expect((await me(asha.token)).statusCode).toBe(200);
      expect((await me(other)).statusCode).toBe(401);
      expect((await login(asha.email, asha.password)).statusCode).toBe(401);
      expect((await login(asha.email, 'Fresh&Chalk-2027')).statusCode).toBe(200);
      await drain();
      expect(mail.to(asha.email, 'password_changed')).toHaveLength(1);
    });

    it('sign out everywhere ends every session, this one too', async () => {
      const asha = await owner();
      const other = (await login(asha.email, asha.password)).json().token;
      const response = await post(app, '/auth/logout-everywhere', undefined, { token: asha.token });
      expect(response.statusCode).toBe(204);
      expect((await me(asha.token)).statusCode).toBe(401);
      expect((await me(other)).statusCode).toBe(401);
    });
  });

  describe('9. deploys and undeploys are limited per owner', () => {
    it('the 11th change within a minute answers 429', async () => {
      const asha = await owner();
      const statuses: number[] = [];
      for (let index = 0; index < 12; index++) {
        const response = await app.inject({
          method: index % 2 === 0 ? 'POST' : 'DELETE',
          url: `/prod/v1/tenants/${index % 2 === 0 ? 'deploy' : 'undeploy'}/user/${asha.userId}`,
          headers: { authorization: `Bearer ${asha.token}` },
          ...(index % 2 === 0 ? { payload: { userId: asha.userId, features: [] } } : {}),
        });
        statuses.push(response.statusCode);
      }
      expect(statuses.slice(0, 10).every((status) => status === 202 || status === 200)).toBe(true);
      expect(statuses.slice(10)).toEqual([429, 429]);
      clock.advance(2 * MINUTE);
    });
  });

  describe('10. malformed JSON counts against the network', () => {
    const malformed = (path: string, ip: string) =>
      app.inject({
        method: 'POST',
        url: `/prod/v1${path}`,
        remoteAddress: ip,
        headers: { 'content-type': 'application/json' },
        payload: '{"email":',
      });

    it('on the mail-sending and token-checking routes', async () => {
      for (const path of ['/auth/forgot-password', '/auth/verify-reset-token']) {
        const ip = freshIp();
        for (let index = 0; index < 30; index++) expect((await malformed(path, ip)).statusCode).toBe(400);
        const next = await post(app, path, { email: 'a@b.in', token: 'x' }, { ip });
        expect(next.statusCode).toBe(429);
      }
    });

    it('on login', async () => {
      const ip = freshIp();
      for (let index = 0; index < 10; index++)
        expect((await malformed('/auth/login', ip)).statusCode).toBe(400);
      expect((await login('a@b.in', 'Whatever&1', ip)).statusCode).toBe(429);
    });
  });
});
