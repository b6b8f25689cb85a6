import { type AddressInfo, connect } from 'node:net';
import type { ApiRoutes, App } from '@server/app';
import { refuse } from '@server/http-error';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import Type from 'typebox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, captureLogs, type LogCapture } from './test-app';
import { databases, type TestDatabase } from './test-database';

// The pool /test/pool takes a connection from: set by the test that fills it.
let poolUnderTest: pg.Pool | undefined;

// Routes that exist only in this test, registered through buildApp's extraApiRoutes, so the error
// handling every later endpoint relies on is checked through the real plugins.
const testRoutes: ApiRoutes = async (app) => {
  app.get('/test/pool', async () => {
    const client = await poolUnderTest?.connect();
    client?.release();
    return {};
  });
  // The same wait through drizzle, which wraps the pool's error in its own "Failed query".
  app.get('/test/pool-query', async () => {
    if (poolUnderTest) await drizzle(poolUnderTest).execute(sql`select 1`);
    return {};
  });
  app.post(
    '/test/echo',
    {
      schema: {
        body: Type.Object({
          name: Type.String({ minLength: 1 }),
          age: Type.Optional(Type.Integer({ minimum: 0 })),
          email: Type.Optional(Type.String({ errorMessage: { type: 'Email must be text' } })),
          tags: Type.Optional(Type.Array(Type.Object({ label: Type.String() }))),
        }),
      },
    },
    async (request) => request.body,
  );
  app.get(
    '/test/items/:id',
    {
      schema: {
        params: Type.Object({ id: Type.Integer() }),
        querystring: Type.Object({ page: Type.Optional(Type.Integer({ minimum: 1 })) }),
        headers: Type.Object({ 'x-school-code': Type.String({ minLength: 3 }) }),
      },
    },
    async (request) => ({
      id: request.params.id,
      page: request.query.page ?? null,
      // Validating one header must leave the others in place.
      userAgent: request.headers['user-agent'] ?? null,
    }),
  );
  app.get('/test/boom', async () => {
    throw new Error('connection to 10.1.2.3 refused at accounts.ts:42');
  });
  app.get('/test/plugin-error', async () => {
    // What a plugin such as @fastify/rate-limit throws by default.
    throw Object.assign(new Error('Too Many Requests'), { statusCode: 429 });
  });
  app.get('/test/limited', async () => {
    throw refuse(429, 'rate_limited', 'Too many attempts. Please wait a minute and try again.').withHeaders({
      'retry-after': '60',
    });
  });
  app.post('/test/log', async (request) => {
    request.log.info({ body: request.body, headers: request.headers }, 'request logged by the test');
    return { logged: true };
  });
};

const CSP =
  "default-src 'self';script-src 'self';object-src 'none';base-uri 'self';frame-ancestors 'none';" +
  "form-action 'self';img-src 'self' data:;style-src 'self';connect-src 'self';media-src 'self'";

