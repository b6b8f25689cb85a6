// The school's day on the portal's home (docs/requirements/school-day.md#attendance): the daily
// summary loads, then shows; a failure (the connection lost, or the server's refusal by its code)
// shows with a retry. The API is an injected actor (src/portal/api/attendance-actors.ts).
import type { DailySummary } from '@common/api/portal/attendance';
import { assign, fromPromise, setup } from 'xstate';
import type { Notice } from '../api-failure';
import { attendanceNotice } from './attendance-notice';

export interface AttendanceSummaryContext {
  summary: DailySummary | null;
  notice: Notice<'summaryFailed' | 'connectionLost'> | null;
}

export type AttendanceSummaryEvent = { type: 'summary.retry' };

export const attendanceSummaryMachine = setup({
  types: {
    context: {} as AttendanceSummaryContext,
    events: {} as AttendanceSummaryEvent,
  },
  actors: {
    loadSummary: fromPromise<DailySummary, void>(async () => {
      throw new Error('loadSummary is provided by the page');
    }),
  },
}).createMachine({
  id: 'attendanceSummary',
  context: { summary: null, notice: null },
  initial: 'loading',
  states: {
    loading: {
      entry: assign({ notice: null }),
      invoke: {
        id: 'loadSummary',
        src: 'loadSummary',
        onDone: { target: 'shown', actions: assign({ summary: ({ event }) => event.output }) },
        onError: {
          target: 'failed',
          actions: assign({ notice: ({ event }) => attendanceNotice(event.error, 'summaryFailed') }),
        },
      },
    },
    failed: {
      on: { 'summary.retry': 'loading' },
    },
    shown: {},
  },
});
