// Filling a section's week from its allocation (docs/requirements/school-day.md#timetable): one
// row per subject of the class, each with its teacher and periods a week (opened as the week has
// them); Show the plan asks the server what would go where without writing, the plan says how many
// periods go in and which could not (and why), then one confirm places them, or Change goes back
// to the rows. Placed, the page reloads the week.

import type { Allocation, FillResult } from '@common/api/portal/timetable';
import { assign, fromPromise, setup } from 'xstate';
import { type Notice, noticeFrom } from '../api-failure';

export interface AllocationRow {
  subjectId: string;
  /** Empty: no teacher yet. */
  teacherId: string;
  /** As typed: empty means none. */
  periods: string;
}

export interface WeekAllocationContext {
  sectionId: string;
  rows: AllocationRow[];
  /** Set when a plan was asked for with periods that are not whole numbers, or none above 0. */
  invalid: boolean;
  /** The plan being looked at, or what was placed. */
  result: FillResult | null;
  notice: Notice<'failed'> | null;
}

export type WeekAllocationEvent =
  | { type: 'row.change'; index: number; field: 'teacherId' | 'periods'; value: string }
  | { type: 'fill.preview' }
  | { type: 'fill.confirm' }
  | { type: 'fill.back' };

/** A section's allocation as the fill call takes it. */
export interface SectionAllocation {
  sectionId: string;
  allocations: Allocation[];
}

/** The most periods a subject may ask for in a week (twenty periods a day, seven days). */
const MOST = 140;
const WHOLE = /^\d{1,3}$/;

/** The rows as the server takes them: those with periods, or null when one is not a whole number. */
function allocationsOf(rows: readonly AllocationRow[]): Allocation[] | null {
  const typed = rows.filter((row) => row.periods.trim() !== '');
  if (typed.some((row) => !WHOLE.test(row.periods.trim()) || Number(row.periods) > MOST)) return null;
  const allocations = typed
    .map((row) => ({
      subjectId: row.subjectId,
      teacherId: row.teacherId || null,
      periods: Number(row.periods),
    }))
    .filter((row) => row.periods > 0);
  return allocations.length > 0 ? allocations : null;
}

const call = ({ context }: { context: WeekAllocationContext }): SectionAllocation => ({
  sectionId: context.sectionId,
  allocations: allocationsOf(context.rows) ?? [],
});
const failure = ({ event }: { event: { error: unknown } }) => noticeFrom(event.error, ['message'], 'failed');

export const weekAllocationMachine = setup({
  types: {
    context: {} as WeekAllocationContext,
    events: {} as WeekAllocationEvent,
    input: {} as { sectionId: string; rows: readonly AllocationRow[] },
  },
  actors: {
    previewFill: fromPromise<FillResult, SectionAllocation>(async () => ({ placed: [], unplaced: [] })),
    applyFill: fromPromise<FillResult, SectionAllocation>(async () => ({ placed: [], unplaced: [] })),
  },
  actions: {
    /** The page reloads the section's week. */
    weekFilled: () => {},
  },
  guards: {
    isRow: ({ context, event }) => 'index' in event && event.index >= 0 && event.index < context.rows.length,
    isValid: ({ context }) => allocationsOf(context.rows) !== null,
    placesAny: ({ context }) => (context.result?.placed.length ?? 0) > 0,
  },
}).createMachine({
  id: 'weekAllocation',
  context: ({ input }) => ({
    sectionId: input.sectionId,
    rows: input.rows.map((row) => ({ ...row })),
    invalid: false,
    result: null,
    notice: null,
  }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'row.change': {
          guard: 'isRow',
          actions: assign({
            rows: ({ context, event }) =>
              context.rows.map((row, index) =>
                index === event.index ? { ...row, [event.field]: event.value } : row,
              ),
            invalid: false,
          }),
        },
        'fill.preview': [{ guard: 'isValid', target: 'previewing' }, { actions: assign({ invalid: true }) }],
      },
    },
    previewing: {
      entry: assign({ notice: null, result: null }),
      invoke: {
        id: 'previewFill',
        src: 'previewFill',
        input: call,
        onDone: { target: 'reviewing', actions: assign({ result: ({ event }) => event.output }) },
        onError: { target: 'editing', actions: assign({ notice: failure }) },
      },
    },
    reviewing: {
      on: {
        'fill.confirm': { guard: 'placesAny', target: 'applying' },
        'fill.back': { target: 'editing', actions: assign({ result: null }) },
      },
    },
    applying: {
      entry: assign({ notice: null }),
      invoke: {
        id: 'applyFill',
        src: 'applyFill',
        input: call,
        onDone: {
          target: 'applied',
          actions: [assign({ result: ({ event }) => event.output }), 'weekFilled'],
        },
        onError: { target: 'reviewing', actions: assign({ notice: failure }) },
      },
    },
    applied: {
      on: { 'fill.back': { target: 'editing', actions: assign({ result: null }) } },
    },
  },
});
