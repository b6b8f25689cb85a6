import { connect } from 'node:net';
import type { App } from '@server/app';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPortalApp, type PortalTestApp, type School } from './portal-helpers';
import { databases, type TestDatabase } from './test-database';

// Which site a request is for is read from its Host header (server/plugins/tenant-host.ts), so a
// request that names two hosts is refused with 400 before anything answers it (RFC 9112, 3.2),
// and so is, behind a trusted proxy, an X-Forwarded-Host with several values. Sent on a real
// socket: what is checked is what Node's parser hands the app, duplicates included.

interface RawAnswer {
  status: number;
  body: string;
}

/** One HTTP/1.1 request written as it is (`headers` are raw lines), on a fresh connection. */
function rawRequest(port: number, path: string, headers: readonly string[]): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    let text = '';
    const socket = connect(port, '127.0.0.1', () => {
      socket.write(`GET ${path} HTTP/1.1\r\n${[...headers, 'Connection: close'].join('\r\n')}\r\n\r\n`);
    });
    socket.setTimeout(5000, () => socket.destroy(new Error('no answer within 5 s')));
    socket.on('data', (chunk) => {
      text += chunk.toString();
    });
    socket.on('error', reject);
    socket.on('close', () => {
      const status = Number(/^HTTP\/1\.1 (\d{3}) /.exec(text)?.[1] ?? 0);
      resolve({ status, body: text.slice(text.indexOf('\r\n\r\n') + 4) });
    });
  });
}

async function listen(app: App): Promise<number> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  return typeof address === 'object' && address ? address.port : 0;
}

const TWO_HOSTS = 'The request names more than one host. Send exactly one Host header.';
const TWO_FORWARDED_HOSTS =
  'The request names more than one forwarded host. Send exactly one X-Forwarded-Host value.';

describe.each(databases())('the Host header on $kind', (target) => {
  let database: TestDatabase;
  let subject: PortalTestApp;
  let proxied: PortalTestApp;
  let school: School;
  let port: number;
  let proxiedPort: number;

  beforeAll(async () => {
    database = await target.open();
    subject = await buildPortalApp(database.handle);
    school = await subject.school('Green Valley School', ['6']);
    port = await listen(subject.app);
    // The same database, behind a trusted proxy: the site is read from X-Forwarded-Host.
    proxied = await buildPortalApp(database.handle, { TRUST_PROXY: 'true' });
    proxiedPort = await listen(proxied.app);
  });
  afterAll(async () => {
    await proxied?.close();
    await subject?.close();
    await database?.dispose();
  });

  const bearer = () => `Authorization: Bearer ${school.ownerToken}`;

  it("answers one Host header as that host's site", async () => {
    const me = await rawRequest(port, '/prod/v1/portal/me', [`Host: ${school.host}`, bearer()]);
    expect(me.status, me.body).toBe(200);
    const health = await rawRequest(port, '/prod/v1/health', ['Host: localhost']);
    expect(health.status, health.body).toBe(200);
  });

  it('refuses a request with two Host headers with 400, whichever site comes first', async () => {
    // Before, the first header won: the school's own data, answered on a request that also named the main site.
    const schoolFirst = await rawRequest(port, '/prod/v1/portal/me', [
      `Host: ${school.host}`,
      'Host: localhost',
      bearer(),
    ]);
    expect(schoolFirst.status, schoolFirst.body).toBe(400);
    expect(JSON.parse(schoolFirst.body)).toMatchObject({ message: TWO_HOSTS, code: 'ambiguous_host' });

    const mainFirst = await rawRequest(port, '/prod/v1/health', ['Host: localhost', `host: ${school.host}`]);
    expect(mainFirst.status, mainFirst.body).toBe(400);
    expect(JSON.parse(mainFirst.body)).toMatchObject({ code: 'ambiguous_host' });

    // The same host twice is still two headers; and pages are refused as the API is.
    const twice = await rawRequest(port, '/', ['Host: localhost', 'HOST: localhost']);
    expect(twice.status, twice.body).toBe(400);
  });

  it('reads X-Forwarded-Host behind a trusted proxy, and refuses one with several values', async () => {
    const one = await rawRequest(proxiedPort, '/prod/v1/portal/me', [
      'Host: internal.example',
      `X-Forwarded-Host: ${school.host}`,
      bearer(),
    ]);
    expect(one.status, one.body).toBe(200);

    for (const forwarded of [
      [`X-Forwarded-Host: localhost`, `X-Forwarded-Host: ${school.host}`],
      [`X-Forwarded-Host: localhost, ${school.host}`],
    ]) {
      const answer = await rawRequest(proxiedPort, '/prod/v1/portal/me', [
        'Host: internal.example',
        ...forwarded,
        bearer(),
      ]);
      expect(answer.status, `${forwarded.join(' / ')}: ${answer.body}`).toBe(400);
      expect(JSON.parse(answer.body)).toMatchObject({ message: TWO_FORWARDED_HOSTS, code: 'ambiguous_host' });
    }
  });

  it('ignores X-Forwarded-Host when no proxy is trusted', async () => {
    const answer = await rawRequest(port, '/prod/v1/portal/me', [
      `Host: ${school.host}`,
      'X-Forwarded-Host: localhost, elsewhere.example',
      bearer(),
    ]);
    expect(answer.status, answer.body).toBe(200);
  });
});
