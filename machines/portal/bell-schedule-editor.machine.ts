// Editing one learning centre's periods for one weekday (docs/requirements/school-day.md
// #timetable): rows are added, removed and changed in place; Save checks them with the server's
// own rules (common/portal/bell-rules.ts: times HH:MM, each ends after it starts, none overlaps
// the one before, a label) and sends the whole day. A refusal keeps the rows and shows the
// server's sentence (a period a timetable still uses, 409).

import type { BellPeriod } from '@common/api/portal/timetable';
import type { Language } from '@common/languages';
import { type BellProblem, bellProblems, MAX_PERIODS_A_DAY, minutesOf } from '@common/portal/bell-rules';
import { periodLabel } from '@common/portal/seeded-names';
import { clockTime } from '@common/school-clock';
import { assign, fromPromise, setup } from 'xstate';
import { type Notice, noticeFrom } from '../api-failure';

export type BellField = 'startsAt' | 'endsAt' | 'label' | 'teaching';

/** Which day of which learning centre's bells: every save names it. */
export interface BellDayKey {
  centreId: string;
  /** 1 (Monday) to 7. */
  weekday: number;
}

export interface BellScheduleEditorContext extends BellDayKey {
  rows: BellPeriod[];
  /** Shown once Save was tried: each row's problem. */
  problems: Record<number, BellProblem>;
  notice: Notice<'failed'> | null;
  /**
   * As loaded, changed since, or just saved (the page says which of the last two). A day opens
   * as loaded, not saved: an empty day was never saved, and nothing was saved in this visit.
   */
  status: 'loaded' | 'changed' | 'saved';
  /** The language a new period's label is written in: the member's. */
  language: Language;
}

export type BellScheduleEditorEvent =
  | { type: 'row.add' }
  | { type: 'row.remove'; index: number }
  | { type: 'row.change'; index: number; field: BellField; value: string | boolean }
  | { type: 'day.save' };

/** Rows numbered by their order, as the server stores them. */
const numbered = (rows: readonly BellPeriod[]) => rows.map((row, index) => ({ ...row, number: index + 1 }));

/** A new period starts when the last ends and lasts 40 minutes (until 23:59 at most). */
function nextRow(rows: readonly BellPeriod[], language: Language): BellPeriod {
  const lastEnd = minutesOf(rows.at(-1)?.endsAt ?? '') ?? 8 * 60;
  const start = Math.min(lastEnd, 23 * 60);
  return {
    number: rows.length + 1,
    startsAt: clockTime(start),
    endsAt: clockTime(Math.min(start + 40, 23 * 60 + 59)),
    label: periodLabel(language, rows.length + 1),
    teaching: true,
  };
}

/** After a change the problems follow the rows, once they are shown at all. */
const recheck = (context: BellScheduleEditorContext, rows: BellPeriod[]) =>
  Object.keys(context.problems).length ? bellProblems(rows) : {};

export const bellScheduleEditorMachine = setup({
  types: {
    context: {} as BellScheduleEditorContext,
    events: {} as BellScheduleEditorEvent,
    input: {} as BellDayKey & { periods: readonly BellPeriod[]; language?: Language },
  },
  actors: {
    saveDay: fromPromise<BellPeriod[], BellDayKey & { periods: BellPeriod[] }>(
      async ({ input }) => input.periods,
    ),
  },
  actions: {
    /** The page refreshes what follows the bells (the section's week). */
    daySaved: () => {},
  },
  guards: {
    hasRoom: ({ context }) => context.rows.length < MAX_PERIODS_A_DAY,
    isRow: ({ context, event }) => 'index' in event && event.index >= 0 && event.index < context.rows.length,
    isValid: ({ context }) => Object.keys(bellProblems(context.rows)).length === 0,
  },
}).createMachine({
  id: 'bellScheduleEditor',
  context: ({ input }) => ({
    centreId: input.centreId,
    weekday: input.weekday,
    rows: numbered(input.periods),
    problems: {},
    notice: null,
    status: 'loaded' as const,
    language: input.language ?? 'en',
  }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'row.add': {
          guard: 'hasRoom',
          actions: assign(({ context }) => {
            const rows = [...context.rows, nextRow(context.rows, context.language)];
            return { rows, problems: recheck(context, rows), status: 'changed' as const };
          }),
        },
        'row.remove': {
          guard: 'isRow',
          actions: assign(({ context, event }) => {
            const rows = numbered(context.rows.filter((_, index) => index !== event.index));
            return { rows, problems: recheck(context, rows), status: 'changed' as const };
          }),
        },
        'row.change': {
          guard: 'isRow',
          actions: assign(({ context, event }) => {
            const rows = context.rows.map((row, index) =>
              index === event.index ? { ...row, [event.field]: event.value } : row,
            );
            return { rows, problems: recheck(context, rows), status: 'changed' as const };
          }),
        },
        'day.save': [
          { guard: 'isValid', target: 'saving' },
          { actions: assign({ problems: ({ context }) => bellProblems(context.rows) }) },
        ],
      },
    },
    saving: {
      entry: assign({ notice: null, problems: {} }),
      invoke: {
        id: 'saveDay',
        src: 'saveDay',
        input: ({ context }) => ({
          centreId: context.centreId,
          weekday: context.weekday,
          periods: numbered(context.rows),
        }),
        onDone: {
          target: 'editing',
          actions: [
            assign({ rows: ({ event }) => numbered(event.output), status: 'saved' as const }),
            'daySaved',
          ],
        },
        onError: {
          target: 'editing',
          actions: assign({ notice: ({ event }) => noticeFrom(event.error, ['message'], 'failed') }),
        },
      },
    },
  },
});
