import { randomBytes } from 'node:crypto';
import { type App, redisRateLimitStore } from '@server/app';
import type { Clock } from '@server/clock';
import {
  clientKey,
  MemoryRateLimitStore,
  RATE_LIMITS,
  type RateLimitStore,
  scaledLimit,
  waitUntilAllowed,
} from '@server/services/rate-limit';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshIp, post, RecordingTransport, registration, uniqueEmail } from './accounts-helpers';
import { FakeClock, HOUR, MINUTE, SECOND } from './fake-clock';
import { buildTestApp, captureLogs } from './test-app';
import { type DatabaseTarget, databases, type TestDatabase } from './test-database';

// The limits of docs/requirements/security.md#rate-limits: failed logins per IP (10 per 15 min) and
// per account (20 per hour); requests to the mail-sending endpoints (30 per 5 min per IP) and token
// checks (30 per 5 min per IP) answer 429 with a sentence; per address, one mail a minute and five
// an hour, silently (mail.md#limits). The counters run in memory, and in Redis when TEST_REDIS_URL
// is set (two app instances then agree).

const silent = { warn: () => {} };
const redisUrl = process.env.TEST_REDIS_URL?.trim() || undefined;

interface StoreKind {
  name: 'memory' | 'redis';
  create(clock: Clock): RateLimitStore;
}

const memory: StoreKind = { name: 'memory', create: (clock) => new MemoryRateLimitStore(clock) };
function redis(prefix: string): StoreKind {
  return {
    name: 'redis',
    create: (clock) => redisRateLimitStore(redisUrl ?? '', clock, silent, prefix),
  };
}

const combos: Array<{ target: DatabaseTarget; kind: string; store: 'memory' | 'redis' }> =
  databases().flatMap((target) => [
    { target, kind: target.kind, store: 'memory' as const },
    ...(redisUrl ? [{ target, kind: target.kind, store: 'redis' as const }] : []),
  ]);

describe('waitUntilAllowed', () => {
  const rule = { ...RATE_LIMITS.loginFailuresPerIp };
  it('solves the sliding window for the time one more hit fits', () => {
    // 10 hits at the start of a window: the next bucket must weigh them down to 9.
    expect(waitUntilAllowed(10, 0, 0, rule)).toBe(15 * MINUTE + 90 * SECOND);
    // 5 now and 10 in the previous bucket, 3 minutes in: 5 + 10 * (1 - t/15) + 1 <= 10 at t = 9 min.
    expect(waitUntilAllowed(5, 10, 3 * MINUTE, rule)).toBeCloseTo(6 * MINUTE, -1);
  });
});

describe('scaledLimit', () => {
  it('multiplies a limit by RATE_LIMIT_SCALE, rounding down, never below 1', () => {
    expect(scaledLimit(10, 1)).toBe(10);
    expect(scaledLimit(10, 2.5)).toBe(25);
    expect(scaledLimit(5, 100_000)).toBe(500_000);
    expect(scaledLimit(10, 0.7)).toBe(7);
    expect(scaledLimit(100, 0.29)).toBe(29);
    expect(scaledLimit(5, 0.1)).toBe(1);
  });
});

describe('clientKey', () => {
  it('counts IPv4 clients by address and IPv6 clients by their /64', () => {
    expect(clientKey('203.0.113.7')).toBe('203.0.113.7');
    expect(clientKey('::ffff:203.0.113.7')).toBe('::ffff:203.0.113.7');
    expect(clientKey('2001:db8:1:2:3:4:5:6')).toBe('2001:db8:1:2::/64');
    expect(clientKey('2001:db8:1:2:ffff::1')).toBe('2001:db8:1:2::/64');
    expect(clientKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientKey('::1')).toBe('0:0:0:0::/64');
  });
});

