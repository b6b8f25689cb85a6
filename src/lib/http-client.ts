// The one HTTP client of both apps (docs/requirements/api.md): JSON to the app's API base, the
// bearer token the app supplies, no time-out and no retry. Every failed call is an ApiError, the
// shape the machines read through machines/api-failure.ts: `status` (NO_ANSWER when none came),
// and the server's `message`, `error`, `code` and `params` (the blanks of its sentence) when it sent them. The site loads this module
// with its first API call, never on the first page (docs/requirements/performance.md).

import type { ApiFailure, NO_ANSWER } from '@machines/api-failure';

// The machines' NO_ANSWER, checked by its type: a value import would split machines/api-failure.ts
// into a chunk of its own and add its name to the site's first page.
const noAnswer: typeof NO_ANSWER = 0;

export class ApiError extends Error implements ApiFailure {
  status: number;
  code?: string;
  error?: string;
  params?: Record<string, string | number>;

  /** `message` is the server's sentence, empty when it sent none: the page then says its own. */
  constructor(
    status: number,
    message = '',
    code?: string,
    error?: string,
    params?: Record<string, string | number>,
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    if (code) this.code = code;
    if (error) this.error = error;
    if (params) this.params = params;
  }
}

export interface HttpClientOptions {
  /** Where the API lives: a path on this origin unless the app says otherwise. */
  base: string;
  /** The signed-in caller's token, sent with every call when there is one. */
  token?: () => string | null | undefined;
  /** A call sent with a token was refused (401): the app ends its session. */
  onUnauthorized?: () => void;
}

export interface CallInit {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON, or as it is when a Blob (a file; its headers say what it is). */
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  credentials?: RequestCredentials;
}

export function bearer(token: string): Record<string, string> {
  return { authorization: `Bearer ${token}` };
}

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

/** The answer's `params`: an object of strings and numbers, else nothing. */
function paramsOf(value: unknown): Record<string, string | number> | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const entries = Object.entries(value).filter(
    (entry): entry is [string, string | number] =>
      typeof entry[1] === 'string' || typeof entry[1] === 'number',
  );
  return entries.length > 0 ? Object.fromEntries(entries) : undefined;
}

function parse(body: string): unknown {
  try {
    return body ? JSON.parse(body) : null;
  } catch {
    return null;
  }
}

export function createHttpClient(options: HttpClientOptions) {
  /** The call's answer when it is a success; rejects with an ApiError otherwise. */
  async function send(path: string, init: CallInit = {}): Promise<Response> {
    const token = options.token?.();
    const headers: Record<string, string> = { ...(token ? bearer(token) : {}), ...init.headers };
    const file = init.body instanceof Blob;
    if (init.body !== undefined && !file) headers['content-type'] = 'application/json';
    let response: Response;
    try {
      response = await fetch(`${options.base}${path}`, {
        method: init.method ?? 'GET',
        headers,
        ...(init.body === undefined ? {} : { body: file ? (init.body as Blob) : JSON.stringify(init.body) }),
        ...(init.signal ? { signal: init.signal } : {}),
        ...(init.credentials ? { credentials: init.credentials } : {}),
      });
    } catch (error) {
      // A cancelled call is not a network failure: the caller sees its abort.
      if (init.signal?.aborted) throw error;
      throw new ApiError(noAnswer);
    }
    if (response.ok) return response;
    // A signed-in call refused: the session is over (expired, ended elsewhere, access removed).
    if (response.status === 401 && token) options.onUnauthorized?.();
    const body = (parse(await response.text().catch(() => '')) ?? {}) as Record<string, unknown>;
    throw new ApiError(
      response.status,
      text(body.message),
      text(body.code),
      text(body.error),
      paramsOf(body.params),
    );
  }

  /** A JSON call: resolves with the answer's body (null when empty). */
  async function request<T>(path: string, init: CallInit = {}): Promise<T> {
    const response = await send(path, { ...init, headers: { accept: 'application/json', ...init.headers } });
    return parse(await response.text()) as T;
  }

  return { send, request };
}
