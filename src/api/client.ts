// The HTTP client (docs/requirements/api.md): JSON under /prod/v1, no default time-out. Every
// failed call is re-thrown as an ApiFailure, the one shape the machines read. Nothing imports this
// module (or ofetch) before the first API call: the endpoint modules load on demand
// (api/actors.ts, lib/app-logic.ts), which keeps 4 KB off the first page
// (docs/requirements/performance.md#javascript-budgets).

import type { ApiFailure } from '@machines/api-failure';
import { FetchError, type FetchOptions, ofetch } from 'ofetch';

export const apiBase: string = import.meta.env.VITE_API_BASE ?? '/prod/v1';

const client = ofetch.create({ baseURL: apiBase, retry: 0 });

export function bearer(token: string): Record<string, string> {
  return { authorization: `Bearer ${token}` };
}

export function toApiFailure(error: unknown): ApiFailure {
  if (error instanceof FetchError) {
    const data = (typeof error.data === 'object' && error.data !== null ? error.data : {}) as Record<
      string,
      unknown
    >;
    return {
      status: error.status ?? error.response?.status,
      message: typeof data.message === 'string' ? data.message : undefined,
      error: typeof data.error === 'string' ? data.error : undefined,
      code: typeof data.code === 'string' ? data.code : undefined,
    };
  }
  return { status: undefined };
}

/** A JSON call; resolves with the body, rejects with an ApiFailure. */
export async function request<T>(path: string, options: FetchOptions<'json'> = {}): Promise<T> {
  try {
    return await client<T>(path, options);
  } catch (error) {
    throw toApiFailure(error);
  }
}

/** A call whose status matters more than its body; rejects with an ApiFailure. */
export async function requestStatus(path: string, options: FetchOptions<'json'> = {}): Promise<number> {
  try {
    const response = await client.raw(path, options);
    return response.status;
  } catch (error) {
    throw toApiFailure(error);
  }
}
