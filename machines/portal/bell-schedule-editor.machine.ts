// Editing one learning centre's periods for one weekday (docs/requirements/school-day.md
// #timetable): rows are added, removed and changed in place; Save checks them with the server's
// own rules (common/portal/bell-rules.ts: times HH:MM, each ends after it starts, none overlaps
// the one before, a label) and sends the whole day. A refusal keeps the rows and shows the
// server's sentence (a period a timetable still uses, 409). A stored day (nothing changed since it
// was loaded or saved) is copied to other days in one call: Copy to other days, the days (Monday
// to Saturday but this one, ticked at first), one confirm.

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
  /** The days chosen to take this day's periods. */
  copyTo: number[];
  /** The days the last copy reached (the page says so). */
  copied: number[];
  /** The language a new period's label is written in: the member's. */
  language: Language;
}

/** Monday to Saturday, the school week most schools ring the same bells on. */
const SCHOOL_WEEK = [1, 2, 3, 4, 5, 6];

export type BellScheduleEditorEvent =
  | { type: 'row.add' }
  | { type: 'row.remove'; index: number }
  | { type: 'row.change'; index: number; field: BellField; value: string | boolean }
  | { type: 'day.save' }
  | { type: 'copy.open' }
  | { type: 'copy.toggle'; weekday: number }
  | { type: 'copy.confirm' }
  | { type: 'copy.cancel' };

/** One day's periods given to others: the day, the centre, the days. */
export interface BellCopy {
  centreId: string;
  fromWeekday: number;
  toWeekdays: number[];
}

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
    copyDay: fromPromise<unknown, BellCopy>(async () => null),
  },
  actions: {
    /** The page refreshes what follows the bells (the section's week). */
    daySaved: () => {},
    /** The page reloads the other days. */
    daysCopied: () => {},
  },
  guards: {
    hasRoom: ({ context }) => context.rows.length < MAX_PERIODS_A_DAY,
    isRow: ({ context, event }) => 'index' in event && event.index >= 0 && event.index < context.rows.length,
    isValid: ({ context }) => Object.keys(bellProblems(context.rows)).length === 0,
    /** What is copied is the day as stored: nothing changed since, and periods to give. */
    isStored: ({ context }) => context.status !== 'changed' && context.rows.length > 0,
    isOtherDay: ({ context, event }) =>
      event.type === 'copy.toggle' &&
      event.weekday !== context.weekday &&
      event.weekday >= 1 &&
      event.weekday <= 7,
    hasDays: ({ context }) => context.copyTo.length > 0,
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
    copyTo: [],
    copied: [],
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
        'copy.open': {
          guard: 'isStored',
          target: 'choosingDays',
          actions: assign({
            copyTo: ({ context }) => SCHOOL_WEEK.filter((day) => day !== context.weekday),
            copied: [],
            notice: null,
          }),
        },
      },
    },
    choosingDays: {
      on: {
        'copy.toggle': {
          guard: 'isOtherDay',
          actions: assign({
            copyTo: ({ context, event }) =>
              context.copyTo.includes(event.weekday)
                ? context.copyTo.filter((day) => day !== event.weekday)
                : [...context.copyTo, event.weekday].sort((a, b) => a - b),
          }),
        },
        'copy.confirm': { guard: 'hasDays', target: 'copying' },
        'copy.cancel': { target: 'editing', actions: assign({ notice: null }) },
      },
    },
    copying: {
      entry: assign({ notice: null }),
      invoke: {
        id: 'copyDay',
        src: 'copyDay',
        input: ({ context }) => ({
          centreId: context.centreId,
          fromWeekday: context.weekday,
          toWeekdays: context.copyTo,
        }),
        onDone: {
          target: 'editing',
          actions: [assign({ copied: ({ context }) => context.copyTo }), 'daysCopied'],
        },
        onError: {
          target: 'choosingDays',
          actions: assign({ notice: ({ event }) => noticeFrom(event.error, ['message'], 'failed') }),
        },
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
            assign({ rows: ({ event }) => numbered(event.output), status: 'saved' as const, copied: [] }),
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
