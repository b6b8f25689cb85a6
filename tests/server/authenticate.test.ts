import { randomUUID } from 'node:crypto';
import type { ApiRoutes, App } from '@server/app';
import { sessions, users } from '@server/db/schema';
import { NOT_SIGNED_IN, SESSION_INVALID } from '@server/plugins/authenticate';
import { hashToken, newToken } from '@server/services/secrets';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY, FakeClock } from './fake-clock';
import { buildTestApp } from './test-app';
import { databases, type TestDatabase } from './test-database';

// The preHandler every owner-only route uses, through a route that exists only in this test.
const protectedRoutes: ApiRoutes = async (app, { authenticate }) => {
  app.get('/test/me', { preHandler: authenticate }, async (request) => ({
    userId: request.userId,
    sessionId: request.sessionId,
  }));
};

describe.each(databases())('bearer authentication on $kind', (target) => {
  let testDb: TestDatabase;
  let app: App;
  const clock = new FakeClock();
  const userId = randomUUID();
  const sessionId = randomUUID();
  const revokedId = randomUUID();
  const token = newToken();
  const revokedToken = newToken();

  beforeAll(async () => {
    testDb = await target.open();
    const { db } = testDb.handle;
    await db.insert(users).values({
      id: userId,
      email: 'owner@example.in',
      passwordHash: 'not-a-real-hash',
      fullName: 'Asha Rao',
      phone: '9876543210',
      createdAt: clock.now(),
      updatedAt: clock.now(),
    });
    await db.insert(sessions).values([
      {
        id: sessionId,
        userId,
        tokenHash: hashToken(token),
        createdAt: clock.now(),
        expiresAt: new Date(clock.now().getTime() + 7 * DAY),
      },
      {
        id: revokedId,
        userId,
        tokenHash: hashToken(revokedToken),
        createdAt: clock.now(),
        expiresAt: new Date(clock.now().getTime() + 7 * DAY),
        revokedAt: clock.now(),
      },
    ]);
    app = buildTestApp({ database: testDb.handle, extraApiRoutes: protectedRoutes, clock });
    await app.ready();
  });

  afterAll(async () => {
    await app?.close();
    await testDb?.dispose();
  });

  const me = (authorization?: string) =>
    app.inject({
      method: 'GET',
      url: '/prod/v1/test/me',
      ...(authorization === undefined ? {} : { headers: { authorization } }),
    });

  it('sets request.userId and sessionId for a live session', async () => {
    const response = await me(`Bearer ${token}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ userId, sessionId });
  });

  it('accepts the scheme in any case', async () => {
    expect((await me(`bearer ${token}`)).statusCode).toBe(200);
  });

  it('answers 401 without a header, asking to log in', async () => {
    const response = await me();
    expect(response.statusCode).toBe(401);
    expect(response.headers['www-authenticate']).toBe('Bearer');
    expect(response.json()).toEqual({ message: NOT_SIGNED_IN, error: NOT_SIGNED_IN, code: 'unauthorized' });
  });

  it.each([
    ['an unknown token', `Bearer ${newToken()}`],
    ['a malformed token', 'Bearer not-a-token'],
    ['another scheme', `Basic ${token}`],
    ['an empty bearer', 'Bearer '],
  ])('answers 401 for %s', async (_name, header) => {
    const response = await me(header);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      message: SESSION_INVALID,
      error: SESSION_INVALID,
      code: 'unauthorized',
    });
  });

  it('answers 401 for a revoked session', async () => {
    expect((await me(`Bearer ${revokedToken}`)).statusCode).toBe(401);
  });

  it('refuses a session on the very next request once it is revoked, however often it was used', async () => {
    // The lookup is a prepared statement (and after a few runs a generic plan): it must still read
    // the sessions table on every request, so logout and password reset take effect at once.
    const live = newToken();
    const id = randomUUID();
    await testDb.handle.db.insert(sessions).values({
      id,
      userId,
      tokenHash: hashToken(live),
      createdAt: clock.now(),
      expiresAt: new Date(clock.now().getTime() + 7 * DAY),
    });
    for (let request = 0; request < 12; request++) expect((await me(`Bearer ${live}`)).statusCode).toBe(200);
    await testDb.handle.db.update(sessions).set({ revokedAt: clock.now() }).where(eq(sessions.id, id));
    expect((await me(`Bearer ${live}`)).statusCode).toBe(401);
  });

  it('answers 401 once the session has expired (7 days, by the injected clock)', async () => {
    clock.advance(7 * DAY - 1000);
    expect((await me(`Bearer ${token}`)).statusCode).toBe(200);
    clock.advance(1000);
    const response = await me(`Bearer ${token}`);
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe(SESSION_INVALID);
  });
});
