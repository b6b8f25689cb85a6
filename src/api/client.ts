// The site's API calls go through the one HTTP client (lib/http-client.ts) under /prod/v1, each
// call with the token its machine holds (`bearer`). Nothing imports this module before the first
// API call: the endpoint modules load on demand (api/actors.ts, lib/app-logic.ts), which keeps
// the client off the first page (docs/requirements/performance.md#javascript-budgets).

import { type CallInit, createHttpClient } from '@site/lib/http-client';

export { bearer } from '@site/lib/http-client';

const apiBase: string = import.meta.env.VITE_API_BASE ?? '/prod/v1';

const client = createHttpClient({ base: apiBase });

/** A JSON call; resolves with the body, rejects with an ApiError. */
export const request = client.request;

/** A call whose status matters more than its body; rejects with an ApiError. */
export async function requestStatus(path: string, init: CallInit = {}): Promise<number> {
  return (await client.send(path, init)).status;
}
