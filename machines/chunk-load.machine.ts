// Code-chunk loading (docs/requirements/marketing.md#error-pages, time-out 120 s):
// a navigation whose route code has not arrived within the time-out is treated as failed, and
// the visitor is offered a reload instead of a page that never appears.
//
// Only a navigation's failure is the page's. Between navigations the app loads code too: the API
// module a form needs on its first send (src/api/on-demand.ts). When that fails (the connection
// dropped after the page loaded), the form's own machine reports it in place and keeps what was
// typed; taking the whole page away for it lost the form. A lazily rendered part that fails reaches
// the route's error view (src/views/shell/chunk-load-failed.tsx) on its own.
import { setup } from 'xstate';

export type ChunkLoadEvent =
  | { type: 'navigation.start' }
  | { type: 'navigation.end' }
  | { type: 'chunk.failed' }
  | { type: 'page.reload' };

export const chunkLoadMachine = setup({
  types: { events: {} as ChunkLoadEvent },
  actions: {
    reloadPage: () => {},
  },
  delays: {
    chunkLoadTimeout: 120_000,
  },
}).createMachine({
  id: 'chunkLoad',
  initial: 'idle',
  states: {
    idle: {
      on: { 'navigation.start': 'loading' },
    },
    loading: {
      after: { chunkLoadTimeout: 'failed' },
      on: { 'navigation.end': 'idle', 'chunk.failed': 'failed' },
    },
    failed: {
      on: { 'page.reload': { actions: 'reloadPage' } },
    },
  },
});
