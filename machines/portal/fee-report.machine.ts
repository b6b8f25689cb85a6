// One fee report (docs/requirements/fees.md#reports-each-with-a-csv): the day book, the
// defaulters, collected against due, the concession register or the RTE claim list. It loads for
// the screen's filter (a day, a section, a year; none for the registers), then shows, or says why
// it failed with a retry; a new filter or a refresh loads it again. The report's CSV, for the same
// filter, downloads beside it, one at a time, and says why it failed. Which report is the
// screen's choice: it gives the `load` and `download` actors (src/portal/api/fee-reports-actors.ts).
import { assign, fromPromise, setup } from 'xstate';
import type { Notice } from '../api-failure';
import { feeNotice } from './fee-notice';

export type FeeReportNotice = Notice<'loadFailed' | 'connectionLost'>;
export type FeeCsvNotice = Notice<'csvFailed' | 'connectionLost'>;

export interface FeeReportContext {
  /** The report's one filter (YYYY-MM-DD, a section's or a year's id); '' for none or the server's default. */
  filter: string;
  data: unknown;
  notice: FeeReportNotice | null;
  csvNotice: FeeCsvNotice | null;
}

export type FeeReportEvent =
  | { type: 'report.filter'; filter: string }
  | { type: 'report.retry' }
  | { type: 'report.reload' }
  | { type: 'report.csv' };

export const feeReportMachine = setup({
  types: {
    context: {} as FeeReportContext,
    events: {} as FeeReportEvent,
    input: {} as { filter: string },
  },
  actors: {
    load: fromPromise<unknown, string>(async () => {
      throw new Error('load is provided by the page');
    }),
    download: fromPromise<void, string>(async () => {}),
  },
  guards: {
    changesFilter: ({ context, event }) => event.type === 'report.filter' && event.filter !== context.filter,
  },
}).createMachine({
  id: 'feeReport',
  context: ({ input }) => ({ filter: input.filter, data: null, notice: null, csvNotice: null }),
  type: 'parallel',
  states: {
    report: {
      initial: 'loading',
      on: {
        // From any state of the report, a load under way included: the new filter's answer wins.
        'report.filter': {
          guard: 'changesFilter',
          target: '.loading',
          reenter: true,
          actions: assign({ filter: ({ event }) => event.filter }),
        },
      },
      states: {
        loading: {
          entry: assign({ notice: null, data: null }),
          invoke: {
            id: 'load',
            src: 'load',
            input: ({ context }) => context.filter,
            onDone: { target: 'shown', actions: assign({ data: ({ event }) => event.output }) },
            onError: {
              target: 'failed',
              actions: assign({ notice: ({ event }) => feeNotice(event.error, 'loadFailed') }),
            },
          },
        },
        shown: {
          on: { 'report.reload': 'loading' },
        },
        failed: {
          on: { 'report.retry': 'loading' },
        },
      },
    },
    csv: {
      initial: 'idle',
      states: {
        idle: {
          on: { 'report.csv': 'downloading' },
        },
        downloading: {
          entry: assign({ csvNotice: null }),
          invoke: {
            id: 'download',
            src: 'download',
            input: ({ context }) => context.filter,
            onDone: 'idle',
            onError: {
              target: 'idle',
              actions: assign({ csvNotice: ({ event }) => feeNotice(event.error, 'csvFailed') }),
            },
          },
        },
      },
    },
  },
});
