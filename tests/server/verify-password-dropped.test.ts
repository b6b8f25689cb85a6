import type { App } from '@server/app';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post, RecordingTransport, registration, uniqueEmail } from './accounts-helpers';
import { buildTestApp } from './test-app';
import { databases, type TestDatabase } from './test-database';

// The verification answer says when the password chosen at registration was dropped
// (docs/requirements/security.md#address-ownership): a link opened outside the browser that
// registered signs its reader in without that password, and the page must say so at once, not
// leave the owner to find out when the password is refused. Before, the answer was the same
// either way.

describe.each(databases())('what verification says about the password on $kind', (target) => {
  let database: TestDatabase;
  let app: App;
  const mail = new RecordingTransport();

  beforeAll(async () => {
    database = await target.open();
    app = buildTestApp({ database: database.handle, mailTransport: mail });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await database?.dispose();
  });

  async function registered(password: string): Promise<string> {
    const email = uniqueEmail('owner');
    const answer = await post(app, '/auth/register', registration({ email, password }));
    expect(answer.statusCode, answer.body).toBe(201);
    await app.jobs.drain('mail');
    return email;
  }
  const login = (email: string, password: string) => post(app, '/auth/login', { username: email, password });

  it('answers passwordDropped: false in the browser that registered, and the password works', async () => {
    const email = await registered('Kept&Chalk-2044');
    const verified = await post(app, '/auth/verify', { token: mail.token(email, '/verify') });
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json()).toMatchObject({ email, passwordDropped: false });
    expect((await login(email, 'Kept&Chalk-2044')).statusCode).toBe(200);
  });

  it('answers passwordDropped: true in another browser, where the password is refused', async () => {
    const email = await registered('Dropped&Chalk-2045');
    const verified = await post(
      app,
      '/auth/verify',
      { token: mail.token(email, '/verify') },
      { claims: false },
    );
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json()).toMatchObject({ email, passwordDropped: true });
    expect(verified.json().token).toEqual(expect.any(String));
    expect((await login(email, 'Dropped&Chalk-2045')).statusCode).toBe(401);
  });
});
