// A school's whole export (docs/requirements/school-data.md#export): the exports load (a failure
// with a retry); asking for one starts the job and the page follows its progress, asking again
// every few seconds while it is queued or running; once ready it can be downloaded until it
// expires; a failed export is asked for again. A failed request or download keeps the page with
// the reason; a failed look at the progress keeps following. The API is injected
// (src/portal/api/school-data-actors.ts).
import type { SchoolExport, SchoolExportList } from '@common/api/portal/school-data';
import { assign, fromPromise, setup } from 'xstate';
import { type Notice, noticeFrom } from '../api-failure';

export interface SchoolExportContext {
  exports: SchoolExport[];
  keptHours: number;
  notice: Notice<'loadFailed' | 'requestFailed' | 'downloadFailed'> | null;
}

export type SchoolExportEvent =
  | { type: 'export.retry' }
  | { type: 'export.request' }
  | { type: 'export.download' };

const notice =
  (code: 'loadFailed' | 'requestFailed' | 'downloadFailed') =>
  ({ event }: { event: { error: unknown } }) =>
    noticeFrom(event.error, ['message'], code);

/** The newest export, which the page is about. */
export const latestExport = (context: Pick<SchoolExportContext, 'exports'>): SchoolExport | undefined =>
  context.exports[0];

const underWay = (list: SchoolExportList) => ['queued', 'running'].includes(list.exports[0]?.state ?? '');

export const schoolExportMachine = setup({
  types: {
    context: {} as SchoolExportContext,
    events: {} as SchoolExportEvent,
  },
  actors: {
    listExports: fromPromise<SchoolExportList, void>(async () => {
      throw new Error('listExports is provided by the page');
    }),
    requestExport: fromPromise<SchoolExport, void>(async () => {
      throw new Error('requestExport is provided by the page');
    }),
    downloadExport: fromPromise<void, { id: string }>(async () => {
      throw new Error('downloadExport is provided by the page');
    }),
  },
  delays: { exportPoll: 2_000 },
  guards: {
    underWay: ({ event }) => underWay((event as unknown as { output: SchoolExportList }).output),
    latestReady: ({ context }) => latestExport(context)?.state === 'ready',
  },
  actions: {
    store: assign(({ event }) => {
      const list = (event as unknown as { output: SchoolExportList }).output;
      return { exports: list.exports, keptHours: list.keptHours };
    }),
  },
}).createMachine({
  id: 'schoolExport',
  context: { exports: [], keptHours: 48, notice: null },
  initial: 'loading',
  states: {
    loading: {
      entry: assign({ notice: null }),
      invoke: {
        id: 'listExports',
        src: 'listExports',
        onDone: [
          { guard: 'underWay', target: 'following', actions: 'store' },
          { target: 'idle', actions: 'store' },
        ],
        onError: { target: 'failed', actions: assign({ notice: notice('loadFailed') }) },
      },
    },
    failed: { on: { 'export.retry': 'loading' } },
    idle: {
      on: {
        'export.request': 'requesting',
        'export.download': { guard: 'latestReady', target: 'downloading' },
      },
    },
    requesting: {
      entry: assign({ notice: null }),
      invoke: {
        id: 'requestExport',
        src: 'requestExport',
        onDone: {
          target: 'following',
          actions: assign({ exports: ({ context, event }) => [event.output, ...context.exports] }),
        },
        onError: { target: 'idle', actions: assign({ notice: notice('requestFailed') }) },
      },
    },
    /** Queued or running: looks again after a moment. */
    following: { after: { exportPoll: 'polling' } },
    polling: {
      invoke: {
        id: 'pollExports',
        src: 'listExports',
        onDone: [
          { guard: 'underWay', target: 'following', actions: 'store' },
          { target: 'idle', actions: 'store' },
        ],
        // A look that failed is tried again: the job goes on whatever the page's connection does.
        onError: 'following',
      },
    },
    downloading: {
      entry: assign({ notice: null }),
      invoke: {
        id: 'downloadExport',
        src: 'downloadExport',
        input: ({ context }) => ({ id: latestExport(context)?.id ?? '' }),
        onDone: 'idle',
        onError: { target: 'idle', actions: assign({ notice: notice('downloadFailed') }) },
      },
    },
  },
});
