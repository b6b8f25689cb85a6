// Stand-in for the portal app's API client, so this branch compiles alone: same signature.
export class PortalApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code?: string,
  ) {
    super(message);
  }
}

export async function portalFetch<T>(
  path: string,
  init?: { method?: 'GET' | 'POST' | 'PATCH' | 'DELETE'; body?: unknown; signal?: AbortSignal },
): Promise<T> {
  const response = await fetch(`/prod/v1/portal${path}`, {
    method: init?.method ?? 'GET',
    headers: init?.body === undefined ? {} : { 'content-type': 'application/json' },
    body: init?.body === undefined ? null : JSON.stringify(init.body),
    signal: init?.signal ?? null,
  }).catch(() => {
    throw new PortalApiError(0, 'Network failure');
  });
  const body = response.status === 204 ? null : await response.json().catch(() => null);
  if (!response.ok)
    throw new PortalApiError(response.status, body?.message ?? response.statusText, body?.code);
  return body as T;
}
