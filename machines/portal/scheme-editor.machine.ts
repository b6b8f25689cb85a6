// Editing an assessment scheme (docs/requirements/exams.md#assessment-schemes-are-data): the
// scheme opens as a form (every number as typed); each component's label and maximum, a group's
// "best of" and "scaled to", the grade bands, the rounding, the name and a coaching centre's delay
// are changed in place; a component is added to a group or removed (never a group's last).
// Save checks every field, then what the document as a whole must hold (a band from 0 %, keys
// unique), and sends it with the version it was opened at: saved (the next version when marks
// stood under the old one, which the page says), refused with the server's reason, or stale
// (someone saved since: nothing is merged, the scheme is opened again). The API is an injected actor.

import type { ExamScheme, ExamSchemeSave } from '@common/api/portal/exams';
import { assign, fromPromise, setup } from 'xstate';
import { asApiFailure, type Notice, noticeFrom } from '../api-failure';
import {
  documentOf,
  formOf,
  type SchemeFieldError,
  type SchemeForm,
  schemeFormErrors,
  schemeFormProblems,
  withComponent,
  withoutComponent,
  withValue,
} from './scheme-form';

export interface SchemeEditorContext {
  schemeId: string;
  scheme: ExamScheme | null;
  form: SchemeForm | null;
  errors: Record<string, SchemeFieldError>;
  /** What the document as a whole breaks, in the scheme's own words (a band from 0 %...). */
  problems: string[];
  notice: Notice<'loadFailed' | 'saveFailed' | 'saved' | 'newVersion' | 'stale'> | null;
}

export type SchemeEditorEvent =
  | { type: 'field.change'; path: string; value: string }
  | { type: 'component.add'; term: number; group: number }
  | { type: 'component.remove'; term: number; group: number; index: number }
  | { type: 'form.submit' }
  | { type: 'scheme.reload' };

const outputOf = <T>(event: unknown) => (event as { output: T }).output;

export const schemeEditorMachine = setup({
  types: {
    context: {} as SchemeEditorContext,
    events: {} as SchemeEditorEvent,
    input: {} as { schemeId: string },
  },
  actors: {
    fetchScheme: fromPromise<ExamScheme, string>(async () => {
      throw new Error('fetchScheme is provided by the page');
    }),
    saveScheme: fromPromise<ExamScheme, { schemeId: string; body: ExamSchemeSave }>(async () => {
      throw new Error('saveScheme is provided by the page');
    }),
  },
  guards: {
    fieldsValid: ({ context }) =>
      context.form !== null && Object.keys(schemeFormErrors(context.form)).length === 0,
    documentValid: ({ context }) =>
      context.form !== null &&
      context.scheme !== null &&
      schemeFormProblems(context.form, context.scheme.document).length === 0,
    stale: ({ event }) => {
      const failure = asApiFailure((event as { error?: unknown }).error);
      return failure.status === 409 && failure.code === 'exam_scheme_changed';
    },
  },
  actions: {
    keepScheme: assign(({ event }) => {
      const scheme = outputOf<ExamScheme>(event);
      return { scheme, form: formOf(scheme), errors: {}, problems: [], notice: null };
    }),
    loadFailed: assign({
      notice: ({ event }) => noticeFrom((event as { error?: unknown }).error, ['message'], 'loadFailed'),
    }),
    change: assign(({ context, event }) => {
      const { path, value } = event as { path: string; value: string };
      if (!context.form) return {};
      const errors = { ...context.errors };
      delete errors[path];
      return { form: withValue(context.form, path, value), errors, problems: [] };
    }),
    addComponent: assign(({ context, event }) => {
      const { term, group } = event as { term: number; group: number };
      return context.form ? { form: withComponent(context.form, term, group), problems: [] } : {};
    }),
    removeComponent: assign(({ context, event }) => {
      const { term, group, index } = event as { term: number; group: number; index: number };
      if (!context.form) return {};
      // The errors name fields by position: after a removal they are checked again on the next save.
      return { form: withoutComponent(context.form, term, group, index), errors: {}, problems: [] };
    }),
    showErrors: assign(({ context }) => ({
      errors: context.form ? schemeFormErrors(context.form) : {},
      notice: null,
    })),
    showProblems: assign(({ context }) => ({
      problems:
        context.form && context.scheme ? schemeFormProblems(context.form, context.scheme.document) : [],
      notice: null,
    })),
    startSave: assign({ notice: null, errors: {}, problems: [] }),
    saved: assign(({ context, event }) => {
      const scheme = outputOf<ExamScheme>(event);
      const newer = context.scheme !== null && scheme.version > context.scheme.version;
      return {
        scheme,
        form: formOf(scheme),
        notice: { code: newer ? ('newVersion' as const) : ('saved' as const) },
      };
    }),
    saveFailed: assign({
      notice: ({ event }) => noticeFrom((event as { error?: unknown }).error, ['message'], 'saveFailed'),
    }),
    stale: assign({ notice: { code: 'stale' as const } }),
    /** Provided by the view: the focus on the first field in error. */
    focusFirstError: () => {},
  },
}).createMachine({
  id: 'schemeEditor',
  context: ({ input }) => ({
    schemeId: input.schemeId,
    scheme: null,
    form: null,
    errors: {},
    problems: [],
    notice: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'fetchScheme',
        src: 'fetchScheme',
        input: ({ context }) => context.schemeId,
        onDone: { target: 'editing', actions: 'keepScheme' },
        onError: { target: 'failed', actions: 'loadFailed' },
      },
    },
    failed: {
      on: { 'scheme.reload': 'loading' },
    },
    editing: {
      on: {
        'field.change': { actions: 'change' },
        'component.add': { actions: 'addComponent' },
        'component.remove': { actions: 'removeComponent' },
        'form.submit': [
          { guard: 'fieldsValid', target: 'checking' },
          { actions: ['showErrors', 'focusFirstError'] },
        ],
      },
    },
    /** The fields are right: does the document hold as a whole? */
    checking: {
      always: [
        { guard: 'documentValid', target: 'saving' },
        { target: 'editing', actions: 'showProblems' },
      ],
    },
    saving: {
      entry: 'startSave',
      invoke: {
        id: 'saveScheme',
        src: 'saveScheme',
        input: ({ context }) => ({
          schemeId: context.schemeId,
          body: {
            version: context.scheme?.version ?? 1,
            document: documentOf(context.form as SchemeForm, (context.scheme as ExamScheme).document),
            releaseDelayDays: Number(context.form?.delay ?? 0),
          },
        }),
        onDone: { target: 'editing', actions: 'saved' },
        onError: [
          { guard: 'stale', target: 'stale', actions: 'stale' },
          { target: 'editing', actions: 'saveFailed' },
        ],
      },
    },
    /** Someone saved the scheme since it was opened: open it again to see theirs. */
    stale: {
      on: { 'scheme.reload': 'loading' },
    },
  },
});
