// A class's term and its exam schedule (docs/requirements/exams.md#exams-and-schedules): the term
// loads with its dates and schedule; a member who may configure exams changes the first and last
// day, the last day of entry and each subject's exam day per component (blank: not scheduled),
// and Save sends the whole schedule (the server replaces it). The days must be in order (the
// term's last on or after its first) before it is sent; saved is said until the next change, and a
// refusal keeps the form with the reason. A failed load shows with a retry and no form: saving an
// empty schedule over the school's would erase it unseen. The API is an injected actor.

import type { ExamTerm, ExamTermSave } from '@common/api/portal/exams';
import { assign, fromPromise, setup } from 'xstate';
import { type Notice, noticeFrom } from '../api-failure';

export const TERM_DATE_FIELDS = ['startsOn', 'endsOn', 'entryClosesOn'] as const;
export type TermDateField = (typeof TERM_DATE_FIELDS)[number];

/** The form: the term's dates, and each `subjectId/componentKey`'s exam day, as typed (YYYY-MM-DD or ''). */
export interface TermForm {
  dates: Record<TermDateField, string>;
  schedule: Record<string, string>;
}

export interface ExamTermEditorContext {
  classId: string;
  termKey: string;
  term: ExamTerm | null;
  form: TermForm;
  notice: Notice<'loadFailed' | 'saveFailed'> | null;
}

export type ExamTermEditorEvent =
  | { type: 'term.retry' }
  | { type: 'term.change'; field: TermDateField; value: string }
  | { type: 'schedule.change'; slot: string; value: string }
  | { type: 'term.save' };

/** A schedule slot's key: the subject and the component. */
export const slotOf = (subjectId: string, componentKey: string) => `${subjectId}/${componentKey}`;

export function formOf(term: ExamTerm): TermForm {
  return {
    dates: {
      startsOn: term.startsOn ?? '',
      endsOn: term.endsOn ?? '',
      entryClosesOn: term.entryClosesOn ?? '',
    },
    schedule: Object.fromEntries(
      term.schedule.map((row) => [slotOf(row.subjectId, row.componentKey), row.on]),
    ),
  };
}

export function saveOf(form: TermForm): ExamTermSave {
  return {
    startsOn: form.dates.startsOn || null,
    endsOn: form.dates.endsOn || null,
    entryClosesOn: form.dates.entryClosesOn || null,
    schedule: Object.entries(form.schedule).flatMap(([slot, on]) => {
      const [subjectId = '', componentKey = ''] = slot.split('/');
      return on ? [{ subjectId, componentKey, on }] : [];
    }),
  };
}

/** The term's last day is on or after its first (ISO dates compare as text). */
export const datesInOrder = (form: TermForm) =>
  !form.dates.startsOn || !form.dates.endsOn || form.dates.startsOn <= form.dates.endsOn;

const EMPTY: TermForm = { dates: { startsOn: '', endsOn: '', entryClosesOn: '' }, schedule: {} };

export const examTermEditorMachine = setup({
  types: {
    context: {} as ExamTermEditorContext,
    events: {} as ExamTermEditorEvent,
    input: {} as { classId: string; termKey: string },
  },
  actors: {
    fetchExamTerm: fromPromise<ExamTerm, { classId: string; termKey: string }>(async () => {
      throw new Error('fetchExamTerm is provided by the page');
    }),
    saveExamTerm: fromPromise<ExamTerm, { classId: string; termKey: string; body: ExamTermSave }>(
      async () => {
        throw new Error('saveExamTerm is provided by the page');
      },
    ),
  },
  guards: {
    datesInOrder: ({ context }) => datesInOrder(context.form),
  },
  actions: {
    keepTerm: assign(({ event }) => {
      const term = (event as unknown as { output: ExamTerm }).output;
      return { term, form: formOf(term), notice: null };
    }),
    changeDate: assign({
      form: ({ context, event }) =>
        event.type === 'term.change'
          ? { ...context.form, dates: { ...context.form.dates, [event.field]: event.value } }
          : context.form,
    }),
    changeSlot: assign({
      form: ({ context, event }) =>
        event.type === 'schedule.change'
          ? { ...context.form, schedule: { ...context.form.schedule, [event.slot]: event.value } }
          : context.form,
    }),
  },
}).createMachine({
  id: 'examTermEditor',
  context: ({ input }) => ({ ...input, term: null, form: EMPTY, notice: null }),
  initial: 'loading',
  states: {
    loading: {
      entry: assign({ notice: null }),
      invoke: {
        id: 'fetchExamTerm',
        src: 'fetchExamTerm',
        input: ({ context }) => ({ classId: context.classId, termKey: context.termKey }),
        onDone: { target: 'editing', actions: 'keepTerm' },
        onError: {
          target: 'failed',
          actions: assign({ notice: ({ event }) => noticeFrom(event.error, ['message'], 'loadFailed') }),
        },
      },
    },
    failed: {
      on: { 'term.retry': 'loading' },
    },
    editing: {
      on: {
        'term.change': { actions: 'changeDate' },
        'schedule.change': { actions: 'changeSlot' },
        'term.save': { guard: 'datesInOrder', target: 'saving' },
      },
    },
    saving: {
      entry: assign({ notice: null }),
      invoke: {
        id: 'saveExamTerm',
        src: 'saveExamTerm',
        input: ({ context }) => ({
          classId: context.classId,
          termKey: context.termKey,
          body: saveOf(context.form),
        }),
        onDone: { target: 'saved', actions: 'keepTerm' },
        onError: {
          target: 'editing',
          actions: assign({ notice: ({ event }) => noticeFrom(event.error, ['message'], 'saveFailed') }),
        },
      },
    },
    /** Saved: said until the next change. */
    saved: {
      on: {
        'term.change': { target: 'editing', actions: 'changeDate' },
        'schedule.change': { target: 'editing', actions: 'changeSlot' },
        'term.save': { guard: 'datesInOrder', target: 'saving' },
      },
    },
  },
});