describe.each(databases())('the API on $kind', (target) => {
  let testDb: TestDatabase;
  let app: App;
  let logs: LogCapture;

  beforeAll(async () => {
    testDb = await target.open();
    logs = captureLogs();
    app = buildTestApp({
      database: testDb.handle,
      extraApiRoutes: testRoutes,
      logs,
      env: { CORS_ORIGINS: 'https://partner.example.in' },
    });
    await app.ready();
  });

  afterAll(async () => {
    await app?.close();
    await testDb?.dispose();
  });

  describe('health', () => {
    it('answers that it is alive', async () => {
      const response = await app.inject({ method: 'GET', url: '/prod/v1/health' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(response.json()).toEqual({ status: 'ok' });
    });

    it('answers ready after reaching its database', async () => {
      const response = await app.inject({ method: 'GET', url: '/prod/v1/health/ready' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ status: 'ready', database: target.kind });
    });
  });

  describe('unknown API paths', () => {
    it('answer a JSON 404 that names the method and path', async () => {
      const response = await app.inject({ method: 'GET', url: '/prod/v1/nope?token=secret' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        message: 'No API endpoint matches GET /prod/v1/nope.',
        error: 'No API endpoint matches GET /prod/v1/nope.',
        code: 'not_found',
      });
    });

    it('include the bare prefix', async () => {
      for (const url of ['/prod/v1', '/prod/v1/']) {
        const response = await app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
        expect(response.statusCode, url).toBe(404);
        expect(response.json().code, url).toBe('not_found');
      }
    });

    it('answer JSON, not the web app, even to a browser asking for HTML', async () => {
      const response = await app.inject({
        method: 'DELETE',
        url: '/prod/v1/health',
        headers: { accept: 'text/html' },
      });
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('No API endpoint matches DELETE /prod/v1/health.');
    });
  });

  describe('request errors', () => {
    it('400 for malformed JSON', async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/prod/v1/test/echo',
        headers: { 'content-type': 'application/json' },
        payload: '{"name": "Asha",',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        message: 'The request body is not valid JSON.',
        error: 'The request body is not valid JSON.',
        code: 'invalid_json',
      });
    });

    it('400 for a JSON content type with an empty body', async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/prod/v1/test/echo',
        headers: { 'content-type': 'application/json' },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(
        'The request says it carries JSON (content-type: application/json) but its body is empty.',
      );
    });

    it('400 for a prototype-poisoning body', async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/prod/v1/test/echo',
        headers: { 'content-type': 'application/json' },
        payload: '{"name": "Asha", "__proto__": {"admin": true}}',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('The request body is not valid JSON.');
    });

    it('413 with a message for a body over 64 KiB', async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/prod/v1/test/echo',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ name: 'x'.repeat(65 * 1024) }),
      });
      expect(response.statusCode).toBe(413);
      expect(response.json()).toEqual({
        message: 'The request body is too large: the limit is 64 KiB.',
        error: 'The request body is too large: the limit is 64 KiB.',
        code: 'body_too_large',
      });
    });

    it('accepts a body just under 64 KiB', async () => {
      const name = 'x'.repeat(64 * 1024 - 20);
      const response = await app.inject({ method: 'POST', url: '/prod/v1/test/echo', payload: { name } });
      expect(response.statusCode).toBe(200);
      expect(response.json().name).toHaveLength(name.length);
    });

    it.each(['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x'])(
      '415 for %s on a JSON route',
      async (contentType) => {
        const response = await app.inject({
          method: 'POST',
          url: '/prod/v1/test/echo',
          headers: { 'content-type': contentType },
          payload: 'name=Asha',
        });
        expect(response.statusCode).toBe(415);
        expect(response.json()).toEqual({
          message: 'This endpoint accepts only JSON: send the body with content-type: application/json.',
          error: 'This endpoint accepts only JSON: send the body with content-type: application/json.',
          code: 'unsupported_media_type',
        });
      },
    );

    it('400 in the same shape for a request that is not HTTP at all', async () => {
      await app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = app.server.address() as AddressInfo;
      const answer = await new Promise<string>((resolve, reject) => {
        let text = '';
        const socket = connect({ port, host: '127.0.0.1' }, () => socket.write('HELLO THERE\r\n\r\n'));
        socket.setEncoding('utf8');
        socket.on('data', (chunk) => {
          text += chunk;
        });
        socket.on('close', () => resolve(text));
        socket.on('error', reject);
      });
      expect(answer).toMatch(/^HTTP\/1\.1 400 /);
      expect(answer).toContain(
        '{"message":"The request is not valid HTTP.","error":"The request is not valid HTTP."',
      );
    });

    it('400 for a path that is not a valid URL', async () => {
      const response = await app.inject({ method: 'GET', url: '/prod/v1/%E0%A4%A' });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('The request path is not a valid URL.');
      expect(response.headers['cache-control']).toBe('no-store');
    });
  });

  describe('validation', () => {
    async function post(payload: unknown) {
      return app.inject({ method: 'POST', url: '/prod/v1/test/echo', payload: payload as object });
    }

    it('names a missing field', async () => {
      const response = await post({});
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        message: 'The name field is required.',
        error: 'The name field is required.',
        code: 'validation',
      });
    });

    it('names a field of the wrong type, and nested fields by their path', async () => {
      expect((await post({ name: 42 })).json().message).toBe('The name field must be a string.');
      expect((await post({ name: 'A', age: 1.5 })).json().message).toBe(
        'The age field must be a whole number.',
      );
      expect((await post({ name: 'A', age: -1 })).json().message).toBe('The age field must be at least 0.');
      expect((await post({ name: '' })).json().message).toBe('The name field must not be empty.');
      expect((await post({ name: 'A', tags: [{ label: 'x' }, { label: 7 }] })).json().message).toBe(
        'The tags[1].label field must be a string.',
      );
    });

    it("uses a schema's own sentence when it has one", async () => {
      const response = await post({ name: 'A', email: 5 });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('Email must be text');
    });

    it('asks for a JSON object when the body is something else', async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/prod/v1/test/echo',
        headers: { 'content-type': 'application/json' },
        payload: '"just a string"',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('The request body must be a JSON object.');
    });

    it('drops unknown fields instead of rejecting them', async () => {
      const response = await post({ name: 'Asha', emailVerified: true, role: 'admin' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ name: 'Asha' });
    });

    it('converts path and query parameters to the declared types', async () => {
      const response = await app.inject({
        method: 'GET',
        url: '/prod/v1/test/items/42?page=2&utm_source=mail',
        headers: { 'x-school-code': 'DPS', 'user-agent': 'test-agent' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ id: 42, page: 2, userAgent: 'test-agent' });
    });

    it('names a bad path parameter, query parameter or header', async () => {
      const headers = { 'x-school-code': 'DPS' };
      const item = (url: string, extra = headers) => app.inject({ method: 'GET', url, headers: extra });
      expect((await item('/prod/v1/test/items/abc')).json().message).toBe(
        'The id path parameter must be a whole number.',
      );
      expect((await item('/prod/v1/test/items/1?page=0')).json().message).toBe(
        'The page query parameter must be at least 1.',
      );
      const header = await item('/prod/v1/test/items/1', { 'x-school-code': 'D' });
      expect(header.statusCode).toBe(400);
      expect(header.json().message).toBe('The x-school-code header must be at least 3 characters long.');
    });

    it('keeps unicode intact', async () => {
      const response = await post({ name: 'आशा शर्मा 🌼' });
      expect(response.json()).toEqual({ name: 'आशा शर्मा 🌼' });
    });
  });

  describe('unexpected errors', () => {
    it('answer 500 with a generic sentence and no internals', async () => {
      const response = await app.inject({ method: 'GET', url: '/prod/v1/test/boom' });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({
        message: 'Something went wrong on our side. Please try again later.',
        error: 'Something went wrong on our side. Please try again later.',
        code: 'internal_error',
      });
      expect(response.body).not.toMatch(/10\.1\.2\.3|accounts\.ts|stack|at /);
    });

    it('log the error under the request id the client was given', async () => {
      const response = await app.inject({ method: 'GET', url: '/prod/v1/test/boom' });
      const requestId = response.headers['x-request-id'];
      expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
      const logged = logs.entries().find((entry) => entry.reqId === requestId && entry.level === 50);
      expect(logged?.msg).toBe('Request failed with an unexpected error');
      expect(JSON.stringify(logged?.err)).toContain('connection to 10.1.2.3 refused');
    });

    // node-postgres' own pool, full, with its own timeout error: an overloaded server says so and
    // when to come back, instead of a 500.
    it.skipIf(!process.env.TEST_DATABASE_URL)(
      'answer 503 with a Retry-After when no database connection is free in time',
      async () => {
        const pool = new pg.Pool({
          connectionString: process.env.TEST_DATABASE_URL,
          max: 1,
          // The one connection is opened with time to spare (a busy CI host can take more than
          // 50 ms to connect); only the wait for a free connection is then made short.
          connectionTimeoutMillis: 10_000,
        });
        const held = await pool.connect();
        pool.options.connectionTimeoutMillis = 50;
        poolUnderTest = pool;
        try {
          for (const url of ['/prod/v1/test/pool', '/prod/v1/test/pool-query']) {
            const response = await app.inject({ method: 'GET', url });
            expect(response.statusCode, url).toBe(503);
            expect(response.headers['retry-after']).toBe('5');
            expect(response.json()).toEqual({
              message: 'The server is busy at the moment. Please try again in a few seconds.',
              error: 'The server is busy at the moment. Please try again in a few seconds.',
              code: 'server_busy',
            });
          }
        } finally {
          held.release();
          await pool.end();
        }
      },
    );

    it("reword a plugin's 4xx error instead of showing its default text", async () => {
      const response = await app.inject({ method: 'GET', url: '/prod/v1/test/plugin-error' });
      expect(response.statusCode).toBe(429);
      expect(response.json()).toEqual({
        message: 'Too many requests. Please wait a moment and try again.',
        error: 'Too many requests. Please wait a moment and try again.',
        code: 'rate_limited',
      });
    });

    it('pass an ApiError through with its status, sentence, code and headers', async () => {
      const response = await app.inject({ method: 'GET', url: '/prod/v1/test/limited' });
      expect(response.statusCode).toBe(429);
      expect(response.headers['retry-after']).toBe('60');
      expect(response.json()).toEqual({
        message: 'Too many attempts. Please wait a minute and try again.',
        error: 'Too many attempts. Please wait a minute and try again.',
        code: 'rate_limited',
      });
    });
  });

  describe('security headers', () => {
    it.each([
      ['a success', 'GET', '/prod/v1/health', 200],
      ['a 404', 'GET', '/prod/v1/nope', 404],
      ['a 500', 'GET', '/prod/v1/test/boom', 500],
      ['a 415', 'POST', '/prod/v1/test/echo', 415],
    ] as const)('are on %s', async (_label, method, url, status) => {
      const response = await app.inject({
        method,
        url,
        ...(method === 'POST' ? { headers: { 'content-type': 'text/plain' }, payload: 'x' } : {}),
      });
      expect(response.statusCode).toBe(status);
      expect(response.headers['content-security-policy']).toBe(CSP);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('no-referrer');
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['cache-control']).toBe('no-store');
    });

    it('leave HSTS out over plain http, even when a client claims https without a trusted proxy', async () => {
      const plain = await app.inject({ method: 'GET', url: '/prod/v1/health' });
      expect(plain.headers['strict-transport-security']).toBeUndefined();
      const claimed = await app.inject({
        method: 'GET',
        url: '/prod/v1/health',
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(claimed.headers['strict-transport-security']).toBeUndefined();
    });

    it.each(['true', '1'])(
      'send HSTS when a trusted proxy (TRUST_PROXY=%s) says the request came over https',
      async (trust) => {
        const proxied = buildTestApp({ database: testDb.handle, env: { TRUST_PROXY: trust } });
        try {
          const https = await proxied.inject({
            method: 'GET',
            url: '/prod/v1/health',
            headers: { 'x-forwarded-proto': 'https' },
          });
          expect(https.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
          const http = await proxied.inject({ method: 'GET', url: '/prod/v1/health' });
          expect(http.headers['strict-transport-security']).toBeUndefined();
        } finally {
          await proxied.close();
        }
      },
    );
  });

  describe('CORS', () => {
    it('allows a configured origin', async () => {
      const response = await app.inject({
        method: 'GET',
        url: '/prod/v1/health',
        headers: { origin: 'https://partner.example.in' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['access-control-allow-origin']).toBe('https://partner.example.in');
      expect(response.headers.vary).toContain('Origin');
      expect(response.headers['access-control-allow-credentials']).toBeUndefined();
    });

    it('allows credentials only where the registration claim cookie travels (register, verify)', async () => {
      for (const path of ['/prod/v1/auth/register', '/prod/v1/auth/verify']) {
        const response = await app.inject({
          method: 'OPTIONS',
          url: path,
          headers: { origin: 'https://partner.example.in', 'access-control-request-method': 'POST' },
        });
        expect(response.headers['access-control-allow-credentials'], path).toBe('true');
      }
      const login = await app.inject({
        method: 'OPTIONS',
        url: '/prod/v1/auth/login',
        headers: { origin: 'https://partner.example.in', 'access-control-request-method': 'POST' },
      });
      expect(login.headers['access-control-allow-credentials']).toBeUndefined();
    });

    it('answers a preflight from a configured origin', async () => {
      const response = await app.inject({
        method: 'OPTIONS',
        url: '/prod/v1/auth/login',
        headers: {
          origin: 'https://partner.example.in',
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type, authorization',
        },
      });
      expect(response.statusCode).toBe(204);
      expect(response.headers['access-control-allow-origin']).toBe('https://partner.example.in');
      expect(response.headers['access-control-allow-methods']).toContain('POST');
      expect(response.headers['access-control-allow-headers']).toBe('authorization, content-type');
    });

    it('gives a foreign origin no CORS allowance', async () => {
      const response = await app.inject({
        method: 'GET',
        url: '/prod/v1/health',
        headers: { origin: 'https://evil.example.com' },
      });
      expect(response.headers['access-control-allow-origin']).toBeUndefined();
      const preflight = await app.inject({
        method: 'OPTIONS',
        url: '/prod/v1/auth/login',
        headers: { origin: 'https://evil.example.com', 'access-control-request-method': 'POST' },
      });
      expect(preflight.statusCode).toBe(403);
      expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
      expect(preflight.json().message).toBe('Requests from this origin are not allowed.');
    });

    it('allows no origin at all when CORS_ORIGINS is unset', async () => {
      const closed = buildTestApp({ database: testDb.handle });
      try {
        const response = await closed.inject({
          method: 'GET',
          url: '/prod/v1/health',
          headers: { origin: 'https://partner.example.in' },
        });
        expect(response.statusCode).toBe(200);
        expect(response.headers['access-control-allow-origin']).toBeUndefined();
      } finally {
        await closed.close();
      }
    });
  });

  describe('logs', () => {
    it('never hold passwords, tokens, authorization headers or cookies', async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/prod/v1/test/log',
        headers: { authorization: 'Bearer sEcReTbEaReR', cookie: 'session=sEcReTcOoKiE' },
        payload: { email: 'asha@example.in', password: 'hunter2hunter2', nested: { token: 'sEcReTtOkEn' } },
      });
      expect(response.statusCode).toBe(200);
      const text = logs.text();
      expect(text).toContain('request logged by the test');
      expect(text).toContain('[redacted]');
      for (const secret of ['sEcReTbEaReR', 'sEcReTcOoKiE', 'hunter2hunter2', 'sEcReTtOkEn']) {
        expect(text).not.toContain(secret);
      }
    });

    it('never hold the token or e-mail of a link a person opened', async () => {
      await app.inject({ method: 'GET', url: '/reset-password?token=LiNkToKeN123&email=asha%40example.in' });
      const text = logs.text();
      expect(text).toContain('/reset-password?token=%5Bredacted%5D&email=%5Bredacted%5D');
      expect(text).not.toContain('LiNkToKeN123');
      expect(text).not.toContain('asha%40example.in');
    });
  });
});
