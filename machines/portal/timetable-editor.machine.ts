// Editing a section's week (docs/requirements/school-day.md#timetable): choose a slot (a weekday's
// teaching period), choose its subject and teacher, save; or clear a filled slot. The server
// refuses a teacher who is elsewhere at that time (409 `timetable_clash`): the slot stays chosen
// with what was picked, and its sentence is shown next to the slot until the next try.

import type { TimetableEntry } from '@common/api/portal/timetable';
import { assign, fromPromise, setup } from 'xstate';
import { type Notice, noticeFrom } from '../api-failure';

export interface Slot {
  weekday: number;
  period: number;
}

export interface TimetableEditorContext {
  /** The section whose week this is: every call names it. */
  sectionId: string;
  entries: TimetableEntry[];
  slot: Slot | null;
  subjectId: string;
  /** Empty for a period without a teacher yet. */
  teacherId: string;
  notice: Notice<'failed'> | null;
  /** The slot the last change saved or cleared (the grid says so there). */
  changed: Slot | null;
}

export type TimetableEditorEvent =
  | { type: 'slot.choose'; weekday: number; period: number }
  | { type: 'subject.change'; subjectId: string }
  | { type: 'teacher.change'; teacherId: string }
  | { type: 'slot.save' }
  | { type: 'slot.clear' }
  | { type: 'slot.cancel' };

/** A slot of one section's week, as the calls address it. */
export interface SectionSlot extends Slot {
  sectionId: string;
}

export interface SlotChange extends SectionSlot {
  subjectId: string;
  teacherId: string | null;
}

const same = (a: Slot | null, b: Slot) => a?.weekday === b.weekday && a.period === b.period;
const entryAt = (context: TimetableEditorContext) =>
  context.entries.find((entry) => same(context.slot, entry)) ?? null;
const failure = ({ event }: { event: { error: unknown } }) => noticeFrom(event.error, ['message'], 'failed');

/** Another slot can be chosen but while a call runs (the grid is busy then). */
const chooseSlot = {
  target: '#timetableEditor.choosing',
  actions: assign(({ context, event }: { context: TimetableEditorContext; event: TimetableEditorEvent }) => {
    if (event.type !== 'slot.choose') return {};
    const slot = { weekday: event.weekday, period: event.period };
    const entry = context.entries.find((one) => same(slot, one));
    return {
      slot,
      subjectId: entry?.subjectId ?? '',
      teacherId: entry?.teacherId ?? '',
      notice: null,
      changed: null,
    };
  }),
  // Typed by the states it is used in (the event there is always `slot.choose`).
} as never;

export const timetableEditorMachine = setup({
  types: {
    context: {} as TimetableEditorContext,
    events: {} as TimetableEditorEvent,
    input: {} as { sectionId: string; entries: readonly TimetableEntry[] },
  },
  actors: {
    saveSlot: fromPromise<TimetableEntry, SlotChange>(async () => {
      throw new Error('saveSlot is provided by the page');
    }),
    clearSlot: fromPromise<unknown, SectionSlot>(async () => null),
  },
  guards: {
    hasSubject: ({ context }) => context.subjectId !== '',
    isFilled: ({ context }) => entryAt(context) !== null,
  },
}).createMachine({
  id: 'timetableEditor',
  context: ({ input }) => ({
    sectionId: input.sectionId,
    entries: [...input.entries],
    slot: null,
    subjectId: '',
    teacherId: '',
    notice: null,
    changed: null,
  }),
  initial: 'idle',
  states: {
    idle: { on: { 'slot.choose': chooseSlot } },
    choosing: {
      on: {
        'slot.choose': chooseSlot,
        'subject.change': { actions: assign({ subjectId: ({ event }) => event.subjectId }) },
        'teacher.change': { actions: assign({ teacherId: ({ event }) => event.teacherId }) },
        'slot.save': { guard: 'hasSubject', target: 'saving' },
        'slot.clear': { guard: 'isFilled', target: 'clearing' },
        'slot.cancel': { target: 'idle', actions: assign({ slot: null, notice: null }) },
      },
    },
    saving: {
      entry: assign({ notice: null }),
      invoke: {
        id: 'saveSlot',
        src: 'saveSlot',
        input: ({ context }) => ({
          sectionId: context.sectionId,
          ...(context.slot as Slot),
          subjectId: context.subjectId,
          teacherId: context.teacherId || null,
        }),
        onDone: {
          target: 'idle',
          actions: assign(({ context, event }) => ({
            // The answer replaces what was at the chosen slot (and at its own, should they differ).
            entries: [
              ...context.entries.filter((entry) => !same(context.slot, entry) && !same(event.output, entry)),
              event.output,
            ],
            changed: context.slot,
            slot: null,
          })),
        },
        onError: { target: 'choosing', actions: assign({ notice: failure }) },
      },
    },
    clearing: {
      entry: assign({ notice: null }),
      invoke: {
        id: 'clearSlot',
        src: 'clearSlot',
        input: ({ context }) => ({ sectionId: context.sectionId, ...(context.slot as Slot) }),
        onDone: {
          target: 'idle',
          actions: assign(({ context }) => ({
            entries: context.entries.filter((entry) => !same(context.slot, entry)),
            changed: context.slot,
            slot: null,
          })),
        },
        onError: { target: 'choosing', actions: assign({ notice: failure }) },
      },
    },
  },
});
