// The portal's way to call its API (docs/requirements/portal.md#api): the one HTTP client
// (src/lib/http-client.ts) on this origin under /prod/v1/portal, with the stored bearer token when
// there is one; a signed-in call answered 401 ends the session. Failures are ApiErrors, which the
// machines read through machines/api-failure.ts.
import { createHttpClient } from '@site/lib/http-client';
import { expirePortalSession, getPortalToken } from '../lib/session-store';

const client = createHttpClient({
  base: '/prod/v1/portal',
  token: getPortalToken,
  onUnauthorized: expirePortalSession,
});

/** A JSON call: resolves with the answer's body (null when empty), rejects with an ApiError. */
export const portalFetch = client.request;

/** A call whose answer is not JSON (a file) or whose body is a file. */
export const portalSend = client.send;

/** The query string of a list query, without empty values. */
export function queryString(query: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value !== undefined && value !== '') params.set(key, String(value));
  const text = params.toString();
  return text ? `?${text}` : '';
}
