// The site's actor modules (src/api/<area>-actors.ts) load their endpoint module when an actor
// first runs: a page carries the actors it may use, not the calls of every other page
// (docs/requirements/performance.md#javascript-budgets).
// NO_ANSWER as a type only: a value import would put machines/api-failure.ts on the first page.
import type { ApiFailure, NO_ANSWER } from '@machines/api-failure';

/**
 * An endpoint module, loaded on its first call. A load that fails (the connection dropped after
 * the page loaded) is a call that got no answer, the ApiFailure with status NO_ANSWER that the client
 * reports when a request cannot be sent: the form shows its own message for that, never the
 * browser's "Failed to fetch dynamically imported module: <url>". The next call loads it again.
 */
export function onDemand<Module>(load: () => Promise<Module>): () => Promise<Module> {
  return async () => {
    try {
      return await load();
    } catch {
      throw { status: 0 satisfies typeof NO_ANSWER } satisfies ApiFailure;
    }
  };
}
