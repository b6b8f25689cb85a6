// Editing a section's week (docs/requirements/school-day.md#timetable): choose a slot (a weekday's
// teaching period), choose its subject and teacher, save; or clear a filled slot. The server
// refuses a teacher who is elsewhere at that time (409 `timetable_clash`): the slot stays chosen
// with what was picked, and its sentence is shown next to the slot until the next try. A filled
// slot, as saved, is repeated in the same period on the days ticked, or on every day of the week,
// in one call; the days it could not go to are said.

import type { RepeatResult, TimetableEntry } from '@common/api/portal/timetable';
import { and, assign, fromPromise, setup } from 'xstate';
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
  /** The weekdays the section's bells ring on. */
  weekdays: number[];
  /** The other days ticked to repeat the chosen slot on. */
  repeatDays: number[];
  /** What the last repeat did: the days it reached and those it skipped. */
  repeated: RepeatResult | null;
}

export type TimetableEditorEvent =
  | { type: 'slot.choose'; weekday: number; period: number }
  | { type: 'subject.change'; subjectId: string }
  | { type: 'teacher.change'; teacherId: string }
  | { type: 'slot.save' }
  | { type: 'slot.clear' }
  | { type: 'slot.cancel' }
  | { type: 'repeat.toggle'; weekday: number }
  | { type: 'slot.repeat' }
  | { type: 'repeat.all' };

/** A slot of one section's week, as the calls address it. */
export interface SectionSlot extends Slot {
  sectionId: string;
}

export interface SlotRepeat extends SectionSlot {
  weekdays: number[];
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
      repeatDays: [],
      repeated: null,
    };
  }),
  // Typed by the states it is used in (the event there is always `slot.choose`).
} as never;

export const timetableEditorMachine = setup({
  types: {
    context: {} as TimetableEditorContext,
    events: {} as TimetableEditorEvent,
    input: {} as { sectionId: string; entries: readonly TimetableEntry[]; weekdays: readonly number[] },
  },
  actors: {
    saveSlot: fromPromise<TimetableEntry, SlotChange>(async () => {
      throw new Error('saveSlot is provided by the page');
    }),
    clearSlot: fromPromise<unknown, SectionSlot>(async () => null),
    repeatSlot: fromPromise<RepeatResult, SlotRepeat>(async () => ({ entries: [], skipped: [] })),
  },
  guards: {
    hasSubject: ({ context }) => context.subjectId !== '',
    isFilled: ({ context }) => entryAt(context) !== null,
    /** What is repeated is the slot as saved: filled, and its subject and teacher not changed since. */
    isSaved: ({ context }) => {
      const entry = entryAt(context);
      return (
        entry !== null &&
        entry.subjectId === context.subjectId &&
        (entry.teacherId ?? '') === context.teacherId
      );
    },
    isOtherDay: ({ context, event }) =>
      event.type === 'repeat.toggle' &&
      event.weekday !== context.slot?.weekday &&
      context.weekdays.includes(event.weekday),
    hasRepeatDays: ({ context }) => context.repeatDays.length > 0,
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
    weekdays: [...input.weekdays],
    repeatDays: [],
    repeated: null,
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
        'repeat.toggle': {
          guard: 'isOtherDay',
          actions: assign({
            repeatDays: ({ context, event }) =>
              context.repeatDays.includes(event.weekday)
                ? context.repeatDays.filter((day) => day !== event.weekday)
                : [...context.repeatDays, event.weekday].sort((a, b) => a - b),
          }),
        },
        'slot.repeat': { guard: and(['isSaved', 'hasRepeatDays']), target: 'repeating' },
        'repeat.all': {
          guard: 'isSaved',
          target: 'repeating',
          actions: assign({
            repeatDays: ({ context }) => context.weekdays.filter((day) => day !== context.slot?.weekday),
          }),
        },
      },
    },
    repeating: {
      entry: assign({ notice: null }),
      invoke: {
        id: 'repeatSlot',
        src: 'repeatSlot',
        input: ({ context }) => ({
          sectionId: context.sectionId,
          ...(context.slot as Slot),
          weekdays: context.repeatDays,
        }),
        onDone: {
          target: 'idle',
          actions: assign(({ context, event }) => ({
            entries: [
              ...context.entries.filter(
                (entry) => !event.output.entries.some((written) => same(entry, written)),
              ),
              ...event.output.entries,
            ],
            changed: context.slot,
            repeated: event.output,
            slot: null,
          })),
        },
        onError: { target: 'choosing', actions: assign({ notice: failure }) },
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
