// The portal's API client (src/portal/api/client.ts): same-origin JSON under /prod/v1/portal, the
// stored token, the server's sentence on failure, and a dead token ending the session.

import { PortalApiError, portalFetch } from '@portal/api/client';
import {
  onPortalSessionExpired,
  PORTAL_SESSION_KEY,
  readPortalSession,
  writePortalSession,
} from '@portal/lib/session-store';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { owner, sessionOf } from '../machines/portal/support';

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
    expect(error).toBeInstanceOf(PortalApiError);
    expect(error).toMatchObject({
      status: 409,
      message: 'A role with this name already exists.',
      code: 'duplicate',
    });
  });

  it('reports a network failure as status 0 with a sentence a person can act on', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await expect(portalFetch('/me')).rejects.toMatchObject({
      status: 0,
      message: 'Could not reach the server. Check your connection and try again.',
    });
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