describe.each(combos)('rate limits on $kind with the $store store', ({ target, store }) => {
  let testDb: TestDatabase;
  let app: App;
  const clock = new FakeClock();
  const mail = new RecordingTransport();
  const prefix = `shala-test:${randomBytes(6).toString('hex')}:`;
  const storeKind = store === 'redis' ? redis(prefix) : memory;

  beforeAll(async () => {
    testDb = await target.open();
    app = buildTestApp({
      database: testDb.handle,
      clock,
      mailTransport: mail,
      rateLimitStore: storeKind.create(clock),
    });
    await app.ready();
  });

  afterAll(async () => {
    await app?.close();
    await testDb?.dispose();
  });

  async function verifiedOwner() {
    const body = registration();
    await post(app, '/auth/register', body);
    await app.jobs.drain('mail');
    const token = mail.token(body.email, '/verify');
    expect((await post(app, '/auth/verify', { token })).statusCode).toBe(200);
    return body;
  }

  it('the 11th failed login from one IP within 15 minutes gets 429; a success does not count', async () => {
    const owner = await verifiedOwner();
    const ip = freshIp();
    const fail = () =>
      post(app, '/auth/login', { username: uniqueEmail('guess'), password: 'Wrong&Board1' }, { ip });
    for (let index = 0; index < 9; index++) expect((await fail()).statusCode).toBe(401);
    // A successful login in between is taken back off the counter.
    expect(
      (await post(app, '/auth/login', { username: owner.email, password: owner.password }, { ip }))
        .statusCode,
    ).toBe(200);
    expect((await fail()).statusCode).toBe(401);
    clock.advance(10 * MINUTE);
    const limited = await fail();
    expect(limited.statusCode).toBe(429);
    // 10 failures counted in this 15-minute bucket, 10 minutes in: the next bucket must weigh them
    // down to 9, which takes 5 minutes plus 90 s.
    const message = 'Too many failed login attempts from your network. Please wait 7 minutes and try again.';
    expect(limited.json()).toEqual({ message, error: message, code: 'rate_limited' });
    expect(limited.headers['retry-after']).toBe('390');
    // Even the right password waits: the limit is on the client, checked before the password.
    expect(
      (await post(app, '/auth/login', { username: owner.email, password: owner.password }, { ip }))
        .statusCode,
    ).toBe(429);
    // Another client is not affected.
    expect(
      (await post(app, '/auth/login', { username: owner.email, password: owner.password })).statusCode,
    ).toBe(200);
    // After the advertised wait, the client may try again.
    clock.advance(Number(limited.headers['retry-after']) * SECOND);
    expect((await fail()).statusCode).toBe(401);
  });

  it('the 21st failed login for one account within an hour gets 429, from any IP', async () => {
    const owner = await verifiedOwner();
    for (let index = 0; index < 20; index++) {
      const response = await post(app, '/auth/login', {
        username: owner.email,
        password: `Wrong&Board${index}`,
      });
      expect(response.statusCode).toBe(401);
    }
    const limited = await post(app, '/auth/login', {
      username: owner.email.toUpperCase(),
      password: owner.password,
    });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(/^Too many failed login attempts for this account\. Please wait/);
    const other = await verifiedOwner();
    expect(
      (await post(app, '/auth/login', { username: other.email, password: other.password })).statusCode,
    ).toBe(200);
    clock.advance(2 * HOUR);
    expect(
      (await post(app, '/auth/login', { username: owner.email, password: owner.password })).statusCode,
    ).toBe(200);
  });

  it('the mail-sending endpoints share 30 requests per 5 minutes per IP, then 429', async () => {
    const ip = freshIp();
    const calls = [
      () => post(app, '/auth/forgot-password', { email: uniqueEmail() }, { ip }),
      () => post(app, '/auth/resend-verification', { email: uniqueEmail() }, { ip }),
      () => post(app, '/auth/register', { email: 'not-an-address' }, { ip }),
    ];
    for (let index = 0; index < 30; index++) {
      const response = await calls[index % 3]?.();
      expect(response?.statusCode).not.toBe(429);
    }
    for (const call of calls) {
      const limited = await call();
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toMatchObject({ code: 'rate_limited' });
      expect(limited.json().message).toMatch(
        /^Too many requests from your network\. Please wait (a minute|\d+ minutes) and try again\.$/,
      );
    }
    expect((await post(app, '/auth/forgot-password', { email: uniqueEmail() })).statusCode).toBe(200);
    clock.advance(10 * MINUTE);
    expect((await calls[0]?.())?.statusCode).toBe(200);
  });

  it('token checks allow 30 per 5 minutes per IP, then 429', async () => {
    const ip = freshIp();
    for (let index = 0; index < 30; index++) {
      const response = await post(app, '/auth/verify-reset-token', { token: 'x', email: 'a@b.in' }, { ip });
      expect(response.statusCode).toBe(400);
    }
    for (const path of ['/auth/verify-reset-token', '/auth/verify', '/auth/reset-password']) {
      const limited = await post(
        app,
        path,
        { token: 'x', email: 'a@b.in', password: 'Chalk&Board2026' },
        { ip },
      );
      expect(limited.statusCode).toBe(429);
      expect(limited.json().message).toMatch(/^Too many attempts from your network\. Please wait/);
    }
  });

  it('a second mail to one address within 60 s is not sent (same answer), nor a sixth within the hour', async () => {
    const owner = await verifiedOwner();
    const forgot = () => post(app, '/auth/forgot-password', { email: owner.email });
    const sent = async () => {
      await app.jobs.drain('mail');
      return mail.to(owner.email, 'password_reset').length;
    };
    const first = await forgot();
    expect(await sent()).toBe(1);
    clock.advance(59 * SECOND);
    const second = await forgot();
    expect(second.statusCode).toBe(200);
    expect(second.body).toBe(first.body);
    expect(await sent()).toBe(1);
    // The link of the first mail still works: a refused request mints no new token.
    const token = mail.token(owner.email, '/reset-password');
    expect((await post(app, '/auth/verify-reset-token', { token, email: owner.email })).statusCode).toBe(200);
    for (let count = 2; count <= 5; count++) {
      clock.advance(61 * SECOND);
      await forgot();
      expect(await sent()).toBe(count);
    }
    clock.advance(61 * SECOND);
    expect((await forgot()).statusCode).toBe(200);
    expect(await sent()).toBe(5);
    clock.advance(HOUR);
    await forgot();
    expect(await sent()).toBe(6);
    // Kinds count apart: the verification mail did not use up the reset allowance (and vice versa).
    expect(mail.to(owner.email, 'verification')).toHaveLength(1);
  });

  it('RATE_LIMIT_SCALE multiplies the limits (2.5: 75 token checks, 25 failed logins), and the start warns', async () => {
    const logs = captureLogs();
    const scaled = buildTestApp({
      database: testDb.handle,
      clock,
      mailTransport: mail,
      rateLimitStore: storeKind.create(clock),
      env: { RATE_LIMIT_SCALE: '2.5' },
      logs,
    });
    await scaled.ready();
    try {
      const warning = logs.entries().find((entry) => entry.rateLimitScale === 2.5);
      expect(warning).toMatchObject({
        level: 40,
        msg: 'RATE_LIMIT_SCALE is 2.5: every rate limit is multiplied by 2.5 (the designed limits need 1)',
      });
      const ip = freshIp();
      const check = () => post(scaled, '/auth/verify-reset-token', { token: 'x', email: 'a@b.in' }, { ip });
      for (let index = 0; index < 75; index++) expect((await check()).statusCode).toBe(400);
      expect((await check()).statusCode).toBe(429);

      const failing = freshIp();
      const fail = (target: App) =>
        post(target, '/auth/login', { username: uniqueEmail(), password: 'Wrong&Board1' }, { ip: failing });
      for (let index = 0; index < 25; index++) expect((await fail(scaled)).statusCode).toBe(401);
      expect((await fail(scaled)).statusCode).toBe(429);
    } finally {
      await scaled.close();
    }
  });

  if (store === 'redis') {
    it('two instances sharing Redis count failed logins together', async () => {
      const other = buildTestApp({
        database: testDb.handle,
        clock,
        mailTransport: mail,
        rateLimitStore: storeKind.create(clock),
      });
      await other.ready();
      try {
        const ip = freshIp();
        const fail = (target: App) =>
          post(target, '/auth/login', { username: uniqueEmail(), password: 'Wrong&Board1' }, { ip });
        for (let index = 0; index < 5; index++) {
          expect((await fail(app)).statusCode).toBe(401);
          expect((await fail(other)).statusCode).toBe(401);
        }
        expect((await fail(other)).statusCode).toBe(429);
        expect((await fail(app)).statusCode).toBe(429);
      } finally {
        await other.close();
      }
    });
  }
});

