// Editing a list of named things in place (docs/requirements/portal.md#academic-structure): a
// class's sections and subjects, the departments and designations, the learning centres and the
// academic years, all by the same rules. One change at a time: adding (a name field, which
// may start with a suggestion), renaming one item inline, or removing one after a confirmation.
// Each sends one call; while it runs the list stays and the control says so; a failure keeps the
// list, the typed name and shows the server's sentence (a duplicate, or 409 while in use). Items
// the page marks as locked (a section with students, the main centre) cannot be removed.
import { assign, fromPromise, setup } from 'xstate';
import { type Notice, noticeFrom } from '../api-failure';

export interface NamedItem {
  id: string;
  name: string;
  /** Why this item cannot be removed, when it cannot (the page words it). */
  locked?: string | null;
}

/** What adding or renaming sends: the new name, the renamed item's id (null when adding). */
export interface NamedItemChange {
  /** What the list belongs to (the class of its sections), null when the school's own. */
  parentId: string | null;
  id: string | null;
  name: string;
}

export interface NamedItemRemoval {
  parentId: string | null;
  id: string;
}

export interface NamedListEditorContext<I extends NamedItem = NamedItem> {
  parentId: string | null;
  items: I[];
  /** The name being typed: a new item's or the renamed item's. */
  draft: string;
  /** The item renamed or removed. */
  targetId: string | null;
  nameMissing: boolean;
  notice: Notice<'failed'> | null;
}

export type NamedListEditorEvent =
  | { type: 'item.add'; suggestion?: string }
  | { type: 'item.rename'; id: string }
  | { type: 'item.remove'; id: string }
  | { type: 'name.change'; value: string }
  | { type: 'item.save' }
  | { type: 'item.confirm' }
  | { type: 'item.cancel' };

const failure = ({ event }: { event: { error: unknown } }) => noticeFrom(event.error, ['message'], 'failed');
const outputOf = (event: unknown) => (event as { output: NamedItem }).output;
const closed = { draft: '', targetId: null, nameMissing: false, notice: null };

// Typed by their shape only (the state names): the transitions inside escape the machine's
// event types, so the model-based test walks every one of them.
type NameStates = {
  initial: 'editing';
  states: { editing: object; failed: object; submitting: object };
};

/** The states where a name is typed: adding and renaming share them. */
function nameStates(call: 'addItem' | 'renameItem', onDone: unknown) {
  // Typing, saving and cancelling wait while the call runs: the controls are disabled then.
  const typing = {
    on: {
      'name.change': { actions: assign({ draft: ({ event }) => event.value, nameMissing: false }) },
      'item.save': [{ guard: 'hasName', target: 'submitting' }, { actions: assign({ nameMissing: true }) }],
      'item.cancel': { target: '#namedListEditor.idle', actions: 'close' },
    },
  };
  return {
    initial: 'editing',
    states: {
      editing: typing,
      failed: typing,
      submitting: {
        entry: assign({ notice: null }),
        invoke: {
          id: call,
          src: call,
          input: ({ context }: { context: NamedListEditorContext }): NamedItemChange => ({
            parentId: context.parentId,
            id: context.targetId,
            name: context.draft.trim(),
          }),
          onDone: onDone as never,
          onError: { target: 'failed', actions: assign({ notice: failure }) },
        },
      },
    },
  } as unknown as NameStates;
}

const confirmOrCancel = {
  'item.confirm': 'submitting',
  'item.cancel': { target: '#namedListEditor.idle', actions: 'close' },
} as const;

export const namedListEditorMachine = setup({
  types: {
    context: {} as NamedListEditorContext,
    events: {} as NamedListEditorEvent,
    input: {} as { items: readonly NamedItem[]; parentId?: string | null },
  },
  actors: {
    addItem: fromPromise<NamedItem, NamedItemChange>(async ({ input }) => ({ id: '', name: input.name })),
    renameItem: fromPromise<NamedItem, NamedItemChange>(async ({ input }) => ({
      id: input.id ?? '',
      name: input.name,
    })),
    removeItem: fromPromise<unknown, NamedItemRemoval>(async () => null),
  },
  actions: {
    close: assign(closed),
    /** The page refreshes what depends on the list (counts elsewhere). */
    itemsChanged: () => {},
  },
  guards: {
    hasName: ({ context }) => context.draft.trim().length > 0,
    isListed: ({ context, event }) =>
      event.type === 'item.rename' && context.items.some((item) => item.id === event.id),
    isRemovable: ({ context, event }) => {
      const item = event.type === 'item.remove' && context.items.find((one) => one.id === event.id);
      return Boolean(item) && !(item as NamedItem).locked;
    },
  },
}).createMachine({
  id: 'namedListEditor',
  context: ({ input }) => ({ parentId: input.parentId ?? null, items: [...input.items], ...closed }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        'item.add': {
          target: 'adding',
          actions: assign({ draft: ({ event }) => event.suggestion ?? '', notice: null }),
        },
        'item.rename': {
          guard: 'isListed',
          target: 'renaming',
          actions: assign({
            targetId: ({ event }) => event.id,
            draft: ({ context, event }) => context.items.find((item) => item.id === event.id)?.name ?? '',
            notice: null,
          }),
        },
        'item.remove': {
          guard: 'isRemovable',
          target: 'removing',
          actions: assign({ targetId: ({ event }) => event.id, notice: null }),
        },
      },
    },
    adding: nameStates('addItem', {
      target: '#namedListEditor.idle',
      actions: [
        assign({
          // Replaced if already listed: an answer never repeats an id, but the list stays a set.
          items: ({ context, event }) => [
            ...context.items.filter((item: NamedItem) => item.id !== outputOf(event).id),
            outputOf(event),
          ],
          ...closed,
        }),
        'itemsChanged',
      ],
    }),
    renaming: nameStates('renameItem', {
      target: '#namedListEditor.idle',
      actions: [
        assign({
          items: ({ context, event }) =>
            context.items.map((item: NamedItem) =>
              item.id === context.targetId ? { ...item, name: outputOf(event).name } : item,
            ),
          ...closed,
        }),
        'itemsChanged',
      ],
    }),
    removing: {
      initial: 'confirming',
      states: {
        confirming: { on: confirmOrCancel },
        failed: { on: confirmOrCancel },
        submitting: {
          entry: assign({ notice: null }),
          invoke: {
            id: 'removeItem',
            src: 'removeItem',
            input: ({ context }): NamedItemRemoval => ({
              parentId: context.parentId,
              id: context.targetId as string,
            }),
            onDone: {
              target: '#namedListEditor.idle',
              actions: [
                assign({
                  items: ({ context }) => context.items.filter((item) => item.id !== context.targetId),
                  ...closed,
                }),
                'itemsChanged',
              ],
            },
            onError: { target: 'failed', actions: assign({ notice: failure }) },
          },
        },
      },
    },
  },
});
