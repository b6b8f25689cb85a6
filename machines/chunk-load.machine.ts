// Code-chunk loading (docs/requirements/marketing.md#error-pages, time-out 120 s):
// a navigation whose route code has not arrived within the time-out is treated as failed, and
// the visitor is offered a reload instead of a page that never appears.
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
      on: { 'navigation.start': 'loading', 'chunk.failed': 'failed' },
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