describe.skipIf(!redisUrl)('REDIS_URL in the configuration', () => {
  it('puts the counters in Redis', async () => {
    const testDb = await databases()[0]?.open();
    if (!testDb) throw new Error('no database');
    const clock = new FakeClock();
    const app = buildTestApp({ database: testDb.handle, clock, env: { REDIS_URL: redisUrl ?? '' } });
    const redisClient = new Redis(redisUrl ?? '');
    try {
      await app.ready();
      const ip = freshIp();
      await post(app, '/auth/login', { username: uniqueEmail(), password: 'Wrong&Board1' }, { ip });
      const bucket = Math.floor(clock.now().getTime() / RATE_LIMITS.loginFailuresPerIp.windowMs);
      const key = `shala:rl:login-ip:${ip}:${bucket}`;
      expect(await redisClient.get(key)).toBe('1');
      const ttl = await redisClient.pttl(key);
      expect(ttl).toBeGreaterThan(0);
      expect(ttl).toBeLessThanOrEqual(2 * RATE_LIMITS.loginFailuresPerIp.windowMs);
      await redisClient.del(key);
    } finally {
      redisClient.disconnect();
      await app.close();
      await testDb.dispose();
    }
  });
});

describe('a Redis store that cannot reach Redis', () => {
  it('keeps limiting in memory instead of failing requests', async () => {
    const clock = new FakeClock();
    const warnings: string[] = [];
    const log = { warn: (_details: object, message: string) => void warnings.push(message) };
    const store = redisRateLimitStore('redis://127.0.0.1:1', clock, log, 'shala-test:down:');
    try {
      for (let index = 1; index <= 3; index++) expect(await store.add('k', 1, MINUTE)).toBe(index);
      expect(await store.get(['k', 'missing'])).toEqual([3, 0]);
      expect(warnings.join('')).toContain('counting in memory');
    } finally {
      await store.close();
    }
  });
});
