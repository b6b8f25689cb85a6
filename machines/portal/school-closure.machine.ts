// Closing the school's account (docs/requirements/school-data.md#closing): the state loads (a
// failure with a retry); while open, the owner types the portal code and only the right code
// confirms; once asked, the page says the erasure's date and offers to cancel until then. A failed
// request or cancel keeps the page with the reason. The API is injected
// (src/portal/api/school-data-actors.ts).
import type { SchoolClosure } from '@common/api/portal/school-data';
import { assign, fromPromise, setup } from 'xstate';
import { type Notice, noticeFrom } from '../api-failure';

export interface SchoolClosureContext {
  closure: SchoolClosure | null;
  typed: string;
  notice: Notice<'loadFailed' | 'closeFailed' | 'cancelFailed'> | null;
}

export type SchoolClosureEvent =
  | { type: 'closure.retry' }
  | { type: 'closure.type'; code: string }
  | { type: 'closure.confirm' }
  | { type: 'closure.cancel' };

const notice =
  (code: 'loadFailed' | 'closeFailed' | 'cancelFailed') =>
  ({ event }: { event: { error: unknown } }) =>
    noticeFrom(event.error, ['message'], code);

/** The code as typed matches the school's (spaces and capitals aside, as the server compares). */
export const codeMatches = (context: Pick<SchoolClosureContext, 'closure' | 'typed'>): boolean =>
  context.closure !== null && context.typed.trim().toLowerCase() === context.closure.code;

export const schoolClosureMachine = setup({
  types: {
    context: {} as SchoolClosureContext,
    events: {} as SchoolClosureEvent,
  },
  actors: {
    loadClosure: fromPromise<SchoolClosure, void>(async () => {
      throw new Error('loadClosure is provided by the page');
    }),
    closeSchool: fromPromise<SchoolClosure, { code: string }>(async () => {
      throw new Error('closeSchool is provided by the page');
    }),
    cancelClosure: fromPromise<SchoolClosure, void>(async () => {
      throw new Error('cancelClosure is provided by the page');
    }),
  },
  guards: {
    pending: ({ event }) => (event as unknown as { output: SchoolClosure }).output.state === 'pending',
    codeMatches: ({ context }) => codeMatches(context),
  },
}).createMachine({
  id: 'schoolClosure',
  context: { closure: null, typed: '', notice: null },
  initial: 'loading',
  states: {
    loading: {
      entry: assign({ notice: null }),
      invoke: {
        id: 'loadClosure',
        src: 'loadClosure',
        onDone: [
          { guard: 'pending', target: 'pending', actions: assign({ closure: ({ event }) => event.output }) },
          { target: 'open', actions: assign({ closure: ({ event }) => event.output }) },
        ],
        onError: { target: 'failed', actions: assign({ notice: notice('loadFailed') }) },
      },
    },
    failed: { on: { 'closure.retry': 'loading' } },
    open: {
      on: {
        'closure.type': { actions: assign({ typed: ({ event }) => event.code }) },
        'closure.confirm': { guard: 'codeMatches', target: 'closing' },
      },
    },
    closing: {
      entry: assign({ notice: null }),
      invoke: {
        id: 'closeSchool',
        src: 'closeSchool',
        input: ({ context }) => ({ code: context.typed.trim() }),
        onDone: { target: 'pending', actions: assign({ closure: ({ event }) => event.output, typed: '' }) },
        onError: { target: 'open', actions: assign({ notice: notice('closeFailed') }) },
      },
    },
    /** Asked for: the erasure's date, and the way back until then. */
    pending: { on: { 'closure.cancel': 'cancelling' } },
    cancelling: {
      entry: assign({ notice: null }),
      invoke: {
        id: 'cancelClosure',
        src: 'cancelClosure',
        onDone: { target: 'open', actions: assign({ closure: ({ event }) => event.output }) },
        onError: { target: 'pending', actions: assign({ notice: notice('cancelFailed') }) },
      },
    },
  },
});
