// Today's classes (docs/requirements/school-day.md#attendance): asked of the server (which also
// leaves them on the device); when that fails, the device's copy, said to be the phone's, with why
// (the connection lost, or the server's refusal by its code); with neither, the failure and a
// retry. While shown, every class's list is kept on the device for a classroom without a
// connection (once per visit, from the server's answer), and each submission the sync gets
// answered makes the page ask again, the classes staying on screen meanwhile. The API, the
// device store and the sync are injected actors (src/portal/api/attendance-actors.ts).
import type { Today } from '@common/api/portal/attendance';
import { assign, fromCallback, fromPromise, setup } from 'xstate';
import type { Notice } from '../api-failure';
import { attendanceNotice } from './attendance-notice';

export interface AttendanceTodayContext {
  today: Today | null;
  notice: Notice<'todayFailed' | 'connectionLost'> | null;
}

export type AttendanceTodayEvent =
  | { type: 'today.retry' }
  /** The sync got a submission answered: a class is now taken. */
  | { type: 'today.reload' };

const failure = ({ event }: { event: { error: unknown } }) => attendanceNotice(event.error, 'todayFailed');

export const attendanceTodayMachine = setup({
  types: {
    context: {} as AttendanceTodayContext,
    events: {} as AttendanceTodayEvent,
  },
  actors: {
    /** The server's list of today's classes, also kept on the device. */
    fetchToday: fromPromise<Today, void>(async () => {
      throw new Error('fetchToday is provided by the page');
    }),
    readDeviceToday: fromPromise<Today | null, void>(async () => null),
    /** Keeps each class's list on the device. */
    keepClassLists: fromPromise<void, Today>(async () => {}),
    /** Sends today.reload each time the sync gets a submission answered. */
    syncAnswers: fromCallback(() => () => {}),
  },
  guards: {
    hasCopy: ({ event }) => (event as { output?: Today | null }).output != null,
  },
  actions: {
    keepToday: assign({
      today: ({ event }) => (event as unknown as { output: Today }).output,
      notice: null,
    }),
  },
}).createMachine({
  id: 'attendanceToday',
  context: { today: null, notice: null },
  initial: 'loading',
  states: {
    loading: {
      entry: assign({ notice: null }),
      invoke: {
        id: 'fetchToday',
        src: 'fetchToday',
        onDone: { target: 'ready', actions: 'keepToday' },
        onError: { target: 'device', actions: assign({ notice: failure }) },
      },
    },
    device: {
      invoke: {
        id: 'readDeviceToday',
        src: 'readDeviceToday',
        onDone: [
          { guard: 'hasCopy', target: 'copy', actions: assign({ today: ({ event }) => event.output }) },
          { target: 'failed' },
        ],
        onError: 'failed',
      },
    },
    failed: {
      on: { 'today.retry': 'loading' },
    },
    /** The server's list: every class's list is kept on the device, once per visit. */
    ready: {
      invoke: [
        { src: 'keepClassLists', input: ({ context }) => context.today as Today },
        { src: 'syncAnswers' },
      ],
      initial: 'idle',
      states: {
        idle: {
          on: { 'today.reload': 'refreshing' },
        },
        /** The classes stay on screen while the server is asked again; a failure is said above them. */
        refreshing: {
          invoke: {
            id: 'refetchToday',
            src: 'fetchToday',
            onDone: { target: 'idle', actions: 'keepToday' },
            onError: { target: 'idle', actions: assign({ notice: failure }) },
          },
        },
      },
    },
    /** The device's copy, said to be the phone's and why; the server's answer makes it `ready`. */
    copy: {
      invoke: { src: 'syncAnswers' },
      initial: 'idle',
      states: {
        idle: {
          on: { 'today.reload': 'refreshing' },
        },
        refreshing: {
          invoke: {
            id: 'refetchToday',
            src: 'fetchToday',
            onDone: { target: '#attendanceToday.ready', actions: 'keepToday' },
            onError: { target: 'idle', actions: assign({ notice: failure }) },
          },
        },
      },
    },
  },
});
