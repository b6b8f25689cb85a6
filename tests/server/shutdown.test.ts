import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import type { ApiRoutes, App } from '@server/app';
import { createShutdown } from '@server/shutdown';
import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp } from './test-app';
import { databases, type TestDatabase } from './test-database';

// A real listening server, shut down the way main.ts does on SIGTERM.

interface Gate {
  routes: ApiRoutes;
  /** Resolves when the slow handler has started. */
  started: Promise<void>;
  /** Ends the wait early (so a cut request leaves no timer behind). */
  release(): void;
}

function slowRoutes(milliseconds: number): Gate {
  let markStarted = () => {};
  const started = new Promise<void>((resolve) => {
    markStarted = resolve;
  });
  const abort = new AbortController();
  const routes: ApiRoutes = async (app, { database }) => {
    app.get('/test/slow', async () => {
      markStarted();
      await sleep(milliseconds, undefined, { signal: abort.signal });
      // Still able to use the database: it closes only after requests in flight are done.
      await database.ping();
      return { finished: true };
    });
  };
  return { routes, started, release: () => abort.abort() };
}

async function listen(app: App): Promise<number> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return (app.server.address() as AddressInfo).port;
}

/** Whether a new TCP connection to the port is accepted. */
function canConnect(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

async function waitUntilRefused(port: number): Promise<boolean> {
  const deadline = Date.now() + 3000;
  while (Date.now() < deadline) {
    if (!(await canConnect(port))) return true;
    await sleep(10);
  }
  return false;
}

describe.each(databases())('graceful shutdown on $kind', (target) => {
  let testDb: TestDatabase | undefined;

  afterEach(async () => {
    await testDb?.dispose();
    testDb = undefined;
  });

  it('lets a request in flight finish, stops listening, then closes the database', async () => {
    testDb = await target.open();
    const gate = slowRoutes(400);
    const app = buildTestApp({ database: testDb.handle, extraApiRoutes: gate.routes });
    const port = await listen(app);

    const inFlight = fetch(`http://127.0.0.1:${port}/prod/v1/test/slow`);
    await gate.started;
    const shutdown = createShutdown({ app, database: testDb.handle, timeoutMs: 10_000 });
    const startedAt = Date.now();
    const done = shutdown('SIGTERM');

    expect(await waitUntilRefused(port)).toBe(true);
    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ finished: true });

    expect(await done).toEqual({ forced: false });
    // Well before the time limit: the finished request's keep-alive connection did not hold it up.
    expect(Date.now() - startedAt).toBeLessThan(5000);
    expect(testDb.handle.closed).toBe(true);
    await expect(testDb.handle.ping()).rejects.toThrow('The database connection is closed.');
    // A second signal joins the same shutdown instead of starting another.
    expect(await shutdown('SIGINT')).toEqual({ forced: false });

    // With its database closed, the readiness check says so.
    const orphan = buildTestApp({ database: testDb.handle });
    const ready = await orphan.inject({ method: 'GET', url: '/prod/v1/health/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({
      message: 'The database is not reachable, so the server is not ready.',
      error: 'The database is not reachable, so the server is not ready.',
      code: 'not_ready',
    });
    await orphan.close();
  });

  it('runs no request that arrives on an open connection once shutdown has begun', async () => {
    testDb = await target.open();
    const gate = slowRoutes(300);
    let sideEffects = 0;
    const routes: ApiRoutes = async (app, dependencies) => {
      await gate.routes(app, dependencies);
      app.post('/test/side-effect', async () => {
        sideEffects += 1;
        return { done: true };
      });
    };
    const app = buildTestApp({ database: testDb.handle, extraApiRoutes: routes });
    const port = await listen(app);

    const socket = connect({ port, host: '127.0.0.1' });
    let received = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk) => {
      received += chunk;
    });
    const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
    socket.write('GET /prod/v1/test/slow HTTP/1.1\r\nHost: localhost\r\n\r\n');
    await gate.started;
    const done = createShutdown({ app, database: testDb.handle, timeoutMs: 5000 })('SIGTERM');
    await sleep(50);
    // Pipelined on the same keep-alive connection: too late to be served here.
    socket.write('POST /prod/v1/test/side-effect HTTP/1.1\r\nHost: localhost\r\nContent-Length: 0\r\n\r\n');
    await closed;
    expect(await done).toEqual({ forced: false });

    const responses = received.split(/(?=HTTP\/1\.1 )/);
    expect(responses).toHaveLength(1);
    expect(responses[0]).toMatch(/^HTTP\/1\.1 200 /);
    expect(responses[0]?.toLowerCase()).toContain('connection: close');
    expect(responses[0]).toContain('{"finished":true}');
    expect(sideEffects).toBe(0);
  });

  it('cuts requests that outlive the time limit, then still closes the database', async () => {
    testDb = await target.open();
    const gate = slowRoutes(60_000);
    const app = buildTestApp({ database: testDb.handle, extraApiRoutes: gate.routes });
    const port = await listen(app);

    const hung = fetch(`http://127.0.0.1:${port}/prod/v1/test/slow`).then(
      (response) => response.status,
      () => 'connection closed',
    );
    await gate.started;
    const startedAt = Date.now();
    const result = await createShutdown({ app, database: testDb.handle, timeoutMs: 300 })('SIGTERM');
    expect(result).toEqual({ forced: true });
    expect(Date.now() - startedAt).toBeLessThan(2000);
    expect(await hung).toBe('connection closed');
    expect(testDb.handle.closed).toBe(true);
    gate.release();
  });
});
