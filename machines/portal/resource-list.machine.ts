// One list screen of the portal: the list loads (a spinner) for the screen's query (the class, the
// centre, whether roles are wanted), then shows, or shows the server's
// sentence with a retry. Once shown, a row action (resend, revoke, disable, remove...) runs one
// at a time; the ones that cannot be undone ask first. After an action, or when a form beside the
// list saved something, the list refreshes in place: the rows stay on screen while it reloads,
// and a failure keeps them with the reason above. The load is called with the machine's input
// `query` (the centre whose bells, the section whose week), the same at each refresh.
import { assign, fromPromise, setup } from 'xstate';
import { type Notice, noticeFrom } from '../api-failure';

/** What the person asked to do to one row; `body` is whatever the action's call needs. */
export interface RowAction {
  action: string;
  id: string;
  body?: unknown;
  /** Ask before doing it (revoke, remove). */
  confirm?: boolean;
}

export interface ResourceListContext<D = unknown> {
  /** What the screen asks `load` for; the same for every reload. */
  query: unknown;
  data: D | null;
  notice: Notice<'failed'> | null;
  pending: RowAction | null;
}

export type ResourceListEvent =
  | { type: 'list.retry' }
  | { type: 'list.reload' }
  | ({ type: 'row.act' } & RowAction)
  | { type: 'row.confirm' }
  | { type: 'row.cancel' };

const failure = ({ event }: { event: { error: unknown } }) => noticeFrom(event.error, ['message'], 'failed');

export const resourceListMachine = setup({
  types: {
    context: {} as ResourceListContext,
    events: {} as ResourceListEvent,
    input: {} as { query?: unknown } | undefined,
  },
  actors: {
    load: fromPromise<unknown, unknown>(async () => null),
    act: fromPromise<unknown, RowAction>(async () => null),
  },
  guards: {
    needsConfirm: ({ event }) => event.type === 'row.act' && event.confirm === true,
  },
}).createMachine({
  id: 'resourceList',
  context: ({ input }) => ({ query: input?.query, data: null, notice: null, pending: null }),
  initial: 'loading',
  states: {
    loading: {
      entry: assign({ notice: null }),
      invoke: {
        id: 'load',
        src: 'load',
        input: ({ context }: { context: ResourceListContext }) => context.query,
        onDone: { target: 'loaded', actions: assign({ data: ({ event }) => event.output }) },
        onError: { target: 'failed', actions: assign({ notice: failure }) },
      },
    },
    failed: {
      on: { 'list.retry': 'loading' },
    },
    loaded: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'row.act': [
              {
                guard: 'needsConfirm',
                target: 'confirming',
                actions: assign({ pending: ({ event }) => rowAction(event), notice: null }),
              },
              { target: 'acting', actions: assign({ pending: ({ event }) => rowAction(event) }) },
            ],
            'list.reload': 'refreshing',
          },
        },
        confirming: {
          on: {
            'row.confirm': 'acting',
            'row.cancel': { target: 'idle', actions: assign({ pending: null }) },
          },
        },
        acting: {
          entry: assign({ notice: null }),
          invoke: {
            id: 'act',
            src: 'act',
            input: ({ context }) => context.pending as RowAction,
            onDone: { target: 'refreshing', actions: assign({ pending: null }) },
            onError: { target: 'idle', actions: assign({ notice: failure, pending: null }) },
          },
        },
        refreshing: {
          invoke: {
            id: 'reload',
            src: 'load',
            input: ({ context }: { context: ResourceListContext }) => context.query,
            onDone: { target: 'idle', actions: assign({ data: ({ event }) => event.output, notice: null }) },
            onError: { target: 'idle', actions: assign({ notice: failure }) },
          },
        },
      },
    },
  },
});

function rowAction(event: ResourceListEvent): RowAction {
  const { type: _type, ...action } = event as { type: string } & RowAction;
  return action;
}
