import { connect, type Socket } from 'node:net';
import { type App, HTTP_TIMEOUTS } from '@server/app';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from './test-app';
import { databases, type TestDatabase } from './test-database';

// A client that declares a body and trickles it in (one byte every so often) must not hold a
// connection: the server answers 408 and closes once the request's time is up. Checked on a real
// socket with the limits shortened (the production numbers are HTTP_TIMEOUTS, asserted below on
// the server's own settings); what is checked is Node's enforcement through Fastify's options.

const [target] = databases(); // the limits are HTTP's, not the database's: one run is enough

interface Outcome {
  closedAfterMs: number;
  answer: string;
}

/** Sends the headers at once, then one body byte every `everyMs`, until the server closes. */
function trickle(port: number, everyMs: number, givesUpAfterMs: number): Promise<Outcome> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    let answer = '';
    const socket: Socket = connect(port, '127.0.0.1', () => {
      socket.write(
        'POST /prod/v1/auth/forgot-password HTTP/1.1\r\nHost: localhost\r\n' +
          'Content-Type: application/json\r\nContent-Length: 29\r\n\r\n{',
      );
    });
    const timer = setInterval(() => {
      if (!socket.destroyed) socket.write(' ');
    }, everyMs);
    const giveUp = setTimeout(() => {
      socket.destroy();
      reject(new Error(`the server still held the slow request after ${givesUpAfterMs} ms`));
    }, givesUpAfterMs);
    socket.on('data', (chunk) => {
      answer += chunk.toString();
    });
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearInterval(timer);
      clearTimeout(giveUp);
      resolve({ closedAfterMs: Date.now() - started, answer });
    });
  });
}

describe.skipIf(!target)('HTTP time limits', () => {
  let testDb: TestDatabase;
  let app: App;
  let port: number;

  beforeAll(async () => {
    if (!target) return;
    testDb = await target.open();
    app = buildTestApp({
      database: testDb.handle,
      timeouts: { ...HTTP_TIMEOUTS, requestMs: 1500, headersMs: 1000, checkIntervalMs: 250 },
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    port = typeof address === 'object' && address ? address.port : 0;
  });

  afterAll(async () => {
    await app?.close();
    await testDb?.dispose();
  });

  it('cuts off a body that trickles in, with 408, well within the limit plus one check interval', async () => {
    const outcome = await trickle(port, 200, 6000);
    expect(outcome.answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(outcome.answer).toContain('"code":"bad_request"');
    expect(outcome.closedAfterMs).toBeGreaterThanOrEqual(1400);
    expect(outcome.closedAfterMs).toBeLessThan(1500 + 250 + 500);
  });

  it("closes a timed-out request's connection even when the client never reads the 408", async () => {
    // The client keeps trickling and never reads (so it never sees the server's end of the
    // connection and never closes its own): only the server destroying the socket frees it.
    const serverSide = new Promise<Socket>((resolve) => app.server.once('connection', resolve));
    const started = Date.now();
    const client = connect(port, '127.0.0.1', () => {
      client.pause();
      client.write(
        'POST /prod/v1/auth/forgot-password HTTP/1.1\r\nHost: localhost\r\n' +
          'Content-Type: application/json\r\nContent-Length: 29\r\n\r\n{',
      );
    });
    client.on('error', () => undefined);
    const timer = setInterval(() => {
      if (!client.destroyed) client.write(' ');
    }, 200);
    try {
      const socket = await serverSide;
      const closedAfterMs = await new Promise<number>((resolve) => {
        const giveUp = setTimeout(() => resolve(Number.POSITIVE_INFINITY), 5000);
        socket.once('close', () => {
          clearTimeout(giveUp);
          resolve(Date.now() - started);
        });
      });
      expect(closedAfterMs).toBeGreaterThanOrEqual(1400);
      expect(closedAfterMs).toBeLessThan(1500 + 250 + 500);
    } finally {
      clearInterval(timer);
      client.destroy();
    }
  });

  it('cuts off headers that trickle in, within the headers limit plus one check interval', async () => {
    const outcome = await new Promise<Outcome>((resolve) => {
      const started = Date.now();
      let answer = '';
      const socket = connect(port, '127.0.0.1', () =>
        socket.write('GET /prod/v1/health HTTP/1.1\r\nHost: x\r\n'),
      );
      const timer = setInterval(() => {
        if (!socket.destroyed) socket.write('X-Slow: y\r\n');
      }, 200);
      socket.on('data', (chunk) => {
        answer += chunk.toString();
      });
      socket.on('error', () => undefined);
      socket.on('close', () => {
        clearInterval(timer);
        resolve({ closedAfterMs: Date.now() - started, answer });
      });
      setTimeout(() => socket.destroy(), 6000);
    });
    expect(outcome.answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(outcome.closedAfterMs).toBeLessThan(1000 + 250 + 500);
  });

  it('runs with the stated production limits by default', async () => {
    const database = testDb.handle;
    const defaults = buildTestApp({ database });
    await defaults.ready();
    expect(defaults.server.requestTimeout).toBe(30_000);
    expect(defaults.server.headersTimeout).toBe(10_000);
    expect(defaults.server.keepAliveTimeout).toBe(72_000);
    expect(HTTP_TIMEOUTS).toMatchObject({ requestMs: 30_000, headersMs: 10_000, keepAliveMs: 72_000 });
    await defaults.close();
  });
});
