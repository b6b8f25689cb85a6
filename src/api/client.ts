// The HTTP client (SPEC §7): JSON under /prod/v1, no default time-out (SPEC §9).
import { FetchError, ofetch } from 'ofetch';

export const apiBase: string = import.meta.env.VITE_API_BASE ?? '/prod/v1';

export const api = ofetch.create({ baseURL: apiBase, retry: 0 });

export function bearer(token: string): Record<string, string> {
  return { authorization: `Bearer ${token}` };
}

/** The server's human sentence from an error body ({ message } or { error }), if any. */
export function serverMessage(error: unknown, field: 'message' | 'error' = 'message'): string | undefined {
  if (error instanceof FetchError) {
    const data = error.data as Record<string, unknown> | undefined;
    const text = data?.[field];
    return typeof text === 'string' && text.trim() ? text : undefined;
  }
  return undefined;
}

export function statusOf(error: unknown): number | undefined {
  return error instanceof FetchError ? error.status : undefined;
}
