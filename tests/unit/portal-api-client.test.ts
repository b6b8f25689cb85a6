// The one HTTP client (src/lib/http-client.ts) as both apps use it: the portal's same-origin JSON
// under /prod/v1/portal with the stored token, the site's under /prod/v1 with the token its call
// carries; the server's sentence and code on failure, one shape for no answer, an aborted call
// left to its caller, and a dead token ending the portal's session.

import { NO_ANSWER } from '@machines/api-failure';
import { portalFetch } from '@portal/api/client';
import {
  onPortalSessionExpired,
  PORTAL_SESSION_KEY,
  readPortalSession,
  writePortalSession,
} from '@portal/lib/session-store';
import { request } from '@site/api/client';
import { ApiError } from '@site/lib/http-client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { owner, sessionOf } from '../machines/portal/support/members';

function answer(status: number, body?: unknown) {
  return vi.fn(async () => new Response(body === undefined ? null : JSON.stringify(body), { status }));
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('portalFetch', () => {
  it('sends JSON to the portal API with the stored token', async () => {
    writePortalSession(sessionOf(owner, 'tok-1'));
    const fetch = answer(201, { id: 'm-1' });
    vi.stubGlobal('fetch', fetch);
    await expect(portalFetch('/members', { method: 'POST', body: { name: 'Ravi' } })).resolves.toEqual({
      id: 'm-1',
    });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/prod/v1/portal/members');
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"name":"Ravi"}');
    expect(init.headers).toMatchObject({ authorization: 'Bearer tok-1', 'content-type': 'application/json' });
  });

  it('sends no Authorization header without a session, and reads an empty answer as null', async () => {
    const fetch = answer(204);
    vi.stubGlobal('fetch', fetch);
    await expect(portalFetch('/session', { method: 'DELETE' })).resolves.toBeNull();
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.headers).not.toHaveProperty('authorization');
  });

  it("throws the server's sentence and code", async () => {
    vi.stubGlobal(
      'fetch',
      answer(409, { message: 'A role with this name already exists.', code: 'duplicate' }),
    );
    const error = await portalFetch('/roles', { method: 'POST', body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 409,
      message: 'A role with this name already exists.',
      code: 'duplicate',
    });
  });

  it('reports a network failure as NO_ANSWER, with no sentence: the page says its own', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    const error = await portalFetch('/me').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: NO_ANSWER, message: '' });
  });

  it('leaves an aborted call to its caller: it is no network failure', async () => {
    const abort = new AbortController();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        abort.abort();
        throw new DOMException('The operation was aborted.', 'AbortError');
      }),
    );
    const error = await portalFetch('/students', { signal: abort.signal }).catch((e: unknown) => e);
    expect(error).not.toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ name: 'AbortError' });
  });

  it('ends the session when a signed-in call answers 401', async () => {
    writePortalSession(sessionOf(owner));
    const expired = vi.fn();
    const stop = onPortalSessionExpired(expired);
    vi.stubGlobal('fetch', answer(401, { message: 'Your session has ended.' }));
    await expect(portalFetch('/members')).rejects.toMatchObject({ status: 401 });
    expect(readPortalSession()).toBeNull();
    expect(localStorage.getItem(PORTAL_SESSION_KEY)).toBeNull();
    expect(expired).toHaveBeenCalledOnce();
    stop();
  });

  it('leaves a 401 to a sign-in attempt to the form (nobody was signed in)', async () => {
    const expired = vi.fn();
    const stop = onPortalSessionExpired(expired);
    vi.stubGlobal('fetch', answer(401, { message: 'Invalid email or password.' }));
    await expect(portalFetch('/session', { method: 'POST', body: {} })).rejects.toMatchObject({
      status: 401,
      message: 'Invalid email or password.',
    });
    expect(expired).not.toHaveBeenCalled();
    stop();
  });
});

describe("the site's request", () => {
  it('sends JSON under /prod/v1 with the credentials and token the call asks for', async () => {
    const fetch = answer(200, { verified: true });
    vi.stubGlobal('fetch', fetch);
    await expect(
      request('/auth/verify', {
        method: 'POST',
        body: { token: 't' },
        credentials: 'include',
        headers: { authorization: 'Bearer s-1' },
      }),
    ).resolves.toEqual({ verified: true });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/prod/v1/auth/verify');
    expect(init).toMatchObject({ method: 'POST', body: '{"token":"t"}', credentials: 'include' });
    expect(init.headers).toMatchObject({ authorization: 'Bearer s-1' });
  });

  it('fails in the same shape as the portal: status, sentence, error and code', async () => {
    vi.stubGlobal('fetch', answer(409, { error: 'Email taken', code: 'email_taken' }));
    await expect(request('/auth/register', { method: 'POST', body: {} })).rejects.toMatchObject({
      status: 409,
      error: 'Email taken',
      code: 'email_taken',
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await expect(request('/auth/login')).rejects.toMatchObject({ status: NO_ANSWER });
  });
});
