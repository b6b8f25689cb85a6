// The portal's one way to call its API (docs/requirements/portal.md#api): same origin, JSON, the
// stored bearer token when there is one. Failures become PortalApiError with the server's
// sentence, so machines show it as it is (machines/api-failure.ts reads `status` and `message`).
import { expirePortalSession, getPortalToken } from '../lib/session-store';

export const PORTAL_API_BASE = '/prod/v1/portal';

export const NETWORK_FAILURE_MESSAGE = 'Could not reach the server. Check your connection and try again.';
const FALLBACK_MESSAGE = 'Something went wrong. Please try again.';

export class PortalApiError extends Error {
  /** HTTP status; 0 when no answer arrived. */
  status: number;
  /** The API's machine-readable code, when it sent one. */
  code?: string;

  constructor(status: number, message: string, code?: string) {
    super(message);
    this.name = 'PortalApiError';
    this.status = status;
    if (code) this.code = code;
  }
}

export interface PortalFetchInit {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
}

export async function portalFetch<T>(path: string, init: PortalFetchInit = {}): Promise<T> {
  const token = getPortalToken();
  const headers: Record<string, string> = { accept: 'application/json' };
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  if (token) headers.authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(`${PORTAL_API_BASE}${path}`, {
      method: init.method ?? 'GET',
      headers,
      ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
      ...(init.signal ? { signal: init.signal } : {}),
    });
  } catch (error) {
    // A cancelled call is not a network failure: let the caller see its abort.
    if (init.signal?.aborted) throw error;
    throw new PortalApiError(0, NETWORK_FAILURE_MESSAGE);
  }
  const text = await response.text().catch(() => '');
  let body: unknown = null;
  if (text) {
    try {
      body = JSON.parse(text);
    } catch {
      body = null;
    }
  }
  if (!response.ok) {
    // A signed-in call refused: the session is over (expired, ended elsewhere, access removed).
    if (response.status === 401 && token) expirePortalSession();
    const { message, code } = (body ?? {}) as { message?: unknown; code?: unknown };
    throw new PortalApiError(
      response.status,
      typeof message === 'string' && message.trim() ? message : FALLBACK_MESSAGE,
      typeof code === 'string' ? code : undefined,
    );
  }
  return body as T;
}
